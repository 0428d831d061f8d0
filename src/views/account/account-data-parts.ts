import { html } from 'lit';
import type { TemplateResult } from 'lit';
import { isAllowedAvatarImage } from '../../components/image-source.js';
import '../../components/wui-spinner.js';
import '../../components/wui-button.js';

/**
 * An icon from provider data. Only URLs that cannot leak the viewer's IP (data:image, own origin) are loaded;
 * anything else, and any broken image, shows the first letter of the label instead.
 */
export function dataIcon(src: string | null | undefined, label: string): TemplateResult {
  const letter = (label.trim()[0] ?? '?').toUpperCase();
  // Provider data has no base URL of its own: a relative "URL" is garbage, not a same-origin path.
  const usable = isAllowedAvatarImage(src) && (/^data:image\//i.test(src) || /^https?:\/\//i.test(src));
  return usable
    ? html`<span class="icon" aria-hidden="true"><img src=${src} alt="" @error=${(e: Event) => ((e.target as HTMLElement).replaceWith(letter))} /></span>`
    : html`<span class="icon" aria-hidden="true">${letter}</span>`;
}

/** The loading line: announced politely, with a spinner. */
export const loadingState = (text: string): TemplateResult =>
  html`<p class="state" role="status"><wui-spinner size="sm"></wui-spinner>${text}</p>`;

export const emptyState = (text: string): TemplateResult => html`<p class="state" role="status">${text}</p>`;

/** The error line, with an optional retry; role=alert so screen readers hear the failure at once. */
export function errorState(text: string, retryLabel?: string, retry?: () => void): TemplateResult {
  return html`<div class="state error" role="alert">
    <span>${text}</span>
    ${retry && retryLabel ? html`<wui-button size="sm" variant="neutral" @click=${retry}>${retryLabel}</wui-button>` : ''}
  </div>`;
}
