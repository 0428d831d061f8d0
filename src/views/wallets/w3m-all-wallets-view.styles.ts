import { css } from 'lit';

/** Grid geometry shared by the view and its virtualizer: 4 tiles of 76px with 8px gaps fill 328px. */
export const COLUMNS = 4;
/** A tile's icon, two-line name and tag line (wui-wallet-tile), and the gap below it. */
export const ROW_HEIGHT = 112;
export const VISIBLE_ROWS = 3.5;
/** Rows rendered beyond each edge of the visible window, so fast scrolling does not show gaps. */
export const OVERSCAN_ROWS = 2;
/**
 * The grid's box: as tall as the wallets shown need (one row at least, for the no-match message's place), up to
 * {@link VISIBLE_ROWS} rows. A search that narrows the list shrinks it, so no tall blank stays under a few results;
 * the dialog keeps the card's top edge where it was (w3m-modal.styles.ts), so the search field does not move. A
 * bottom sheet keeps the whole list's height (`--_list-height`, below). AppKit 1.7.4 gives its search results a
 * fixed 360px grid (w3m-all-wallets-search), blank under a single result.
 */
export function gridHeight(walletCount: number): number {
  return Math.min(Math.max(1, Math.ceil(walletCount / COLUMNS)), VISIBLE_ROWS) * ROW_HEIGHT;
}

export const allWalletsViewStyles = css`
  .search {
    display: block;
    width: 100%;
    min-height: 40px;
    margin: 0 0 8px;
    padding: 8px 12px;
    border: 1px solid var(--_color-border);
    border-radius: var(--_radius-md);
    background: var(--_color-bg-raised);
    color: var(--_color-fg);
    font: inherit;
  }
  .search:focus-visible {
    outline: 2px solid var(--_color-focus);
    outline-offset: 1px;
  }
  /* One line whatever it says (count, loading with its spinner, no match), so the grid below never moves. */
  .status {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    min-height: 28px;
    margin: 0 0 4px;
  }
  .scroller {
    position: relative;
    overflow-x: hidden;
    overflow-y: auto;
    overscroll-behavior: contain;
    /* A keystroke re-lays out the grid only, never the modal around it. */
    contain: layout paint style;
  }
  /* The whole list's height, set from code on these boxes (the bottom sheet's floor, below); none until then. */
  .scroller,
  .no-results {
    --_list-height: auto;
  }
  /* The narrow layout is a bottom sheet (w3m-modal.styles.ts), anchored at the screen's bottom: a grid that shrank
     would bring the search field down under the player's finger. There the grid keeps the whole list's height; the
     on-screen keyboard covers that part of the sheet while they type. */
  @media (max-width: 430px) {
    .scroller,
    .no-results {
      min-height: var(--_list-height);
    }
  }
  .spacer {
    position: relative;
    width: 100%;
  }
  /* Every row is the same four columns, full or not: a tile has one width whatever a search leaves. The columns
     share the row, so a scrollbar never pushes the fourth one out. */
  .row {
    position: absolute;
    top: 0;
    inset-inline-start: 0;
    display: grid;
    grid-template-columns: repeat(${COLUMNS}, minmax(0, 1fr));
    gap: 8px;
    width: 100%;
    height: ${ROW_HEIGHT}px;
    padding-bottom: 8px;
    contain: strict;
  }
  .row > wui-wallet-tile {
    width: auto;
    min-width: 0;
  }
  .downloads {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .downloads a {
    display: block;
    padding: 10px 12px;
    border-radius: var(--_radius-md);
    background: var(--_color-bg-raised);
    color: var(--_color-fg);
    text-decoration: none;
  }
  .downloads a:hover {
    background: var(--_color-bg-hover);
  }
  .panel {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  .panel .heading:focus {
    outline: none;
  }
`;
