/**
 * The `sv` field the explorer is sent names the binding in use, as AppKit's does (`react-…`, `html-…`):
 * `w3m-modal/react` declares itself when it loads; plain elements and `createAppKit` alone are `html`.
 */
export const LIBRARY_VERSION = '0.1.0';

export type SdkBinding = 'html' | 'react';

let binding: SdkBinding = 'html';

/** Called once by a binding's entry module (`react/index.ts`). */
export function setSdkBinding(next: SdkBinding): void {
  binding = next;
}

/** The binding in use: `react` once `w3m-modal/react` has loaded. */
export function sdkBinding(): SdkBinding {
  return binding;
}

/** `<binding>-w3m-modal-<version>`, e.g. `react-w3m-modal-0.1.0`. */
export function sdkVersion(): string {
  return `${binding}-w3m-modal-${LIBRARY_VERSION}`;
}
