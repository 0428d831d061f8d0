import { LitElement, css, html } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { $locale, $chain, canGoBack, closeModal, goBack, navigate, switchNetwork } from '../../core/index.js';
import type { CaipNetwork } from '../../core/index.js';
import { networkMsg } from '../../core/network/index.js';
import { $networkSwitch } from '../../core/modal/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { isAppChainImage } from '../app-images.js';
import { defineElement } from '../../components/define-element.js';
import { viewStyles } from '../view.styles.js';
import { helpLinkStyles } from './help-link.styles.js';
import { networksMsg as t } from './networks-messages.js';
import '../../components/wui-list-wallet.js';
import '../../components/wui-network-image.js';

/**
 * Networks (AppKit's `open({ view: 'Networks' })`, and `<appkit-network-button>`): the configured networks, the
 * current one marked. Picking one switches through `switchNetwork`, the same action as the API: a connected
 * wallet is asked to move (and may refuse, which the status line says); without a wallet the app's network
 * changes. Success goes back to where the player came from, or closes the modal. Loaded lazily by the router.
 *
 * @csspart list - The list of networks.
 * @csspart network - Each network's `<wui-list-wallet>`.
 * @csspart status - The status line (a polite live region).
 * @csspart help - The "What is a network?" link-styled button (to WhatIsANetwork, as in AppKit).
 *
 * @tagname w3m-networks-view
 */
export class W3mNetworksView extends LitElement {
  static override styles = [
    ...viewStyles,
    helpLinkStyles,
    css`
      .status.error {
        color: var(--_color-error);
      }
      /* The status line is there for screen readers; empty, it takes no room (the view sizes to its rows). */
      .status:empty {
        position: absolute;
        width: 1px;
        height: 1px;
        min-height: 0;
        overflow: hidden;
        clip-path: inset(50%);
      }
    `,
  ];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly chain = new StoreController(this, $chain);
  private readonly switching = new StoreController(this, $networkSwitch);

  protected override render() {
    const { networks, activeNetwork } = this.chain.value;
    const busy = this.switching.value.status === 'switching';
    return html`<div class="column">
      <p class="muted">${t('networks.hint')}</p>
      <ul part="list" class="list" aria-label=${t('networks.list')}>
        ${repeat(
          networks,
          network => network.caipNetworkId,
          network => html`<li aria-current=${network.caipNetworkId === activeNetwork?.caipNetworkId ? 'true' : 'false'}>
            <wui-list-wallet
              part="network"
              .name=${network.name}
              .tag=${this.tagFor(network, activeNetwork)}
              ?disabled=${busy}
              @click=${() => this.pick(network)}
              ><wui-network-image
                slot="image"
                .name=${network.name}
                .networkId=${network.caipNetworkId}
                .imageSrc=${network.assets?.imageUrl ?? ''}
                .remote=${isAppChainImage(network)}
              ></wui-network-image
            ></wui-list-wallet>
          </li>`,
        )}
      </ul>
      ${this.renderStatus()}
      <button part="help" class="help" type="button" @click=${() => navigate('WhatIsANetwork')}>${t('networks.whatIsANetwork')}</button>
    </div>`;
  }

  private tagFor(network: CaipNetwork, active: CaipNetwork | undefined): string {
    const { status, network: asked } = this.switching.value;
    if (status === 'switching' && asked === network.caipNetworkId) return t('networks.switching');
    if (network.caipNetworkId === active?.caipNetworkId) return t('networks.current');
    return network.testnet ? t('networks.testnet') : '';
  }

  /** Always in the DOM, so screen readers hear each change of the live region. */
  private renderStatus() {
    const { status, network } = this.switching.value;
    const name = this.chain.value.networks.find(n => n.caipNetworkId === network)?.name ?? '';
    const failed = status !== 'idle' && status !== 'switching';
    const text = failed ? networkMsg(`network.${status}`, { name }) : '';
    return html`<p part="status" class=${failed ? 'muted status error' : 'muted status'} role="status">${text}</p>`;
  }

  private async pick(network: CaipNetwork): Promise<void> {
    try {
      await switchNetwork(network);
    } catch {
      // The wallet refused or failed: $networkSwitch holds why, and the status line says it.
      return;
    }
    if (canGoBack()) goBack();
    else closeModal();
  }
}

defineElement('w3m-networks-view', W3mNetworksView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-networks-view': W3mNetworksView;
  }
}
