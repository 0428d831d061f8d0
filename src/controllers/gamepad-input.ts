/** A way the D-pad or the left stick points. */
export type PadDirection = 'up' | 'down' | 'left' | 'right';

/** What the player asked for with the pad: a move, A (activate) or B (back). */
export type PadAction = PadDirection | 'activate' | 'back';

/** The pad as the modal reads it on one frame. */
export interface PadState {
  a: boolean;
  b: boolean;
  direction: PadDirection | undefined;
}

/** Buttons of the Gamepad API's standard mapping (A, B and the D-pad). */
const BUTTON = { a: 0, b: 1, up: 12, down: 13, left: 14, right: 15 } as const;
/** How far the left stick must lean to count as a direction (its axes run from -1 to 1). */
const STICK_THRESHOLD = 0.5;
/** A held direction moves once, then again after this long, then every interval: as a held arrow key does. */
export const REPEAT_DELAY_MS = 400;
export const REPEAT_INTERVAL_MS = 120;

function stickDirection(x: number, y: number): PadDirection | undefined {
  if (Math.max(Math.abs(x), Math.abs(y)) < STICK_THRESHOLD) return undefined;
  if (Math.abs(x) > Math.abs(y)) return x < 0 ? 'left' : 'right';
  return y < 0 ? 'up' : 'down';
}

/**
 * Every pad with the standard mapping, merged: whichever the player holds drives the modal.
 * @returns undefined when no such pad is connected
 */
export function readPads(pads: readonly (Gamepad | null)[]): PadState | undefined {
  let state: PadState | undefined;
  for (const pad of pads) {
    if (!pad?.connected || pad.mapping !== 'standard') continue;
    state ??= { a: false, b: false, direction: undefined };
    const pressed = (index: number): boolean => pad.buttons[index]?.pressed === true;
    state.a ||= pressed(BUTTON.a);
    state.b ||= pressed(BUTTON.b);
    state.direction ??= (['up', 'down', 'left', 'right'] as const).find(direction => pressed(BUTTON[direction]))
      ?? stickDirection(pad.axes[0] ?? 0, pad.axes[1] ?? 0);
  }
  return state;
}

/**
 * Turns the pad's state, read once a frame, into actions. A and B act when released after being pressed while
 * the modal was reading: the button that closes the modal is up again before the game reads the pad, so the
 * game does not take it for its own (a pause menu behind the modal), and a button held when the modal opened
 * (the one that opened it) does nothing. A direction acts when pressed and repeats while held.
 */
export class PadTracker {
  private previous: PadState | undefined;
  private aPressed = false;
  private bPressed = false;
  private directionPressed = false;
  private nextRepeat = 0;

  update(state: PadState, now: number): PadAction[] {
    const before = this.previous;
    this.previous = state;
    // The first read only learns what was already held.
    if (!before) return [];
    const actions: PadAction[] = [];
    if (state.a && !before.a) this.aPressed = true;
    if (!state.a && before.a && this.aPressed) actions.push('activate');
    if (!state.a) this.aPressed = false;
    if (state.b && !before.b) this.bPressed = true;
    if (!state.b && before.b && this.bPressed) actions.push('back');
    if (!state.b) this.bPressed = false;

    if (state.direction !== before.direction) {
      this.directionPressed = state.direction !== undefined;
      if (state.direction) {
        actions.push(state.direction);
        this.nextRepeat = now + REPEAT_DELAY_MS;
      }
    } else if (state.direction && this.directionPressed && now >= this.nextRepeat) {
      actions.push(state.direction);
      this.nextRepeat = now + REPEAT_INTERVAL_MS;
    }
    return actions;
  }
}
