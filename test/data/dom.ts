// View-test helpers for the account tabs that do not load the whole modal (the tabs live in the Account view,
// which is rendered on its own here).
import { fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createAppKit } from '../../src/app-kit.js';
import { $chain, connect, getConnector, mainnet } from '../../src/core/index.js';
import type { AppKitOptions } from '../../src/core/index.js';
import { getAnvil } from '../fixtures/chain.js';
import { TestWallet, announceWallet } from '../fixtures/test-wallet.js';
import type { Hex } from 'viem';
import { addCleanup } from '../helpers/reset.js';
import '../../src/views/account/w3m-account-view.js';
// The router that shows the view provides the loaders of its optional parts (the wallet buttons receive turns on).
import '../../src/modal/w3m-router.js';
import '../../src/modal/w3m-button.js';

/** The fixture wallet's default rdns, which is its connector id. */
export const WALLET_ID = 'dev.w3m-modal.test-wallet';
/** Connects a real test wallet holding `key` and renders the Account view next to the account button. */
export async function renderConnected(key: Hex, options: Partial<AppKitOptions>): Promise<{ root: HTMLElement; view: HTMLElement; wallet: TestWallet }> {
  const anvil = await getAnvil();
  const wallet = new TestWallet({ rpcUrl: anvil.url, accounts: [key] });
  addCleanup(announceWallet(wallet));
  createAppKit({ projectId: 'test-project', networks: [mainnet], customRpcUrls: { 'eip155:1': [{ url: anvil.url }] }, ...options });
  await waitUntil(() => $chain.get().activeNetwork !== undefined);
  await waitUntil(() => getConnector(WALLET_ID), 'wallet announced');
  if (!(await connect(WALLET_ID))) throw new Error('the test wallet did not connect');
  const root = await fixture<HTMLElement>(html`<div><w3m-button></w3m-button><w3m-account-view></w3m-account-view></div>`);
  return { root, view: root.querySelector('w3m-account-view')!, wallet };
}
