import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { getAccount, mainnet, setThemeMode, switchNetwork } from '../../src/core/index.js';
import { readAuthCache } from '../../src/connectors/auth/auth-session.js';
import { getAnvil } from '../fixtures/chain.js';
import { renderModal } from '../modal/helpers.js';
import { siteState } from './helpers.js';
import { createAuthKit, signInByEmail } from './kit.js';
import { resetAll } from '../helpers/reset.js';

describe('Auth connector: network and theme follow the app', () => {
  beforeEach(() => resetAll());
  afterEach(() => resetAll());

  it('switches the embedded wallet through the frame\'s own event, not wallet_* RPC', async () => {
    const anvil = await getAnvil();
    const base = { id: 8453, name: 'Base', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.url] } } };
    const { session, connector } = await createAuthKit({ networks: [mainnet, base], customRpcUrls: { 'eip155:1': [{ url: anvil.url }], 'eip155:8453': [{ url: anvil.url }] } });
    await renderModal();
    await signInByEmail();
    await switchNetwork(base);
    const calls = (await siteState(session)).calls.filter(call => call.name === 'SWITCH_NETWORK');
    expect(calls.map(call => call.payload)).to.deep.equal([{ chainId: 8453 }]);
    expect(getAccount('eip155').caipAddress?.startsWith('eip155:8453:')).to.equal(true);
    expect(readAuthCache().lastUsedChain).to.equal(8453);
    // An app calling the provider directly gets the same path, and a chainChanged event.
    const changes: unknown[] = [];
    connector.getProvider().on('chainChanged', chainId => changes.push(chainId));
    expect(await connector.getProvider().request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).to.equal(null);
    expect(changes).to.deep.equal(['0x1']);
    expect(getAccount('eip155').caipAddress?.startsWith('eip155:1:')).to.equal(true);
    expect((await siteState(session)).calls.filter(call => call.name === 'RPC_REQUEST')).to.deep.equal([]);
  });

  it('hands the frame the dapp data on start and the theme whenever it changes', async () => {
    const { session } = await createAuthKit({ metadata: { name: 'Game', description: 'Wallet connection for Game', url: 'http://127.0.0.1', icons: [] } });
    await renderModal();
    await signInByEmail();
    setThemeMode('dark');
    await waitUntil(async () => (await siteState(session)).calls.some(c => c.name === 'SYNC_THEME' && (c.payload as { themeMode?: string }).themeMode === 'dark'), 'dark theme synced');
    const dapp = (await siteState(session)).calls.find(c => c.name === 'SYNC_DAPP_DATA');
    expect(dapp?.payload).to.deep.equal({
      metadata: { name: 'Game', description: 'Wallet connection for Game', url: 'http://127.0.0.1', icons: [] },
      sdkVersion: '1.7.4',
      sdkType: 'w3m-modal',
      projectId: session,
    });
  });
});
