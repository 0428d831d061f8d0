import { sessionAtom } from '../session.js';
import type { ResolvedOptions } from './options.js';
import { resolveOptions } from './options.js';

/** The validated options of the running instance; `undefined` before `createAppKit`. */
export const $options = sessionAtom<ResolvedOptions | undefined>(undefined);

export function getOptions(): ResolvedOptions {
  const options = $options.get();
  if (!options) throw new Error('w3m-modal: call createAppKit() (or place <w3m-modal>) first');
  return options;
}

export function setOptions(input: unknown): ResolvedOptions {
  const options = resolveOptions(input);
  $options.set(options);
  return options;
}


/**
 * Whether the kit finished starting (every row of the loading table loaded and started, restores under way): the
 * public `initialized`, which becomes true a moment after `createAppKit` returns, as AppKit's does, so an app's
 * `subscribeState` callback runs once the kit is up.
 */
export const $initialized = sessionAtom(false);

export function markInitialized(): void {
  $initialized.set(true);
}
