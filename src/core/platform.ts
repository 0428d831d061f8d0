import { sessionMap } from './session.js';

/** Facts about the device, set by the UI layer (core never reads `navigator`). */
export const $platform = sessionMap<{ mobile: boolean }>({ mobile: false });

export function setPlatform(facts: { mobile: boolean }): void {
  $platform.set(facts);
}
