import { LitElement, css, html, nothing } from 'lit';
import type { PropertyValues } from 'lit';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { $locale, $modal } from '../../core/index.js';
import { prepareAuth, restartEmailFlow, submitEmail, submitOtp, $emailFlow, authMsg } from '../../core/auth/index.js';
import { viewStyles } from '../view.styles.js';
import { authFormStyles } from './auth-form.styles.js';
// The Connect view's parts that only show beside sign-in (its wallet guide, its folded wallet list) ship in this
// chunk, which the Connect view loads for them with social sign-in alone too (no chunk or preload entry of their own).
import './w3m-wallet-guide.js';
import './w3m-continue-with-wallet.js';
import '../../components/wui-button.js';
import '../../components/wui-spinner.js';

/**
 * Email sign-in on the Connect view (embedded wallet): the address, then the step the secure frame asks for
 * (approve this device from the email, or type the emailed code). Loaded only when `features.email` is on;
 * it starts loading the secure frame as soon as it is shown. Errors and steps are announced politely.
 *
 * @csspart form - The email or code form.
 * @csspart error - The error line under the field.
 * @csspart status - The live region with the current step.
 *
 * @tagname w3m-email-login
 */
export class W3mEmailLogin extends LitElement {
  static override styles = [
    ...viewStyles,
    authFormStyles,
    css`
      :host {
        padding: 0 0 4px;
      }
      .status {
        align-items: center;
        text-align: center;
        gap: 12px;
      }
    `,
  ];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly flow = new StoreController(this, $emailFlow);
  private readonly modal = new StoreController(this, $modal);

  protected override render() {
    const { step, email, error } = this.flow.value;
    switch (step) {
      case 'verify-device':
        return html`<div part="status" class="status" role="status" aria-live="polite">
          <p class="muted">${authMsg('auth.verifyDevice', { email: email ?? '' })}</p>
          <wui-spinner size="md" label=${authMsg('auth.verifyDeviceWaiting')}></wui-spinner>
          <wui-button variant="ghost" @click=${restartEmailFlow}>${authMsg('auth.back')}</wui-button>
        </div>`;
      case 'verify-otp':
        return this.renderForm('otp', authMsg('auth.otpLabel', { email: email ?? '' }), authMsg('auth.otpSubmit'), error, false);
      case 'connecting':
        return html`<div part="status" class="status" role="status" aria-live="polite">
          <wui-spinner size="md" label=${authMsg('auth.connecting')}></wui-spinner>
          <p class="muted">${authMsg('auth.connecting')}</p>
        </div>`;
      default:
        return this.renderForm('email', authMsg('auth.emailLabel'), authMsg('auth.emailSubmit'), error, step === 'sending', email);
    }
  }

  private renderForm(kind: 'email' | 'otp', label: string, submit: string, error: string | undefined, busy: boolean, value = '') {
    const otp = kind === 'otp';
    return html`<form part="form" novalidate @submit=${this.onSubmit} data-kind=${kind}>
        <label for="field">${label}</label>
        <input
          id="field"
          name="field"
          type=${otp ? 'text' : 'email'}
          inputmode=${otp ? 'numeric' : 'email'}
          autocomplete=${otp ? 'one-time-code' : 'email'}
          placeholder=${otp ? nothing : authMsg('auth.emailPlaceholder')}
          .value=${otp ? '' : value}
          aria-invalid=${error ? 'true' : 'false'}
          aria-describedby="error"
          ?disabled=${busy}
        />
        <p part="error" id="error" class="error" role="alert">${error ?? ''}</p>
        <wui-button full-width ?loading=${busy} @click=${this.onSubmit}>${busy ? authMsg('auth.sending') : submit}</wui-button>
      </form>
      ${otp ? html`<wui-button variant="ghost" full-width @click=${restartEmailFlow}>${authMsg('auth.back')}</wui-button>` : nothing}`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // The secure site is contacted once the field is in front of the player, not while the dialog is closed.
    if (this.modal.value.open) prepareAuth();
    // The code field takes focus when it appears, so a keyboard user can type the code straight away.
    const input = this.renderRoot.querySelector<HTMLInputElement>('form[data-kind="otp"] input');
    if (input && this.flow.value.step === 'verify-otp' && this.lastStep !== 'verify-otp') input.focus();
    this.lastStep = this.flow.value.step;
  }

  private lastStep = this.flow.value.step;

  private readonly onSubmit = (event: Event): void => {
    event.preventDefault();
    const form = this.renderRoot.querySelector('form');
    const input = this.renderRoot.querySelector<HTMLInputElement>('#field');
    if (!form || !input) return;
    const action = form.dataset['kind'] === 'otp' ? submitOtp(input.value) : submitEmail(input.value);
    action.catch(error => console.error('w3m-email-login: sign-in failed', error));
  };
}

defineElement('w3m-email-login', W3mEmailLogin);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-email-login': W3mEmailLogin;
  }
}
