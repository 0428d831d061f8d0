/**
 * The `sv` field the explorer is sent names the binding in use, as AppKit's does (`react-…`, `html-…`):
 * `w3m-modal/react`'s `createAppKit` and `<W3mModal>` declare it as they create the kit; plain elements and
 * `createAppKit` alone are `html`. It is the kit's: the kit's end sets it back.
 */
import { onSessionEnd } from './session.js';

export const LIBRARY_VERSION = '0.1.0';

export type SdkBinding = 'html' | 'react';

let binding: SdkBinding = 'html';
onSessionEnd(() => (binding = 'html'));

/** Called by a binding's `createAppKit` (`react/index.ts`) before the kit is configured. */
export function setSdkBinding(next: SdkBinding): void {
  binding = next;
}

/** The binding in use: `react` once `w3m-modal/react` created the kit. */
export function sdkBinding(): SdkBinding {
  return binding;
}

/** `<binding>-w3m-modal-<version>`, e.g. `react-w3m-modal-0.1.0`. */
export function sdkVersion(): string {
  return `${binding}-w3m-modal-${LIBRARY_VERSION}`;
}
