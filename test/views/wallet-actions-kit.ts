// Shared set-up of the wallet-action tests (the account view's buttons, the Receive view): a real test wallet
// connected to the modal on a fresh account, the blockchain-data provider the local fixture server.
import { expect, fixture, html } from '@open-wc/testing';
import type { Address, Hex } from 'viem';
import { $chain, connect, openModal } from '../../src/core/index.js';
import type { AppKitOptions } from '../../src/core/index.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import { fixtureApi, freshAccount } from '../data/fixture-api.js';
import { TEST_WALLET_ID, announceTestWallet, createTestKit, waitForView } from '../modal/helpers.js';
import type { TestWallet, TestWalletOptions } from '../fixtures/test-wallet.js';
import type { FixtureApi } from '../data/fixture-api.js';
import { waitUntil } from '../helpers/wait.js';

export interface Connected {
  modal: W3mModal;
  /** The Account view, once the modal opened on it. */
  view: HTMLElement;
  address: Address;
  /** The account's key, for a test that acts on the chain as the player outside the modal. */
  key: Hex;
  /** The test wallet, steerable (its prompts can be held and declined). */
  wallet: TestWallet;
  /** The blockchain-data provider's tenant of this test. */
  fx: FixtureApi;
}

/** How the account and its wallet start, for a flow's tests. */
export interface ConnectSetup {
  /** The test wallet's options (e.g. held prompts). */
  wallet?: Partial<TestWalletOptions>;
  /** The account's balance in wei (freshAccount's default when absent). */
  wei?: bigint;
  /** Runs once the account exists, before the kit starts (a send test gives it tokens there). */
  before?: (account: { address: Address }, fx: FixtureApi) => Promise<void>;
}

/** Connects a test wallet holding a fresh account (`setup`) with `options`, then opens the modal (on Account). */
export async function connectAndOpen(options: Partial<AppKitOptions> = {}, setup: ConnectSetup = {}): Promise<Connected> {
  const fx = await fixtureApi();
  const account = await freshAccount(setup.wei);
  await setup.before?.(account, fx);
  const wallet = await announceTestWallet({ accounts: [account.key], ...setup.wallet });
  await createTestKit({ blockchainApiUrl: fx.baseUrl, ...options });
  const modal = await fixture<W3mModal>(html`<w3m-modal></w3m-modal>`);
  await waitUntil(() => $chain.get().activeNetwork !== undefined);
  expect(await connect(TEST_WALLET_ID)).to.equal(true);
  openModal();
  const view = await waitForView(modal, 'w3m-account-view');
  return { modal, view, address: account.address, key: account.key, wallet, fx };
}
