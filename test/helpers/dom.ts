// Queries that see what a user sees: through shadow roots and slots, without styles or hidden copies.
import { waitUntil } from './wait.js';
import { sendKeys } from '@web/test-runner-commands';

/** Visible text of a subtree, following shadow roots and ignoring styles/hidden copies. */
export function deepText(node: Node): string {
  if (node instanceof Text) return node.data;
  if (node instanceof HTMLStyleElement || node instanceof HTMLTemplateElement) return '';
  if (node instanceof Element && (node.classList.contains('visually-hidden') || node.getAttribute('aria-hidden') === 'true')) return '';
  const root = node instanceof Element && node.shadowRoot ? node.shadowRoot : undefined;
  const children = root ? [...root.childNodes] : [...node.childNodes];
  const parts = children.map(child => {
    if (child instanceof HTMLSlotElement) {
      const assigned = child.assignedNodes({ flatten: true });
      return (assigned.length ? assigned : [...child.childNodes]).map(deepText).join(' ');
    }
    return deepText(child);
  });
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** All elements matching `selector` in `root`, its shadow root and every shadow root below, in tree order. */
export function deepQueryAll<T extends Element = Element>(root: Element | ShadowRoot | Document, selector: string): T[] {
  const found: T[] = [];
  const visit = (scope: Element | ShadowRoot | Document): void => {
    if (scope instanceof Element && scope.shadowRoot) visit(scope.shadowRoot);
    for (const element of scope.querySelectorAll<T>('*')) {
      if (element.matches(selector)) found.push(element);
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  visit(root);
  return found;
}

export function deepQuery<T extends Element = Element>(root: Element | ShadowRoot | Document, selector: string): T | undefined {
  return deepQueryAll<T>(root, selector)[0];
}

/** The focused element, looking through shadow roots. */
export function deepActiveElement(): Element | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element;
}

/**
 * A keyboard player's way into a control: focus is on `from` (the page's content before it), then Tab. Starting
 * from an element of the fixture, not from wherever an earlier test left the page's focus navigation starting
 * point (a Tab from there can leave the page). Resolves once focus is inside `to`.
 */
export async function tabFromPageTo(from: HTMLElement, to: Element): Promise<void> {
  from.focus();
  await sendKeys({ press: 'Tab' });
  await waitUntil(() => to === document.activeElement || to.contains(document.activeElement) || to.shadowRoot?.activeElement, `Tab from the page did not reach <${to.localName}>; focus is on ${describeFocus()}`);
}

/** Where focus is, for a failure message: each shadow host on the way, then the element with its name. */
export function describeFocus(): string {
  const path: string[] = [];
  let element = document.activeElement;
  while (element) {
    const name = element.getAttribute('aria-label') ?? element.getAttribute('part') ?? '';
    path.push(`${element.tagName.toLowerCase()}${name ? `[${name}]` : ''}`);
    element = element.shadowRoot?.activeElement ?? null;
  }
  return path.join(' > ') || 'nothing';
}

export async function waitForText(element: Element, text: string, timeout?: number): Promise<void> {
  await waitUntil(() => deepText(element).includes(text), `expected text "${text}"; got "${deepText(element).slice(0, 300)}"`, {
    timeout,
  });
}

/** A view's part by its `part` name, through open shadow roots; throws naming the part when the view has none. */
export function partOf<T extends HTMLElement = HTMLElement>(view: Element, name: string): T {
  const found = deepQuery<T>(view, `[part="${name}"]`);
  if (!found) throw new Error(`no [part="${name}"] in ${view.localName}`);
  return found;
}

/** Types into a view's input (by its part name) as a player's keystrokes end up: the value, then an input event. */
export function typeInto(view: Element, name: string, text: string): void {
  const input = partOf<HTMLInputElement>(view, name);
  input.value = text;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
}
