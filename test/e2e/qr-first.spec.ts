// A player without a browser wallet (WalletConnect on, desktop): the modal opens on the QR. Before the click the
// page fetches the QR view and the WalletConnect SDK from its own origin and nothing else; the click finds them
// here, and the relay is contacted only once the player acts.
import { expect, test, type Page } from '@playwright/test';
import { relay } from './wc-helpers.js';

/** Every request and socket the page opens off `origin` (the demo's), from now on. */
function offOrigin(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on('request', request => {
    if (new URL(request.url()).origin !== origin) seen.push(request.url());
  });
  page.on('websocket', socket => seen.push(socket.url()));
  return seen;
}

test.describe('the QR as the first view', () => {
  test.afterEach(async ({ page }) => {
    await relay(page, 'restart');
  });

  test('idle: the QR view and the SDK arrive from the page origin, nothing leaves it; the click shows the QR with Copy link', async ({ page, baseURL }) => {
    const seen = offOrigin(page, new URL(baseURL!).origin);
    const view = page.waitForResponse(response => /w3m-connecting-wc-basic-view[^/]*\.js$/.test(response.url()));
    const sdk = page.waitForResponse(response => /\/connector-[^/]*\.js$/.test(response.url()));
    await page.goto('/qr-first.html');
    await Promise.all([view, sdk]);
    expect(seen).toEqual([]);

    const viewRequests: string[] = [];
    page.on('request', request => viewRequests.push(request.url()));
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'WalletConnect' });
    await expect(dialog.getByRole('button', { name: 'All Wallets' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Other ways to connect' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeEnabled();
    // The click fetched neither the view nor the SDK again, and it is the click that reached the relay.
    expect(viewRequests.filter(url => /w3m-connecting-wc-basic-view|\/connector-/.test(url))).toEqual([]);
    expect(seen.some(url => url.startsWith('ws://127.0.0.1:'))).toBe(true);
  });

  test('the relay is down: the message, Try again and the other ways to connect', async ({ page }) => {
    await page.goto('/qr-first.html');
    await relay(page, 'kill');
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'WalletConnect' });
    await expect(dialog).toContainText('Cannot reach the connection relay');
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Other ways to connect' })).toBeVisible();
  });
});
