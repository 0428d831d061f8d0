/**
 * The no-bundler build's entry (`dist/browser/w3m-modal.js`, built by vite.browser.config.ts with every
 * dependency inside): a plain HTML page loads it with `<script type="module" src="…/w3m-modal.js">`. It defines
 * the elements, so a `<w3m-modal project-id="…" networks="eip155:1">` in the page configures itself, and it
 * puts the script API on `window.w3mModal` for pages that call `createAppKit({...})` from their own script.
 * The same names are this module's exports, for a page that imports it from another module.
 */
import './define.js';
// The hand-written networks only: the entry's ~750 generated ones would all land in this one file.
import * as networks from './networks/featured.js';
import { createAppKit, getAppKit } from './instance/index.js';
import { DefaultSIWX, createDefaultSIWX } from './core/siwx/index.js';
import { msg, resetMessages, setMessages } from './core/messages.js';
import { setLocale } from './core/locale/index.js';
import { defineChain } from './networks/define-chain.js';

export * from './index.js';
export * from './networks/featured.js';
export { defineChain } from './networks/define-chain.js';
// Both modules export `mainnet` (equal values); the core's wins, as in the main entry.
export { mainnet } from './index.js';

/** What `window.w3mModal` holds: `createAppKit`, `getAppKit`, `DefaultSIWX`, the messages API, `setLocale`, `defineChain` and the hand-written networks. */
export const w3mModal = Object.freeze({
  createAppKit,
  getAppKit,
  DefaultSIWX,
  createDefaultSIWX,
  msg,
  setMessages,
  resetMessages,
  setLocale,
  defineChain,
  ...networks,
});

declare global {
  interface Window {
    w3mModal: typeof w3mModal;
  }
}

// A second copy of the build on the page keeps the first one's API, as the elements keep their definitions.
if (typeof window !== 'undefined' && !window.w3mModal) window.w3mModal = w3mModal;
