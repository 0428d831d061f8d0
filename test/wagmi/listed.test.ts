import { expect } from '@open-wc/testing';
import type { Connector } from '@wagmi/core';
import { listedUnder } from '../../src/connectors/wagmi/sync.js';
import { mainnet, resolveOptions } from '../../src/core/index.js';

const connector = (type: string, id: string, rdns?: string) => ({ type, id, ...(rdns ? { rdns } : {}) }) as unknown as Connector;
const announced = connector('injected', 'io.metamask', 'io.metamask');
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
    expect(listed({ enableInjected: false })).to.deep.equal(['io.metamask', 'coinbaseWalletSDK', 'com.coinbase.wallet', 'walletConnect']);
  });

  it('enableCoinbase: false leaves out the Coinbase SDK connector and the Coinbase extension', () => {
    expect(listed({ enableCoinbase: false })).to.deep.equal(['io.metamask', 'injected', 'walletConnect']);
  });
});
