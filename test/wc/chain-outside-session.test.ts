// Issue 13: a WalletConnect wallet that reports a chain outside its session (or garbage) never causes a
// one-sided disconnect: the page shows UnsupportedChain and the session lives on both sides until the player
// disconnects, which deletes it on both sides.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { toHex, verifyMessage } from 'viem';
import type { Address } from 'viem';
import { getAppKit } from '../../src/app-kit.js';
import { $account, $chain, $modal, $router, connect, disconnect, mainnet, switchNetwork } from '../../src/core/index.js';
import { TEST_WALLET_ID, announceTestWallet, waitForView } from '../modal/helpers.js';
import { createWcKit, openQr, useWallet, waitConnected } from './helpers.js';


describe('WalletConnect: chainChanged outside the session', function () {
  const wallet = useWallet({ reducedMotion: true });

  it('chainChanged to 137 (session holds eip155:1): UnsupportedChain, one session on the wallet; disconnect leaves 0', async () => {
    await createWcKit();
    const { modal, uri } = await openQr();
    await wallet.pair(uri);
    await waitConnected();
    const address = $account.get().address;
    await waitUntil(async () => (await wallet.state()).sessions.length === 1, 'the wallet has no session');
    await wallet.emitChainChangedRaw(137);
    await waitUntil(() => $chain.get().unsupportedChainId === 137 || $account.get().status !== 'connected', 'chain 137 not reported as unsupported');
    expect($account.get().status, 'disconnected one-sidedly').to.equal('connected');
    await waitUntil(() => $modal.get().open && $router.get().view === 'UnsupportedChain', 'UnsupportedChain not shown');
    await waitForView(modal, 'w3m-unsupported-chain-view');
    expect($account.get().status).to.equal('connected');
    expect($account.get().address).to.equal(address);
    expect((await wallet.state()).sessions).to.have.length(1);
    // The player can still switch back to a chain the session holds.
    await switchNetwork(mainnet);
    await waitUntil(() => $chain.get().unsupportedChainId === undefined && $chain.get().activeNetwork?.id === 1, 'did not switch back to chain 1');
    await waitUntil(() => !$modal.get().open, 'UnsupportedChain did not close');
    await disconnect();
    await waitUntil(async () => (await wallet.state()).sessions.length === 0, 'the wallet still holds the session');
    expect($account.get().status).to.equal('disconnected');
  });

  it("garbage ('eip155:abc') never disconnects one side: connected here and one session on the wallet", async () => {
    await createWcKit();
    const { uri } = await openQr();
    await wallet.pair(uri);
    await waitConnected();
    await waitUntil(async () => (await wallet.state()).sessions.length === 1, 'the wallet has no session');
    await wallet.emitChainChangedRaw('eip155:abc');
    // Settled: a well-formed event after the garbage one is followed.
    await wallet.emitChainChangedRaw(137);
    await waitUntil(() => $chain.get().unsupportedChainId === 137, 'the event after the garbage was not followed');
    expect($account.get().status).to.equal('connected');
    expect((await wallet.state()).sessions).to.have.length(1);
  });

  it("after garbage ('eip155:abc') the session still answers requests on its chain", async () => {
    await createWcKit();
    const { uri } = await openQr();
    await wallet.pair(uri);
    await waitConnected();
    const address = $account.get().address as Address;
    const provider = getAppKit()!.getWalletProvider()!;
    // Settled: the page's SDK has handled the event (it reports each session event after handling it).
    const handled = new Promise<void>(resolve =>
      provider.on!('session_event', (event: { params?: { event?: { data?: unknown } } }) => {
        if (event.params?.event?.data === 'eip155:abc') resolve();
      }),
    );
    await wallet.emitChainChangedRaw('eip155:abc');
    await handled;
    const signature = (await provider.request({ method: 'personal_sign', params: [toHex('still here'), address] })) as `0x${string}`;
    expect(await verifyMessage({ address, message: 'still here', signature })).to.equal(true);
    expect($account.get().caipAddress).to.equal(`eip155:1:${address}`);
  });

  it('a browser wallet replacing the WalletConnect connection deletes the session on the wallet too', async () => {
    await createWcKit();
    const { uri } = await openQr();
    await wallet.pair(uri);
    await waitConnected();
    await waitUntil(async () => (await wallet.state()).sessions.length === 1, 'the wallet has no session');
    const browserWallet = await announceTestWallet();
    expect(await connect(TEST_WALLET_ID)).to.equal(true);
    expect($account.get().address).to.equal(browserWallet.exposedAddresses[0]);
    await waitUntil(async () => (await wallet.state()).sessions.length === 0, 'the wallet still holds the replaced session');
  });
});
