import { expect, test } from '@playwright/test';
import { ACCOUNT_0, ACCOUNT_1, accountButton, connectDemoWallet, expectConnected, modal, nodeBalance, setBalance, short } from './helpers.js';

for (const page of ['/index.html', '/html.html']) {
  test(`${page}: connect shows the address and the real balance from the node`, async ({ page: tab }) => {
    await tab.goto(page);
    await setBalance(tab, ACCOUNT_0, '1234.5678');
    await connectDemoWallet(tab);
    await expectConnected(tab, ACCOUNT_0);
    await expect(accountButton(tab, ACCOUNT_0)).toContainText(`${await nodeBalance(tab, ACCOUNT_0)} ETH`);
    await expect(accountButton(tab, ACCOUNT_0)).toContainText('1,234.5678 ETH');

    await accountButton(tab, ACCOUNT_0).click();
    const account = tab.getByRole('dialog');
    await expect(account).toBeVisible();
    await expect(account).toContainText(short(ACCOUNT_0));
    await expect(account).toContainText('1,234.5678 ETH');
    await expect(account.getByRole('link', { name: /Block explorer/ })).toHaveAttribute('href', `https://etherscan.io/address/${ACCOUNT_0}`);
  });
}

test('the game is gated on a connected wallet', async ({ page }) => {
  await page.goto('/index.html');
  // The page has drawn its disconnected state (right after goto React may not have rendered anything yet, and
  // an absent button would prove nothing): only then is the game's absence a finding.
  await expect(page.getByText('Connect a wallet to start your quest')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start round' })).toHaveCount(0);
  await connectDemoWallet(page);
  await expect(page.getByRole('button', { name: 'Start round' })).toBeVisible();
});

test('a reload keeps the player connected without a new prompt', async ({ page }) => {
  await page.goto('/index.html?wallet=manual');
  await connectDemoWallet(page);
  await page.getByRole('dialog', { name: 'Demo Wallet' }).getByRole('button', { name: 'Approve' }).click();
  await expectConnected(page, ACCOUNT_0);
  await page.reload();
  await expectConnected(page, ACCOUNT_0);
  // No prompt was queued in the wallet by the silent restore.
  await expect(page.getByRole('dialog', { name: 'Demo Wallet' })).toContainText('No pending requests');
});

test('switching account in the wallet moves the modal to the new account and its balance', async ({ page }) => {
  await page.goto('/index.html?wallet=manual');
  await setBalance(page, ACCOUNT_1, '42.5');
  await connectDemoWallet(page);
  await page.getByRole('dialog', { name: 'Demo Wallet' }).getByRole('button', { name: 'Approve' }).click();
  await expectConnected(page, ACCOUNT_0);
  await page.getByRole('combobox', { name: 'Account' }).selectOption(ACCOUNT_1);
  await expectConnected(page, ACCOUNT_1);
  await expect(accountButton(page, ACCOUNT_1)).toContainText('42.5 ETH');
  await accountButton(page, ACCOUNT_1).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText(short(ACCOUNT_1));
});

test('a declined connection says so and the retry connects', async ({ page }) => {
  await page.goto('/index.html?wallet=manual');
  await connectDemoWallet(page);
  await page.getByRole('dialog', { name: 'Demo Wallet' }).getByRole('button', { name: 'Reject' }).click();
  const dialog = modal(page);
  await expect(dialog).toContainText('Connection declined');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('dialog', { name: 'Demo Wallet' }).getByRole('button', { name: 'Approve' }).click();
  await expectConnected(page, ACCOUNT_0);
});

test('disconnect returns to the connect button and survives a reload', async ({ page }) => {
  await page.goto('/index.html');
  await connectDemoWallet(page);
  await expectConnected(page, ACCOUNT_0);
  await accountButton(page, ACCOUNT_0).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter(k => k.includes('connectedConnectorId')))).toEqual([]);
});

test('keyboard only: Tab to the button, Enter, pick the wallet, Escape closes the account view', async ({ page }) => {
  await page.goto('/html.html');
  const connect = page.getByRole('button', { name: 'Connect Wallet' }).first();
  await expect(connect).toBeVisible();
  for (let i = 0; i < 10 && !(await connect.evaluate(el => el.matches(':focus') || el.contains(document.activeElement))); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(connect).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeVisible();
  // Focus starts inside the dialog. Every wallet row is a Tab stop: Tab reaches the Demo Wallet row.
  const wallet = modal(page).getByRole('button', { name: /Demo Wallet/ });
  for (let i = 0; i < 8 && !(await wallet.evaluate(el => el.matches(':focus-within') || el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(wallet).toBeFocused();
  await page.keyboard.press('Enter');
  await expectConnected(page, ACCOUNT_0);
  await accountButton(page, ACCOUNT_0).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(accountButton(page, ACCOUNT_0)).toBeFocused();
});
