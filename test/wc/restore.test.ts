import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { toHex, verifyMessage } from 'viem';
import type { Address } from 'viem';
import { $account, $chain, $connectors, getConnector, restoreConnection } from '../../src/core/index.js';
import { destroyAppKit, getAppKit } from '../../src/app-kit.js';
import { disposeWalletConnect } from '../../src/connectors/walletconnect/shared-provider.js';
import { getAnvil } from '../fixtures/chain.js';
import { createWcKit, openQr, useWallet, waitConnected } from './helpers.js';

/** What a reload leaves: storage (localStorage + the SDK's IndexedDB) but no objects, stores or socket. */
async function reload(): Promise<void> {
  await disposeWalletConnect();
  destroyAppKit();
}

describe('WalletConnect: restore after a reload', function () {
  const wallet = useWallet();

  it('restores the session on start with a new provider, without pairing again, and keeps it working', async () => {
    await createWcKit();
    const { uri } = await openQr();
    await wallet.pair(uri);
    await waitConnected();
    await wallet.changeChain(10);
    await waitUntil(() => $chain.get().activeNetwork?.id === 10);
    const address = $account.get().address as Address;
    const proposals = (await wallet.state()).events.filter(e => e.name === 'session_proposal').length;

    await reload();
    expect($account.get().status).to.equal('disconnected');
    await createWcKit();
    await waitConnected();
    expect($account.get().address).to.equal(address);
    expect($account.get().connectedWalletInfo?.type).to.equal('WALLET_CONNECT');
    // The chain the wallet was on before the reload, not the app's default.
    expect($chain.get().activeNetwork?.id).to.equal(10);
    expect((await wallet.state()).events.filter(e => e.name === 'session_proposal')).to.have.length(proposals);
    expect((await wallet.state()).sessions).to.have.length(1);

    // Requests and wallet events go through the restored session.
    const message = 'still here after a reload';
    const provider = getAppKit()!.getWalletProvider()!;
    const signature = (await provider.request({ method: 'personal_sign', params: [toHex(message), address] })) as `0x${string}`;
    expect(await verifyMessage({ address, message, signature })).to.equal(true);
    const second = (await getAnvil()).accounts[1]!;
    await wallet.changeAccount(1);
    await waitUntil(() => $account.get().address?.toLowerCase() === second.toLowerCase(), 'account change not followed after restore');
  });

  it('starts disconnected when the wallet ended the session while the page was away', async () => {
    await createWcKit();
    const { uri } = await openQr();
    await wallet.pair(uri);
    await waitConnected();
    await reload();
    await wallet.disconnect();
    await createWcKit();
    // The relay hands the stored session_delete to the restored provider, which then disconnects.
    await waitUntil(() => $account.get().status === 'disconnected' && localStorage.getItem('w3m:connectedConnectorId') === null, 'still connected', {
      timeout: 10_000,
    });
  });

  it('does not restore (nor load the SDK for) a session that was disconnected before the reload', async () => {
    await createWcKit();
    const { uri } = await openQr();
    await wallet.pair(uri);
    await waitConnected();
    await getAppKit()!.disconnect();
    await reload();
    await createWcKit();
    // restoreConnection decides from storage before its first await, so the kit's attempt is already over;
    // a second one, awaited, is the settled signal (false: nothing stored to restore).
    const connector = $connectors.get().find(c => c.type === 'WALLET_CONNECT')!;
    expect(await restoreConnection(getConnector(connector.id)!)).to.equal(false);
    expect($account.get().status).to.equal('disconnected');
    expect((await wallet.state()).sessions).to.have.length(0);
  });
});
