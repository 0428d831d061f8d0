import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { deepActiveElement, isInside } from './deep-focus.js';
import type { PadDirection } from './gamepad-input.js';
import { moveFocusToward } from './spatial-focus.js';

const DIRECTIONS: Readonly<Record<string, PadDirection>> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };
/** Inputs whose caret the left and right arrows move. */
const TEXT_INPUTS = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number']);

/**
 * Whether the focused field keeps the key for itself: a select or a text area all arrows, a text field left and
 * right until its caret is at the end it moves towards (then the key leaves the field, as from an empty one).
 */
export function fieldKeepsKey(element: HTMLElement, key: string): boolean {
  if (element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement || element.isContentEditable) return true;
  if (!(element instanceof HTMLInputElement) || !TEXT_INPUTS.has(element.type)) return false;
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return false;
  const { selectionStart: start, selectionEnd: end, value } = element;
  // Email and number fields tell no caret position: the caret keeps the key.
  if (start === null || end === null) return value.length > 0;
  if (start !== end) return true;
  const towardsStart = (key === 'ArrowLeft') !== (getComputedStyle(element).direction === 'rtl');
  return towardsStart ? start > 0 : end < value.length;
}

/** What the controller needs from its host's shadow DOM. */
export interface SpatialKeysParts {
  /** The native `<dialog>` the host renders. */
  dialog(): HTMLDialogElement | null;
  /** Where an arrow puts focus that a view change lost (the header: Back, else Close). */
  initialFocus(): HTMLElement | null;
}

/**
 * The arrow keys in the open modal move focus to the nearest control that way on screen, in every view: what a
 * view's own arrow handling (a list, the wallet grid, tabs; ArrowKeysController) leaves uncancelled, at its
 * edges or for keys it does not use, comes here. The gamepad's D-pad speaks the same keys, so a player with a
 * pad and one with the arrow keys reach the same controls the same way. A key with nothing that way is left to
 * the browser (it scrolls), and Tab is untouched. Focus lost with the control that had it (a wallet row, once
 * the connecting view replaced the list) is on the page's body: the first arrow brings it back to the header,
 * as the pad's first press does, and goes no further (the game does not hear it).
 */
export class SpatialKeysController implements ReactiveController {
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly parts: SpatialKeysParts,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKeyDown);
    // Capture on window: before the page's own listeners, which the body's keys would reach first.
    window.addEventListener('keydown', this.onLostFocusKey, true);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKeyDown);
    window.removeEventListener('keydown', this.onLostFocusKey, true);
  }

  /** An arrow while the open modal has lost its focus to the body: its keyup, on the header then, stays in too. */
  private readonly onLostFocusKey = (event: KeyboardEvent): void => {
    if (!DIRECTIONS[event.key] || event.defaultPrevented || event.target !== document.body || !this.parts.dialog()?.open) return;
    event.preventDefault();
    event.stopPropagation();
    const { code } = event;
    const keepKeyUp = (up: KeyboardEvent): void => {
      if (up.code !== code) return;
      window.removeEventListener('keyup', keepKeyUp, true);
      up.stopPropagation();
    };
    if (!event.repeat) window.addEventListener('keyup', keepKeyUp, true);
    this.parts.initialFocus()?.focus({ focusVisible: true });
  };

  /** Runs after every listener inside the modal: the views had the key first. */
  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const direction = DIRECTIONS[event.key];
    if (!direction || event.defaultPrevented || event.isComposing || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const dialog = this.parts.dialog();
    const focused = deepActiveElement();
    if (!dialog?.open || !focused || !isInside(focused, dialog) || fieldKeepsKey(focused, event.key)) return;
    if (moveFocusToward(dialog, focused, direction)) event.preventDefault();
  };
}
