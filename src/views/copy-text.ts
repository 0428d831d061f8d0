import { showToast } from '../core/index.js';

/** Copies `text` and tells the player how it went with a toast (the clipboard can be denied). */
export async function copyText(text: string, copied: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast('success', copied);
  } catch {
    showToast('error', failed);
  }
}
