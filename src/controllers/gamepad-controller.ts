import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { $modal, $router, goBack } from '../core/index.js';
import { requestClose } from './dialog-controller.js';
import { deepActiveElement, isInside } from './deep-focus.js';
import { PadTracker, readPads } from './gamepad-input.js';
import type { PadAction, PadDirection } from './gamepad-input.js';
import { moveFocusToward } from './spatial-focus.js';

/** What the gamepad controller needs from its host's shadow DOM. */
export interface GamepadParts {
  /** The native `<dialog>` the host renders. */
  dialog(): HTMLDialogElement | null;
  /** Where focus goes when the pad finds none in the dialog (the header: Back, else Close). */
  initialFocus(): HTMLElement | null;
}

const ARROW_KEYS: Record<PadDirection, string> = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' };

/**
 * Lets a player drive the open modal with a gamepad (the Gamepad API's standard mapping): the D-pad or the left
 * stick moves focus through the view's controls, A activates the focused one, B goes back, or closes on the
 * modal's first view. Focus moved by the pad is always visible.
 *
 * The pad is polled once a frame while the modal is open and a pad is connected (a player without one costs one
 * read per opening), and not at all while it is closed: the game reads its pad itself then, and opens the modal
 * from one of its buttons if it wants to.
 */
export class GamepadController implements ReactiveController {
  private open = false;
  private frame: number | undefined;
  private tracker = new PadTracker();
  /** The pad moved focus since the modal opened: keep the focus visible, wherever the views put it. */
  private padFocus = false;
  private stopWatching: (() => void) | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly parts: GamepadParts,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    // Lit calls this twice for a controller added while its host connects (the dialog's chunk attached then).
    this.stopWatching ??= $modal.subscribe(({ open }) => (open ? this.start() : this.stop()));
    this.host.addEventListener('pointerdown', this.onOtherInput, true);
    this.host.addEventListener('keydown', this.onOtherInput, true);
  }

  hostDisconnected(): void {
    this.stopWatching?.();
    this.stopWatching = undefined;
    this.stop();
    this.host.removeEventListener('pointerdown', this.onOtherInput, true);
    this.host.removeEventListener('keydown', this.onOtherInput, true);
  }

  private start(): void {
    if (this.open || typeof navigator.getGamepads !== 'function') return;
    this.open = true;
    window.addEventListener('gamepadconnected', this.readEveryFrame);
    this.readEveryFrame();
  }

  private stop(): void {
    this.open = false;
    window.removeEventListener('gamepadconnected', this.readEveryFrame);
    if (this.frame !== undefined) cancelAnimationFrame(this.frame);
    this.frame = undefined;
    this.padFocus = false;
  }

  private readonly readEveryFrame = (): void => {
    if (this.frame !== undefined) return;
    const state = readPads(navigator.getGamepads());
    // No pad to read: rest until one connects.
    if (!state) return;
    // Learn what is held now, as the modal opens, rather than on its first frame: a press that begins between
    // the two is the player's answer to the open modal, not the button that opened it.
    this.tracker = new PadTracker();
    this.tracker.update(state, performance.now());
    this.frame = requestAnimationFrame(this.poll);
  };

  private readonly poll = (now: number): void => {
    const state = readPads(navigator.getGamepads());
    // No pad to read: rest until one connects.
    this.frame = state ? requestAnimationFrame(this.poll) : undefined;
    const dialog = this.parts.dialog();
    if (!state || !dialog?.open) return;
    const actions = this.tracker.update(state, now);
    for (const action of actions) this.perform(action, dialog);
    if (this.padFocus) this.keepFocusVisible(dialog);
  };

  private perform(action: PadAction, dialog: HTMLDialogElement): void {
    this.padFocus = true;
    if (action === 'back') {
      if ($router.get().history.length > 1) goBack();
      else requestClose(this.host, 'gamepad');
      return;
    }
    const focused = this.focusedIn(dialog);
    if (action === 'activate') {
      focused?.click();
      return;
    }
    if (!focused) {
      this.focusFirst();
      return;
    }
    // The D-pad speaks the arrow keys: the views' own lists, grid and tabs take them, and what they pass on goes
    // to the modal's spatial move (SpatialKeysController). Only a text field keeps a key it cannot use here
    // (a key sent from script moves no caret): the pad moves on from it.
    const key = ARROW_KEYS[action];
    const handled = !focused.dispatchEvent(new KeyboardEvent('keydown', { key, code: key, bubbles: true, composed: true, cancelable: true }));
    if (!handled) moveFocusToward(dialog, focused, action);
  }

  private focusedIn(dialog: HTMLDialogElement): HTMLElement | undefined {
    const focused = deepActiveElement();
    return focused && isInside(focused, dialog) ? focused : undefined;
  }

  private focusFirst(): void {
    this.parts.initialFocus()?.focus({ focusVisible: true });
  }

  /**
   * A view that moves focus itself (a list's arrow keys, a new view) does it from script, which shows no focus
   * ring after a mouse click; and a control that disappears takes focus with it. The pad's player sees where
   * focus is on every frame.
   */
  private keepFocusVisible(dialog: HTMLDialogElement): void {
    const focused = this.focusedIn(dialog);
    if (!focused) return this.focusFirst();
    // An embedded wallet's frame keeps its own focus.
    if (focused instanceof HTMLIFrameElement || focused.matches(':focus-visible')) return;
    focused.blur();
    focused.focus({ focusVisible: true });
  }

  /** The player took the mouse or the keyboard: focus is theirs again. */
  private readonly onOtherInput = (event: Event): void => {
    if (event.isTrusted) this.padFocus = false;
  };
}
