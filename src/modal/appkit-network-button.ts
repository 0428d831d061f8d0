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
 * `<appkit-network-button>`, as in AppKit: the active network's name (and icon, when the network has one). A
 * click opens the Networks view; on an unsupported network it reads "Wrong Network" and opens the view that
 * fixes it. Follows the theme like `<w3m-button>`.
 *
 * @csspart button - The native `<button>`.
 * @csspart icon - The network's icon, when it has one.
 * @cssprop --w3m-accent - Accent colour.
 * @cssprop --w3m-color-mix - Colour mixed into surfaces.
 * @cssprop --w3m-color-mix-strength - How much of it, as a percentage (`20%`).
 * @cssprop --w3m-font-family - Font stack (system fonts by default).
 * @cssprop --w3m-font-size-master - Base of all font sizes (10px).
 * @cssprop --w3m-border-radius-master - Base of all radii (4px).
 * @cssprop --w3m-z-index - Stacking level (999).
 * @cssprop --w3m-qr-color - Colour of the QR code's modules (the theme's ink by default).
 *
 * @tagname appkit-network-button
 */
export class AppKitNetworkButton extends LitElement {
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  static override properties = {
    disabled: { type: Boolean, reflect: true },
    themeMode: { type: String, attribute: 'theme-mode', reflect: true },
  };

  static override styles = [
    themeHostStyles,
    baseStyles,
    pillButtonStyles,
    css`
      .pill {
        font-weight: 600;
      }
      img {
        width: 24px;
        height: 24px;
        border-radius: var(--_radius-full);
      }
      .wrong {
        color: var(--_color-warning);
      }
    `,
  ];

  /** Ignores clicks: the network list does not open. */
  declare disabled: boolean;
  /** Mirrors the theme store, as on `<w3m-button>`. */
  declare themeMode: string;

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly chain = new StoreController(this, $chain);

  constructor() {
    super();
    new ThemeController(this, storeThemeSource($theme)); // registers itself with this host
    this.disabled = false;
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
    const image = network?.assets?.imageUrl;
    // Only data: URLs are drawn (no request leaves the page for an icon), as for wallets.
    const icon = image?.startsWith('data:image/') ? html`<img part="icon" src=${image} alt="" />` : nothing;
    const name = network?.name ?? msg('button.noNetwork', 'Network');
    return html`<button part="button" class="pill" type="button" ?disabled=${this.disabled} aria-label=${msg('button.networkLabel', 'Network: {name}. Change network', { name })} @click=${this.open}>
      ${icon}<span>${name}</span>
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
