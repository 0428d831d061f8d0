import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Where a key leads in a view's own list of controls: the index of the next item (clamped to the list or
 * wrapping, as the view likes), or `undefined` for a key the view does not take.
 */
export type ArrowMove = (key: string, index: number, count: number) => number | undefined;

/** What the arrow keys of a list, a grid or a row of tabs need to know about their items. */
export interface ArrowKeysOptions {
  /** The items the keys move between that are on the page, in their order. */
  items(): readonly HTMLElement[];
  /** The item a key leads to. */
  move: ArrowMove;
  /** How many items the list has; by default those on the page (a virtual list has more). */
  count?(): number;
  /** The index of an item on the page in the whole list; by default its place in `items()`. */
  indexOf?(item: HTMLElement): number;
  /** Focuses item `index`; by default `items()[index].focus()` (a virtual list renders the item first). */
  focus?(index: number): void;
}

/**
 * A view's own arrow keys (a list, a grid, a row of tabs), moving focus between its items, that never trap the
 * player: a key the view does not take, or one that would stay on the same item (the list's first or last row,
 * the grid's edge), is left uncancelled. It goes on to the modal's spatial move (SpatialKeysController), which
 * takes focus to the nearest control that way, for the arrow keys and the gamepad's D-pad alike.
 *
 * It listens on the view itself, after the view's own listeners: a key from outside the items, or one the view
 * already cancelled, is left alone.
 */
export class ArrowKeysController implements ReactiveController {
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: ArrowKeysOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKeyDown);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKeyDown);
  }

  /** Moves to the item the key leads to, cancelling the key; passes it on at an edge or when the view does not take it. */
  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const { items: itemsOnPage, count, indexOf, move, focus } = this.options;
    const items = itemsOnPage();
    const path = event.composedPath();
    const item = items.find(candidate => path.includes(candidate));
    if (!item) return;
    const current = indexOf ? indexOf(item) : items.indexOf(item);
    const total = count ? count() : items.length;
    const next = move(event.key, current, total);
    if (next === undefined || next === current || next < 0 || next >= total) return;
    event.preventDefault();
    if (focus) focus(next);
    else items[next]?.focus();
  };
}

/** A vertical list: ArrowDown and ArrowUp move one row (stopping at the ends), Home and End go to the first and last. */
export const listMove: ArrowMove = (key, index, count) => {
  switch (key) {
    case 'ArrowDown': return Math.min(index + 1, count - 1);
    case 'ArrowUp': return Math.max(index - 1, 0);
    case 'Home': return 0;
    case 'End': return count - 1;
    default: return undefined;
  }
};
