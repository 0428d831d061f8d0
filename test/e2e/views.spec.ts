// Visual baselines of every view a player reaches on the demo game, and of the sign-in and embedded-wallet views
// on the plain HTML demo (`?siwx=required`, `?email=on`), at 360 px (the bottom sheet), in English and Arabic
// (right to left), dark and light, compared with committed screenshots. Deterministic as locales.spec.ts: fixed
// viewport, reduced motion, a fixed balance on the local node, fonts pinned to the Noto families, every picture
// loaded, the QR code (a new pairing each time) masked. A view that changes on purpose is re-baselined with
// `npx playwright test test/e2e/views.spec.ts --update-snapshots` (then look at each image before committing it).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_0, ACCOUNT_1, accountButton, answerWallet, expectConnected, setBalance, signInByEmail, walletSwitchesTo } from './helpers.js';
import { EMBEDDED_ACCOUNT } from '../fixtures/secure-site/server.mjs';

const FONTS = "'Noto Sans', 'Noto Sans Arabic', sans-serif";

const LOCALES = [
  { browser: 'en-US', code: 'en', dir: 'ltr' },
  { browser: 'ar-EG', code: 'ar', dir: 'rtl' },
] as const;
const THEMES = ['dark', 'light'] as const;

/** The visible panel of the modal. */
const card = (page: Page): Locator => page.locator('w3m-modal').locator('[part="card"]');
const dialog = (page: Page): Locator => page.getByRole('dialog').filter({ has: page.locator('[part="card"]') });

/** Opens a demo page in the theme and fonts of the run. */
async function start(page: Page, path: string, theme: 'dark' | 'light'): Promise<void> {
  await page.goto(path);
  await setBalance(page, ACCOUNT_0, '1234.5678');
  await expect(page.locator('w3m-modal')).toHaveCount(1);
  await page.evaluate(
    ([fonts, mode]) => {
      const modal = document.querySelector('w3m-modal')!;
      modal.style.setProperty('--w3m-font-family', fonts);
      modal.setAttribute('theme-mode', mode);
    },
    [FONTS, theme] as const,
  );
}

/** Waits until nothing animates, the fonts are in and every picture in the dialog has loaded. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => {
    const nodes = (root: Document | ShadowRoot): Element[] =>
      [...root.querySelectorAll('*')].flatMap(el => [el, ...(el.shadowRoot ? nodes(el.shadowRoot) : [])]);
    const all = nodes(document);
    const moving = all.some(el => el.getAnimations().some(a => a.playState === 'running'));
    const loading = all.some(el => el instanceof HTMLImageElement && !el.complete);
    // A network picture waiting for its icons, or a shown element waiting for its chunk.
    const pending = all.some(el => (el.tagName === 'WUI-NETWORK-IMAGE' && el.shadowRoot?.querySelector('.pending')) || (el.matches(':not(:defined)') && el.getBoundingClientRect().width > 0));
    return !moving && !loading && !pending;
  });
  await page.mouse.move(0, 0);
}

async function snap(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  await settled(page);
  await expect(card(page)).toHaveScreenshot(`${name}.png`, { animations: 'disabled', caret: 'hide', mask, maxDiffPixelRatio: 0.02 });
}

for (const locale of LOCALES) {
  for (const theme of THEMES) {
    const id = `${locale.code}-${theme}`;
    test.describe(`${locale.code}, ${theme}`, () => {
      test.use({ locale: locale.browser, viewport: { width: 360, height: 760 }, reducedMotion: 'reduce', deviceScaleFactor: 1 });

      test(`disconnected views (${id})`, async ({ page }) => {
        await start(page, '/index.html', theme);
        await page.locator('w3m-button, appkit-button').first().click();
        await expect(dialog(page)).toHaveAttribute('dir', locale.dir);
        // The Connect view: WalletConnect, the Demo Wallet, the directory's MetaMask and Trust Wallet, the count.
        await expect(dialog(page).locator('wui-list-wallet')).toHaveCount(4);
        await expect(dialog(page).locator('w3m-all-wallets-entry [part="count"]').last()).toHaveText(/\d/);
        await snap(page, `connect-${id}`);

        await dialog(page).locator('w3m-all-wallets-entry button').last().click();
        await expect(page.getByRole('gridcell').first()).toBeVisible();
        await expect(page.getByRole('gridcell').nth(11)).toBeVisible();
        await snap(page, `all-wallets-${id}`);
        await page.getByRole('searchbox').fill('demo');
        await expect(page.getByRole('gridcell')).toHaveCount(1);
        await snap(page, `all-wallets-search-${id}`);

        await dialog(page).locator('w3m-header [part="back"]').click();
        await dialog(page).locator('wui-list-wallet').first().click();
        const qr = dialog(page).locator('wui-qr-code');
        await expect(qr).toBeVisible();
        await expect(qr.locator('svg, canvas').first()).toBeVisible();
        await snap(page, `walletconnect-${id}`, [qr]);
      });

      test(`QR code as the first view (${id})`, async ({ page }) => {
        // No browser wallet: the modal opens on the QR, with "All Wallets" and "Other ways to connect" under it,
        // each label on one line.
        await start(page, '/qr-first.html', theme);
        await page.locator('w3m-button, appkit-button').first().click();
        const qr = dialog(page).locator('wui-qr-code');
        await expect(qr.locator('svg, canvas').first()).toBeVisible();
        await expect(dialog(page).locator('[part="other-ways"]')).toBeVisible();
        await snap(page, `walletconnect-first-${id}`, [qr]);
      });

      test(`declined connection (${id})`, async ({ page }) => {
        await start(page, '/index.html?wallet=manual', theme);
        await page.locator('w3m-button, appkit-button').first().click();
        await dialog(page).getByRole('button', { name: /Demo Wallet/ }).click();
        await answerWallet(page, 'Reject');
        await expect(dialog(page).locator('[part="retry"]')).toBeVisible();
        // The demo wallet's own panel sits in the corner of the page: not part of the modal's picture.
        await page.addStyleTag({ content: '.demo-wallet-panel { visibility: hidden; }' });
        await snap(page, `connecting-declined-${id}`);
      });

      test(`sign-in view (${id})`, async ({ page }) => {
        // The plain HTML demo with sign-in required: the view a player meets right after connecting.
        await start(page, '/html.html?siwx=required', theme);
        await page.locator('w3m-button, appkit-button').first().click();
        await dialog(page).getByRole('button', { name: /Demo Wallet/ }).click();
        const view = dialog(page).locator('w3m-siwx-sign-message-view');
        await expect(view).toBeVisible();
        await expect(view.locator('wui-address')).toBeVisible();
        await snap(page, `sign-in-${id}`);
      });

      test(`embedded wallet views (${id})`, async ({ page }) => {
        // The plain HTML demo with email on: sign in with the local secure site's code, choose a name, approve
        // its signature in the secure frame (laid over ApproveTransaction), and the name is registered.
        await start(page, '/html.html?email=on', theme);
        const { blockchainApiUrl } = (await (await page.request.get('/__e2e/anvil')).json()) as { blockchainApiUrl: string };
        await page.request.delete(`${blockchainApiUrl}/__control`); // names registered by an earlier test
        await signInByEmail(page);
        await accountButton(page, EMBEDDED_ACCOUNT.address).click();
        await dialog(page).locator('w3m-account-view [part="choose-name"]').click();
        const form = dialog(page).locator('w3m-register-account-name-view');
        await form.locator('#name').fill('player-one');
        await expect(form.locator('[part="suggestions"] button')).toHaveCount(3);
        await snap(page, `register-name-${id}`);

        await form.locator('#name').press('Enter');
        const frame = page.frameLocator('iframe#w3m-iframe');
        await expect(frame.getByRole('button', { name: 'Approve' })).toBeVisible();
        await expect(dialog(page).locator('w3m-approve-transaction-view')).toBeVisible();
        await snap(page, `approve-transaction-${id}`);
        await frame.getByRole('button', { name: 'Approve' }).click();
        await expect(dialog(page).locator('w3m-register-account-name-success-view')).toContainText('player-one.reown.id');
        await snap(page, `register-name-success-${id}`);
      });

      test(`wallet flows (${id})`, async ({ page }) => {
        // The plain HTML demo with Send, Receive, Swap and Buy on (issue 36): the Account view's row of wallet
        // actions, then each flow's views, reached from its button. Figures the chain moves (the network fee, the
        // pool's quote after other specs swapped) are masked; their rows stay in the picture.
        await start(page, '/html.html?send=on&receive=on&swap=on&onramp=on', theme);
        const { blockchainApiUrl } = (await (await page.request.get('/__e2e/anvil')).json()) as { blockchainApiUrl: string };
        await page.request.delete(`${blockchainApiUrl}/__control`); // tokens and provider answers of earlier tests
        await page.locator('w3m-button, appkit-button').first().click();
        await dialog(page).getByRole('button', { name: /Demo Wallet/ }).click();
        await expectConnected(page, ACCOUNT_0);
        await accountButton(page, ACCOUNT_0).click();
        const view = dialog(page);
        const actions = view.locator('w3m-wallet-actions');
        await expect(actions.locator('[part="action"]')).toHaveCount(4);
        await settled(page);
        await expect(actions).toHaveScreenshot(`wallet-actions-${id}.png`, { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.02 });
        const back = () => view.locator('w3m-header [part="back"]').click();

        await actions.locator('[data-feature="send"]').click();
        await view.locator('w3m-wallet-send-view [part="token"]').click();
        await view.locator('w3m-wallet-send-select-token-view [part="token"][data-symbol="ETH"]').click();
        await view.locator('w3m-wallet-send-view [part="amount"]').fill('0.5');
        await view.locator('w3m-wallet-send-view [part="receiver"]').fill(ACCOUNT_1);
        await expect(view.locator('w3m-wallet-send-view [part="action"]')).not.toHaveAttribute('disabled', '');
        await snap(page, `send-${id}`);
        await view.locator('w3m-wallet-send-view [part="action"]').click();
        await expect(view.locator('w3m-wallet-send-preview-view [part="send"]')).not.toHaveAttribute('disabled', '');
        await snap(page, `send-preview-${id}`, [view.locator('w3m-wallet-send-preview-view [part="summary"] dd').last()]);
        await back();
        await back();

        await actions.locator('[data-feature="receive"]').click();
        await expect(view.locator('w3m-wallet-receive-view [part="qr"]').locator('svg, canvas').first()).toBeVisible();
        await snap(page, `receive-${id}`);
        await back();

        await actions.locator('[data-feature="swaps"]').click();
        const swap = view.locator('w3m-swap-view');
        await swap.locator('[part="token"][data-side="to"]').click();
        await view.locator('w3m-swap-select-token-view button').filter({ hasText: 'SWT' }).click();
        await swap.locator('[part="amount"]').fill('0.25');
        await expect(swap.locator('[part="details"]')).toBeVisible();
        await expect(swap.locator('wui-button[part="submit"]')).not.toHaveAttribute('disabled', '');
        // What the pool gives and its price impact move with the pool; the provider fee is a fixed share.
        await snap(page, `swap-${id}`, [swap.locator('[part="to"] output'), swap.locator('[part="details"] dd').first()]);
        await swap.locator('wui-button[part="submit"]').click();
        const preview = view.locator('w3m-swap-preview-view');
        await expect(preview.locator('wui-button[part="submit"]')).not.toHaveAttribute('disabled', '');
        const detail = (n: number) => preview.locator('[part="details"] dd').nth(n);
        // The pool's figures (what arrives, the rate, the price impact) and the network cost; fee and slippage are fixed.
        await snap(page, `swap-preview-${id}`, [preview.locator('[part="summary"]'), detail(0), detail(1), detail(3)]);
        await back();
        await back();

        await actions.locator('[data-feature="onramp"]').click();
        const buy = view.locator('w3m-onramp-providers-view');
        await buy.locator('[part="amount"]').fill('30');
        await expect(buy.locator('[part="quote"] dd').first()).toBeVisible();
        await expect(buy.locator('wui-button[part="continue"]')).not.toHaveAttribute('disabled', '');
        await snap(page, `onramp-providers-${id}`);
      });

      test(`connected views (${id})`, async ({ page }) => {
        await start(page, '/index.html', theme);
        await page.locator('w3m-button, appkit-button').first().click();
        await dialog(page).getByRole('button', { name: /Demo Wallet/ }).click();
        await expectConnected(page, ACCOUNT_0);
        await accountButton(page, ACCOUNT_0).click();
        const account = dialog(page);
        await expect(account.locator('w3m-account-view [part="balance"]')).toContainText(/\d/);
        await expect(account.locator('w3m-account-view [part="wallet"]')).toBeVisible();
        await snap(page, `account-${id}`);

        await account.locator('w3m-account-view [part="network"]').click();
        await expect(dialog(page).locator('w3m-networks-view wui-list-wallet')).toHaveCount(1);
        await snap(page, `networks-${id}`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        // The account button on the page shows the balance the way the Account view does, in the same fonts.
        const button = accountButton(page, ACCOUNT_0);
        await button.evaluate((element, fonts) => ((element.getRootNode() as ShadowRoot).host as HTMLElement).style.setProperty('--w3m-font-family', fonts), FONTS);
        await settled(page);
        await expect(button).toHaveScreenshot(`account-button-${id}.png`, { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.02 });

        await walletSwitchesTo(page, 5);
        await expect(dialog(page).locator('w3m-unsupported-chain-view')).toBeVisible();
        await snap(page, `unsupported-network-${id}`);
      });
    });
  }
}
