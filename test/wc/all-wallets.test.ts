import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { $router, navigate, openModal } from '../../src/core/index.js';
import { getAppKit } from '../../src/app-kit.js';
import { renderModal, waitForView } from '../modal/helpers.js';
import { explorerSession } from '../wallets/helpers.js';
import { createWcKit, nextUri, useWallet, waitConnected } from './helpers.js';
import { deepQuery, deepQueryAll, deepText } from '../helpers/dom.js';

const RAINBOW = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369';

describe('AllWallets with WalletConnect on a desktop', function () {
  const wallet = useWallet({ reducedMotion: true });

  it('a phone wallet opens the QR code; once paired it is a recent wallet on the Connect view', async () => {
    const explorer = await explorerSession(0);
    await createWcKit({ explorerApiUrl: explorer.base });
    const modal = await renderModal();
    openModal();
    await waitForView(modal, 'w3m-connect-view');
    navigate('AllWallets');
    const view = await waitForView(modal, 'w3m-all-wallets-view');
    // The view's chunk may still be on its way: wait until it has rendered.
    await waitUntil(() => view.shadowRoot?.querySelector('input'));
    const input = view.shadowRoot!.querySelector('input')!;
    input.value = 'rainbow';
    input.dispatchEvent(new Event('input'));
    await waitUntil(() => deepQueryAll(view, 'wui-wallet-tile').length === 1);
    deepQuery<HTMLElement>(view, 'wui-wallet-tile')!.click();
    expect($router.get().view).to.equal('ConnectingWalletConnectBasic');
    const qr = await waitForView(modal, 'w3m-connecting-wc-basic-view');
    const uri = await nextUri();
    await waitUntil(() => qr.shadowRoot?.querySelector('wui-qr-code'));
    await wallet.pair(uri);
    await waitConnected();
    expect(JSON.parse(localStorage.getItem('w3m:recentWallets') ?? '[]')).to.deep.equal([RAINBOW]);

    await getAppKit()!.disconnect();
    // With no browser wallet a desktop opens on the QR code (spec section 2); the Connect view is one step away.
    openModal({ view: 'Connect' });
    const connect = await waitForView(modal, 'w3m-connect-view');
    // The recent phone wallet leads the list (the seed's order: walletConnect, then recent).
    const recentRow = () => deepQueryAll(connect, 'wui-list-wallet').find(row => deepText(row).endsWith('Recent'));
    await waitUntil(recentRow, 'no recent phone wallet on Connect');
    expect(deepText(recentRow()!)).to.equal('Rainbow Recent');
  });
});
