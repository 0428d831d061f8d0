import { atom } from 'nanostores';

/**
 * The earliest sign that the player is opening the modal: a pointer pressed on the connect button, or its key
 * pressed, a few dozen milliseconds before the click that opens. Features that need a head start on the first
 * view (the WalletConnect pairing, which has to reach the relay) listen to it; it counts up, once per sign.
 */
export const $openIntent = atom(0);

/** Called by the connect button on pointerdown and on Enter or Space. */
export function announceOpen(): void {
  $openIntent.set($openIntent.get() + 1);
}
