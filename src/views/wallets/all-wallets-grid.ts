import { COLUMNS, OVERSCAN_ROWS, ROW_HEIGHT } from './w3m-all-wallets-view.styles.js';

/** The row below, or the last tile when the last row is short; none from the last row (the key moves on). */
const down = (i: number, last: number): number => (Math.floor(i / COLUMNS) < Math.floor(last / COLUMNS) ? Math.min(i + COLUMNS, last) : i);

const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: i => i + 1,
  ArrowLeft: i => i - 1,
  ArrowDown: down,
  ArrowUp: i => (i >= COLUMNS ? i - COLUMNS : i),
  Home: () => 0,
  End: (_, last) => last,
  PageDown: i => i + COLUMNS * 3,
  PageUp: i => i - COLUMNS * 3,
};

/** Left and right swap in a right-to-left grid: ArrowRight goes to the tile on the right, the previous one. */
const MIRRORED: Record<string, string> = { ArrowRight: 'ArrowLeft', ArrowLeft: 'ArrowRight' };

/**
 * The tile a grid key moves to (clamped to the list), or `undefined` for a key the grid does not handle. An
 * arrow at the grid's edge (up from the top row, down from the last, left from the first tile, right from the
 * last) stays on `index`: the view passes it on to the control beyond the grid.
 */
export function gridMove(key: string, index: number, count: number, rtl = false): number | undefined {
  const move = MOVES[(rtl && MIRRORED[key]) || key];
  if (!move || count === 0) return undefined;
  return Math.max(0, Math.min(count - 1, move(index, count - 1)));
}

/**
 * Rows near the scroll position (plus a few either side): a list of thousands of wallets keeps a few dozen
 * tiles in the DOM. Rows have a fixed height, so nothing is measured. The active tile's row always stays
 * rendered, so focus is never lost to a row that scrolled away.
 */
export function visibleRows(grid: { count: number; height: number; scrollTop: number; activeRow: number }): number[] {
  const first = Math.max(0, Math.floor(grid.scrollTop / ROW_HEIGHT) - OVERSCAN_ROWS);
  const last = Math.min(grid.count - 1, Math.ceil((grid.scrollTop + grid.height) / ROW_HEIGHT) + OVERSCAN_ROWS);
  const rows = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
  return grid.activeRow < grid.count && (grid.activeRow < first || grid.activeRow > last) ? [...rows, grid.activeRow] : rows;
}

/** The scroll position that shows `row` whole, moving as little as possible. */
export function scrollTopShowing(row: number, scrollTop: number, height: number): number {
  const top = row * ROW_HEIGHT;
  if (top < scrollTop) return top;
  return top + ROW_HEIGHT > scrollTop + height ? top + ROW_HEIGHT - height : scrollTop;
}
