import { onSessionEnd } from '../session.js';

/**
 * The wallet prompts the player watches in the modal. Closing the modal while a wallet's prompt is up is a newer
 * intent: the player gave up on that attempt. An attempt counts as watched when it started while the modal was
 * open; the modal slice, above this one, reports its opening and closing here (the connection never reads the modal).
 */
const watched = new Set<() => void>();
onSessionEnd(() => watched.clear());

/** Registers what gives an attempt up if the player closes the modal; returns what ends the watch (the answer came). */
export function watchPrompt(giveUp: () => void): () => void {
  watched.add(giveUp);
  return () => void watched.delete(giveUp);
}

/**
 * The modal opened: the attempts waiting now started while it was closed, so closing it again gives none of them up.
 * (An attempt that started while it was open was given up, or answered, before it could close and open again.)
 */
export function modalOpened(): void {
  watched.clear();
}

/** The player closed the modal: the prompts watched in it are given up. */
export function modalClosed(): void {
  const giveUps = [...watched];
  watched.clear();
  giveUps.forEach(giveUp => giveUp());
}
