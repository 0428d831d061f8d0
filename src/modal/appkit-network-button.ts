import { LitElement, css, html, nothing } from 'lit';
import { $locale, $chain, $theme, isChainUnsupported, msg, openModal, showModal } from '../core/index.js';
import { StoreController } from '../controllers/store-controller.js';
import { ThemeController, storeThemeSource } from '../controllers/theme-controller.js';
import { defineElement } from '../components/define-element.js';
import { baseStyles } from '../../styles/shared.js';
import { themeHostStyles } from '../../styles/tokens.js';
import { pillButtonStyles } from './pill-button.styles.js';
import { loadElement } from '../components/lazy-elements.js';

/**
 * `<appkit-network-button>`, as in AppKit: the active network's name and picture. A
 * click opens the Networks view; on an unsupported network it reads "Wrong Network" and opens the view that
 * fixes it. Follows the theme like `<w3m-button>`.
 *
 * @csspart button - The native `<button>`.
 * @csspart icon - The network's `<wui-network-image>`.
 * @cssprop --w3m-accent - Accent colour: buttons, links, focus rings. Default `#1a5ed6`.
 * @cssprop --w3m-color-mix - The colour mixed into every surface; unset, none.
 * @cssprop --w3m-color-mix-strength - How much of `--w3m-color-mix`, as a percentage (`20%`, or the number `20`). Default `0%`.
 * @cssprop --w3m-font-family - Font stack; by default the system's fonts (no remote font requests).
 * @cssprop --w3m-font-size-master - Base every font size scales from. Default `10px`.
 * @cssprop --w3m-border-radius-master - Base every radius scales from (`0px` makes every corner square). Default `4px`.
 * @cssprop --w3m-z-index - Stacking level when the dialog cannot use the top layer. Default `999`.
 * @cssprop --w3m-qr-color - The QR code's modules (its dark squares), as in AppKit; unset, the theme's ink.
 * @cssprop --w3m-backdrop-blur - Blurs the page behind the open modal by this radius (`'4px'`); unset, no blur.
 *
 * @tagname appkit-network-button
 */
export class AppKitNetworkButton extends LitElement {
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  static override properties = {
    disabled: { type: Boolean, reflect: true },
    label: { type: String },
    themeMode: { type: String, attribute: 'theme-mode', reflect: true },
  };

  static override styles = [
    themeHostStyles,
    baseStyles,
    pillButtonStyles,
    // `wui-network-image:not(:defined)` keeps its place while the element's chunk arrives (a note here, not in the
    // css`` text, which ships as written).
    css`
      .pill {
        font-weight: 600;
      }
      wui-network-image:not(:defined) {
        display: inline-block;
        width: 24px;
        height: 24px;
      }
      .wrong {
        color: var(--_color-warning);
      }
    `,
  ];

  /** Ignores clicks: the network list does not open. */
  declare disabled: boolean;
  /** Text shown while no network is active (AppKit's `label`); the active network's name wins. */
  declare label: string | undefined;
  /** Mirrors the theme store, as on `<w3m-button>`. */
  declare themeMode: string;

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly chain = new StoreController(this, $chain);

  constructor() {
    super();
    new ThemeController(this, storeThemeSource($theme)); // registers itself with this host
    this.disabled = false;
    this.label = undefined;
    this.themeMode = 'dark';
  }

  protected override render() {
    const network = this.chain.value.activeNetwork;
    if (isChainUnsupported()) {
      loadElement('wui-icon');
      return html`<button part="button" class="pill wrong" type="button" ?disabled=${this.disabled} @click=${this.open}>
        <wui-icon name="warning" size="sm"></wui-icon><span>${msg('button.wrongNetwork', 'Wrong Network')}</span>
      </button>`;
    }
    // The network's own data: icon, the library's for a network it ships, or a designed fallback from the name;
    // the element is a chunk of its own (the tag upgrades in place), so the page's start-up does not carry it.
    if (network) loadElement('wui-network-image');
    const icon = network
      ? html`<wui-network-image part="icon" size="sm" .name=${network.name} .networkId=${network.caipNetworkId} .imageSrc=${network.assets?.imageUrl ?? ''}></wui-network-image>`
      : nothing;
    const name = network?.name ?? msg('button.noNetwork', 'Network');
    // AppKit's `label` stands in only while no network is active.
    const shown = network ? name : (this.label ?? name);
    return html`<button part="button" class="pill" type="button" ?disabled=${this.disabled} aria-label=${msg('button.networkLabel', 'Network: {name}. Change network', { name: shown })} @click=${this.open}>
      ${icon}<span>${shown}</span>
    </button>`;
  }

  private open(): void {
    if (this.disabled) return;
    if (isChainUnsupported()) showModal('UnsupportedChain');
    else openModal({ view: 'Networks' });
  }
}

defineElement('appkit-network-button', AppKitNetworkButton);

declare global {
  interface HTMLElementTagNameMap {
    'appkit-network-button': AppKitNetworkButton;
  }
}
