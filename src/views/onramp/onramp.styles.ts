import { css } from 'lit';

/** The Buy views' parts: rows of pressed-or-not choices, the notices, the provider's link. */
export const onrampChoiceStyles = css`
  .choices {
    display: flex;
    flex-wrap: wrap;
    align-self: stretch;
    gap: 6px;
    margin: 0;
    padding: 0;
    border: 0;
    min-inline-size: 0;
  }
  legend {
    margin-block-end: 6px;
    padding: 0;
    color: var(--_color-fg-muted);
    font-size: var(--_font-size-sm);
    text-align: start;
  }
  .choices button {
    min-width: 44px;
    min-height: 44px;
    padding: 0 14px;
    border: 1px solid var(--_color-border);
    border-radius: var(--_radius-md);
    background: var(--_color-bg-raised);
    color: var(--_color-fg);
    font: inherit;
    font-size: var(--_font-size-sm);
    cursor: pointer;
  }
  .choices button:hover {
    background: var(--_color-bg-hover);
  }
  .choices button[aria-pressed='true'] {
    border-color: var(--_accent-text);
    color: var(--_accent-text);
    font-weight: 600;
  }
  .choices button:focus-visible,
  a:focus-visible {
    outline: 2px solid var(--_color-focus);
    outline-offset: 1px;
  }
  .amount {
    align-self: stretch;
    margin: 0;
    text-align: start;
  }
  .notice {
    align-self: stretch;
    margin: 0;
    padding: 8px 12px;
    border-inline-start: 3px solid var(--_color-warning);
    border-radius: var(--_radius-sm);
    background: var(--_color-bg-raised);
    font-size: var(--_font-size-sm);
    text-align: start;
  }
  .link {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    align-self: stretch;
    min-height: 44px;
    border-radius: var(--_radius-md);
    background: var(--_color-bg-raised);
    color: var(--_accent-text);
    font-weight: 500;
    text-decoration: none;
  }
`;
