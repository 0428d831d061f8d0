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

/** The controls a player can focus under `root`, through shadow roots and slots, in no particular order. */
export function focusablesIn(root: Element): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (element: Element): void => {
    if (element instanceof HTMLElement && element.matches(FOCUSABLE) && isReachable(element)) found.push(element);
    const children = element instanceof HTMLSlotElement ? element.assignedElements() : [...(element.shadowRoot?.children ?? []), ...element.children];
    for (const child of children) visit(child);
  };
  visit(root);
  return found;
}

/** How far apart two ranges are on one axis (0 when they overlap). */
const gap = (startA: number, endA: number, startB: number, endB: number): number => Math.max(0, startB - endA, startA - endB);
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
 * `from`'s edge that way count; the distance along the way counts once, the offset across it twice, so the next
 * control in the same row or column wins over a nearer one beside it.
 */
export function nearestInDirection<T extends { box: Box }>(from: Box, candidates: readonly T[], direction: PadDirection): T | undefined {
  const vertical = direction === 'up' || direction === 'down';
  let best: { item: T; score: number } | undefined;
  for (const item of candidates) {
    const { box } = item;
    if (!isBeyond(from, box, direction)) continue;
    const ahead = vertical ? gap(from.top, from.bottom, box.top, box.bottom) : gap(from.left, from.right, box.left, box.right);
    const across = vertical ? gap(from.left, from.right, box.left, box.right) : gap(from.top, from.bottom, box.top, box.bottom);
    const score = ahead + 2 * across;
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
