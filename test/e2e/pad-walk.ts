// The walk of test/e2e/pad-walk.spec.ts: from where focus is in the open modal, press directions (the scripted
// gamepad's D-pad, or the keyboard's arrow keys) until every control the view showed at the start has had focus.
// The walk learns the view as it goes: which control each direction leads to from each control. It always heads
// for the nearest control (by what it learned) that has a direction it has not tried yet, so it ends once every
// control was reached, or fails when no direction is left to try, naming the first control it never reached.
import { expect, type Page } from '@playwright/test';
import { PAD } from '../fixtures/scripted-gamepad.js';

export type Direction = 'down' | 'right' | 'up' | 'left';
const DIRECTIONS: readonly Direction[] = ['down', 'right', 'up', 'left'];
const KEYS: Record<Direction, string> = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' };

/** How the player presses a direction. */
export type Input = 'pad' | 'keys';

/**
 * The modal's controls a player can focus, in the order of the page, each named by its place (the shadow hosts
 * around it) and its label, numbered when two read the same; and which of them has the focus. Runs in the page.
 */
function controls(): { names: string[]; focused: string | null } {
  const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]';
  const dialog = document.querySelector('w3m-modal')?.shadowRoot?.querySelector('dialog');
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  const found: Element[] = [];
  const visit = (element: Element): void => {
    // The page's own content placed in the dialog (the Demo Wallet's prompt, standing for a wallet's popup).
    // Slotted content is met twice (through its slot and as its host's child): it counts once.
    if (element instanceof HTMLSlotElement && element.name === 'secure-frame') return;
    const html = element as HTMLElement;
    const host = element.shadowRoot;
    // A host that hands its focus to a control inside is not a stop of its own; a host taken out of the tab
    // order (a roving tabindex) takes its insides with it.
    if (element.hasAttribute('tabindex') && html.tabIndex < 0) return;
    const box = element.getBoundingClientRect();
    const shown = box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
    if (element.matches(FOCUSABLE) && !host?.delegatesFocus && html.tabIndex >= 0 && !element.matches(':disabled') && !element.closest('[inert]') && shown && !found.includes(element)) {
      found.push(element);
    }
    const children = element instanceof HTMLSlotElement ? element.assignedElements() : [...(host?.children ?? []), ...element.children];
    for (const child of children) visit(child);
  };
  if (dialog?.open) visit(dialog);
  if (active && dialog && !found.includes(active)) found.push(active);
  const describe = (element: Element): string => {
    const hosts: string[] = [];
    for (let root = element.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) hosts.unshift(root.host.localName);
    const host = (element.getRootNode() as Partial<ShadowRoot>).host as (Element & { name?: unknown }) | undefined;
    const label = element.getAttribute('aria-label') ?? (typeof host?.name === 'string' ? host.name : '') ?? '';
    // The first line of its text: a count that arrives later ("All Wallets 98") does not make it another control.
    const firstLine = (element as HTMLElement).innerText?.split('\n').find(line => line.trim() !== '') ?? '';
    const text = (label || firstLine || element.getAttribute('placeholder') || '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${hosts.filter(tag => tag !== 'w3m-modal').join(' > ')} ${element.localName} "${text}"`;
  };
  const seen = new Map<string, number>();
  const names = found.map(element => {
    const name = describe(element);
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count > 1 ? `${name} #${count}` : name;
  });
  const index = active ? found.indexOf(active) : -1;
  return { names, focused: index >= 0 && dialog && isInDialog(active!, dialog) ? names[index]! : null };

  function isInDialog(element: Element, ancestor: Element): boolean {
    for (let node: Element | null = element; node; node = node.assignedSlot ?? node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null)) {
      if (node === ancestor) return true;
      if (node instanceof HTMLSlotElement && node.name === 'secure-frame') return false;
    }
    return false;
  }
}

/** Presses and releases a button of the scripted pad, each change read by the page (once a frame) before the next. */
export async function padTap(page: Page, button: number): Promise<void> {
  for (const change of ['press', 'release'] as const) {
    // Counted in the same task as the change is made.
    await page.evaluate(
      ([what, index]) => {
        const before = window.scriptedGamepad.polls;
        window.scriptedGamepad[what](index);
        return new Promise<void>(resolve => {
          const check = (): void => (window.scriptedGamepad.polls >= before + 2 ? resolve() : void requestAnimationFrame(check));
          requestAnimationFrame(check);
        });
      },
      [change, button] as const,
    );
  }
}

/** One press of `direction`, done once the modal has acted on it. */
async function press(page: Page, input: Input, direction: Direction): Promise<void> {
  if (input === 'keys') await page.keyboard.press(KEYS[direction]);
  else await padTap(page, PAD[direction]);
  // A view that moves focus after a render (a tab, a wallet tile scrolled into view) has done it by the next frame.
  await page.evaluate(() => new Promise<void>(resolve => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** The way through what the walk learned from `from` to the nearest control with a direction not yet tried, and that direction. */
function nextStep(from: string, learned: Map<string, Map<Direction, string>>): Direction[] | undefined {
  const queue: { at: string; path: Direction[] }[] = [{ at: from, path: [] }];
  const seen = new Set([from]);
  while (queue.length > 0) {
    const { at, path } = queue.shift()!;
    const known = learned.get(at) ?? new Map<Direction, string>();
    const untried = DIRECTIONS.find(direction => !known.has(direction));
    if (untried) return [...path, untried];
    for (const direction of DIRECTIONS) {
      const to = known.get(direction)!;
      if (seen.has(to)) continue;
      seen.add(to);
      queue.push({ at: to, path: [...path, direction] });
    }
  }
  return undefined;
}

/**
 * Walks the open modal's current view with `input` alone, from where focus is, until every control it shows
 * has had focus. Fails naming the first control never reached, or where focus left the modal.
 * @returns the controls reached, by name
 */
export async function walkView(page: Page, input: Input, view: string): Promise<string[]> {
  let start = await page.evaluate(controls);
  // Focus went with the control that had it (the wallet row the player chose): the first press brings it back.
  if (start.focused === null) {
    await press(page, input, 'down');
    start = await page.evaluate(controls);
  }
  expect(start.focused, `${view} (${input}): focus is in the modal after the first press`).not.toBeNull();
  const targets = start.names;
  const reached = new Set<string>([start.focused!]);
  const learned = new Map<string, Map<Direction, string>>();
  let at = start.focused!;
  const budget = 30 * targets.length + 20;
  for (let presses = 0; targets.some(name => !reached.has(name)); ) {
    const step = nextStep(at, learned);
    const missing = targets.find(name => !reached.has(name));
    expect(step, `${view} (${input}): ${missing} cannot be reached; reached: ${[...reached].join(', ')}`).toBeDefined();
    for (const direction of step!) {
      expect(presses++, `${view} (${input}): ${missing} not reached within ${budget} presses`).toBeLessThan(budget);
      const expected = learned.get(at)?.get(direction);
      await press(page, input, direction);
      const now = (await page.evaluate(controls)).focused;
      expect(now, `${view} (${input}): ${direction} from ${at} took focus out of the modal`).not.toBeNull();
      if (!learned.has(at)) learned.set(at, new Map());
      learned.get(at)!.set(direction, now!);
      at = now!;
      reached.add(at);
      // The view changed under the walk (a tab shows another panel): plan again from here.
      if (expected !== undefined && expected !== now) break;
    }
  }
  return targets;
}
