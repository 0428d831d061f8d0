// AppKit's options that shape the Connect view beside email and social sign-in: `enableWalletGuide` (the guide
// under the sign-in forms, on by default) and `features.collapseWallets` (the wallet list folded into one row).
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { $router, openModal } from '../../src/core/index.js';
import { emulateMedia } from '../modal/commands.js';
import { announceTestWallet, createTestKit, renderModal, waitForView } from '../modal/helpers.js';
import { createAuthKit } from './kit.js';
import { deepQuery, deepQueryAll, deepText, waitForText } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';
import { resetAll } from '../helpers/reset.js';

/** The Connect view's wallet rows, by name. */
const walletRows = (view: Element): string[] => deepQueryAll(view, 'ul[part="list"] wui-list-wallet').map(row => deepText(row));
/** Clicks the native control inside a part of the view (they sit in shadow roots). */
const press = (root: Element, selector: string): void => (deepQuery<HTMLElement>(deepQuery(root, selector)!, 'button, a') ?? deepQuery<HTMLElement>(root, selector)!).click();

describe('Connect view beside sign-in: enableWalletGuide and features.collapseWallets', () => {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('enableWalletGuide (default): "Get started" leads to sign-in alone, with WalletGuide for a self-custody wallet', async () => {
    await announceTestWallet();
    await createAuthKit();
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitForText(view, "Haven't got a wallet? Get started");
    await waitUntil(() => walletRows(view).length === 1, 'the wallet list beside sign-in');
    await expectAccessibleInBothThemes(modal);

    press(view, 'w3m-wallet-guide');
    await waitForText(view, 'Looking for a self-custody wallet? Find one on WalletGuide');
    expect($router.get().params).to.deep.equal({ show: 'sign-in' });
    expect(walletRows(view)).to.deep.equal([]);
    expect(deepQuery(view, 'w3m-email-login')).to.exist;
    expect(deepQuery(view, 'w3m-social-login')).to.exist;
    const link = deepQuery<HTMLAnchorElement>(deepQuery(view, 'w3m-wallet-guide')!, 'a')!;
    expect([link.href, link.target, link.rel]).to.deep.equal(['https://walletguide.walletconnect.network/', '_blank', 'noopener noreferrer']);
    await expectAccessibleInBothThemes(modal);

    // Back (the header's back button) returns to the whole view.
    deepQuery<HTMLElement>(deepQuery(modal, 'w3m-header')!, '[part="back"]')!.click();
    await waitForText(view, "Haven't got a wallet?");
    await waitUntil(() => walletRows(view).length === 1, 'the wallet list again');
  });

  it('enableWalletGuide: false shows no guide', async () => {
    await createAuthKit({ enableWalletGuide: false });
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => deepQuery(view, 'w3m-social-login') && deepQuery(deepQuery(view, 'w3m-social-login')!, 'button'), 'the sign-in buttons');
    expect(deepQuery(view, 'w3m-wallet-guide')).to.equal(undefined);
    expect(deepText(view)).not.to.include('Get started');
  });

  it('features.collapseWallets folds the wallets into "Continue with a wallet", which shows them alone', async () => {
    await announceTestWallet();
    await createAuthKit({ features: { email: true, socials: ['google'], collapseWallets: true } });
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitForText(view, 'Continue with a wallet');
    expect(walletRows(view)).to.deep.equal([]);
    await expectAccessibleInBothThemes(modal);

    press(view, 'w3m-continue-with-wallet');
    await waitUntil(() => walletRows(view).length === 1, 'the wallet list');
    expect(walletRows(view)).to.deep.equal(['Test Wallet Installed']);
    expect($router.get().params).to.deep.equal({ show: 'wallets' });
    expect(deepQuery(view, 'w3m-email-login')).to.equal(undefined);
    expect(deepQuery(view, 'w3m-wallet-guide')).to.equal(undefined);
    expect(deepText(view)).not.to.include('Continue with a wallet');
    await expectAccessibleInBothThemes(modal);
  });

  it('without email or social sign-in, collapseWallets and the guide change nothing (as in AppKit)', async () => {
    await announceTestWallet();
    await createTestKit({ features: { collapseWallets: true }, enableWalletGuide: true });
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => walletRows(view).length === 1, 'the wallet list');
    expect(deepQuery(view, 'w3m-continue-with-wallet')).to.equal(undefined);
    expect(deepQuery(view, 'w3m-wallet-guide')).to.equal(undefined);
  });
});
