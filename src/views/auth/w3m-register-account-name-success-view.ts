import { LitElement, css, html } from 'lit';
import { $locale, $router, closeModal } from '../../core/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { authMsg } from '../../core/auth/index.js';
import { viewStyles } from '../view.styles.js';
import '../../components/wui-button.js';

/**
 * RegisterAccountNameSuccess: confirms the registered name. "Done" takes focus so a keyboard user can close
 * the modal at once.
 *
 * @csspart name - The registered name.
 * @csspart done - The "Done" `<wui-button>`.
 *
 * @tagname w3m-register-account-name-success-view
 */
export class W3mRegisterAccountNameSuccessView extends LitElement {
  static override styles = [
    ...viewStyles,
    css`
      .column {
        padding: 16px 0 8px;
      }
      .name {
        margin: 0;
        font-size: var(--_font-size-lg);
        font-weight: 600;
        overflow-wrap: anywhere;
      }
    `,
  ];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly router = new StoreController(this, $router);

  protected override render() {
    const { view, params } = this.router.value;
    const name = view === 'RegisterAccountNameSuccess' ? (params as { name: string }).name : '';
    return html`<div class="column" role="status" aria-live="polite">
      <p part="name" class="name">${name}</p>
      <p class="muted">${authMsg('name.success', { name })}</p>
      <div class="actions">
        <wui-button part="done" full-width @click=${() => closeModal()}>${authMsg('name.done')}</wui-button>
      </div>
    </div>`;
  }

  protected override firstUpdated(): void {
    this.renderRoot.querySelector<HTMLElement>('wui-button')?.focus();
  }
}

defineElement('w3m-register-account-name-success-view', W3mRegisterAccountNameSuccessView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-register-account-name-success-view': W3mRegisterAccountNameSuccessView;
  }
}
