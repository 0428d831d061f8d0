// The whole flow by keyboard alone on the plain and the React demo page, checking after every close that
// focus is on an element that is still in the page (not fallen to <body> with a replaced button).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_0, accountButton, expectConnected, modal, walletSwitchesTo } from './helpers.js';

/** Presses Tab until `target` (possibly in a shadow root) has the focus. */
async function tabTo(page: Page, target: Locator, limit = 16): Promise<void> {
  for (let i = 0; i < limit && !(await target.evaluate(el => el.matches(':focus') || el.contains(document.activeElement))); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The focused element through shadow roots, described; fails when focus is on <body> or a removed element. */
async function expectFocusAlive(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        if (!active || active === document.body || !active.isConnected) return 'lost';
        return 'alive';
      }),
    )
    .toBe('alive');
}


for (const path of ['/html.html', '/index.html']) {
  test(`${path}: open, connect, account, disconnect, QR, back, close: all by keyboard, focus always alive`, async ({ page }) => {
    await page.goto(path);
    const connect = page.getByRole('button', { name: 'Connect Wallet' }).first();
    await tabTo(page, connect);
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeVisible();

    // Connect: the Demo Wallet row is a Tab stop; the modal closes on connect.
    await tabTo(page, modal(page).getByRole('button', { name: /Demo Wallet/ }));
    await page.keyboard.press('Enter');
    await expectConnected(page, ACCOUNT_0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectFocusAlive(page);
    await expect(accountButton(page, ACCOUNT_0)).toBeFocused();
    // One short name, read once: what the button shows.
    await expect(accountButton(page, ACCOUNT_0)).toHaveAccessibleName(/^Account 0xf39F…2266, [\d.,]+ ETH$/);

    // A view that closes itself: the wallet leaves for an unsupported network and comes back by a pick.
    await walletSwitchesTo(page, 5);
    const unsupported = page.getByRole('dialog', { name: 'Switch Network' });
    await expect(unsupported).toBeVisible();
    await tabTo(page, unsupported.getByRole('button', { name: 'Ethereum' }));
    await page.keyboard.press('Enter');
    await expect(unsupported).toBeHidden();
    await expectFocusAlive(page);

    // Account, then Disconnect: the button becomes "Connect Wallet" and keeps the focus.
    await tabTo(page, accountButton(page, ACCOUNT_0));
    await page.keyboard.press('Enter');
    const account = page.getByRole('dialog', { name: 'Account' });
    await expect(account).toBeVisible();
    await tabTo(page, account.getByRole('button', { name: 'Disconnect' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectFocusAlive(page);
    await expect(connect).toBeFocused();

    // Reopen, WalletConnect QR, Back, Escape.
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeVisible();
    await tabTo(page, modal(page).getByRole('button', { name: /WalletConnect/ }));
    await page.keyboard.press('Enter');
    const wc = page.getByRole('dialog', { name: 'WalletConnect' });
    await expect(wc.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible();
    await tabTo(page, wc.getByRole('button', { name: 'Back' }));
    await page.keyboard.press('Enter');
    await expect(modal(page).getByRole('button', { name: /Demo Wallet/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectFocusAlive(page);
    await expect(connect).toBeFocused();

    // The backdrop (a pointer close) gives the focus back too.
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeVisible();
    await page.mouse.click(2, 2);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectFocusAlive(page);
    await expect(connect).toBeFocused();
  });
}
