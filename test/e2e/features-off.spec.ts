// "Off" means off, however an AppKit app writes it: `false`, `[]` (socials) or `undefined`. A page configured
// through createAppKit with every optional feature off fetches, before the first click, only the initial
// scripts and the dialog's own chunk (on hand for the click); none of the optional features' code.
import { expect, test, type Response } from '@playwright/test';
import { FEATURE_MARKERS } from '../../scripts/bench/feature-markers.mjs';
import { modal } from './helpers.js';

for (const spelling of ['false', 'empty', 'undefined']) {
  test(`features off as ${spelling}: nothing the configuration did not ask for is fetched before the click`, async ({ page }) => {
    const scripts: Response[] = [];
    page.on('response', response => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`/features-off.html?spelling=${spelling}`);
    // The dialog arrives while the page is idle with what its Connect view paints from (the All Wallets entry),
    // so the click finds the view on hand.
    await page.waitForFunction(() => customElements.get('w3m-all-wallets-entry') !== undefined);
    const beforeClick = [...scripts];
    expect(beforeClick.length).toBeGreaterThan(0);
    for (const response of beforeClick) {
      const code = await response.text();
      const carried = Object.entries(FEATURE_MARKERS).filter(([, marker]) => code.includes(marker));
      expect(carried.map(([feature]) => feature), new URL(response.url()).pathname).toEqual([]);
    }

    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(modal(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
    // No email field and no social buttons: the features are off on screen too.
    await expect(modal(page).getByRole('textbox')).toHaveCount(0);
    await expect(modal(page).getByRole('button', { name: /Google|Apple|Discord|GitHub|X$/ })).toHaveCount(0);
  });
}
