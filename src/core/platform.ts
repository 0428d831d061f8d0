import { sessionMap } from './session.js';
import type { ReadOnlyMap, Writable } from './types.js';

/** Facts about the device, set by the UI layer (core never reads `navigator`). */
export const $platform: ReadOnlyMap<{ mobile: boolean }> = sessionMap<{ mobile: boolean }>({ mobile: false });

export function setPlatform(facts: { mobile: boolean }): void {
  ($platform as Writable<typeof $platform>).set(facts);
}
