import { css, html, nothing } from 'lit';
import { msg } from '../../core/index.js';

/** Only web links are drawn: an option holding `javascript:` or a relative path gets no link. */
const webLink = (url: string | undefined): string | undefined => (url && /^https?:\/\/\S+$/i.test(url) ? url : undefined);

/**
 * AppKit's legal line under the Connect view: "By connecting your wallet, you agree to our Terms of Service and
 * Privacy Policy", each a link when its option (`termsConditionsUrl`, `privacyPolicyUrl`) is set; nothing when
 * neither is. Links open in a new tab without the opener.
 */
export function legalLine(options: { termsConditionsUrl?: string; privacyPolicyUrl?: string } | undefined) {
  const terms = webLink(options?.termsConditionsUrl);
  const privacy = webLink(options?.privacyPolicyUrl);
  if (!terms && !privacy) return nothing;
  const link = (href: string, text: string) => html`<a href=${href} target="_blank" rel="noopener noreferrer">${text}</a>`;
  const termsLink = terms ? link(terms, msg('connect.terms', 'Terms of Service')) : nothing;
  const privacyLink = privacy ? link(privacy, msg('connect.privacy', 'Privacy Policy')) : nothing;
  return html`<p part="legal" class="muted legal">
    ${msg('connect.legalPrefix', 'By connecting your wallet, you agree to our')} ${termsLink}${terms && privacy ? html` ${msg('connect.legalAnd', 'and')} ` : nothing}${privacyLink}
  </p>`;
}

export const legalLineStyles = css`
  .legal {
    margin: 12px 0 0;
    padding-inline: 8px;
    text-align: center;
    font-size: var(--_font-size-xs);
    line-height: 1.5;
  }
  .legal a {
    color: inherit;
    text-decoration: underline;
  }
`;
