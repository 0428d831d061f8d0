// The library under the strict policy it promises: `style-src 'self'` and `script-src 'self'`, sent by the
// demo server as a header for `?csp=strict` (scripts/demo-server.mjs, strictCsp). Every view a player can
// reach is visited and any `securitypolicyviolation` fails the test: a blocked style attribute is silent
// on screen (a tile loses its colour, the QR box its size) but not to this listener.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_0, accountButton, answerWallet, expectConnected, modal, walletSwitchesTo } from './helpers.js';

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    // Capture on the document: violations inside shadow roots are composed events and reach it.
    document.addEventListener(
      'securitypolicyviolation',
      event => window.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`),
      true,
    );
  });
}

/** What the policy blocked. Both pages ask the local directory that `npm start` runs, and must get no refusal at all. */
const violations = (page: Page): Promise<string[]> => page.evaluate(() => window.__cspViolations);


for (const path of ['/html.html', '/index.html']) {
  test(`${path}: every view renders under style-src 'self' and script-src 'self' without a violation`, async ({ page }) => {
    await watchViolations(page);
    const response = await page.goto(`${path}?csp=strict&wallet=manual`);
    expect(response?.headers()['content-security-policy']).toMatch(/style-src 'self'(;|$)/);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

    // Connect
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
    const dialog = modal(page);
    await expect(dialog.getByRole('button', { name: /Demo Wallet/ })).toBeVisible();

    // AllWallets: the virtual grid has its height; the tiles draw the local wallet directory's icons.
    await dialog.getByRole('button', { name: /^All Wallets \d+ wallets$/ }).click();
    const grid = page.getByRole('grid', { name: 'Wallets' });
    await expect(grid.getByRole('gridcell').first()).toBeVisible();
    expect((await grid.boundingBox())!.height).toBeGreaterThan(100);
    const icon = page.locator('wui-wallet-tile img[src*="/getWalletImage/"]').first();
    await expect.poll(() => icon.evaluate(img => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Back' }).click();

    // WalletConnect QR: the code keeps its size.
    await dialog.getByRole('button', { name: /WalletConnect/ }).click();
    const qr = page.getByRole('dialog', { name: 'WalletConnect' }).getByRole('img', { name: 'WalletConnect QR code' });
    await expect(qr).toBeVisible();
    // The code is drawn as the view enters (before Verify's attestation), so it is measured once the card has
    // come to rest: while the card still resizes, the box is the card's passing shape, not the code's.
    const side = async (): Promise<number[]> => {
      const { width, height } = (await qr.boundingBox())!;
      return [Math.round(width), Math.round(height)];
    };
    await expect.poll(async () => { const [w, h] = await side(); return w === h; }, { message: 'the QR code is not square' }).toBe(true);
    expect((await side())[0]).toBeLessThanOrEqual(260);
    await page.getByRole('button', { name: 'Back' }).click();

    // Connecting (the wallet waits for the player), then Account.
    await modal(page).getByRole('button', { name: /Demo Wallet/ }).click();
    await expect(page.getByRole('dialog', { name: /Connecting|Demo Wallet/ }).first()).toBeVisible();
    await answerWallet(page, 'Approve');
    await expectConnected(page, ACCOUNT_0);
    await accountButton(page, ACCOUNT_0).click();
    await expect(page.getByRole('dialog', { name: 'Account' })).toContainText('ETH');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Account' })).toHaveCount(0);

    // UnsupportedChain, and back on a supported network.
    await walletSwitchesTo(page, 5);
    const unsupported = page.getByRole('dialog', { name: 'Switch Network' });
    await expect(unsupported).toContainText('Goerli');
    await unsupported.getByRole('button', { name: 'Ethereum' }).click();
    await answerWallet(page, 'Approve');
    await expect(unsupported).toBeHidden();

    expect(await violations(page)).toEqual([]);
    // The listener hears what the policy blocks: a style attribute written as markup is reported.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<p style="color: red">probe</p>'));
    await expect.poll(() => violations(page)).toHaveLength(1);
  });
}
