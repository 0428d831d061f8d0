import { LitElement, css, html, nothing } from 'lit';
import { $alert, $locale, registerMessages } from '../core/index.js';
import { StoreController } from '../controllers/store-controller.js';
import { defineElement } from '../components/define-element.js';
import '../components/wui-alert.js';

/** The banners' text: it ships in this element's chunk, since most sessions never show one. */
const alertMsg = registerMessages({
  'alert.projectIdNotConfigured.title': 'Project ID Not Configured',
  'alert.projectIdNotConfigured.message': 'Set a projectId in the modal options. Get one at your WalletConnect dashboard.',
  'alert.networkNotFound.title': 'Network Not Found',
  'alert.networkNotFound.message': 'That network is not configured for this app.',
  'alert.invalidAppConfiguration.title': 'Invalid App Configuration',
  'alert.invalidAppConfiguration.message': 'This origin is not on the allowed list for this project.',
  'alert.sessionExpired.title': 'Session Expired',
  'alert.sessionExpired.message': 'Your session expired. Connect again.',
  'alert.invalidOptions.title': 'Invalid Modal Options',
});

/**
 * The modal's configuration banner: the running instance's alert (`$alert`: a missing project id, a network
 * that is not configured, …) or, before that, the modal's own invalid-configuration message. `<w3m-modal>`
 * renders it only while there is one to show, and loads it then.
 *
 * @csspart alert - The `<wui-alert>`.
 *
 * @tagname w3m-alert
 */
export class W3mAlert extends LitElement {
  static override properties = { configError: { attribute: false } };

  static override styles = css`
    :host {
      display: block;
    }
  `;

  /** Why the modal's attributes or `config` were refused; shown instead of `$alert` when set. */
  declare configError: string | undefined;

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly alert = new StoreController(this, $alert);

  protected override render() {
    if (this.configError) {
      return html`<wui-alert part="alert" variant="error" .heading=${alertMsg('alert.invalidOptions.title')} .message=${this.configError}></wui-alert>`;
    }
    const alert = this.alert.value;
    if (!alert) return nothing;
    return html`<wui-alert part="alert" .variant=${alert.variant} .heading=${alertMsg(`alert.${alert.id}.title`)} .message=${alertMsg(`alert.${alert.id}.message`)}></wui-alert>`;
  }
}

defineElement('w3m-alert', W3mAlert);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-alert': W3mAlert;
  }
}
