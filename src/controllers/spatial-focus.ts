import type { PadDirection } from './gamepad-input.js';

/** The box of something on screen, as `getBoundingClientRect()` gives it. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]';

function isReachable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert]')) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && (element.checkVisibility?.({ visibilityProperty: true }) ?? true);
}

/**
 * The controls a player can focus under `root`, through shadow roots and slots, in no particular order. Not
 * inside a shadow host taken out of the tab order (a grid's other cells, behind its one tab stop), nor in the
 * dialog's `secure-frame` slot, whose content (the embedded wallet's frame) keeps its own focus.
 */
export function focusablesIn(root: Element): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (element: Element): void => {
    if (element instanceof HTMLSlotElement && element.name === 'secure-frame') return;
    if (element.shadowRoot && element.hasAttribute('tabindex') && (element as HTMLElement).tabIndex < 0) return;
    if (element instanceof HTMLElement && element.matches(FOCUSABLE) && isReachable(element)) found.push(element);
    const children = element instanceof HTMLSlotElement ? element.assignedElements() : [...(element.shadowRoot?.children ?? []), ...element.children];
    for (const child of children) visit(child);
  };
  visit(root);
  return found;
}

/** How far apart two ranges are on one axis (0 when they overlap). */
const gap = (startA: number, endA: number, startB: number, endB: number): number => Math.max(0, startB - endA, startA - endB);
/** Added to the score of a box beside the line: more than any distance on a screen. */
const OUT_OF_LINE = 1e6;
/** Boxes may touch or overlap by this much and still count as beyond one another (borders, rounding). */
const TOUCH = 2;

/** Whether `box` lies beyond `from` in `direction`, past its edge (a wide row below a button is not to its left). */
function isBeyond(from: Box, box: Box, direction: PadDirection): boolean {
  switch (direction) {
    case 'up': return box.bottom <= from.top + TOUCH;
    case 'down': return box.top >= from.bottom - TOUCH;
    case 'left': return box.right <= from.left + TOUCH;
    case 'right': return box.left >= from.right - TOUCH;
  }
}

/**
 * The box nearest to `from` in `direction`, as a D-pad moves between controls on screen: only boxes past
 * `from`'s edge that way count. A box in line with `from` (in the same row for left and right, the same column
 * for up and down) wins over any beside the line, however near: right from Back in a header is Close, not the
 * first tile below. Among the rest the distance along the way counts once, the offset across it twice.
 */
export function nearestInDirection<T extends { box: Box }>(from: Box, candidates: readonly T[], direction: PadDirection): T | undefined {
  const vertical = direction === 'up' || direction === 'down';
  let best: { item: T; score: number } | undefined;
  for (const item of candidates) {
    const { box } = item;
    if (!isBeyond(from, box, direction)) continue;
    const ahead = vertical ? gap(from.top, from.bottom, box.top, box.bottom) : gap(from.left, from.right, box.left, box.right);
    const across = vertical ? gap(from.left, from.right, box.left, box.right) : gap(from.top, from.bottom, box.top, box.bottom);
    const score = across === 0 ? ahead : OUT_OF_LINE + ahead + 2 * across;
    if (!best || score < best.score) best = { item, score };
  }
  return best?.item;
}

/**
 * Moves focus from `from` to the nearest control under `root` in `direction`, showing the focus ring.
 * @returns whether there was one to move to
 */
export function moveFocusToward(root: Element, from: HTMLElement, direction: PadDirection): boolean {
  const candidates = focusablesIn(root).filter(element => element !== from).map(element => ({ element, box: element.getBoundingClientRect() }));
  const target = nearestInDirection(from.getBoundingClientRect(), candidates, direction)?.element;
  target?.focus({ focusVisible: true });
  return target !== undefined;
}
