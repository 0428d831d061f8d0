import { LitElement, css, html, nothing } from 'lit';
import { $locale, $modal, $options } from '../../core/index.js';
import type { SocialProvider } from '../../core/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { connectSocial, prepareAuth, $socialFlow, authMsg } from '../../core/auth/index.js';
import { viewStyles } from '../view.styles.js';
import { authFormStyles } from './auth-form.styles.js';

/** Brand names: the same in every language, so they are not messages. */
const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
};
const providerName = (provider: SocialProvider): string => PROVIDER_NAMES[provider];

/**
 * Social sign-in on the Connect view (embedded wallet): one button per provider in `features.socials`, in
 * that order. A click opens the provider's sign-in window; the status and any error are announced.
 * Loaded only when socials are on.
 *
 * @csspart list - The group of provider buttons (native `<button>`s, one per provider).
 * @csspart status - The live region with the current step or error.
 *
 * @tagname w3m-social-login
 */
export class W3mSocialLogin extends LitElement {
  static override styles = [
    ...viewStyles,
    authFormStyles,
    css`
      :host {
        padding: 0 0 12px;
      }
      .list {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
        gap: 8px;
      }
      .provider {
        min-height: 40px;
        padding: 0 12px;
        border: 1px solid var(--_color-border);
        border-radius: var(--_radius-md);
        background: var(--_color-bg-raised);
        color: var(--_color-fg);
        font: inherit;
        font-size: var(--_font-size-sm);
        font-weight: 600;
        cursor: pointer;
      }
      .provider:hover:not(:disabled) {
        background: var(--_color-bg-hover);
      }
      .provider:focus-visible {
        outline: 2px solid var(--_color-focus);
        outline-offset: 1px;
      }
      .provider:disabled {
        cursor: default;
      }
      .status {
        margin-top: 8px;
        min-height: 0;
      }
    `,
  ];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly options = new StoreController(this, $options);
  private readonly flow = new StoreController(this, $socialFlow);
  private readonly modal = new StoreController(this, $modal);

  protected override updated(): void {
    // The secure site is contacted once the buttons are in front of the player, not while the dialog is closed.
    if (this.modal.value.open) prepareAuth();
  }

  protected override render() {
    const socials = this.options.value?.features.socials;
    const providers = Array.isArray(socials) ? socials : [];
    const { step, provider: active, error } = this.flow.value;
    const busy = step !== 'idle';
    return html`<div part="list" class="list" role="group" aria-label=${authMsg('auth.socialLabel')}>
        ${providers.map(
          provider => html`<button
            type="button"
            class="provider"
            data-provider=${provider}
            ?disabled=${busy}
            aria-busy=${busy && active === provider ? 'true' : 'false'}
            aria-label=${authMsg('auth.socialContinue', { provider: providerName(provider) })}
            @click=${() => this.select(provider)}
          >
            ${providerName(provider)}
          </button>`,
        )}
      </div>
      <div part="status" class="status" aria-live="polite">
        ${error
          ? html`<p class="error" role="alert">${error}</p>`
          : step === 'waiting' && active
            ? html`<p class="muted">${authMsg('auth.socialWaiting', { provider: providerName(active) })}</p>`
            : step === 'connecting'
              ? html`<p class="muted">${authMsg('auth.connecting')}</p>`
              : nothing}
      </div>`;
  }

  private select(provider: SocialProvider): void {
    connectSocial(provider).catch(error => console.error('w3m-social-login: sign-in failed', error));
  }
}

defineElement('w3m-social-login', W3mSocialLogin);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-social-login': W3mSocialLogin;
  }
}
