// Receive on a real page (issue 36): the plain HTML demo with AppKit's `features.receive` on (`?receive=on`), the
// Demo Wallet connected on the local node. The Account view shows the Receive button; it opens the view with the
// address as text and as a QR code, a copy button that really fills the clipboard, and the networks it is good on.
// `modal.open({ view: 'WalletReceive' })` is refused, as AppKit's open() type refuses it. Screenshots of both views, in English
// and Arabic, dark and light, are attached to the run for a person to look at (views.spec.ts keeps the baselines).
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_0, accountButton, connectDemoWallet, expectConnected, watchProblems } from './helpers.js';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const dialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('[part="card"]') });
const card = (page: Page) => page.locator('w3m-modal').locator('[part="card"]');

/** The card as a picture once nothing in the page animates (a clip of the page: no wait for a steady box). */
async function picture(page: Page, path: string): Promise<void> {
  await page.waitForFunction(() => {
    const nodes = (root: Document | ShadowRoot): Element[] => [...root.querySelectorAll('*')].flatMap(el => [el, ...(el.shadowRoot ? nodes(el.shadowRoot) : [])]);
    return nodes(document).every(el => el.getAnimations().every(a => a.playState !== 'running'));
  });
  const box = await card(page).boundingBox();
  expect(box).not.toBeNull();
  await page.screenshot({ path, clip: box!, animations: 'disabled' });
}

async function connect(page: Page): Promise<void> {
  await page.goto('/html.html?receive=on');
  await connectDemoWallet(page);
  await expectConnected(page, ACCOUNT_0);
}

/** Checks what the Receive view shows for the demo account. */
async function expectReceive(page: Page): Promise<void> {
  const view = dialog(page);
  await expect(view).toHaveAccessibleName('Receive');
  await expect(view.locator('[part="address"]')).toHaveText(new RegExp(`${ACCOUNT_0}$`));
  await expect(view.getByRole('img', { name: 'QR code of your address' })).toBeVisible();
  await expect(view.locator('[part="networks"] li')).toHaveText(['Ethereum']);
}

test('from the Account view\'s Receive button: the address, its QR code, copy, and back to Account', async ({ page }) => {
  const problems = await watchProblems(page);
  await connect(page);
  await accountButton(page, ACCOUNT_0).click();
  await expect(dialog(page)).toHaveAccessibleName('Account');
  const actions = dialog(page).getByRole('group', { name: 'Wallet actions' });
  await expect(actions.getByRole('button')).toHaveText(['Receive']);
  await actions.getByRole('button', { name: 'Receive' }).click();
  await expectReceive(page);
  await dialog(page).getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Address copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ACCOUNT_0);
  await dialog(page).getByRole('button', { name: 'Back' }).click();
  await expect(dialog(page)).toHaveAccessibleName('Account');
  expect(await problems()).toEqual([]);
});

test('modal.open({ view: \'WalletReceive\' }) rejects with the views open() takes, and the modal stays closed', async ({ page }) => {
  await connect(page);
  const error = await page.evaluate(async () => {
    const modal = (window as unknown as { modal: { open(o: { view: string }): Promise<void> } }).modal;
    return modal.open({ view: 'WalletReceive' }).then(() => 'opened', (e: Error) => e.message);
  });
  expect(error).toMatch(/^open\(\): unknown view "WalletReceive"; expected one of Account, Connect/);
  await expect(dialog(page)).toBeHidden();
});

for (const locale of ['en', 'ar'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    test(`screenshots: Account with its buttons and Receive, ${locale}, ${theme}`, async ({ page }, info) => {
      test.setTimeout(info.timeout * 2);
      await page.setViewportSize({ width: 420, height: 900 });
      // Nothing moves: each picture is of a view at rest.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await connect(page);
      await page.evaluate(([code, mode]) => {
        const modal = document.querySelector('w3m-modal')!;
        modal.setAttribute('locale', code);
        modal.setAttribute('theme-mode', mode);
      }, [locale, theme] as const);
      await accountButton(page, ACCOUNT_0).click();
      await expect(dialog(page).locator('w3m-wallet-actions button')).toBeVisible();
      await expect(dialog(page)).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await picture(page, info.outputPath(`account-${locale}-${theme}.png`));
      await dialog(page).locator('w3m-wallet-actions button').click();
      await expect(dialog(page).getByRole('img', { name: locale === 'ar' ? 'رمز QR لعنوانك' : 'QR code of your address' })).toBeVisible();
      await picture(page, info.outputPath(`receive-${locale}-${theme}.png`));
    });
  }
}
