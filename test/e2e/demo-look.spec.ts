// The demo pages at 1280 px, as a visitor sees them: a disabled button looks out of reach (no fill, dim text, no
// pointer) next to an enabled one; the wagmi, ethers and Solana pages use the demo's own buttons, not the browser's;
// a signature wraps inside the page instead of running off it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_0, connectDemoWallet, expectConnected } from './helpers.js';

/** What a visitor sees of a button: its fill, its text colour, its corners and the pointer over it. */
const look = (button: Locator) =>
  button.evaluate(element => {
    const style = getComputedStyle(element);
    return { fill: style.backgroundColor, text: style.color, corners: style.borderTopLeftRadius, pointer: style.cursor };
  });

const TRANSPARENT = 'rgba(0, 0, 0, 0)';

/** Nothing on the page is wider than the window: no horizontal scroll. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.use({ viewport: { width: 1280, height: 800 } });

test('Coin Dash before a wallet connects: "Save score on chain" is disabled and looks it', async ({ page }) => {
  await page.goto('/phaser.html');
  const save = page.getByRole('button', { name: 'Save score on chain' });
  await expect(save).toBeDisabled();
  const disabled = await look(save);
  expect(disabled.fill).toBe(TRANSPARENT);
  expect(disabled.pointer).toBe('not-allowed');
});

test('the game page: a disabled "Save score on chain" looks unlike the enabled "Start round" beside it', async ({ page }) => {
  await page.goto('/index.html');
  await connectDemoWallet(page);
  await expectConnected(page, ACCOUNT_0);
  const save = page.getByRole('button', { name: 'Save score on chain' });
  const start = page.getByRole('button', { name: 'Start round' });
  await expect(save).toBeDisabled();
  await expect(start).toBeEnabled();
  const [disabled, enabled] = [await look(save), await look(start)];
  expect(enabled.fill).not.toBe(TRANSPARENT);
  expect(enabled.pointer).toBe('pointer');
  expect(disabled.fill).toBe(TRANSPARENT);
  expect(disabled.text).not.toBe(enabled.text);
  expect(disabled.pointer).toBe('not-allowed');
});

test('the wagmi page: its buttons are the demo\'s, and a signature wraps inside the page', async ({ page }) => {
  await page.goto('/wagmi.html');
  await connectDemoWallet(page);
  await expectConnected(page, ACCOUNT_0);
  const sign = page.getByRole('button', { name: 'Sign a message with wagmi' });
  await expect(sign).toBeEnabled();
  for (const button of await page.getByRole('main').getByRole('button', { name: /with wagmi$/ }).all()) {
    const seen = await look(button);
    expect(seen.corners).toBe('999px');
    expect(seen.fill).not.toBe(TRANSPARENT);
  }
  await sign.click();
  const signature = page.getByTestId('signature');
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/);
  expect(await fitsWidth(page)).toBe(true);
  const [box, main] = [(await signature.boundingBox())!, (await page.getByRole('main').boundingBox())!];
  expect(box.x + box.width).toBeLessThanOrEqual(main.x + main.width);
});

test('the ethers and Solana pages: their buttons are the demo\'s', async ({ page }) => {
  await page.goto('/ethers.html');
  await connectDemoWallet(page);
  await expectConnected(page, ACCOUNT_0);
  const ethers = page.getByRole('main').getByRole('button', { name: /with ethers [56]$/ });
  await expect(ethers).toHaveCount(4);
  for (const button of await ethers.all()) expect((await look(button)).corners).toBe('999px');

  await page.goto('/solana.html');
  const solana = page.getByRole('main').getByRole('button', { name: /^(Sign a message|Send 0\.001 SOL)$/ });
  await expect(solana).toHaveCount(2);
  for (const button of await solana.all()) {
    const seen = await look(button);
    expect(seen.corners).toBe('999px');
    // Disabled until the wallet connects, and it shows.
    expect(seen.pointer).toBe('not-allowed');
  }
});
