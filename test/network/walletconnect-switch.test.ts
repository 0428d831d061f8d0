import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { $account, $chain, $toast, mainnet, setNetworks, switchNetwork } from '../../src/core/index.js';
import type { CaipNetwork } from '../../src/core/index.js';
import { $networkSwitch } from '../../src/core/modal/network-switch-state.js';
import { createWcKit, openQr, secondNetwork, useWallet, waitConnected } from '../wc/helpers.js';

describe('switchNetwork over WalletConnect (local relay, Node wallet on the official SDK)', function () {
  const wallet = useWallet({ reducedMotion: true });

  it('moves to a chain of the session; a chain outside it gets a clear message and never reaches the wallet', async () => {
    await createWcKit();
    const { uri } = await openQr();
    await wallet.pair(uri);
    await waitConnected();
    const address = $account.get().address!;
    const session = (await wallet.state()).sessions[0]!;
    expect(session.chains).to.have.members(['eip155:1', 'eip155:10']);

    const op = await secondNetwork();
    await switchNetwork(op);
    await waitUntil(() => $account.get().caipAddress === `eip155:10:${address}`, `account not on chain 10: ${$account.get().caipAddress}`);
    expect($chain.get().activeNetwork?.caipNetworkId).to.equal('eip155:10');

    // The app learns of a network after the wallet approved the session: the session does not hold it.
    const polygon: CaipNetwork = { ...mainnet, id: 137, caipNetworkId: 'eip155:137', name: 'Polygon', rpcUrls: op.rpcUrls };
    setNetworks([...$chain.get().networks, polygon], $chain.get().activeNetwork!);
    const eventsBefore = (await wallet.state()).events.length;
    let error: { code?: number; message?: string } | undefined;
    await switchNetwork(polygon).catch(e => (error = e as typeof error));
    expect(error?.code).to.equal(5100);
    expect($networkSwitch.get()).to.deep.equal({ status: 'notApproved', network: 'eip155:137' });
    expect($toast.get().message).to.equal('Polygon is not part of this WalletConnect session. Disconnect and connect again to use it.');
    expect($chain.get().activeNetwork?.caipNetworkId).to.equal('eip155:10');
    const state = await wallet.state();
    expect(state.events.length).to.equal(eventsBefore);
    expect(state.chainId).not.to.equal(137);
  });
});
