// The Solana demo page (examples/solana.html) as `npm start` serves it: the demo Wallet Standard wallet connects
// through the modal, signs a message its key verifies, and sends a transfer the local Solana runtime executes;
// the Account button's SOL balance moves.
import { expect, test, type Page } from '@playwright/test';

/** Opens the Solana page and connects the demo wallet in the modal; returns the account button. */
async function connectOnPage(page: Page) {
  await page.goto('/solana.html');
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Demo Solana Wallet/ }).click();
  return page.locator('appkit-button').getByRole('button').first();
}

test('the Solana page: connect the demo wallet, sign, send; the balance moves', async ({ page }) => {
  const account = await connectOnPage(page);
  await expect(account).toContainText('2 SOL');
  await page.getByRole('button', { name: 'Sign a message' }).click();
  await expect(page.locator('#result')).toHaveText('signature valid: true');
  await page.getByRole('button', { name: 'Send 0.001 SOL' }).click();
  await expect(page.locator('#result')).toHaveText(/^sent: [1-9A-HJ-NP-Za-km-z]{64,88}$/);
  await expect(account).toContainText('1.9989 SOL');
});

test('the demo wallet remembers its approval, as an extension does: a reload reconnects; after a disconnect it does not', async ({ page }) => {
  const account = await connectOnPage(page);
  await expect(account).toContainText('SOL');
  const address = await page.evaluate(() => window.modal!.getAccount()?.address);
  expect(address).toBeTruthy();

  await page.reload();
  await expect(account).toContainText('SOL');
  expect(await page.evaluate(() => window.modal!.getAccount()?.address)).toBe(address);
  await expect(page.getByRole('button', { name: 'Sign a message' })).toBeEnabled();

  await page.evaluate(() => window.modal!.disconnect());
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
  await page.reload();
  await page.waitForFunction(() => window.modal?.getState().initialized === true);
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign a message' })).toBeDisabled();
});
