import type { ReactiveController, ReactiveControllerHost } from 'lit';

const KEY_EVENTS = ['keydown', 'keypress', 'keyup'] as const;

/**
 * Keeps the keys typed into the open modal inside it. A game listens for keys on `window` or `document` and
 * cancels the ones it plays with (arrows, Space): seen there, the player's search would lose its spaces, the
 * caret would not move, and the character would walk while they type. So every keyboard event that starts
 * inside the open modal stops at its host, once the modal's own handlers have had it (the Escape that closes
 * it too): the page's listeners above it in the bubble phase, where engines listen, never see it, so none of
 * them can cancel it.
 *
 * A key released after its keydown stayed inside keeps its keyup inside too, even when the modal has closed
 * and focus is back on the game in between (the keyup of that Escape lands on the canvas). A key that went down
 * outside gets its keyup through, so the game never holds a key it cannot release. Keys pressed outside the
 * modal are none of its business.
 *
 * The page's listeners in the capture phase on `window` or `document` still run before the modal's (the DOM's
 * order, which no element can change): a game that listens there pauses its input on the modal's open event.
 */
export class KeyContainmentController implements ReactiveController {
  /** Events that started while the dialog was open: decided then, since the dialog may close during dispatch. */
  private readonly startedInside = new WeakSet<Event>();
  /** `code`s of the keys that went down inside and are not up yet. */
  private readonly downInside = new Set<string>();
  private watchingWindow = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly isOpen: () => boolean,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    for (const type of KEY_EVENTS) {
      this.host.addEventListener(type, this.onCapture, true);
      this.host.addEventListener(type, this.onBubble);
    }
  }

  hostDisconnected(): void {
    for (const type of KEY_EVENTS) {
      this.host.removeEventListener(type, this.onCapture, true);
      this.host.removeEventListener(type, this.onBubble);
    }
    this.forgetKeys();
  }

  /** The host's capture listener runs before anything inside: whether the modal is open is read at the start. */
  private readonly onCapture = (event: Event): void => {
    if (this.isOpen()) this.startedInside.add(event);
  };

  /** The host's bubble listener runs after everything inside and before the page's own listeners. */
  private readonly onBubble = (event: Event): void => {
    const key = event as KeyboardEvent;
    if (key.type === 'keyup') {
      // A keyup belongs where its keydown went.
      if (!this.downInside.delete(key.code)) return;
      this.stopWatchingWindowIfDone();
    } else {
      if (!this.startedInside.has(key)) return;
      // A repeat of a key held since before the modal opened went down outside: its keyup belongs to the page.
      // Keys the modal sends itself (the gamepad's arrows) have no keyup to wait for.
      if (key.type === 'keydown' && !key.repeat && key.isTrusted) this.rememberDown(key.code);
    }
    key.stopPropagation();
  };

  private rememberDown(code: string): void {
    this.downInside.add(code);
    if (this.watchingWindow) return;
    this.watchingWindow = true;
    window.addEventListener('keyup', this.onWindowKeyUp, true);
    window.addEventListener('blur', this.forgetKeys);
  }

  /** A keyup outside the modal (focus went back to the game) whose keydown was inside: the page never sees it. */
  private readonly onWindowKeyUp = (event: KeyboardEvent): void => {
    if (event.composedPath().includes(this.host) || !this.downInside.delete(event.code)) return;
    event.stopImmediatePropagation();
    this.stopWatchingWindowIfDone();
  };

  /** Keys released while the window was in the background send no keyup here. */
  private readonly forgetKeys = (): void => {
    this.downInside.clear();
    this.stopWatchingWindowIfDone();
  };

  private stopWatchingWindowIfDone(): void {
    if (!this.watchingWindow || this.downInside.size > 0) return;
    this.watchingWindow = false;
    window.removeEventListener('keyup', this.onWindowKeyUp, true);
    window.removeEventListener('blur', this.forgetKeys);
  }
}
