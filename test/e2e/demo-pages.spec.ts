// Every demo page, as a new user meets it: opened in a browser, it logs no error, breaks no rule of its own CSP and
// loses no request. A page with a modal hands developers its instance (`window.modal`, examples/dev-handle.ts), and
// its All Wallets view lists the local wallet directory `npm start` runs, with the directory's pictures. A page with
// WalletConnect on draws its QR with Verify answered: the local stand-in's attestation frame loads (the page's CSP
// lets it in), so the SDK does not wait out its bound for an answer that cannot come. The pages
// come from where they are declared (test/e2e/demo-pages.ts): the built demo that the e2e server serves, and every
// page `npm start` serves.
import { expect, test, type Page, type Response } from '@playwright/test';
import { startDev, type DevDemo } from '../../scripts/start.mjs';
import { BUILT_PAGES, DEV_PAGES } from './demo-pages.js';
import { watchProblems } from './helpers.js';
import { scaled } from '../fixtures/time-scale.mjs';

/** Checked softly: a page that misses them still has its console errors reported by the same run. */
const soft = expect.configure({ soft: true });

/**
 * The pages with no QR to draw: their modal has WalletConnect off (`enableWalletConnect: false`), or they have no
 * modal (the phone wallet is the other end of the QR).
 */
const NO_QR = new Set(['/canvas-game.html', '/solana.html', '/features-off.html', '/phone-wallet.html']);

/**
 * Opens `url` and waits until its start-up requests are over; a page with a modal then opens All Wallets through
 * `window.modal` and waits for a picture from the directory, and, with WalletConnect on, opens the QR view and
 * waits for the code and for the Verify stand-in's attestation frame.
 */
async function visit(page: Page, url: string): Promise<void> {
  const attestations: number[] = [];
  const onResponse = (response: Response): void => {
    if (new URL(response.url()).pathname === '/v3/attestation') attestations.push(response.status());
  };
  page.on('response', onResponse);
  try {
    await walkThrough(page, url, attestations);
  } finally {
    page.off('response', onResponse);
  }
}

async function walkThrough(page: Page, url: string, attestations: readonly number[]): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  if ((await page.locator('w3m-modal').count()) === 0) return;
  await page.waitForFunction(() => window.modal !== undefined);
  await page.evaluate(() => window.modal!.open({ view: 'AllWallets' }));
  const grid = page.getByRole('grid', { name: 'Wallets' });
  await expect(grid.getByRole('gridcell').first()).toBeVisible();
  await soft(page.getByRole('dialog')).not.toContainText('Could not reach the wallet directory');
  const pictures = grid.locator('img[src*="/getWalletImage/"]');
  const loaded = () => pictures.evaluateAll(images => images.filter(image => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0).length);
  await soft.poll(loaded, { message: 'pictures from the local directory' }).toBeGreaterThan(0);
  if (NO_QR.has(new URL(url, 'http://page').pathname)) return;

  await page.evaluate(() => window.modal!.open({ view: 'ConnectingWalletConnectBasic' }));
  await expect(page.getByRole('dialog', { name: 'WalletConnect' }).getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible();
  await soft.poll(() => attestations, { message: "the Verify stand-in's attestation frame" }).toContain(200);
}

test('the built demo has every page `npm start` serves', () => {
  expect([...BUILT_PAGES].sort()).toEqual([...DEV_PAGES].sort());
});

for (const path of BUILT_PAGES) {
  const qr = NO_QR.has(path) ? '' : ' and draws its QR with Verify answered';
  test(`${path}: no console error, CSP violation or failed request; a modal is window.modal, lists the local directory${qr}`, async ({ page }) => {
    const problems = await watchProblems(page);
    await visit(page, path);
    expect(await problems()).toEqual([]);
  });
}

test.describe('npm start', () => {
  let dev: DevDemo | undefined;
  test.afterEach(async () => {
    await dev?.stop();
    dev = undefined;
  });

  test('every page the dev server serves: no console error, CSP violation or failed request; each QR with Verify answered', async ({ page }) => {
    // The first visits make Vite transform and pre-bundle each page's dependencies.
    test.setTimeout(scaled(60_000) * DEV_PAGES.length);
    dev = await startDev({ port: 0, anvilPort: 0, relayPort: 0 });
    const problems = await watchProblems(page);
    for (const path of DEV_PAGES) {
      await visit(page, new URL(path.slice(1), dev.url).href);
      expect(await problems(), path).toEqual([]);
    }
  });
});
