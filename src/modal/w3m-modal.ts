import { LitElement, css, html, type PropertyValues } from 'lit';
import { $locale, $theme, $toast, isRtl, setLocale, setThemeMode } from '../core/index.js';
import type { AppKitOptions } from '../core/index.js';
import { ModalUiController } from '../controllers/modal-ui-controller.js';
import { StoreController } from '../controllers/store-controller.js';
import type { ModalUiHost } from '../controllers/modal-ui-controller.js';
import { ThemeController, storeThemeSource } from '../controllers/theme-controller.js';
import { defineElement } from '../components/define-element.js';
import { baseStyles } from '../../styles/shared.js';
import { themeHostStyles } from '../../styles/tokens.js';
import { MOUNTED_MODAL_ATTRIBUTE, assembleModalParts, configureFromModal } from './modal-config.js';
import { loadElement } from '../components/lazy-elements.js';

/**
 * The element takes no place in the page's layout, whatever the page's CSS: out of flow (a grid or flex body
 * never makes it an item, so no row and no `gap` appear or vanish when it opens), no size, no margin. Its
 * content lives in the top layer (the dialog) or is fixed (the toaster). `!important` on `:host` wins over the
 * page's own rules (`* { margin: … }`, `body > * { display: block }`), which a plain `:host` rule would lose to.
 */
// `z-index`: being fixed makes it a stacking context, so the toaster inside stacks at the modal's level, not at 0
// (a note here, not in the css`` text, which ships as written).
const outOfFlow = css`
  :host {
    position: fixed !important;
    inset: 0 auto auto 0 !important;
    display: block !important;
    width: 0 !important;
    height: 0 !important;
    margin: 0 !important;
    padding: 0 !important;
    border: 0 !important;
    overflow: visible !important;
    z-index: var(--_z-index) !important;
  }
`;

/**
 * The wallet-connection modal: a native `<dialog>` in the top layer, opened and closed only by `$modal`
 * (`openModal()` / `closeModal()` or the AppKit instance). Place one on the page; with a `project-id` or
 * `networks` attribute or a `config` property it also creates the AppKit instance, so plain HTML needs no script:
 * `<w3m-modal project-id="…" networks="eip155:1" theme-mode="light" locale="ja"></w3m-modal>`.
 * It carries the active locale's `lang` and `dir` (`rtl` for Arabic, Hebrew and Persian), as does its dialog.
 *
 * @fires w3m-request-close - Escape, a backdrop click, the close button or a gamepad's B asks to close
 *   (cancelable; `detail.source` is `'escape' | 'backdrop' | 'close-button' | 'gamepad'`).
 * @csspart dialog - The native `<dialog>`.
 * @csspart card - The visible panel inside it.
 * @csspart alert - The configuration alert banner (`<w3m-alert>`), when shown.
 * @slot secure-frame - The embedded wallet's frame; inside the dialog so it stays interactive while the dialog is modal.
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
 * @tagname w3m-modal
 */
export class W3mModal extends LitElement implements ModalUiHost {
  static override properties = {
    projectId: { type: String, attribute: 'project-id' },
    networks: { type: String },
    themeMode: { type: String, attribute: 'theme-mode', reflect: true },
    locale: { type: String },
    config: { attribute: false },
    _configError: { state: true },
  };

  static override styles = [themeHostStyles, baseStyles, outOfFlow];

  /** WalletConnect project id (attribute `project-id`); overrides `config.projectId`. */
  declare projectId: string | null | undefined;
  /** Comma-separated CAIP-2 ids of built-in networks, e.g. `eip155:1`; overrides `config.networks`. */
  declare networks: string | null | undefined;
  /** `light` or `dark`; follows the theme store, and setting it changes the theme. */
  declare themeMode: string | null | undefined;
  /**
   * The language (`ja`, `pt-BR`, …; see `createAppKit`'s `locale`). Without it the browser's languages decide.
   * An unsupported value is reported on the console and changes nothing.
   */
  declare locale: string | null | undefined;
  /** Any other `createAppKit` option; attributes win over the same fields here. */
  declare config: Partial<AppKitOptions> | undefined;
  declare _configError: string | undefined;

  /** @internal The toaster: outside the dialog while it is closed, inside it while open (the dialog chunk places it). */
  readonly toaster = html`<w3m-toaster></w3m-toaster>`;
  /** The dialog is a chunk of its own; `updateComplete` waits for it, so a caller that awaits the element sees it. */
  private readonly dialogUi = new ModalUiController(this);
  private readonly language = new StoreController(this, $locale);
  private readonly toast = new StoreController(this, $toast);

  constructor() {
    super();
    this._configError = undefined;
    new ThemeController(this, storeThemeSource($theme, setThemeMode)); // registers itself with this host
  }

  /** @internal */
  get hostStyles() {
    return W3mModal.elementStyles;
  }

  /** @internal */
  get configError(): string | undefined {
    return this._configError;
  }

  override connectedCallback(): void {
    // Before the dialog controller's idle prefetch asks for the dialog by name.
    assembleModalParts();
    super.connectedCallback();
    // A modal the page renders itself replaces the one `createAppKit` mounted: there is only ever one.
    if (!this.hasAttribute(MOUNTED_MODAL_ATTRIBUTE)) {
      document.querySelectorAll(`w3m-modal[${MOUNTED_MODAL_ATTRIBUTE}]`).forEach(mounted => mounted.remove());
    }
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    if (this.isConnected) await this.dialogUi.ready();
    return super.getUpdateComplete();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // The modal's text is in the active locale, whatever the page's language: so are its language and direction,
    // on the host (for the toaster outside the dialog too) and on the dialog.
    this.lang = this.language.value;
    this.dir = isRtl(this.lang) ? 'rtl' : 'ltr';
    const configChanged = changed.has('projectId') || changed.has('networks') || changed.has('config');
    const configured = this.projectId != null || this.networks != null || this.config !== undefined;
    if (configChanged && configured) {
      this._configError = configureFromModal(this.config, {
        projectId: this.projectId ?? undefined,
        networks: this.networks ?? undefined,
        themeMode: this.themeMode ?? undefined,
        locale: this.locale ?? undefined,
      });
    } else if (changed.has('locale') && this.locale) {
      // Like a typo in any attribute, an unsupported locale is reported (naming the supported ones), not thrown.
      Promise.resolve(this.locale).then(setLocale).catch(console.error);
    }
  }

  protected override render() {
    // The toaster is its own chunk, fetched with the first toast; the tag is there before it, and upgrades in place.
    if (this.toast.value.open) loadElement('w3m-toaster');
    return this.dialogUi.ui?.render() ?? this.toaster;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.dialogUi.ui?.updated();
  }
}

defineElement('w3m-modal', W3mModal);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-modal': W3mModal;
  }
}
