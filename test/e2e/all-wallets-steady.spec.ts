// All Wallets while the player searches: the search field does not move under the cursor, every result is a tile
// of the same width on the same four-column grid (one result too), and the "Installed"/"Recent" badges stay inside
// their tiles. In the dialog (wider than a phone) the list shrinks to what it shows, so no tall blank stays under
// one result: the card's bottom edge comes up, its top edge stays. In the bottom sheet (a phone) the list keeps its
// height, since the sheet stands on the screen's bottom edge. Checked on every animation frame while typing.
import { expect, test, type Page } from '@playwright/test';

interface Frame {
  searchTop: number;
  searchLeft: number;
  cardTop: number;
  cardHeight: number;
  gridHeight: number;
  /** From the lowest tile's bottom edge to the card's (none without a tile). */
  blankBelow: number | undefined;
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
      const card = modal.querySelector('[part="card"]')!.getBoundingClientRect();
      const lowestTile = Math.max(...tiles.map(tile => tile.getBoundingClientRect().bottom));
      w.__frames.push({
        searchTop: search.top,
        searchLeft: search.left,
        cardTop: card.top,
        cardHeight: card.height,
        gridHeight: grid.getBoundingClientRect().height,
        blankBelow: tiles.length > 0 ? card.bottom - lowestTile : undefined,
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

/** Opens All Wallets on the game page, searches down to one result, to none, back, then to the Demo Wallet. */
async function searchFrames(page: Page): Promise<Frame[]> {
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
  // The card has followed its new height (card-motion.ts), and the Demo Wallet's "Installed" badge is drawn in this
  // last frame.
  await page.waitForFunction(() => {
    const card = document.querySelector('w3m-modal')!.shadowRoot!.querySelector('[part="card"]')!;
    return [card, card.firstElementChild!].every(part => part.getAnimations().length === 0);
  });
  await page.evaluate(() => new Promise(requestAnimationFrame));
  return stop();
}

/** What every search keeps: the search field, one tile width, the badges inside their tiles. */
function expectSteadySearch(frames: Frame[]): void {
  expect(frames.length).toBeGreaterThan(5);
  const first = frames[0]!;
  const widths = new Set(frames.flatMap(frame => frame.tileWidths));
  expect(widths.size, `tile widths seen: ${[...widths].join(', ')}`).toBe(1);
  // Between the keyframes of the card's resize the scale and the counter-scale cancel to within a pixel.
  const moved = (at: (frame: Frame) => number) => Math.max(...frames.map(frame => Math.abs(at(frame) - at(first))));
  expect(moved(frame => frame.searchTop), 'the search field moved up or down').toBeLessThanOrEqual(1);
  expect(moved(frame => frame.searchLeft), 'the search field moved sideways').toBeLessThan(0.5);
  expect(moved(frame => frame.cardTop), 'the card\'s top edge moved').toBeLessThan(0.5);
  expect(frames.filter(frame => frame.tagsOutside > 0), 'a badge outside its tile').toEqual([]);
  expect(frames.at(-1)!.tileWidths).toHaveLength(1);
}

test('searching All Wallets in the dialog: the search field stays, the list shrinks to one result and leaves no tall blank', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const frames = await searchFrames(page);
  expectSteadySearch(frames);
  const [first, last] = [frames[0]!, frames.at(-1)!];
  // One result: one row of tiles, and under it only the card's own padding.
  expect(last.gridHeight).toBeLessThan(first.gridHeight / 2);
  expect(last.blankBelow, 'the blank under the one result').toBeLessThan(48);
});

test('searching All Wallets in the bottom sheet: the search field stays, the list and the sheet keep their height', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 760 });
  const frames = await searchFrames(page);
  expectSteadySearch(frames);
  const first = frames[0]!;
  expect(new Set(frames.map(frame => frame.cardHeight)), 'the sheet changed height').toEqual(new Set([first.cardHeight]));
  expect(new Set(frames.map(frame => frame.gridHeight)), 'the grid changed height').toEqual(new Set([first.gridHeight]));
});
