import { expect } from '@open-wc/testing';
import type { Connector } from '@wagmi/core';
import { listedUnder } from '../../src/connectors/wagmi/follow.js';
import { mainnet, openModal, resolveOptions } from '../../src/core/index.js';
import { createAppKit } from '../../src/app-kit.js';
import { WagmiAdapter } from '../../src/wagmi.js';
import { getAnvil } from '../fixtures/chain.js';
import { TestWallet, announceWallet } from '../fixtures/test-wallet.js';
import { renderModal, waitForView } from '../modal/helpers.js';
import { deepQueryAll, deepText, waitForText } from '../helpers/dom.js';
import { waitUntil } from '../helpers/wait.js';
import { addCleanup, resetAll } from '../helpers/reset.js';

const connector = (type: string, id: string, rdns?: string) => ({ type, id, ...(rdns ? { rdns } : {}) }) as unknown as Connector;
const announced = connector('injected', 'io.metamask', 'io.metamask');
// As wagmi 2 makes an announced wallet's connector: named by its rdns, with no `rdns` field.
const announcedAsWagmiMakesIt = connector('injected', 'io.rabby');
const injected = connector('injected', 'injected');
const coinbase = connector('coinbaseWallet', 'coinbaseWalletSDK');
const coinbaseExtension = connector('injected', 'com.coinbase.wallet', 'com.coinbase.wallet');
const walletConnect = connector('walletConnect', 'walletConnect');
const all = [announced, injected, coinbase, coinbaseExtension, walletConnect];

const listed = (extra: Record<string, unknown>) => all.filter(listedUnder(resolveOptions({ networks: [mainnet], ...extra }))).map(c => c.id);

describe('WagmiAdapter: which wagmi connectors the wallet list shows', () => {
  it('every one by default', () => {
    expect(listed({})).to.deep.equal(['io.metamask', 'injected', 'coinbaseWalletSDK', 'com.coinbase.wallet', 'walletConnect']);
  });

  it('enableEIP6963: false leaves out announced wallets; enableInjected: false the window.ethereum one', () => {
    expect(listed({ enableEIP6963: false })).to.deep.equal(['injected', 'coinbaseWalletSDK', 'walletConnect']);
    expect([announcedAsWagmiMakesIt].filter(listedUnder(resolveOptions({ networks: [mainnet], enableEIP6963: false })))).to.deep.equal([]);
    expect(listed({ enableInjected: false })).to.deep.equal(['io.metamask', 'coinbaseWalletSDK', 'com.coinbase.wallet', 'walletConnect']);
  });

  it('enableCoinbase: false leaves out the Coinbase SDK connector and the Coinbase extension', () => {
    expect(listed({ enableCoinbase: false })).to.deep.equal(['io.metamask', 'injected', 'walletConnect']);
  });
});

describe('WagmiAdapter: what the Connect view lists under enableCoinbase and enableEIP6963', () => {
  afterEach(() => resetAll());

  /** Two announced wallets (one of them Coinbase's extension), wagmi's adapter, the modal open on Connect. */
  async function connectViewWith(extra: Record<string, unknown>): Promise<HTMLElement> {
    const anvil = await getAnvil();
    addCleanup(announceWallet(new TestWallet({ rpcUrl: anvil.url }), { rdns: 'dev.w3m-modal.wagmi-wallet', name: 'Wagmi Test Wallet' }));
    addCleanup(announceWallet(new TestWallet({ rpcUrl: anvil.url }), { rdns: 'com.coinbase.wallet', name: 'Coinbase Wallet' }));
    const adapter = new WagmiAdapter({ networks: [mainnet], projectId: 'test-project' });
    createAppKit({ adapters: [adapter], networks: [mainnet], projectId: 'test-project', enableWalletConnect: false, explorerApiUrl: 'http://127.0.0.1:9', ...extra });
    // wagmi has discovered both announcements (its own list, before the modal filters it).
    await waitUntil(() => adapter.wagmiConfig.connectors.filter(c => c.type === 'injected').length >= 2, 'wagmi discovered both wallets');
    const modal = await renderModal();
    openModal();
    return waitForView(modal, 'w3m-connect-view');
  }
  const rows = (view: Element): string[] => deepQueryAll(view, 'wui-list-wallet').map(row => deepText(row));

  it('enableCoinbase: false leaves the Coinbase extension out of the list', async () => {
    const view = await connectViewWith({ enableCoinbase: false });
    await waitUntil(() => rows(view).some(name => name.startsWith('Wagmi Test Wallet')), 'the other wallet listed');
    expect(rows(view).filter(name => name.includes('Coinbase'))).to.deep.equal([]);
  });

  it('enableEIP6963: false lists no announced wallet', async () => {
    const view = await connectViewWith({ enableEIP6963: false });
    await waitForText(view, 'No browser wallet found');
    expect(rows(view)).to.deep.equal([]);
  });
});
