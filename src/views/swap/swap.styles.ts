import { css } from 'lit';
import { viewStyles } from '../view.styles.js';

/** The Swap views' parts: the two token boxes, the token button, the detail rows and the messages. */
export const swapStyles = [
  ...viewStyles,
  css`
    .box {
      display: flex;
      flex-direction: column;
      align-self: stretch;
      gap: 6px;
      padding: 12px;
      border-radius: var(--_radius-md);
      background: var(--_color-bg-raised);
      text-align: start;
    }
    .line {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 8px;
    }
    input,
    .amount {
      flex: 1 1 auto;
      min-width: 0;
      margin: 0;
      padding: 0;
      border: 0;
      background: transparent;
      color: var(--_color-fg);
      font: inherit;
      font-size: 1.5em;
      font-variant-numeric: tabular-nums;
    }
    input:focus-visible {
      outline: 2px solid var(--_color-focus);
      outline-offset: 2px;
    }
    .token,
    .row-button {
      display: inline-flex;
      align-items: center;
      gap: 6px;
      min-height: 40px;
      padding: 0 12px;
      border: 1px solid var(--_color-border);
      border-radius: var(--_radius-md);
      background: var(--_color-bg);
      color: var(--_color-fg);
      font: inherit;
      font-weight: 600;
      cursor: pointer;
    }
    .token:focus-visible,
    .row-button:focus-visible,
    .flip:focus-visible {
      outline: 2px solid var(--_color-focus);
    }
    .flip {
      align-self: center;
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: 44px;
      height: 44px;
      margin-block: -8px;
      border: 1px solid var(--_color-border);
      border-radius: var(--_radius-md);
      background: var(--_color-bg);
      color: var(--_color-fg);
      cursor: pointer;
    }
    .flip wui-icon {
      transform: rotate(90deg);
    }
    /* The token button's chevron points the way the line reads: to the left in a right-to-left language. */
    :host(:dir(rtl)) .token wui-icon[name='chevron-right'] {
      transform: scaleX(-1);
    }
    .details {
      display: grid;
      grid-template-columns: 1fr auto;
      align-self: stretch;
      gap: 6px 12px;
      margin: 0;
      font-size: var(--_font-size-sm);
      text-align: start;
    }
    .details dt {
      color: var(--_color-fg-muted);
    }
    .details dd {
      margin: 0;
      text-align: end;
      font-variant-numeric: tabular-nums;
    }
    .error {
      margin: 0;
      color: var(--_color-error, #e5484d);
      font-size: var(--_font-size-sm);
      overflow-wrap: anywhere;
    }
    wui-button {
      align-self: stretch;
    }
  `,
];
