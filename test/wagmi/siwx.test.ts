// Sign-in (SIWX) with wagmi owning the EVM connection (issue 30, failure 2): wagmi reports the new connection after
// the Sign In view already asks, and the view stays; Cancel (sign-in required) disconnects wagmi too and closes the
// modal, as without wagmi.
import { expect } from '@open-wc/testing';
import { getAccount as wagmiAccount } from '@wagmi/core';
import { $account, $modal, $router, connect, mainnet } from '../../src/core/index.js';
import { DefaultSIWX } from '../../src/core/siwx/default.js';
import { createAppKit } from '../../src/app-kit.js';
import { WagmiAdapter } from '../../src/wagmi.js';
import { getAnvil } from '../fixtures/chain.js';
import { TestWallet, announceWallet } from '../fixtures/test-wallet.js';
import { renderModal } from '../modal/helpers.js';
import { button, waitClosed, waitForSignInView } from '../siwx/helpers.js';
import { addCleanup, freshState, resetAll } from '../helpers/reset.js';
import { waitUntil } from '../helpers/wait.js';
import { RDNS } from './helpers.js';

describe('WagmiAdapter with sign-in (SIWX)', () => {
  beforeEach(freshState);
  afterEach(resetAll);

  it('the Sign In view stays after wagmi reports the connection; Cancel disconnects wagmi and closes the modal', async () => {
    const anvil = await getAnvil();
    addCleanup(announceWallet(new TestWallet({ rpcUrl: anvil.url }), { rdns: RDNS, name: 'Wagmi Test Wallet' }));
    const customRpcUrls = { 'eip155:1': [{ url: anvil.url }] };
    const adapter = new WagmiAdapter({ networks: [mainnet], projectId: 'test-project', customRpcUrls });
    createAppKit({ adapters: [adapter], networks: [mainnet], projectId: 'test-project', customRpcUrls, explorerApiUrl: 'http://127.0.0.1:9', siwx: new DefaultSIWX() });
    const modal = await renderModal();
    await waitUntil(() => adapter.wagmiConfig.connectors.some(c => c.id === RDNS), 'wagmi did not discover the wallet');
    expect(await connect(RDNS)).to.equal(true);
    const view = await waitForSignInView(modal);
    await waitUntil(() => wagmiAccount(adapter.wagmiConfig).status === 'connected', 'wagmi is not connected');
    expect($modal.get().open).to.equal(true);
    expect($router.get().view).to.equal('SIWXSignMessage');
    button(view, 'Cancel')!.click();
    await waitUntil(() => $account.get().status === 'disconnected' && wagmiAccount(adapter.wagmiConfig).status === 'disconnected', 'Cancel did not disconnect');
    await waitClosed();
  });
});
