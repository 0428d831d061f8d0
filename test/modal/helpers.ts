// Shared setup for the modal and view tests: real stores, a real test wallet on the local anvil node.
import { fixture, html, waitUntil } from '@open-wc/testing';
import { createAppKit, destroyAppKit } from '../../src/app-kit.js';
import { mainnet, resetAllStores, setThemeMode } from '../../src/core/index.js';
import type { AppKitOptions, ThemeMode } from '../../src/core/index.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import { getAnvil } from '../fixtures/chain.js';
import { providerUrl } from '../fixtures/chains/provider.js';
import { TestWallet, announceWallet } from '../fixtures/test-wallet.js';
import type { Eip6963ProviderInfo, TestWalletOptions } from '../fixtures/test-wallet.js';
import { expectNoAxeViolations } from '../helpers/axe.js';
import '../../src/define.js';

export const TEST_WALLET_ID = 'dev.w3m-modal.test-wallet';

const cleanups: (() => void)[] = [];

/** Every store, storage entry and wallet announcement back to a fresh page. */
export function resetEverything(): void {
  while (cleanups.length) cleanups.pop()?.();
  destroyAppKit();
  resetAllStores();
  localStorage.clear();
}

/** createAppKit on mainnet, with balance reads going to the local anvil node (chain id 1). */
export async function createTestKit(options: Partial<AppKitOptions> = {}): Promise<void> {
  const anvil = await getAnvil();
  createAppKit({
    projectId: 'test-project',
    networks: [mainnet],
    customRpcUrls: { 'eip155:1': [{ url: anvil.url }] },
    // Reads of the provider's supported chains (other than those above) go to the local provider stand-in.
    rpcHost: await providerUrl(),
    ...options,
  });
}

/** A test wallet announced over EIP-6963 (answering later discovery requests too). */
export async function announceTestWallet(
  options: Partial<TestWalletOptions> = {},
  info: Partial<Eip6963ProviderInfo> = {},
): Promise<TestWallet> {
  const anvil = await getAnvil();
  const wallet = new TestWallet({ rpcUrl: anvil.url, ...options });
  cleanups.push(announceWallet(wallet, info));
  return wallet;
}

export async function renderModal(): Promise<W3mModal> {
  return fixture<W3mModal>(html`<w3m-modal></w3m-modal>`);
}

export function dialogOf(modal: W3mModal): HTMLDialogElement {
  const dialog = modal.shadowRoot?.querySelector('dialog');
  if (!dialog) throw new Error('w3m-modal has no dialog');
  return dialog;
}

/** The element of the view currently shown in the modal (e.g. `<w3m-connect-view>`). */
export function currentView(modal: W3mModal): HTMLElement | null {
  const router = modal.shadowRoot?.querySelector('w3m-router');
  return router?.shadowRoot?.querySelector('.wrap')?.firstElementChild as HTMLElement | null;
}

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

export async function waitForText(element: Element, text: string, timeout = 5000): Promise<void> {
  await waitUntil(() => deepText(element).includes(text), `expected text "${text}"; got "${deepText(element).slice(0, 300)}"`, {
    timeout,
  });
}

export async function waitForView(modal: W3mModal, tag: string): Promise<HTMLElement> {
  await waitUntil(() => currentView(modal)?.localName === tag, `expected view <${tag}>, got <${currentView(modal)?.localName}>`);
  // Most views are chunks of their own: the element is there at once and upgrades when its chunk arrives.
  await waitUntil(() => currentView(modal)?.shadowRoot, `view <${tag}> never upgraded`);
  const view = currentView(modal)!;
  await (view as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
  return view;
}

/** Runs axe on `element` in light and dark mode. */
export async function expectAccessibleInBothThemes(element: Element & { updateComplete?: Promise<unknown> }): Promise<void> {
  for (const mode of ['light', 'dark'] as ThemeMode[]) {
    setThemeMode(mode);
    await element.updateComplete;
    await new Promise(resolve => requestAnimationFrame(resolve));
    await expectNoAxeViolations(element);
  }
}
