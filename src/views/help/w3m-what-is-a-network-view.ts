import { LitElement, css, html } from 'lit';
import { $locale } from '../../core/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { viewStyles } from '../view.styles.js';
import { helpStyles } from './help.styles.js';
import { helpMsg } from './help-messages.js';
import { renderHelpPoints } from './help-points.js';
import '../../components/wui-icon.js';

/** A general introduction to networks, opened in a new tab. */
const LEARN_MORE_URL = 'https://ethereum.org/en/developers/docs/networks/';

/**
 * WhatIsANetwork (AppKit's `open({ view: 'WhatIsANetwork' })`, and the "What is a network?" link of the Networks
 * view): what a network is and why apps ask to switch, in three points, and a link to read more. Loaded lazily
 * by the router.
 *
 * @csspart points - The list of points.
 * @csspart learn-more - The "Learn more" link (opens a new tab).
 *
 * @tagname w3m-what-is-a-network-view
 */
export class W3mWhatIsANetworkView extends LitElement {
  static override styles = [
    ...viewStyles,
    helpStyles,
    css`
      a {
        display: inline-flex;
        gap: 6px;
        align-items: center;
        color: var(--_accent-text);
        font-weight: 600;
        text-decoration: underline;
        text-underline-offset: 3px;
      }
      a:focus-visible {
        outline: 2px solid var(--_color-focus);
        outline-offset: 2px;
        border-radius: var(--_radius-xs);
      }
    `,
  ];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);

  protected override render() {
    return html`<div class="column">
      ${renderHelpPoints([
        { icon: 'network', title: 'networks.help.ledgerTitle', text: 'networks.help.ledgerText' },
        { icon: 'chevron-right', title: 'networks.help.appsTitle', text: 'networks.help.appsText' },
        { icon: 'info', title: 'networks.help.feesTitle', text: 'networks.help.feesText' },
      ])}
      <a part="learn-more" href=${LEARN_MORE_URL} target="_blank" rel="noopener noreferrer"
        >${helpMsg('networks.help.learnMore')}<wui-icon name="external-link" size="sm"></wui-icon
      ></a>
    </div>`;
  }
}

defineElement('w3m-what-is-a-network-view', W3mWhatIsANetworkView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-what-is-a-network-view': W3mWhatIsANetworkView;
  }
}
