import { LitElement, css, html, nothing } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { $locale, $chain, disconnect, switchNetwork } from '../../core/index.js';
import type { CaipNetwork } from '../../core/index.js';
import { networkMsg } from '../../core/network/index.js';
import { $networkSwitch } from '../../core/modal/index.js';
import type { NetworkSwitchState } from '../../core/modal/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { isAppChainImage } from '../app-images.js';
import { defineElement } from '../../components/define-element.js';
import { viewStyles } from '../view.styles.js';
import { chainName } from './chain-names.js';
import '../../components/wui-button.js';
import '../../components/wui-icon.js';
import '../../components/wui-list-wallet.js';
import '../../components/wui-network-image.js';

/**
 * UnsupportedChain: the wallet is on a network the app does not support. Lists the configured networks of
 * the active namespace; picking one asks the wallet to switch (adding the chain to the wallet first when it
 * does not know it). The status line says what is happening and why a switch failed (declined, not in the
 * WalletConnect session). Disconnect is the other way out: the modal does not close while the network is
 * unsupported. Loaded lazily by the router, with its text.
 *
 * @csspart list - The list of networks.
 * @csspart network - Each network's `<wui-list-wallet>`.
 * @csspart status - The status line (a polite live region).
 * @csspart disconnect - The Disconnect `<wui-button>`.
 *
 * @tagname w3m-unsupported-chain-view
 */
export class W3mUnsupportedChainView extends LitElement {
  static override styles = [
    ...viewStyles,
    css`
      .status:empty {
        display: none;
      }
      .status.error {
        color: var(--_color-error);
      }
      .warning {
        color: var(--_color-warning);
      }
    `,
  ];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly chain = new StoreController(this, $chain);
  private readonly switching = new StoreController(this, $networkSwitch);

  protected override render() {
    const { networks, activeNamespace, unsupportedChainId } = this.chain.value;
    const choices = networks.filter(network => network.chainNamespace === activeNamespace);
    const state = this.switching.value;
    const busy = state.status === 'switching';
    return html`<div class="column">
      <wui-icon class="warning" name="warning" size="lg"></wui-icon>
      <p class="muted">
        ${unsupportedChainId === undefined ? nothing : networkMsg('network.unsupported', { name: this.nameOf(unsupportedChainId) })}
        ${networkMsg('network.pick')}
      </p>
      <ul part="list" class="list" aria-label=${networkMsg('network.list')}>
        ${repeat(
          choices,
          network => network.caipNetworkId,
          network => html`<li>
            <wui-list-wallet
              part="network"
              .name=${network.name}
              .tag=${this.tagFor(network, state)}
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
      ${this.renderStatus(state, choices)}
      <div class="actions">
        <wui-button part="disconnect" variant="neutral" full-width @click=${disconnect}>${networkMsg('network.disconnect')}</wui-button>
      </div>
    </div>`;
  }

  /** Players know networks by name ("Polygon"), not by chain id; the id stays for a chain nobody named. */
  private nameOf(chainId: number): string {
    return chainName(chainId) ?? networkMsg('network.unknown', { chainId: String(chainId) });
  }

  private tagFor(network: CaipNetwork, state: NetworkSwitchState): string {
    if (state.status === 'switching' && state.network === network.caipNetworkId) return networkMsg('network.switchingTag');
    return network.testnet ? networkMsg('network.testnet') : '';
  }

  /** Always in the DOM, so screen readers hear each change of the live region. */
  private renderStatus(state: NetworkSwitchState, choices: CaipNetwork[]) {
    const name = choices.find(network => network.caipNetworkId === state.network)?.name ?? '';
    const text = state.status === 'idle' ? '' : networkMsg(`network.${state.status}`, { name });
    const error = state.status !== 'idle' && state.status !== 'switching';
    return html`<p part="status" class=${error ? 'muted status error' : 'muted status'} role="status">${text}</p>`;
  }

  private pick(network: CaipNetwork): void {
    // A refusal is shown in the status line through $networkSwitch; nothing else to do with it here.
    switchNetwork(network).catch(() => undefined);
  }
}

defineElement('w3m-unsupported-chain-view', W3mUnsupportedChainView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-unsupported-chain-view': W3mUnsupportedChainView;
  }
}
