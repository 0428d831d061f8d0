import { map } from 'nanostores';

/** Facts about the device, set by the UI layer (core never reads `navigator`). */
export const $platform = map<{ mobile: boolean }>({ mobile: false });

export function setPlatform(facts: { mobile: boolean }): void {
  $platform.set(facts);
}
