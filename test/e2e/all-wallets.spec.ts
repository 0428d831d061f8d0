import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_0, expectConnected } from './helpers.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => {
    const running = (root: Document | ShadowRoot): boolean =>
      [...root.querySelectorAll('*')].some(
        el => el.getAnimations().some(a => a.playState === 'running') || (el.shadowRoot ? running(el.shadowRoot) : false)
      );
    return !running(document);
  });
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(ctx: Document): Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe.run(document);
    return result.violations.map(v => `${v.id}: ${JSON.stringify(v.nodes.map(n => [(n as { target: unknown }).target, (n as { failureSummary: string }).failureSummary]))}`);
  });
}

/** Text of the focused element, looking through shadow roots. */
const focusedText = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return ((active as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' ').trim();
  });

/** Presses Tab until `target` (a button, possibly in a shadow root) has the focus. */
async function tabTo(page: Page, target: Locator, limit = 12): Promise<void> {
  for (let i = 0; i < limit && !(await target.evaluate(el => el.matches(':focus') || el.contains(document.activeElement))); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

// A player offline (the wallet directory cannot be reached): the list must work from the bundled registry alone.
test('AllWallets: find the demo wallet and connect by keyboard alone, offline', async ({ page }) => {
  const { explorerUrl } = (await (await page.request.get('/__e2e/anvil')).json()) as { explorerUrl: string };
  await page.route(`${explorerUrl}/**`, route => route.abort('internetdisconnected'));
  await page.goto('/html.html');
  await tabTo(page, page.getByRole('button', { name: 'Connect Wallet' }).first());
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: /^All Wallets \d+ wallets$/ }));
  await page.keyboard.press('Enter');
  const search = dialog.getByRole('searchbox', { name: 'Search wallets' });
  await expect(search).toBeFocused();
  await expect(dialog).toContainText('Could not reach the wallet directory');
  // No broken image: offline, every tile shows an inline icon (the demo wallet's) or a monogram.
  expect(await dialog.locator('wui-wallet-tile img[src^="http"]').count()).toBe(0);
  expect(await dialog.locator('wui-wallet-tile img').evaluateAll(imgs => imgs.every(img => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
  expect(await dialog.locator('wui-wallet-tile .monogram').count()).toBeGreaterThan(10);
  await page.keyboard.type('demo');
  await expect(dialog.getByRole('gridcell')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  expect(await focusedText(page)).toMatch(/Demo Wallet/);
  await page.keyboard.press('Enter');
  await expectConnected(page, ACCOUNT_0);
});

for (const theme of ['dark', 'light'] as const) {
  test(`axe finds no violations on AllWallets: list, no match and downloads (${theme})`, async ({ page }) => {
    await page.goto('/html.html');
    await page.evaluate(mode => document.querySelector('w3m-modal')?.setAttribute('theme-mode', mode), theme);
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^All Wallets/ }).click();
    const search = dialog.getByRole('searchbox', { name: 'Search wallets' });
    await expect(search).toBeVisible();
    await expect(dialog.getByRole('gridcell').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await search.fill('no such wallet');
    await expect(dialog).toContainText('No wallet matches');
    expect(await axeViolations(page)).toEqual([]);
    await search.fill('dawn');
    await dialog.getByRole('gridcell', { name: /Dawn Wallet/ }).click();
    await expect(dialog).toContainText('Get Dawn Wallet');
    await expect(dialog.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
    expect(await axeViolations(page)).toEqual([]);
  });
}
