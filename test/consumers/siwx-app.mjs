// The SIWX app (react-siwx: React + wagmi + ReownAuthentication). Reown's hosted sign-in service is the local
// fixture (test/fixtures/reown-auth.mjs), turned off for the first visit: the member connects, the Sign In view
// asks, Sign reaches no service, and the view says so and offers to try again while the wallet stays connected;
// only Cancel disconnects. With the service back on, the member signs in and leaves with the page's own button.
import assert from 'node:assert/strict';
import { expect as playwrightExpect } from '@playwright/test';
import { startReownAuth } from '../fixtures/reown-auth.mjs';
import { scaled } from '../fixtures/time-scale.mjs';
import { REOWN_AUTH_ROUTE, forward, recordConsole, routeExplorer, routeRpc } from './harness.mjs';
import { EVM_ADDRESS, addKeyWallet, startEvmNodes } from './evm-wallet.mjs';

const expect = playwrightExpect.configure({ timeout: scaled(15_000) });

/** @param {import('./own-apps.mjs').DriveSetup} setup */
export async function checkSiwxApp({ context, url, explorerUrl }) {
  const evm = await startEvmNodes([1]);
  // Started to learn its address, then turned off: the service is down until the test turns it back on.
  let service = await startReownAuth();
  const serviceUrl = service.url;
  await service.stop();
  try {
    await routeRpc(context, { eip155: evm.nodes });
    await routeExplorer(context, explorerUrl);
    let attempts = 0;
    await context.route(REOWN_AUTH_ROUTE, (route) => {
      attempts += 1;
      const asked = new URL(route.request().url());
      return forward(route, `${serviceUrl}${asked.pathname}${asked.search}`);
    });
    const page = await context.newPage();
    const wallet = await addKeyWallet(page, evm.nodes);
    const { pageErrors } = recordConsole(page);
    await page.goto(url);
    const signIn = page.getByRole('dialog', { name: /Sign In/i });

    await page.getByRole('button', { name: 'Knock' }).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: new RegExp(wallet.name) }).click();
    await expect(page.getByTestId('member')).toHaveText(EVM_ADDRESS);
    await expect(signIn.getByText('Chess club wants you to sign in')).toBeVisible();
    await expect(signIn.getByRole('button', { name: 'Cancel' })).toBeVisible();

    await signIn.getByRole('button', { name: 'Sign' }).click();
    const status = signIn.getByRole('status');
    await expect(status).toContainText('could not reach the sign-in service');
    const retry = signIn.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    // The wallet stays connected: for the kit, for wagmi, and the wallet was not asked to forget the site.
    await expect(page.getByTestId('member')).toHaveText(EVM_ADDRESS);
    await expect(page.getByTestId('wagmi-status')).toHaveText('connected');
    assert.ok(!wallet.asked().includes('wallet_revokePermissions'), `the wallet was not disconnected (${wallet.asked().join(', ')})`);

    // Trying again while the service is still down: a new attempt, the same answer, still connected.
    const before = attempts;
    await retry.click();
    await expect.poll(() => attempts, { timeout: scaled(15_000) }).toBeGreaterThan(before);
    await expect(status).toContainText('could not reach the sign-in service');
    await expect(retry).toBeVisible();
    await expect(page.getByTestId('member')).toHaveText(EVM_ADDRESS);

    // Only the player's Cancel disconnects (the app requires sign-in).
    await signIn.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('member')).toHaveText('');
    await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The service is back: the next visit signs in, and the page's own button leaves.
    service = await startReownAuth({ port: Number(new URL(serviceUrl).port) });
    await page.getByRole('button', { name: 'Knock' }).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: new RegExp(wallet.name) }).click();
    await signIn.getByRole('button', { name: 'Sign' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('member')).toHaveText(EVM_ADDRESS);
    await page.getByRole('button', { name: 'Leave the club' }).click();
    await expect(page.getByTestId('member')).toHaveText('');
    await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected');
    assert.deepEqual(pageErrors, [], 'no error in the page');
  } finally {
    await service.stop();
    await evm.stop();
  }
}
