// All Wallets holds still while the player searches: the card keeps its size, the search field does not move
// under the cursor, every result is a tile of the same width on the same four-column grid (one result too), and
// the "Installed"/"Recent" badges stay inside their tiles. Checked on every animation frame while typing.
import { expect, test, type Page } from '@playwright/test';

interface Frame {
  searchTop: number;
  searchLeft: number;
  cardHeight: number;
  gridHeight: number;
  tileWidths: number[];
  tagsOutside: number;
}

/** Records the layout on every frame from now until `stop` is called. */
async function recordFrames(page: Page): Promise<() => Promise<Frame[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __frames: Frame[]; __recording: boolean };
    w.__frames = [];
    w.__recording = true;
    const modal = document.querySelector('w3m-modal')!.shadowRoot!;
    const view = (): ShadowRoot => modal.querySelector('w3m-router')!.shadowRoot!.querySelector('w3m-all-wallets-view')!.shadowRoot!;
    const sample = (): void => {
      if (!w.__recording) return;
      const root = view();
      const search = root.querySelector('input')!.getBoundingClientRect();
      const grid = root.querySelector<HTMLElement>('[part="grid"], .no-results')!;
      const tiles = [...root.querySelectorAll('wui-wallet-tile')];
      const tagsOutside = tiles.filter(tile => {
        const tag = tile.shadowRoot!.querySelector('[part="tag"]');
        if (!tag) return false;
        const t = tag.getBoundingClientRect();
        const b = tile.getBoundingClientRect();
        return t.left < b.left - 0.5 || t.right > b.right + 0.5 || t.top < b.top - 0.5 || t.bottom > b.bottom + 0.5;
      }).length;
      w.__frames.push({
        searchTop: search.top,
        searchLeft: search.left,
        cardHeight: modal.querySelector('[part="card"]')!.getBoundingClientRect().height,
        gridHeight: grid.getBoundingClientRect().height,
        tileWidths: tiles.map(tile => Math.round(tile.getBoundingClientRect().width * 10) / 10),
        tagsOutside,
      });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { __frames: Frame[]; __recording: boolean };
      w.__recording = false;
      return w.__frames;
    });
}

test('searching All Wallets moves nothing: same card, same search field, same tile width on every frame', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/index.html');
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^All Wallets/ }).click();
  const grid = page.getByRole('grid', { name: 'Wallets' });
  await expect(grid.getByRole('gridcell', { name: /Aurora Wallet/ })).toBeVisible();
  await expect(dialog.getByRole('status').first()).toHaveText(/^\d+ wallets$/);
  const search = dialog.getByRole('searchbox', { name: 'Search wallets' });
  await search.click();

  const stop = await recordFrames(page);
  // Narrowing down to one result, then to none, then back: each keystroke re-lays out the grid.
  for (const [text, status] of [['o', /of/], ['orb', /of/], ['orbit pay', /^1 of/], ['orbit payx', /No wallet/], ['', /^\d+ wallets$/]] as const) {
    await search.fill(text);
    await expect(dialog.getByRole('status').first()).toHaveText(status);
  }
  await search.pressSequentially('demo');
  await expect(dialog.getByRole('status').first()).toHaveText(/^1 of/);
  // The Demo Wallet's "Installed" badge is drawn in this last frame.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  const frames = await stop();

  expect(frames.length).toBeGreaterThan(5);
  const first = frames[0]!;
  const widths = new Set(frames.flatMap(frame => frame.tileWidths));
  expect(widths.size, `tile widths seen: ${[...widths].join(', ')}`).toBe(1);
  expect(new Set(frames.map(frame => `${frame.searchTop},${frame.searchLeft}`)).size, 'the search field moved').toBe(1);
  expect(new Set(frames.map(frame => frame.cardHeight)), 'the card changed height').toEqual(new Set([first.cardHeight]));
  expect(new Set(frames.map(frame => frame.gridHeight)), 'the grid changed height').toEqual(new Set([first.gridHeight]));
  expect(frames.filter(frame => frame.tagsOutside > 0), 'a badge outside its tile').toEqual([]);
  expect(frames.at(-1)!.tileWidths).toHaveLength(1);
});
