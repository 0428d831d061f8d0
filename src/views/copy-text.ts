import { msg, showToast } from '../core/index.js';
import type { MessageKey } from '../core/index.js';

/** Copies `text` and tells the player how it went with a toast (the clipboard can be denied). */
export async function copyText(text: string, copied: MessageKey, failed: MessageKey): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast('success', msg(copied));
  } catch {
    showToast('error', msg(failed));
  }
}
