// Buy on a real page (issue 36 point 5): the plain HTML demo with AppKit's `features.onramp` on (`?onramp=on`), the
// Demo Wallet connected on the local node, the local blockchain-data server standing in for the on-ramp provider:
// its currencies and limits, a quote, then its page for this wallet in a new window, where the player completes the
// purchase; the modal hears of it from the provider and the Account view's activity lists it. Reached from the
// Account view's Buy button and through `modal.open({ view: 'OnRampProviders' })`. Failure paths: the quote service
// down (a quote without fees, said so), the options down (the built-in list), the window blocked (said so, and the
// link still opens the provider's page).
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_0, accountButton, connectDemoWallet, expectConnected, watchProblems } from './helpers.js';

const dialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('[part="card"]') });

async function connect(page: Page): Promise<void> {
  await page.goto('/html.html?onramp=on');
  await connectDemoWallet(page);
  await expectConnected(page, ACCOUNT_0);
}

/** Queues answers of the stand-in provider for this test (the demo's server is shared: each is used once). */
async function provider(page: Page, routes: unknown[]): Promise<void> {
  const { blockchainApiUrl } = (await (await page.request.get('/__e2e/anvil')).json()) as { blockchainApiUrl: string };
  await page.request.delete(`${blockchainApiUrl}/__control`);
  if (routes.length) await page.request.post(`${blockchainApiUrl}/__control/routes`, { data: routes });
}

async function openFromAccount(page: Page): Promise<void> {
  await accountButton(page, ACCOUNT_0).click();
  await expect(dialog(page)).toHaveAccessibleName('Account');
  await dialog(page).getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Buy' }).click();
  await expect(dialog(page)).toHaveAccessibleName('Buy crypto');
}

/** Completes the purchase on the provider's page in its window, and closes it as a player would. */
async function buyOnProviderPage(popup: Page, amount: string): Promise<void> {
  await popup.waitForURL(/\/onramp\?/);
  const url = new URL(popup.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({ partner: ACCOUNT_0, amount, fiat: 'USD', asset: 'ETH' });
  await popup.getByRole('button', { name: 'Complete purchase' }).click();
  await expect(popup.getByRole('status')).toHaveText('Purchase complete. You can close this window.');
  await popup.close();
}

test('from the Account view\'s Buy button: an amount, its quote, the provider\'s window, and the purchase in the activity', async ({ page }) => {
  const problems = await watchProblems(page);
  await provider(page, []);
  await connect(page);
  await openFromAccount(page);
  const view = dialog(page);
  await expect(view.locator('[part="limits"]')).toHaveText('Between $5.00 and $1,000.00');
  const amount = view.getByRole('textbox', { name: 'Amount (USD)' });
  await amount.fill('2000');
  await expect(view.getByRole('alert').filter({ hasText: 'The most you can pay this way is $1,000.00.' })).toBeVisible();
  await expect(view.getByRole('button', { name: 'Continue with Coinbase' })).toBeDisabled();
  await amount.fill('30');
  await expect(view.locator('[part="quote"]')).toContainText(/You receive about\s*0\.01\sETH/);
  await expect(view.locator('[part="quote"]')).toContainText('$31.50');
  const opened = page.waitForEvent('popup');
  await view.getByRole('button', { name: 'Continue with Coinbase' }).click();
  await expect(view).toHaveAccessibleName('Buy in progress');
  await expect(view.getByText('Finish your purchase in Coinbase\'s window')).toBeVisible();
  await buyOnProviderPage(await opened, '30');
  await expect(view.getByText('Purchase received')).toBeVisible();
  await expect(view.locator('[part="amount"]')).toHaveText('0.01\u00a0ETH');
  await view.getByRole('button', { name: 'Back to your account' }).click();
  await expect(view).toHaveAccessibleName('Account');
  await view.getByRole('tab', { name: 'Activity' }).click();
  const purchase = view.locator('w3m-account-activity [part="list"]').first().locator('li').first();
  await expect(purchase).toContainText('Bought');
  await expect(purchase).toContainText('0.01\u00a0ETH');
  expect(await problems()).toEqual([]);
});

test('modal.open({ view: \'OnRampProviders\' }): a preset amount, the provider\'s window, the purchase reported', async ({ page }) => {
  await provider(page, []);
  await connect(page);
  await page.evaluate(() => (window as unknown as { modal: { open(o: { view: string }): Promise<void> } }).modal.open({ view: 'OnRampProviders' }));
  const view = dialog(page);
  await expect(view).toHaveAccessibleName('Buy crypto');
  await view.getByRole('button', { name: '$25.00' }).click();
  await expect(view.locator('[part="quote"]')).toContainText('$26.50');
  const opened = page.waitForEvent('popup');
  await view.getByRole('button', { name: 'Continue with Coinbase' }).click();
  await buyOnProviderPage(await opened, '25');
  await expect(view.getByText('Purchase received')).toBeVisible();
});

test('the quote service and the options down: the built-in currencies and limits, a quote without fees, each said', async ({ page }) => {
  await provider(page, [
    { path: '/v1/onramp/options', status: 503, body: { message: 'down' } },
    { method: 'POST', path: '/v1/onramp/quote', status: 503, body: { message: 'down' } },
  ]);
  await connect(page);
  await openFromAccount(page);
  const view = dialog(page);
  await expect(view.getByText('The provider\'s currencies could not be loaded: these are the usual ones.')).toBeVisible();
  await expect(view.locator('[part="limits"]')).toHaveText('Between $10.00 and $7,500.00');
  await view.getByRole('button', { name: 'Bank transfer' }).click();
  await expect(view.locator('[part="limits"]')).toHaveText('Between $10.00 and $25,000.00');
  await view.getByRole('textbox', { name: 'Amount (USD)' }).fill('30');
  await expect(view.getByText('No quote from the provider right now: this estimate has no fees, and Coinbase\'s page shows the real price.')).toBeVisible();
  await expect(view.getByRole('button', { name: 'Continue with Coinbase' })).toBeEnabled();
});

test('a blocked window: the player is told, and the link opens the provider\'s page', async ({ page }) => {
  await provider(page, []);
  // What a popup blocker does to the press's window.open: nothing opens, and the page is told so.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await connect(page);
  await openFromAccount(page);
  const view = dialog(page);
  await view.getByRole('button', { name: '$50.00' }).click();
  await view.getByRole('button', { name: 'Continue with Coinbase' }).click();
  await expect(view.getByRole('alert').filter({ hasText: 'Your browser blocked Coinbase\'s window. Open it with the link below.' })).toBeVisible();
  const opened = page.waitForEvent('popup');
  await view.getByRole('link', { name: 'Open Coinbase' }).click();
  await buyOnProviderPage(await opened, '50');
  await expect(view.getByText('Purchase received')).toBeVisible();
});
