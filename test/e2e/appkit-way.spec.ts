// An app written the way AppKit's docs write it: createAppKit() and an <appkit-button>, never a <w3m-modal>.
import { expect, test } from '@playwright/test';
import { ACCOUNT_0, expectConnected, modal } from './helpers.js';

test('createAppKit mounts exactly one modal; the AppKit button opens it and the Demo Wallet connects', async ({ page }) => {
  await page.goto('/appkit.html');
  await expect(page.locator('w3m-modal')).toHaveCount(1);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(modal(page)).toBeVisible();
  await modal(page).getByRole('button', { name: /Demo Wallet/ }).click();
  await expectConnected(page, ACCOUNT_0);
  await page.reload();
  await expectConnected(page, ACCOUNT_0);
  await expect(page.locator('w3m-modal')).toHaveCount(1);
});
