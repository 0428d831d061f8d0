import { deepActiveElement } from '../../controllers/deep-focus.js';

/**
 * Focuses `target` when the focus was lost: on the page's body, or on the modal or its dialog with no control inside
 * focused (the control the player pressed went with the view it was on). Keys and the pad then stay in the modal.
 */
export function focusIfLost(target: HTMLElement | null | undefined): void {
  const active = deepActiveElement();
  if (!active || active.localName === 'w3m-modal' || active.localName === 'dialog') target?.focus();
}
