import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { $account, $router, getConnector, openModal, setPlatform } from '../../src/core/index.js';
import { $walletConnect } from '../../src/core/walletconnect/store.js';
import { getAppKit } from '../../src/app-kit.js';
import { announceTestWallet, renderModal, waitForView } from '../modal/helpers.js';
import { createWcKit, nextUri, openQr, useWallet, waitConnected } from './helpers.js';
import { explorerSession } from '../wallets/helpers.js';
import { RECOMMENDED_COUNT } from '../../src/views/wallets/w3m-all-wallets-entry.js';
import { deepQuery, deepQueryAll, deepText, waitForText } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';

const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#3b99fc"/></svg>')}`;
const DEMO_WALLET = { id: 'demo-phone-wallet', name: 'Demo Phone Wallet', mobile_link: 'demowallet://', image_url: LOGO };

/** Keeps a tap on a deep link from leaving the test page (the app would open on a phone). */
function stayOnPage(): () => void {
  const block = (event: Event): void => {
    if (event.composedPath().some(node => node instanceof HTMLAnchorElement)) event.preventDefault();
  };
  window.addEventListener('click', block, true);
  return () => window.removeEventListener('click', block, true);
}

describe('<w3m-connecting-wc-basic-view>', function () {
  const wallet = useWallet({ reducedMotion: true });

  it('shows the QR code, the scan hint and "Copy link", accessibly in both themes', async () => {
    await createWcKit();
    const { modal, view, uri } = await openQr();
    const qr = view.shadowRoot!.querySelector('wui-qr-code')!;
    expect(qr.data).to.equal(uri);
    expect(deepText(view)).to.include('Scan with your phone');
    expect(deepQueryAll(view, 'wui-button').map(b => deepText(b))).to.deep.equal(['Copy link', 'All Wallets', 'Other ways to connect']);
    expect(deepQuery(view, '[aria-live="polite"]')).not.to.equal(undefined);
    expect(deepText(modal.shadowRoot!.querySelector('w3m-header')!)).to.include('WalletConnect');
    await expectAccessibleInBothThemes(modal);
  });

  it('shows a toast when the link cannot be copied', async () => {
    await createWcKit();
    const { modal, view } = await openQr();
    Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: async () => Promise.reject(new Error('denied')) });
    try {
      deepQueryAll<HTMLElement>(view, 'wui-button')[0]!.click();
      await waitForText(modal.shadowRoot!.querySelector('dialog')!, 'Could not copy the link');
    } finally {
      delete (navigator.clipboard as unknown as Record<string, unknown>)['writeText'];
    }
  });

  it('shows the declined state accessibly', async () => {
    await wallet.setAutoApprove(false);
    await createWcKit();
    const { modal, view, uri } = await openQr();
    await wallet.pair(uri);
    await wallet.reject(5000);
    await waitForText(view, 'Connection declined');
    expect(deepQueryAll(view, 'wui-button').map(b => deepText(b))).to.deep.equal(['Try again', 'All Wallets', 'Other ways to connect']);
    await expectAccessibleInBothThemes(modal);
  });

  it('keeps a live pairing when the view is shown again, and replaces an expired one', async () => {
    await createWcKit();
    const { modal, uri } = await openQr();
    getAppKit()!.close();
    openModal();
    const view = await waitForView(modal, 'w3m-connecting-wc-basic-view');
    expect(view.shadowRoot!.querySelector('wui-qr-code')!.data).to.equal(uri);
    // Let the proposal expire in the SDK (its expirer checks on each heartbeat, every 5 s).
    const provider = getConnector('walletConnect')!.getProvider() as unknown as {
      uri?: string;
      client: { proposal: { getAll(): { id: number }[] }; core: { expirer: { set(key: number, expiry: number): void } } };
    };
    // The QR code comes as soon as the pairing exists; the SDK publishes the proposal after that, and only then waits
    // for the wallet's answer (and hears of the proposal's expiry: `uri` is set then).
    await waitUntil(() => provider.uri === uri, 'the SDK did not publish the proposal');
    for (const { id } of provider.client.proposal.getAll()) provider.client.core.expirer.set(id, Math.floor(Date.now() / 1000) - 1);
    const fresh = await nextUri(uri, 12_000);
    expect(fresh).not.to.equal(uri);
    await waitUntil(() => view.shadowRoot!.querySelector('wui-qr-code')?.data === fresh);
    await wallet.pair(fresh);
    await waitConnected();
  });

  it('desktop with a browser wallet: Connect lists WalletConnect ("QR code") and opens the QR from there', async () => {
    await announceTestWallet();
    await createWcKit();
    const modal = await renderModal();
    openModal();
    const connect = await waitForView(modal, 'w3m-connect-view');
    // WalletConnect and the browser wallet, then the registry's first phone wallets (recommended), then "All Wallets".
    await waitUntil(() => deepQueryAll(connect, 'wui-list-wallet').length === 2 + RECOMMENDED_COUNT);
    const rows = deepQueryAll<HTMLElement>(connect, 'wui-list-wallet');
    expect(rows.map(row => deepText(row))).to.deep.equal(['WalletConnect QR code', 'Test Wallet Installed', 'MetaMask', 'Trust Wallet']);
    rows[0]!.click();
    expect($router.get().view).to.equal('ConnectingWalletConnectBasic');
    const view = await waitForView(modal, 'w3m-connecting-wc-basic-view');
    await nextUri();
    await waitUntil(() => view.shadowRoot!.querySelector('wui-qr-code'));
  });

  it('phone: opens on the wallet list; each wallet is a deep link with the pairing URI, remembered on tap', async () => {
    const explorer = await explorerSession(0);
    await createWcKit({ customWallets: [DEMO_WALLET], explorerApiUrl: explorer.base });
    setPlatform({ mobile: true });
    const modal = await renderModal();
    openModal();
    expect($router.get().view).to.equal('AllWallets');
    const view = await waitForView(modal, 'w3m-all-wallets-view');
    const uri = await nextUri();
    const tileLink = (tile: Element) => tile.shadowRoot?.querySelector<HTMLAnchorElement>('a');
    await waitUntil(() => deepQueryAll(view, 'wui-wallet-tile').some(tileLink), 'no deep links');
    const tiles = deepQueryAll(view, 'wui-wallet-tile');
    expect(deepText(tiles[0]!)).to.equal('Demo Phone Wallet');
    const links = tiles.map(tileLink).filter((link): link is HTMLAnchorElement => Boolean(link));
    expect(links.length).to.be.greaterThan(1);
    expect(links[0]!.getAttribute('href')).to.equal(`demowallet://wc?uri=${encodeURIComponent(uri)}`);
    expect(links.every(link => link.getAttribute('href')?.includes(encodeURIComponent(uri)))).to.equal(true);
    expect(view.shadowRoot!.querySelector('wui-qr-code')).to.equal(null);
    await expectAccessibleInBothThemes(modal);
    const release = stayOnPage();
    try {
      links[0]!.click();
    } finally {
      release();
    }
    expect(JSON.parse(localStorage.getItem('w3m:wcMobileWallet') ?? 'null')).to.deep.include({ id: DEMO_WALLET.id, link: 'demowallet://' });
    expect($walletConnect.get().wallet?.name).to.equal('Demo Phone Wallet');
    await wallet.pair(uri);
    await waitConnected();
    // The SDK brings the same app forward for each later request.
    expect(JSON.parse(localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE') ?? 'null')).to.deep.equal({ href: 'demowallet://', name: 'Demo Phone Wallet' });
    await getAppKit()!.disconnect();
    expect($account.get().status).to.equal('disconnected');
    expect(localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE')).to.equal(null);
    expect(localStorage.getItem('w3m:wcMobileWallet')).to.equal(null);
  });

  it('phone: wallet links wait for the URI instead of opening the app without one', async () => {
    const explorer = await explorerSession(0);
    await createWcKit({ customWallets: [DEMO_WALLET], relayUrl: 'ws://127.0.0.1:9', explorerApiUrl: explorer.base });
    setPlatform({ mobile: true });
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-all-wallets-view');
    await waitUntil(() => deepQueryAll(view, 'wui-wallet-tile').length > 0);
    const tile = deepQueryAll<HTMLElement>(view, 'wui-wallet-tile')[0]!;
    expect(deepText(tile)).to.equal('Demo Phone Wallet');
    expect(tile.shadowRoot!.querySelector('a')).to.equal(null);
    tile.click();
    expect(localStorage.getItem('w3m:wcMobileWallet')).to.equal(null);
    await waitForText(view, 'Preparing the connection');
    await expectAccessibleInBothThemes(modal);
  });
});
