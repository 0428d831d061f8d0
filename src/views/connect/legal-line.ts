import { css, html } from 'lit';
import { msg } from '../../core/index.js';

/** Only web links are drawn: an option holding `javascript:` or a relative path gets no link. */
const webLink = (url: string | undefined): string | undefined => (url && /^https?:\/\/\S+$/i.test(url) ? url : undefined);

const link = (href: string | undefined, text: string) =>
  href ? html`<a href=${href} target="_blank" rel="noopener noreferrer">${text}</a>` : text;

/**
 * The content of AppKit's legal line under the Connect view: "By connecting your wallet, you agree to our Terms of Service and
 * Privacy Policy", each a link when its option (`termsConditionsUrl`, `privacyPolicyUrl`) holds a web URL; nothing
 * (`undefined`) when neither does. One sentence with `{terms}` and `{privacy}` in it, so each language orders it its own way.
 * Links open in a new tab without the opener.
 */
export function legalLine(options: { termsConditionsUrl?: string; privacyPolicyUrl?: string } | undefined) {
  const terms = webLink(options?.termsConditionsUrl);
  const privacy = webLink(options?.privacyPolicyUrl);
  if (!terms && !privacy) return undefined;
  const parts = msg('connect.legal', 'By connecting your wallet, you agree to our {terms} and {privacy}').split(/(\{terms\}|\{privacy\})/);
  return parts.map(part =>
    part === '{terms}' ? link(terms, msg('connect.terms', 'Terms of Service'))
    : part === '{privacy}' ? link(privacy, msg('connect.privacy', 'Privacy Policy'))
    : part,
  );
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
