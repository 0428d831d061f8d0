import { LitElement, css, html, nothing } from 'lit';
import { $locale, $account, $activeConnectorId } from '../../core/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { AUTH_CONNECTOR_ID, NAME_ZONE, nameProblem, nameSuggestions, registerAccountName, $nameFlow, authMsg } from '../../core/auth/index.js';
import type { NameSuggestion } from '../../core/auth/index.js';
import { viewStyles } from '../view.styles.js';
import { authFormStyles } from './auth-form.styles.js';
import '../../components/wui-button.js';

/** Typing pauses this long before suggestions are fetched, so each keystroke does not cost a request. */
const SUGGEST_DELAY_MS = 300;

/**
 * RegisterAccountName: a name input validated as the user types (letters, digits, hyphen; at least 4),
 * suggestions from the profile API, and registration by a message signed through the embedded wallet.
 * Needs an account of the auth connector; without one it says so.
 *
 * @csspart form - The name form.
 * @csspart suggestions - The list of suggested names.
 * @csspart error - The validation / failure line.
 *
 * @tagname w3m-register-account-name-view
 */
export class W3mRegisterAccountNameView extends LitElement {
  static override properties = { _name: { state: true }, _suggestions: { state: true } };

  static override styles = [
    ...viewStyles,
    authFormStyles,
    css`
      .suggestions {
        display: flex;
        flex-direction: column;
        gap: 4px;
        margin: 0 0 12px;
        padding: 0;
        list-style: none;
      }
      .suggestions button {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 8px;
        box-sizing: border-box;
        width: 100%;
        min-height: 40px;
        padding: 0 12px;
        border: 1px solid var(--_color-border);
        border-radius: var(--_radius-md);
        background: var(--_color-bg-raised);
        color: var(--_color-fg);
        font: inherit;
        cursor: pointer;
      }
      .suggestions button:disabled {
        cursor: default;
        color: var(--_color-fg-muted);
      }
      .suggestions button:focus-visible {
        outline: 2px solid var(--_color-focus);
      }
    `,
  ];

  declare _name: string;
  declare _suggestions: NameSuggestion[];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly account = new StoreController(this, $account);
  private readonly connectorId = new StoreController(this, $activeConnectorId);
  private readonly flow = new StoreController(this, $nameFlow);
  private suggestTimer: ReturnType<typeof setTimeout> | undefined;
  private suggestFor = '';

  constructor() {
    super();
    this._name = '';
    this._suggestions = [];
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.suggestTimer);
  }

  protected override render() {
    if (this.connectorId.value !== AUTH_CONNECTOR_ID || !this.account.value.address) {
      return html`<p class="muted" role="status">${authMsg('name.needsAuth')}</p>`;
    }
    const problem = this._name ? nameProblem(this._name) : undefined;
    const { status, error } = this.flow.value;
    const busy = status === 'registering';
    const shown = problem ? authMsg(problem) : error ? authMsg('name.failed', { reason: error }) : '';
    return html`<form part="form" novalidate @submit=${this.onSubmit}>
        <label for="name">${authMsg('name.label')}</label>
        <input
          id="name"
          autocomplete="off"
          spellcheck="false"
          .value=${this._name}
          aria-invalid=${problem ? 'true' : 'false'}
          aria-describedby="hint error"
          ?disabled=${busy}
          @input=${this.onInput}
        />
        <p id="hint" class="muted">${authMsg('name.hint')}</p>
        <p part="error" id="error" class="error" role="alert">${shown}</p>
        <wui-button full-width ?loading=${busy} ?disabled=${!this._name || !!problem} @click=${this.onSubmit}
          >${busy ? authMsg('name.registering') : authMsg('name.register', { name: this._name ? `${this._name}.${NAME_ZONE}` : '' })}</wui-button
        >
      </form>
      ${this._suggestions.length && !problem
        ? html`<ul part="suggestions" class="suggestions" aria-label=${authMsg('name.suggestions')}>
            ${this._suggestions.map(
              s => html`<li>
                <button type="button" ?disabled=${s.registered} @click=${() => this.pick(s.name)}>
                  <span>${s.name}</span><span class="muted">${s.registered ? authMsg('name.taken') : authMsg('name.available')}</span>
                </button>
              </li>`,
            )}
          </ul>`
        : nothing}`;
  }

  private readonly onInput = (event: Event): void => {
    this._name = (event.target as HTMLInputElement).value.trim();
    clearTimeout(this.suggestTimer);
    // The list offered names close to what was typed before; until the new name's list arrives there is none,
    // so a quick player cannot pick a name they did not type.
    this._suggestions = [];
    if (nameProblem(this._name)) return;
    const name = this._name;
    this.suggestTimer = setTimeout(() => void this.suggest(name), SUGGEST_DELAY_MS);
  };

  private async suggest(name: string): Promise<void> {
    this.suggestFor = name;
    try {
      const suggestions = await nameSuggestions(name);
      // A slower answer for an older name must not replace the list for the current one.
      if (this.suggestFor === name && this._name === name) this._suggestions = suggestions;
    } catch {
      if (this.suggestFor === name) this._suggestions = [];
    }
  }

  private pick(fullName: string): void {
    this._name = fullName.replace(`.${NAME_ZONE}`, '');
    this._suggestions = [];
    this.renderRoot.querySelector<HTMLInputElement>('#name')?.focus();
  }

  private readonly onSubmit = (event: Event): void => {
    event.preventDefault();
    if (!this._name || nameProblem(this._name) || this.flow.value.status === 'registering') return;
    registerAccountName(this._name).catch(error => console.error('w3m-register-account-name-view: registration failed', error));
  };
}

defineElement('w3m-register-account-name-view', W3mRegisterAccountNameView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-register-account-name-view': W3mRegisterAccountNameView;
  }
}
