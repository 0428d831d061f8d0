import { css } from 'lit';
import { baseStyles } from '../../styles/shared.js';

/** Layout shared by the modal views: a padded column in the modal's type scale. */
export const viewStyles = [
  ...baseStyles,
  css`
    :host {
      display: block;
      padding: 8px 16px 16px;
      color: var(--_color-fg);
      font-family: var(--_font-family);
      font-size: var(--_font-size-md);
    }
    .column {
      display: flex;
      flex-direction: column;
      align-items: center;
      gap: 12px;
      text-align: center;
    }
    .muted {
      margin: 0;
      color: var(--_color-fg-muted);
      font-size: var(--_font-size-sm);
      line-height: 1.4;
    }
    .heading {
      margin: 0;
      font-size: var(--_font-size-md);
      font-weight: 600;
    }
    /* The message area of the connecting views: keeps its height as the text changes. */
    .status {
      display: flex;
      flex-direction: column;
      gap: 6px;
      min-height: 3em;
    }
    .error-detail {
      overflow-wrap: anywhere;
    }
    .actions {
      display: flex;
      flex-direction: column;
      align-self: stretch;
      gap: 8px;
    }
    /* A list of rows (wallets, networks): one column, full width. */
    .list {
      display: flex;
      flex-direction: column;
      align-self: stretch;
      gap: 8px;
      margin: 0;
      padding: 0;
      list-style: none;
    }
  `,
];
