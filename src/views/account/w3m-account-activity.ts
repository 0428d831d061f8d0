import { LitElement, html, nothing } from 'lit';
import { $locale, isRtl } from '../../core/index.js';
import { $activity, $activityGroups, dayLabel, fetchActivity, loadMoreActivity, monthLabel, shortQuantity, dataMsg } from '../../core/data/index.js';
import type { Transaction } from '../../core/data/index.js';
import { activityKind, type ActivityKind } from './activity-kind.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { tokenAmount } from '../../components/token-amount.js';
import { accountDataStyles } from './account-data.styles.js';
import { dataIcon, emptyState, errorState, loadingState } from './account-data-parts.js';
import '../../components/wui-button.js';

const KIND_KEYS = { bought: 'data.activity.bought', in: 'data.activity.in', out: 'data.activity.out', self: 'data.activity.self', other: 'data.activity.other' } as const satisfies Record<ActivityKind, string>;

/**
 * The Activity tab of the Account view: transactions grouped by month, newest first, with Load more while
 * the provider has further pages.
 *
 * @csspart list - Each month's list.
 * @csspart load-more - The Load more `<wui-button>`.
 *
 * @cssprop --w3m-font-family - Inherited through the modal's theme.
 *
 * @tagname w3m-account-activity
 */
export class W3mAccountActivity extends LitElement {
  static override styles = accountDataStyles;

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly activity = new StoreController(this, $activity);
  private readonly groups = new StoreController(this, $activityGroups);

  protected override render() {
    const { status, next, loadingMore, address, caipNetworkId } = this.activity.value;
    if (status === 'error') {
      const retry = address && caipNetworkId ? () => void fetchActivity(address, caipNetworkId) : undefined;
      return errorState(dataMsg('data.activity.error'), dataMsg('data.retry'), retry);
    }
    if (status === 'loading' || status === 'idle') return loadingState(dataMsg('data.activity.loading'));
    const groups = this.groups.value;
    if (groups.length === 0) return emptyState(dataMsg('data.activity.empty'));
    return html`${groups.map(
        group => html`<section>
          <h3>${monthLabel(group.year, group.month)}</h3>
          <ul part="list" tabindex="0" aria-label=${monthLabel(group.year, group.month)}>${group.transactions.map(tx => this.renderTransaction(tx))}</ul>
        </section>`
      )}
      ${next
        ? html`<wui-button part="load-more" size="sm" variant="neutral" full-width ?loading=${loadingMore} @click=${loadMoreActivity}
            >${dataMsg('data.activity.loadMore')}</wui-button
          >`
        : nothing}`;
  }

  private renderTransaction(tx: Transaction) {
    const transfer = tx.transfers[0];
    const label = dataMsg(KIND_KEYS[activityKind(tx)]);
    const symbol = transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? '';
    const amount = transfer?.quantity ? tokenAmount(shortQuantity(transfer.quantity.numeric), symbol, isRtl(this.locale.value)) : symbol;
    const date = new Date(Date.parse(tx.metadata.minedAt) || 0);
    const icon = transfer?.fungible_info?.icon?.url ?? transfer?.nft_info?.content?.preview?.url;
    return html`<li>
      ${dataIcon(icon, symbol || label)}
      <span class="main">
        <span class="name">${label}</span>
        <span class="sub">${dayLabel(date)}</span>
      </span>
      <span class="value">${amount}</span>
    </li>`;
  }
}

defineElement('w3m-account-activity', W3mAccountActivity);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-account-activity': W3mAccountActivity;
  }
}
