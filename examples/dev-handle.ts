// The instance, where a developer on a demo page can reach it from the console. AppKit 1.7.4 has no global
// for it: its apps keep what `createAppKit` returns (`const modal = createAppKit({...})`, the name its docs
// use) and call `modal.open({ view: 'Networks' })` on it. The demo pages do the same and, for the console
// only, put that instance on `window.modal`. This is the demo's handle, not the library's API.
import { getAppKit } from '../src/index.js';
import type { AppKit } from '../src/index.js';

declare global {
  interface Window {
    /** The demo page's AppKit instance (set by the page itself; the library sets no global). */
    readonly modal: AppKit | undefined;
  }
}

/**
 * Makes `window.modal` the running instance. A getter rather than a copy: a `<w3m-modal project-id>` page
 * creates its instance when the element upgrades, and reconfiguring replaces it.
 */
export function exposeModal(): void {
  Object.defineProperty(window, 'modal', { configurable: true, get: getAppKit });
}
