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


