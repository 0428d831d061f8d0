import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { toHex, verifyMessage } from 'viem';
import type { Address } from 'viem';
import { $account, $chain, $lastEvent, $modal, formatAmount, openModal } from '../../src/core/index.js';
import { getAppKit } from '../../src/app-kit.js';
import { getAnvil, getBalance } from '../fixtures/chain.js';
import { waitForView } from '../modal/helpers.js';
import { createWcKit, openQr, useWallet, waitConnected, wcStorage } from './helpers.js';
import { deepQueryAll, deepText, waitForText } from '../helpers/dom.js';
import { fetchedUrls } from '../helpers/fetched.js';

const button = (root: Element, text: string): HTMLElement | undefined =>
  deepQueryAll<HTMLElement>(root, 'wui-button').find(b => deepText(b).includes(text));

/** Every resource the page fetched went to loopback (the relay socket is checked by the relay being local). */
function expectOnlyLoopbackRequests(): void {
  const hosts = fetchedUrls().map(url => new URL(url).hostname);
  expect(hosts.filter(host => host !== '127.0.0.1' && host !== 'localhost')).to.deep.equal([]);
}

describe('WalletConnect: connect through the QR code, session events, disconnect', function () {
  const wallet = useWallet({ reducedMotion: true });

  it('connects when the wallet scans the QR code: address and real balance on the Account view', async () => {
    await createWcKit();
    const { modal, view } = await openQr();
    expect(view.shadowRoot!.querySelector('wui-qr-code')).not.to.equal(null);
    // What the user copies with "Copy link" is what the wallet pairs with.
    const copied: string[] = [];
    Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: async (text: string) => void copied.push(text) });
    try {
      button(view, 'Copy link')!.click();
      await waitUntil(() => copied.length === 1);
    } finally {
      delete (navigator.clipboard as unknown as Record<string, unknown>)['writeText'];
    }
    await waitForText(modal.shadowRoot!.querySelector('dialog')!, 'Link copied');
    expect(copied[0]).to.match(/^wc:[0-9a-f]{64}@2\?/);
    await wallet.pair(copied[0]!);
    await waitConnected();
    const { address } = await wallet.state();
    expect($account.get().address).to.equal(address);
    expect($account.get().connectedWalletInfo?.type).to.equal('WALLET_CONNECT');
    expect($chain.get().activeNetwork?.id).to.equal(1);
    await waitUntil(() => !$modal.get().open, 'modal did not close after connecting');
    openModal();
    const account = await waitForView(modal, 'w3m-account-view');
    // Shown in the locale's digits (English here): "10,000 ETH".
    await waitForText(account, `${Number(formatAmount(await getBalance(address), 18)).toLocaleString('en-US', { maximumFractionDigits: 4 })} ETH`);
    expect(localStorage.getItem('w3m:connectedConnectorId')).to.equal('"walletConnect"');
    expectOnlyLoopbackRequests();
  });

  it('signs a message through the wallet (personal_sign round trip, checked with viem)', async () => {
    await createWcKit();
    const { uri } = await openQr();
    await wallet.pair(uri);
    await waitConnected();
    const address = $account.get().address as Address;
    const provider = getAppKit()!.getWalletProvider()!;
    const message = 'Sign in to w3m tests';
    const signature = (await provider.request({ method: 'personal_sign', params: [toHex(message), address] })) as `0x${string}`;
    expect(await verifyMessage({ address, message, signature })).to.equal(true);
    expectOnlyLoopbackRequests();
  });

  it('follows the wallet: chain change (supported, then unsupported) and account change', async () => {
    await createWcKit();
    const { modal, uri } = await openQr();
    await wallet.pair(uri);
    await waitConnected();
    await wallet.changeChain(10);
    await waitUntil(() => $chain.get().activeNetwork?.id === 10 && $chain.get().unsupportedChainId === undefined, 'did not follow chain 10');
    await wallet.changeChain(31337);
    await waitUntil(() => $chain.get().unsupportedChainId === 31337, 'chain 31337 not reported as unsupported');
    openModal();
    const account = await waitForView(modal, 'w3m-account-view');
    await waitForText(account, 'Unsupported network');
    const second = (await getAnvil()).accounts[1]!;
    await wallet.changeAccount(1);
    await waitUntil(() => $account.get().address?.toLowerCase() === second.toLowerCase(), 'did not follow the account change');
  });

  it('shows "Connection declined" on a rejection and connects on retry with a fresh URI', async () => {
    await wallet.setAutoApprove(false);
    await createWcKit();
    const { modal, view, uri } = await openQr();
    await wallet.pair(uri);
    await wallet.reject(4001);
    await waitForText(view, 'Connection declined');
    expect(view.shadowRoot!.querySelector('wui-qr-code')).to.equal(null);
    expect($account.get().status).to.equal('disconnected');
    expect($lastEvent.get()?.data.event).to.equal('CONNECT_ERROR');
    button(view, 'Try again')!.click();
    await waitUntil(() => view.shadowRoot!.querySelector('wui-qr-code'), 'no QR code after retry');
    const fresh = view.shadowRoot!.querySelector('wui-qr-code')!.data;
    expect(fresh).to.match(/^wc:/);
    expect(fresh).not.to.equal(uri);
    await wallet.setAutoApprove(true);
    await wallet.pair(fresh);
    await waitConnected();
    expect($modal.get().open).to.equal(false);
    expect(modal.isConnected).to.equal(true);
  });

  it('disconnects from the dapp: the wallet loses the session, storage is cleared', async () => {
    await createWcKit();
    const { modal, uri } = await openQr();
    await wallet.pair(uri);
    await waitConnected();
    await waitUntil(async () => (await wallet.state()).sessions.length === 1);
    openModal();
    const account = await waitForView(modal, 'w3m-account-view');
    const events: string[] = [];
    getAppKit()!.subscribeEvents(event => events.push(event.data.event));
    button(account, 'Disconnect')!.click();
    await waitUntil(() => $account.get().status === 'disconnected', 'still connected');
    await waitUntil(async () => (await wallet.state()).sessions.length === 0, 'the wallet still has the session');
    expect(localStorage.getItem('w3m:connectedConnectorId')).to.equal(null);
    // The SDK keeps a session list in IndexedDB: nothing may be left in it.
    await waitUntil(async () => {
      const stored = [...(await wcStorage()).entries()].filter(([key]) => /client.*[:/]session$/.test(key));
      return stored.length > 0 && stored.every(([, value]) => Array.isArray(JSON.parse(String(value))) && JSON.parse(String(value)).length === 0);
    }, 'a WalletConnect session is still stored');
    expect(events).to.include('DISCONNECT_SUCCESS');
  });

  it('with SIWX configured, asks for one-click authentication first and falls back to a plain session', async () => {
    const asked: unknown[] = [];
    const added: unknown[] = [];
    const siwx = {
      createMessage: async (input: unknown) => {
        asked.push(input);
        return { accountAddress: '', chainId: 'eip155:1', domain: location.host, uri: location.origin, version: '1', nonce: 'n0nce1234567', statement: 'Sign in to w3m tests' };
      },
      addSession: async (session: unknown) => void added.push(session),
      getSessions: async () => [],
      revokeSession: async () => undefined,
      setSessions: async () => undefined,
    };
    await createWcKit({ siwx });
    const { uri } = await openQr();
    // The proposal carries a one-click sign-in request built from the SIWX message (connect({ authentication })).
    expect(asked).to.deep.equal([{ chainId: 'eip155:1', accountAddress: '' }]);
    await wallet.pair(uri);
    await waitConnected();
    // This wallet ignores the sign-in request and approves a plain session: connected without a SIWX signature.
    expect(added).to.deep.equal([]);
    expect($account.get().address).to.equal((await wallet.state()).address);
  });

  it('disconnects when the wallet ends the session', async () => {
    await createWcKit();
    const { uri } = await openQr();
    await wallet.pair(uri);
    await waitConnected();
    await wallet.disconnect();
    await waitUntil(() => $account.get().status === 'disconnected', 'still connected after the wallet disconnected');
    expect($lastEvent.get()?.data).to.deep.include({ event: 'DISCONNECT_SUCCESS', properties: { namespace: 'eip155', initiator: 'wallet' } });
    expect(localStorage.getItem('w3m:connectedConnectorId')).to.equal(null);
  });
});
