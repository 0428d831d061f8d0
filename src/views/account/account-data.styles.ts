import { css } from 'lit';
import { baseStyles } from '../../../styles/shared.js';

/** Shared by the account tabs and their panels: a scrollable list of rows with an icon, text and a value. */
export const accountDataStyles = [
  ...baseStyles,
  css`
    :host {
      display: block;
      color: var(--_color-fg);
      font-family: var(--_font-family);
      font-size: var(--_font-size-sm);
      text-align: start;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: flex;
      flex-direction: column;
      gap: 4px;
      max-height: 280px;
      overflow-y: auto;
    }
    li {
      display: flex;
      align-items: center;
      gap: 10px;
      padding: 8px;
      border-radius: var(--_radius-md);
      background: var(--_color-bg-raised);
    }
    .icon {
      flex: none;
      width: 32px;
      height: 32px;
      border-radius: var(--_radius-full);
      display: grid;
      place-items: center;
      overflow: hidden;
      background: var(--_color-bg-hover);
      font-weight: 600;
    }
    .icon img {
      width: 100%;
      height: 100%;
      object-fit: cover;
    }
    .main {
      flex: 1;
      min-width: 0;
      display: flex;
      flex-direction: column;
      gap: 2px;
    }
    .name,
    .sub {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .name {
      font-weight: 600;
    }
    .sub,
    .state {
      color: var(--_color-fg-muted);
    }
    .value {
      flex: none;
      font-variant-numeric: tabular-nums;
    }
    .state {
      display: flex;
      flex-direction: column;
      align-items: center;
      gap: 8px;
      margin: 0;
      padding: 16px 8px;
      text-align: center;
    }
    .state.error {
      color: var(--_color-error);
    }
    h3 {
      margin: 8px 0 4px;
      font-size: var(--_font-size-xs);
      font-weight: 600;
      color: var(--_color-fg-muted);
      text-transform: uppercase;
      letter-spacing: 0.04em;
    }
  `,
];
