// `w3m-modal/siwe` in a page of its own (scripts/bench/siwe.html: createSIWEConfig and formatMessage, as AppKit's
// SIWE apps use them), bundled with Vite against the built entry: its initial JS, and whether any of the modal came
// with it (Lit, an element, the dialog), which it must not.
import { buildPage, pageSizes, readCode } from './build.mjs';

/** Markers of the modal's code: Lit's base class, custom element registration, the dialog's chunk. */
const MODAL_CODE = /LitElement|customElements\.define|modal-ui/;

/** @returns {Promise<{ brotli: number, raw: number, files: string[], modalCode: boolean }>} */
export async function measureSiweEntry() {
  const dir = await buildPage('siwe');
  const page = pageSizes(dir, 'siwe');
  return { brotli: page.brotli, raw: page.raw, files: page.files, modalCode: MODAL_CODE.test(readCode(dir, [...page.files, ...page.lazy])) };
}

/** One line for `npm run size` and `npm run bench`. */
export function describeSiweEntry(entry, kb) {
  return `w3m-modal/siwe alone (createSIWEConfig, formatMessage): brotli ${kb(entry.brotli)}, raw ${kb(entry.raw)} in ${entry.files.length} files; modal code in it: ${entry.modalCode ? 'YES' : 'none'}`;
}
