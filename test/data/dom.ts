// View-test helpers for the account tabs that do not load the whole modal (the tabs live in the Account view,
// which is rendered on its own here).
import { fixture, html, waitUntil } from '@open-wc/testing';
import { createAppKit, destroyAppKit } from '../../src/app-kit.js';
import { $chain, connectWallet, getConnector, mainnet, resetAllStores, setThemeMode } from '../../src/core/index.js';
import type { AppKitOptions, ThemeMode } from '../../src/core/index.js';
import { getAnvil } from '../fixtures/chain.js';
import { TestWallet, announceWallet } from '../fixtures/test-wallet.js';
import type { Hex } from 'viem';
import { expectNoAxeViolations } from '../helpers/axe.js';
import '../../src/views/account/w3m-account-view.js';
import '../../src/modal/w3m-button.js';

/** The fixture wallet's default rdns, which is its connector id. */
export const WALLET_ID = 'dev.w3m-modal.test-wallet';
const cleanups: (() => void)[] = [];

export function resetAll(): void {
  while (cleanups.length) cleanups.pop()?.();
  destroyAppKit();
  resetAllStores();
  localStorage.clear();
}

/** Connects a real test wallet holding `key` and renders the Account view next to the account button. */
export async function renderConnected(key: Hex, options: Partial<AppKitOptions>): Promise<{ root: HTMLElement; view: HTMLElement; wallet: TestWallet }> {
  const anvil = await getAnvil();
  const wallet = new TestWallet({ rpcUrl: anvil.url, accounts: [key] });
  cleanups.push(announceWallet(wallet));
  createAppKit({ projectId: 'test-project', networks: [mainnet], customRpcUrls: { 'eip155:1': [{ url: anvil.url }] }, ...options });
  await waitUntil(() => $chain.get().activeNetwork !== undefined);
  await waitUntil(() => getConnector(WALLET_ID), 'wallet announced');
  if (!(await connectWallet(WALLET_ID))) throw new Error('the test wallet did not connect');
  const root = await fixture<HTMLElement>(html`<div><w3m-button></w3m-button><w3m-account-view></w3m-account-view></div>`);
  return { root, view: root.querySelector('w3m-account-view')!, wallet };
}

export function deepText(node: Node): string {
  if (node instanceof Text) return node.data;
  if (node instanceof HTMLStyleElement) return '';
  if (node instanceof Element && (node.classList.contains('visually-hidden') || node.getAttribute('aria-hidden') === 'true')) return '';
  const children = node instanceof Element && node.shadowRoot ? [...node.shadowRoot.childNodes] : [...node.childNodes];
  return children.map(child => (child instanceof HTMLSlotElement ? child.assignedNodes({ flatten: true }).map(deepText).join(' ') : deepText(child))).join(' ').replace(/\s+/g, ' ').trim();
}

export function deepQueryAll<T extends Element = Element>(root: Element | ShadowRoot, selector: string): T[] {
  const found: T[] = [];
  const visit = (scope: Element | ShadowRoot): void => {
    if (scope instanceof Element && scope.shadowRoot) visit(scope.shadowRoot);
    for (const element of scope.querySelectorAll<T>('*')) {
      if (element.matches(selector)) found.push(element);
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  visit(root);
  return found;
}

export const deepQuery = <T extends Element = Element>(root: Element | ShadowRoot, selector: string): T | undefined => deepQueryAll<T>(root, selector)[0];

export function deepActiveElement(): Element | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element;
}

export async function waitForText(element: Element, text: string, timeout = 5000): Promise<void> {
  await waitUntil(() => deepText(element).includes(text), `expected text "${text}"; got "${deepText(element).slice(0, 300)}"`, { timeout });
}

export async function expectAccessibleInBothThemes(element: Element): Promise<void> {
  for (const mode of ['light', 'dark'] as ThemeMode[]) {
    setThemeMode(mode);
    await new Promise(resolve => requestAnimationFrame(resolve));
    await expectNoAxeViolations(element);
  }
}
