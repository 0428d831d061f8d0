import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { $alert, $modal, $router, $theme, msg, setThemeMode } from '../core/index.js';
import type { AppKitOptions, ThemeVariables } from '../core/index.js';
import { createAppKit } from '../app-kit.js';
import { StoreController } from '../controllers/store-controller.js';
import { defineElement } from '../components/define-element.js';
import { loadElement } from '../components/lazy-elements.js';
import { baseStyles } from '../../styles/shared.js';
import { themeHostStyles, themeVariablesToStyle } from '../../styles/tokens.js';
import { mergeModalOptions } from './modal-config.js';
import { MOTION, animateUnlessReduced } from './motion.js';
import { requestClose } from './request-close.js';
import { modalStyles } from './w3m-modal.styles.js';
import './w3m-header.js';
import './w3m-router.js';
import './w3m-toaster.js';

const TITLE_ID = 'w3m-modal-title';

function scheduleIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

/** The focused element, looking through open shadow roots (a click on `<w3m-button>` focuses its inner button). */
function deepActiveElement(): HTMLElement | undefined {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : undefined;
}

/**
 * The wallet-connection modal: a native `<dialog>` in the top layer, opened and closed only by `$modal`
 * (`openModal()` / `closeModal()` or the AppKit instance). Place one on the page; with a `project-id` or
 * `networks` attribute or a `config` property it also creates the AppKit instance, so plain HTML needs no script:
 * `<w3m-modal project-id="…" networks="eip155:1" theme-mode="light"></w3m-modal>`.
 *
 * @fires w3m-request-close - Escape, a backdrop click or the close button asks to close (cancelable;
 *   `detail.source` is `'escape' | 'backdrop' | 'close-button'`).
 * @csspart dialog - The native `<dialog>`.
 * @csspart card - The visible panel inside it.
 * @csspart alert - The configuration alert banner, when shown.
 * @slot secure-frame - The embedded wallet's frame; inside the dialog so it stays interactive while the dialog is modal.
 * @cssprop --w3m-accent - Accent colour.
 * @cssprop --w3m-color-mix - Colour mixed into surfaces.
 * @cssprop --w3m-color-mix-strength - How much of it (`20%`).
 * @cssprop --w3m-font-family - Font stack (system fonts by default).
 * @cssprop --w3m-font-size-master - Base of all font sizes (10px).
 * @cssprop --w3m-border-radius-master - Base of all radii (4px).
 * @cssprop --w3m-z-index - Stacking level when the dialog cannot use the top layer (999).
 *
 * @tagname w3m-modal
 */
export class W3mModal extends LitElement {
  static override properties = {
    projectId: { type: String, attribute: 'project-id' },
    networks: { type: String },
    themeMode: { type: String, attribute: 'theme-mode', reflect: true },
    config: { attribute: false },
    _configError: { state: true },
  };

  static override styles = [themeHostStyles, baseStyles, modalStyles];

  /** WalletConnect project id (attribute `project-id`); overrides `config.projectId`. */
  declare projectId: string | null | undefined;
  /** Comma-separated CAIP-2 ids of built-in networks, e.g. `eip155:1`; overrides `config.networks`. */
  declare networks: string | null | undefined;
  /** `light` or `dark`; follows the theme store, and setting it changes the theme. */
  declare themeMode: string | null | undefined;
  /** Any other `createAppKit` option; attributes win over the same fields here. */
  declare config: Partial<AppKitOptions> | undefined;
  declare _configError: string | undefined;

  private readonly modal = new StoreController(this, $modal);
  private readonly router = new StoreController(this, $router);
  private readonly theme = new StoreController(this, $theme);
  private readonly alert = new StoreController(this, $alert);
  private opener: HTMLElement | undefined;
  private openerHost: HTMLElement | undefined;
  private appliedVariables: ThemeVariables | undefined;
  private appliedNames: string[] = [];
  private titledView: string | undefined;
  private pointerDownOnBackdrop = false;

  constructor() {
    super();
    this._configError = undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    scheduleIdle(() => this.warmUp());
  }

  /**
   * The first opening of a dialog pays for style resolution and layout of every view part. Doing that once
   * while the page is idle (hidden, within one task, so nothing is painted or focused) makes the click that
   * opens the modal show its view within a frame.
   */
  private warmUp(): void {
    const dialog = this.dialog;
    if (!dialog || dialog.open || !this.isConnected) return;
    dialog.classList.add('warming');
    // The attribute, not show(): show() would run the focusing steps and move the page's focus.
    dialog.setAttribute('open', '');
    dialog.getBoundingClientRect();
    dialog.removeAttribute('open');
    dialog.classList.remove('warming');
  }

  private get dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const configChanged = changed.has('projectId') || changed.has('networks') || changed.has('config');
    const configured = this.projectId != null || this.networks != null || this.config !== undefined;
    if (configChanged && configured) this.configure();
    this.syncThemeMode(changed.has('themeMode'));
  }

  private configure(): void {
    try {
      const options = mergeModalOptions(this.config, {
        projectId: this.projectId ?? undefined,
        networks: this.networks ?? undefined,
        themeMode: this.themeMode ?? undefined,
      });
      createAppKit(options);
      this._configError = undefined;
    } catch (error) {
      // A typo in an attribute must not break the host page: report it, show it, keep running.
      console.error('<w3m-modal>: invalid configuration.', error);
      this._configError = (error instanceof Error ? error.message : String(error)).slice(0, 300);
    }
  }

  private syncThemeMode(attributeChanged: boolean): void {
    const stored = this.theme.value.themeMode;
    if (attributeChanged && this.themeMode !== stored && (this.themeMode === 'light' || this.themeMode === 'dark')) {
      setThemeMode(this.themeMode);
    }
    this.themeMode = this.theme.value.themeMode;
  }

  protected override render() {
    const { open, shake } = this.modal.value;
    const view = this.router.value.view;
    const toaster = html`<w3m-toaster></w3m-toaster>`;
    return html`
      <dialog
        part="dialog"
        aria-labelledby=${TITLE_ID}
        @keydown=${this.onKeyDown}
        @cancel=${this.onCancel}
        @close=${this.onNativeClose}
        @pointerdown=${this.onPointerDown}
        @click=${this.onClick}
      >
        <div part="card" class=${shake ? 'card shake' : 'card'}>
          <w3m-header><h2 id=${TITLE_ID} slot="title">${msg(`view.${view}`)}</h2></w3m-header>
          ${this.renderAlert()}
          <w3m-router></w3m-router>
        </div>
        <slot name="secure-frame"></slot>
        ${open ? toaster : nothing}
      </dialog>
      ${open ? nothing : toaster}
    `;
  }

  private renderAlert() {
    if (!this._configError && !this.alert.value) return nothing;
    loadElement('wui-alert');
    if (this._configError) {
      return html`<wui-alert part="alert" class="alert" variant="error" .heading=${msg('alert.invalidOptions.title')} .message=${this._configError}></wui-alert>`;
    }
    const alert = this.alert.value;
    if (!alert) return nothing;
    return html`<wui-alert part="alert" class="alert" .variant=${alert.variant} .heading=${msg(alert.titleKey)} .message=${msg(alert.messageKey)}></wui-alert>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.applyThemeVariables();
    this.syncDialog();
    const view = this.router.value.view;
    if (this.titledView !== undefined && this.titledView !== view) {
      animateUnlessReduced(this.renderRoot.querySelector(`#${TITLE_ID}`), [{ opacity: 0 }, { opacity: 1 }], MOTION.headerText);
    }
    this.titledView = view;
  }

  private applyThemeVariables(): void {
    const variables = this.theme.value.themeVariables;
    if (variables === this.appliedVariables) return;
    this.appliedVariables = variables;
    let style: Record<string, string> = {};
    try {
      style = themeVariablesToStyle(variables);
    } catch (error) {
      console.error('<w3m-modal>: invalid theme variables.', error);
    }
    for (const name of this.appliedNames) if (!(name in style)) this.style.removeProperty(name);
    for (const [name, value] of Object.entries(style)) this.style.setProperty(name, value);
    this.appliedNames = Object.keys(style);
  }

  /** Store → dialog: the element never decides by itself whether it is open. */
  private syncDialog(): void {
    const dialog = this.dialog;
    if (!dialog) return;
    const open = this.modal.value.open;
    if (open && !dialog.open) void this.openDialog(dialog);
    else if (!open && dialog.open) this.closeDialog(dialog);
  }

  private async openDialog(dialog: HTMLDialogElement): Promise<void> {
    this.opener = deepActiveElement();
    this.openerHost = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    try {
      dialog.showModal();
    } catch {
      // Not in the top layer (old engine, or shown non-modally elsewhere): fall back to a fixed overlay.
      dialog.setAttribute('open', '');
    }
    const header = this.renderRoot.querySelector('w3m-header');
    await header?.updateComplete;
    if (dialog.open) header?.focus();
  }

  private closeDialog(dialog: HTMLDialogElement): void {
    const hadFocus = this.matches(':focus-within') || document.activeElement === document.body || !document.activeElement;
    dialog.close();
    const target = this.opener?.isConnected ? this.opener : this.openerHost?.isConnected ? this.openerHost : undefined;
    this.opener = this.openerHost = undefined;
    if (hadFocus) target?.focus();
  }

  private onKeyDown(event: KeyboardEvent): void {
    // Something inside (a nested popup) that already handled Escape is the top-most overlay, not us.
    if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
    event.preventDefault();
    requestClose(this, 'escape');
  }

  /** Close requests that skip keydown (Android back, close watchers) arrive as `cancel`. */
  private onCancel(event: Event): void {
    event.preventDefault();
    requestClose(this, 'escape');
  }

  /** The browser closed the dialog on its own (a non-cancelable cancel): bring it back in line with the store. */
  private onNativeClose(): void {
    const dialog = this.dialog;
    if (!dialog || dialog.open || !this.modal.value.open) return;
    if (!requestClose(this, 'escape') && this.modal.value.open) void this.openDialog(dialog);
  }

  private onPointerDown(event: PointerEvent): void {
    this.pointerDownOnBackdrop = event.target === this.dialog;
  }

  private onClick(event: MouseEvent): void {
    // The card fills the dialog box, so a click whose target is the dialog itself landed on the backdrop.
    const onBackdrop = event.target === this.dialog && this.pointerDownOnBackdrop;
    this.pointerDownOnBackdrop = false;
    if (onBackdrop) requestClose(this, 'backdrop');
  }
}

defineElement('w3m-modal', W3mModal);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-modal': W3mModal;
  }
}
