import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_0, accountButton, connectDemoWallet, expectConnected } from './helpers.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Waits until no animation runs anywhere on the page, shadow roots included: what stays on screen, not a frame of a move. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const running = (root: Document | ShadowRoot): boolean =>
      [...root.querySelectorAll('*')].some(
        el => el.getAnimations().some(a => a.playState === 'running') || (el.shadowRoot ? running(el.shadowRoot) : false)
      );
    return !running(document);
  });
}

async function axeViolations(page: Page): Promise<string[]> {
  // Contrast is judged on what stays on screen, not on a frame of a fade-in.
  await settled(page);
  // evaluate() runs through the DevTools protocol, which the page's CSP does not govern.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(ctx: Document): Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe.run(document);
    return result.violations.map(v => `${v.id}: ${JSON.stringify(v.nodes.map(n => [(n as { target: unknown }).target, (n as { failureSummary: string }).failureSummary]))}`);
  });
}

/** The names a player sees, per locale: English, and Arabic (right to left). */
const LOCALES = [
  { code: 'en', connect: 'Connect Wallet', dir: 'ltr' },
  { code: 'ar', connect: 'ربط المحفظة', dir: 'rtl' },
] as const;

for (const theme of ['dark', 'light'] as const) {
  for (const locale of LOCALES) {
    test(`axe finds no violations on the Connect and Account views (${theme}, ${locale.code})`, async ({ page }) => {
      await page.goto('/html.html');
      await page.evaluate(
        ([mode, code]) => {
          const modal = document.querySelector('w3m-modal')!;
          modal.setAttribute('theme-mode', mode);
          modal.setAttribute('locale', code);
        },
        [theme, locale.code] as const,
      );
      await page.getByRole('button', { name: locale.connect }).first().click();
      const connect = page.getByRole('dialog', { name: locale.connect });
      await expect(connect).toBeVisible();
      await expect(connect).toHaveAttribute('dir', locale.dir);
      expect(await axeViolations(page)).toEqual([]);
      await connect.getByRole('button', { name: /Demo Wallet/ }).click();
      await expectConnected(page, ACCOUNT_0);
      await accountButton(page, ACCOUNT_0).click();
      await expect(page.getByRole('dialog')).toContainText('ETH');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test('the built pages run under a strict CSP with no remote requests', async ({ page }) => {
  const offHost: string[] = [];
  const cspErrors: string[] = [];
  page.on('request', request => {
    const host = new URL(request.url()).hostname;
    if (host !== '127.0.0.1' && !request.url().startsWith('data:')) offHost.push(request.url());
  });
  page.on('console', message => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  await page.goto('/index.html');
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  await connectDemoWallet(page);
  await expectConnected(page, ACCOUNT_0);
  expect(offHost).toEqual([]);
  expect(cspErrors).toEqual([]);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('targets are at least 44 px where the pointer is coarse', async ({ page }) => {
    await page.goto('/html.html');
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await connectDemoWallet(page);
    await expectConnected(page, ACCOUNT_0);
    const account = accountButton(page, ACCOUNT_0);
    expect((await account.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await account.click();
    const dialog = page.getByRole('dialog', { name: 'Account' });
    // The card's height change runs on transforms; a size is read once it has come to rest.
    await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeVisible();
    await settled(page);
    for (const name of ['Copy address', 'Close', 'Disconnect']) {
      const box = (await dialog.getByRole('button', { name }).boundingBox())!;
      expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(44);
    }
  });
});

test('targets are at least 24 px with a mouse', async ({ page }) => {
  await page.goto('/html.html');
  await connectDemoWallet(page);
  await expectConnected(page, ACCOUNT_0);
  await accountButton(page, ACCOUNT_0).click();
  const dialog = page.getByRole('dialog', { name: 'Account' });
  await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  await settled(page);
  for (const name of ['Copy address', 'Close', 'Disconnect']) {
    const box = (await dialog.getByRole('button', { name }).boundingBox())!;
    expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(24);
  }
});
