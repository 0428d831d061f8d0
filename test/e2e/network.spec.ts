import { expect, test } from '@playwright/test';
import { ACCOUNT_0, accountButton, connectDemoWallet, expectConnected, walletSwitchesTo } from './helpers.js';


for (const path of ['/index.html', '/html.html']) {
  test(`${path}: a wallet on an unsupported network gets the Switch Network view until it is back`, async ({ page }) => {
    await page.goto(path);
    await connectDemoWallet(page);
    await expectConnected(page, ACCOUNT_0);

    await walletSwitchesTo(page, 5);
    const dialog = page.getByRole('dialog', { name: 'Switch Network' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('does not support: Goerli.');
    await expect(page.getByRole('button', { name: /Wrong network/ }).first()).toBeVisible();

    // Escape does not close it while the network is unsupported.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Ethereum' }).click();
    await expect(dialog).toBeHidden();
    await expect(accountButton(page, ACCOUNT_0)).toBeVisible();
  });
}
