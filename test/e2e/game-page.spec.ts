// The modal on a page shaped like a canvas game (examples/canvas-game.html, issue 29): a full-window canvas drawn
// every frame, a focusable canvas, and a keyboard handler on `window` that counts every key and cancels the
// arrows and Space, as engines do. Keys typed into the modal stay in it, Escape closes it without reaching the
// game, focus goes back to the canvas, the modal shows above the game in fullscreen, and a player with nothing
// but a gamepad connects and closes the modal again.
import { expect, test, type Page } from '@playwright/test';
import { PAD, installScriptedGamepad } from '../fixtures/scripted-gamepad.js';
import { ACCOUNT_0, expectConnected, tapPad, watchProblems } from './helpers.js';

const GAME = '/canvas-game.html';

const keysHeard = (page: Page) => page.getByTestId('keys-heard');
const gameState = (page: Page) => page.getByTestId('game-state');
const connectDialog = (page: Page) => page.getByRole('dialog', { name: 'Connect Wallet' });

/** The game is running: its loop has drawn, and the modal's dialog is ready to open. Under the strict CSP too. */
async function ready(page: Page): Promise<void> {
  await page.goto(`${GAME}?csp=strict`);
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  await expect(gameState(page)).toHaveText('Playing');
}

/** Where focus is, through shadow roots: the focused control's accessible label or text, and whether it shows. */
function focused(page: Page): Promise<{ name: string; visible: boolean; id: string }> {
  return page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    const host = (element?.getRootNode() as Partial<ShadowRoot>).host as (Element & { name?: string }) | undefined;
    return {
      name: element?.getAttribute('aria-label') ?? host?.name ?? element?.textContent?.trim() ?? '',
      visible: element?.matches(':focus-visible') ?? false,
      id: element?.id ?? '',
    };
  });
}

test.describe('a canvas game page', () => {
  test('keys typed into the modal stay in it: "meta mask" arrives whole, the caret moves, Escape closes it without reaching the game', async ({ page }) => {
    const problems = await watchProblems(page);
    await ready(page);
    await page.locator('#game').focus();
    await page.keyboard.press('ArrowRight');
    await expect(keysHeard(page)).toHaveText('1');
    // W is the game's wallet key: the game hears it and opens the modal.
    await page.keyboard.press('w');
    await expect(connectDialog(page)).toBeVisible();
    await expect(keysHeard(page)).toHaveText('2');
    await expect(gameState(page)).toHaveText('Paused: wallet open');

    await connectDialog(page).getByRole('button', { name: /^All Wallets/ }).click();
    const search = page.getByRole('searchbox');
    await expect(search).toBeFocused();
    await page.keyboard.type('meta mask');
    await expect(search).toHaveValue('meta mask');
    await expect(page.getByRole('gridcell', { name: /MetaMask/ })).toBeVisible();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('X');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(search).toHaveValue('meta Xm ask');

    await page.getByRole('button', { name: 'Back' }).focus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    // The game heard none of it: not the typing, not the Escape (its pause menu would be open).
    await expect(gameState(page)).toHaveText('Playing');
    await expect(keysHeard(page)).toHaveText('2');
    expect((await focused(page)).id, 'focus is back on the canvas').toBe('game');
    // And the game has its keys back.
    await page.keyboard.press('ArrowLeft');
    await expect(keysHeard(page)).toHaveText('3');
    expect(await problems()).toEqual([]);
  });

  test('in fullscreen the modal is on top of the game and takes clicks', async ({ page }) => {
    await ready(page);
    await page.getByRole('button', { name: 'Fullscreen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.id)).toBe('stage');
    await page.locator('#game').focus();
    await page.keyboard.press('w');
    await expect(connectDialog(page)).toBeVisible();
    const box = (await page.locator('w3m-modal [part="card"]').boundingBox())!;
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.localName, [box.x + box.width / 2, box.y + 24]);
    expect(hit, 'what the pointer finds at the card').toBe('w3m-modal');
    await connectDialog(page).getByRole('button', { name: 'What is a wallet?' }).click();
    await expect(page.getByRole('dialog', { name: 'What is a wallet?' })).toBeVisible();
    expect(await page.evaluate(() => document.fullscreenElement?.id), 'still in fullscreen').toBe('stage');
  });

  test('with a gamepad only, a player opens the modal, connects the Demo Wallet and closes the modal again', async ({ page }) => {
    await page.addInitScript(installScriptedGamepad);
    await ready(page);
    const tap = (button: number): Promise<void> => tapPad(page, button);

    // The game reads its pad: Start opens the modal, which then reads the pad itself.
    await tap(PAD.start);
    await expect(connectDialog(page)).toBeVisible();
    await expect.poll(async () => (await focused(page)).name).toBe('Close');
    await tap(PAD.down);
    await expect.poll(async () => (await focused(page)).name).toBe('Demo Wallet');
    expect((await focused(page)).visible, 'the pad\'s focus is drawn').toBe(true);
    await tap(PAD.a);
    await expectConnected(page, ACCOUNT_0);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(gameState(page)).toHaveText('Playing');

    await tap(PAD.start);
    await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
    await tap(PAD.b);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(gameState(page)).toHaveText('Playing');
    // The pad's D-pad press while the modal had it did not walk the player.
    await expect(page.getByTestId('player')).toHaveText('0, 0');
  });
});
