// The Connect and Account views in Arabic (right to left) and Japanese, compared with committed screenshots.
// The browser's language picks the locale (navigator.languages), as it would for a player. Deterministic:
// a fixed viewport, reduced motion, a fixed balance on the local node, and the font families pinned to the
// Noto fonts (.ci/run installs fonts-noto-core and fonts-noto-cjk), so no system default decides the glyphs.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_0, accountButton, expectConnected, setBalance } from './helpers.js';

const FONTS = "'Noto Sans', 'Noto Sans Arabic', 'Noto Sans CJK JP', sans-serif";

const LOCALES = [
  { browser: 'ar-EG', code: 'ar', dir: 'rtl', connect: 'ربط المحفظة', account: 'الحساب', allWallets: 'كل المحافظ' },
  { browser: 'ja-JP', code: 'ja', dir: 'ltr', connect: 'ウォレットを接続', account: 'アカウント', allWallets: 'すべてのウォレット' },
] as const;

/** The visible panel of the modal (the dialog itself spans the viewport's top layer). */
const card = (page: Page): Locator => page.locator('w3m-modal').locator('[part="card"]');

/** Waits until nothing animates (the views' slide, the height change, a spinner) and the fonts have loaded. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => {
    const running = (root: Document | ShadowRoot): boolean =>
      [...root.querySelectorAll('*')].some(el => el.getAnimations().some(a => a.playState === 'running') || (el.shadowRoot ? running(el.shadowRoot) : false));
    return !running(document);
  });
  // No hover state on whatever the last click left the pointer over.
  await page.mouse.move(0, 0);
}

for (const locale of LOCALES) {
  test.describe(`${locale.code} (browser language ${locale.browser})`, () => {
    test.use({ locale: locale.browser, viewport: { width: 640, height: 760 }, reducedMotion: 'reduce', deviceScaleFactor: 1 });

    test(`the Connect and Account views in ${locale.code} match their screenshots`, async ({ page }) => {
      await page.goto('/html.html');
      await setBalance(page, ACCOUNT_0, '1234.5678');
      await page.evaluate(fonts => document.querySelector('w3m-modal')!.style.setProperty('--w3m-font-family', fonts), FONTS);

      await page.getByRole('button', { name: locale.connect }).first().click();
      const connect = page.getByRole('dialog', { name: locale.connect });
      await expect(connect).toBeVisible();
      await expect(connect).toHaveAttribute('dir', locale.dir);
      await expect(connect).toHaveAttribute('lang', locale.code);
      await expect(connect.getByRole('button', { name: /Demo Wallet/ })).toBeVisible();
      // The "All Wallets" row is a chunk of its own: its place is kept blank until it arrives.
      await expect(connect.getByRole('button', { name: new RegExp(locale.allWallets) })).toBeVisible();
      await settled(page);
      await expect(card(page)).toHaveScreenshot(`connect-${locale.code}.png`, { animations: 'disabled', maxDiffPixelRatio: 0.02 });

      await connect.getByRole('button', { name: /Demo Wallet/ }).click();
      await expectConnected(page, ACCOUNT_0);
      await accountButton(page, ACCOUNT_0).click();
      const account = page.getByRole('dialog', { name: locale.account });
      const balance = await page.evaluate(code => new Intl.NumberFormat(code, { minimumFractionDigits: 4 }).format(1234.5678), locale.code);
      await expect(account).toContainText(`${balance} ETH`);
      await settled(page);
      await expect(card(page)).toHaveScreenshot(`account-${locale.code}.png`, { animations: 'disabled', maxDiffPixelRatio: 0.02 });
    });
  });
}
