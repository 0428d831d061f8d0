// `npm start` itself: its startDev() (scripts/start.mjs) brings up the services and Vite's dev server, and the
// game played there reads, writes and reads back the score board, with no error in the console and nothing
// refused by the page's CSP (filled in from the services' addresses at serve time); and Coin Dash, the demo's
// game on Phaser, runs there too.
import { expect, test } from '@playwright/test';
import { startDev, type DevDemo } from '../../scripts/start.mjs';
import { ACCOUNT_0, connectDemoWallet, expectConnected, watchProblems } from './helpers.js';

let dev: DevDemo | undefined;
test.afterEach(async () => {
  await dev?.stop();
  dev = undefined;
});

test('npm start: the dev server\'s game saves a round on chain and shows the new best, with no console error', async ({ page }) => {
  // The first visit makes Vite pre-bundle the game's dependencies.
  test.setTimeout(90_000);
  dev = await startDev({ port: 0, anvilPort: 0, relayPort: 0 });
  const problems: string[] = [];
  page.on('console', message => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', error => problems.push(error.message));

  await page.goto(new URL('index.html?round=2', dev.url).href);
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible({ timeout: 60_000 });
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain(`connect-src 'self' ${dev.services.anvil.url} ${dev.services.relay.url} ${dev.services.explorer.origin};`);
  expect(csp).toContain(`img-src 'self' data: ${dev.services.explorer.origin};`);
  // WalletConnect Verify's attestation frame, from the local Verify service.
  expect(csp).toContain(`frame-src ${dev.services.env.VITE_VERIFY_URL};`);

  await connectDemoWallet(page);
  await expectConnected(page, ACCOUNT_0);
  await expect(page.getByTestId('best')).toHaveText('0');
  const game = page.getByRole('region', { name: 'Game' });
  await game.getByRole('button', { name: 'Start round' }).click();
  await game.getByRole('button', { name: 'Tap!' }).click();
  const save = game.getByRole('button', { name: /^Save [1-9]\d* on chain$/ });
  await expect(save).toBeEnabled();
  const score = await game.getByTestId('score').textContent();
  await save.click();
  await expect(game.getByTestId('save-status')).toHaveText(/^Saved in block \d+\.$/);
  await expect(page.getByTestId('best')).toHaveText(score!);
  expect(problems).toEqual([]);
});

test('npm start: Coin Dash, the Phaser game, runs on the dev server and the runner moves, with no console error', async ({ page }) => {
  // The first visit makes Vite pre-bundle Phaser (as the first test's does the game's dependencies).
  test.setTimeout(90_000);
  dev = await startDev({ port: 0, anvilPort: 0, relayPort: 0 });
  const problems = await watchProblems(page);
  await page.goto(new URL('phaser.html', dev.url).href);
  await expect(page.getByTestId('game-state')).toHaveText('Playing', { timeout: 60_000 });
  const start = await page.getByTestId('runner').textContent();
  await page.keyboard.down('ArrowDown');
  await expect(page.getByTestId('runner')).not.toHaveText(start!);
  await page.keyboard.up('ArrowDown');
  expect(await problems()).toEqual([]);
});
