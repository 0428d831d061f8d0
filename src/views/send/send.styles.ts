import { css } from 'lit';
import { authFormStyles } from '../auth/auth-form.styles.js';

/** Parts the three Send views share: the form's inputs, labels and error line (as the sign-in forms'), the token picker, the summary rows. */
export const sendStyles = [
  authFormStyles,
  css`
    .field {
      display: flex;
      flex-direction: column;
      align-self: stretch;
      gap: 6px;
      text-align: start;
    }
    .label {
      color: var(--_color-fg-muted);
      font-size: var(--_font-size-sm);
    }
    .row {
      display: flex;
      align-items: center;
      gap: 8px;
    }
    .row input {
      flex: 1 1 auto;
      min-width: 0;
    }
    button:focus-visible {
      outline: 2px solid var(--_color-focus);
      outline-offset: 1px;
    }
    input[readonly] {
      color: var(--_color-fg-muted);
    }
    .pick {
      display: flex;
      align-items: center;
      gap: 8px;
      min-height: 44px;
      padding: 0 12px;
      border: 1px solid var(--_color-border);
      border-radius: var(--_radius-md);
      background: var(--_color-bg-raised);
      color: var(--_color-fg);
      font: inherit;
      cursor: pointer;
    }
    .pick:disabled {
      cursor: default;
    }
    /* The chevron points the way the line reads: to the left in a right-to-left language. */
    :host(:dir(rtl)) .pick wui-icon[name='chevron-right'] {
      transform: scaleX(-1);
    }
    /* Max stays one word wide ("الحد الأقصى" wrapped to two lines and made the amount row taller). */
    wui-button[part='max'] {
      white-space: nowrap;
    }
    wui-button {
      align-self: stretch;
    }
    dl {
      display: grid;
      grid-template-columns: auto 1fr;
      align-self: stretch;
      gap: 8px 12px;
      margin: 0;
      text-align: start;
    }
    dt {
      color: var(--_color-fg-muted);
      font-size: var(--_font-size-sm);
    }
    dd {
      margin: 0;
      overflow-wrap: anywhere;
      text-align: end;
    }
  `,
];
