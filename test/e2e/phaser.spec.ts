// Coin Dash (examples/phaser.html): a game on a real engine, Phaser, which captures the arrows and Space for the
// whole page. The player runs, opens the modal (the game pauses), searches All Wallets typing with spaces, closes
// it, runs again, connects and saves the score on the local chain, with no console error and no CSP refusal: under
// the page's own policy and the strict one the library promises (`?csp=strict`, scripts/demo-server.mjs).
import { expect, test, type Page } from '@playwright/test';
import { PAD, installScriptedGamepad } from '../fixtures/scripted-gamepad.js';
import { ACCOUNT_0, accountButton, expectConnected, modal, tapPad, watchProblems } from './helpers.js';

/** The runner's position as the game reports it. */
async function runner(page: Page): Promise<{ x: number; y: number }> {
  const [x, y] = (await page.getByTestId('runner').textContent())!.split(',').map(Number);
  return { x: x!, y: y! };
}

/** Holds an arrow key until the runner has moved that way by more than `distance` pixels. */
async function run(page: Page, key: 'ArrowRight' | 'ArrowLeft', distance: number): Promise<void> {
  const from = (await runner(page)).x;
  await page.keyboard.down(key);
  await expect.poll(async () => Math.abs((await runner(page)).x - from)).toBeGreaterThan(distance);
  await page.keyboard.up(key);
}

test('Coin Dash: run, open the modal (the game pauses), search "meta mask", close, run again, connect, save the score on chain', async ({ page }) => {
  const problems = await watchProblems(page);
  await page.goto('/phaser.html?csp=strict');
  const state = page.getByTestId('game-state');
  await expect(state).toHaveText('Playing');
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();

  // The first coin lies straight ahead of the start.
  await run(page, 'ArrowRight', 110);
  await expect(page.getByTestId('coins')).toHaveText('1');

  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(modal(page)).toBeVisible();
  await expect(state).toHaveText('Paused');
  const before = await runner(page);
  await modal(page).getByRole('button', { name: /^All Wallets/ }).click();
  const search = page.getByRole('searchbox');
  await expect(search).toBeFocused();
  await page.keyboard.type('meta mask');
  await expect(search).toHaveValue('meta mask');
  await expect(page.getByRole('gridcell', { name: /MetaMask/ })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(state).toHaveText('Playing');
  // Paused, and deaf to the keys typed into the modal: the runner stayed where it was.
  expect(await runner(page)).toEqual(before);

  await run(page, 'ArrowLeft', 20);

  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await modal(page).getByRole('button', { name: /Demo Wallet/ }).click();
  await expectConnected(page, ACCOUNT_0);
  await expect(state).toHaveText('Playing');
  await expect(page.getByTestId('best')).toHaveText(/^\d+$/);
  // Other tests of the run may have saved a better score for this account on the same node: the best is the larger.
  const earlierBest = Number(await page.getByTestId('best').textContent());
  const coins = Number(await page.getByTestId('coins').textContent());
  await page.getByRole('button', { name: `Save ${coins} on chain` }).click();
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved in block \d+\.$/);
  await expect(page.getByTestId('best')).toHaveText(String(Math.max(earlierBest, coins)));
  expect(await problems()).toEqual([]);
});

test('Coin Dash pauses once per open and resumes once per close, through a connect: the engine never warns "Cannot pause"', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', message => messages.push(`${message.type()}: ${message.text()}`));
  // Every value the HUD's game state shows: the page sets it from the scene's own PAUSE and RESUME events.
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __gameStates: string[] }).__gameStates = shown;
    document.addEventListener('DOMContentLoaded', () => {
      const output = document.querySelector('[data-testid="game-state"]')!;
      new MutationObserver(() => shown.push(output.textContent ?? '')).observe(output, { childList: true, characterData: true, subtree: true });
    });
  });
  const shown = () => page.evaluate(() => (window as unknown as { __gameStates: string[] }).__gameStates);
  await page.goto('/phaser.html');
  const state = page.getByTestId('game-state');
  await expect(state).toHaveText('Playing');
  const before = (await shown()).length;

  // Open, connect (the modal stays open while the wallet connects, `loading` turning on and off), closed by the connect.
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(state).toHaveText('Paused');
  await modal(page).getByRole('button', { name: /Demo Wallet/ }).click();
  await expectConnected(page, ACCOUNT_0);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(state).toHaveText('Playing');
  // Open on the account, close with Escape.
  await accountButton(page, ACCOUNT_0).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  await expect(state).toHaveText('Paused');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(state).toHaveText('Playing');

  expect((await shown()).slice(before)).toEqual(['Paused', 'Playing', 'Paused', 'Playing']);
  expect(messages.filter(line => /Cannot (pause|resume)/.test(line))).toEqual([]);
});

test('the game has the keys again after the modal: its canvas takes focus, and gets it back when the modal closes', async ({ page }) => {
  await page.addInitScript(installScriptedGamepad);
  await page.goto('/phaser.html');
  await expect(page.getByTestId('game-state')).toHaveText('Playing');
  const canvas = page.getByRole('region', { name: 'Coin Dash' }).locator('canvas');
  await page.getByRole('button', { name: 'Connect Wallet' }).focus();
  await canvas.click();
  await expect(canvas).toBeFocused();

  // The pad's Start opens the modal from the game; Escape closes it.
  await tapPad(page, PAD.start);
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(canvas).toBeFocused();
  await run(page, 'ArrowRight', 20);
});
