import { LitElement, html } from 'lit';
import { $locale } from '../../core/index.js';
import { $activity, collectedNfts, dataMsg } from '../../core/data/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { accountDataStyles } from './account-data.styles.js';
import { dataIcon, emptyState, errorState, loadingState } from './account-data-parts.js';

/**
 * The NFTs tab of the Account view: NFTs received in the account's (non-spam) history.
 *
 * @csspart list - The NFT list.
 *
 * @cssprop --w3m-font-family - Inherited through the modal's theme.
 *
 * @tagname w3m-account-nfts
 */
export class W3mAccountNfts extends LitElement {
  static override styles = accountDataStyles;

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly activity = new StoreController(this, $activity);

  protected override render() {
    const { status, transactions } = this.activity.value;
    if (status === 'error') return errorState(dataMsg('data.nfts.error'));
    if (status === 'loading' || status === 'idle') return loadingState(dataMsg('data.nfts.loading'));
    const nfts = collectedNfts(transactions);
    if (nfts.length === 0) return emptyState(dataMsg('data.nfts.empty'));
    return html`<ul part="list" tabindex="0" aria-label=${dataMsg('data.tab.nfts')}>
      ${nfts.map(nft => html`<li>${dataIcon(nft.image, nft.name)}<span class="main"><span class="name">${nft.name || '—'}</span></span></li>`)}
    </ul>`;
  }
}

defineElement('w3m-account-nfts', W3mAccountNfts);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-account-nfts': W3mAccountNfts;
  }
}
