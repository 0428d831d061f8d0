// The demo pages hand developers the instance the way AppKit apps hold it (`modal`, here `window.modal`), and
// the plain HTML page's developer panel opens every view `open({ view })` reaches there, through that instance.
import { expect, test } from '@playwright/test';
import { ACCOUNT_0, connectDemoWallet, expectConnected } from './helpers.js';

/** Each panel button and the dialog title of the view it opens (English). */
const VIEWS = [
  ['Connect', 'Connect Wallet'],
  ['AllWallets', 'All Wallets'],
  ['Networks', 'Choose Network'],
  ['ConnectingWalletConnectBasic', 'WalletConnect'],
] as const;

test('the plain HTML page: the developer panel opens each view through window.modal, Account once connected', async ({ page }) => {
  await page.goto('/html.html');
  const panel = page.getByRole('complementary', { name: 'Developer panel' });
  const account = panel.getByRole('button', { name: 'Account', exact: true });
  await expect(account).toBeDisabled();

  for (const [view, title] of VIEWS) {
    await panel.getByRole('button', { name: view, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title, exact: true });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  await connectDemoWallet(page);
  await expectConnected(page, ACCOUNT_0);
  await expect(account).toBeEnabled();
  await account.click();
  const dialog = page.getByRole('dialog', { name: 'Account', exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(ACCOUNT_0.slice(0, 6));
  // The same instance answers from the console, as `modal` does in an AppKit app.
  expect(await page.evaluate(() => window.modal?.getState().open)).toBe(true);
  expect(await page.evaluate(() => window.modal?.getAccount()?.address)).toBe(ACCOUNT_0);
});

for (const path of ['/index.html', '/appkit.html', '/wagmi.html', '/phaser.html', '/canvas-game.html']) {
  test(`${path}: window.modal is the page's instance; open({ view: 'Networks' }) opens the Networks view`, async ({ page }) => {
    await page.goto(path);
    await page.waitForFunction(() => window.modal !== undefined);
    await page.evaluate(() => window.modal!.open({ view: 'Networks' }));
    await expect(page.getByRole('dialog', { name: 'Choose Network', exact: true })).toBeVisible();
  });
}
