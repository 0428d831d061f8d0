import { css } from 'lit';

// Notes on the rules below, kept out of the css`` text (it ships as written, on the page's initial path):
// `.spinner` is a ring drawn in CSS, so the page's button needs no spinner element on its initial path;
// `@media (pointer: coarse)`: a finger needs a larger target than a mouse (WCAG 2.5.5), 44 px.
export const buttonStyles = css`
  :host {
    display: inline-flex;
    vertical-align: middle;
  }
  :host([full-width]) {
    display: flex;
    width: 100%;
  }
  .spinner {
    flex: none;
    inline-size: 14px;
    block-size: 14px;
    border: 2px solid currentColor;
    border-block-start-color: transparent;
    border-radius: 50%;
    animation: wui-button-spin 0.8s linear infinite;
  }
  @keyframes wui-button-spin {
    to {
      transform: rotate(360deg);
    }
  }
  .button {
    display: inline-flex;
    flex: 1;
    align-items: center;
    justify-content: center;
    gap: 8px;
    min-height: 40px;
    padding: 0 16px;
    border: 1px solid transparent;
    border-radius: var(--_radius-md);
    font-family: var(--_font-family);
    font-size: var(--_font-size-sm);
    font-weight: 600;
    line-height: 1.2;
    cursor: pointer;
    background: var(--_accent);
    color: var(--_accent-fg);
  }
  :host([size='sm']) .button {
    min-height: 32px;
    padding: 0 12px;
    font-size: var(--_font-size-xs);
  }
  :host([size='lg']) .button {
    min-height: 48px;
    padding: 0 20px;
    font-size: var(--_font-size-md);
  }
  @media (pointer: coarse) {
    .button,
    :host([size='sm']) .button {
      min-height: 44px;
    }
  }
  :host([variant='neutral']) .button {
    background: var(--_color-bg-raised);
    color: var(--_color-fg);
    border-color: var(--_color-border);
  }
  :host([variant='ghost']) .button {
    background: transparent;
    color: var(--_accent-text);
  }
  :host([variant='danger']) .button {
    background: var(--_color-danger);
    color: var(--_accent-fg);
  }
  .button:hover:not(:disabled):not([aria-busy='true']) {
    filter: brightness(0.94);
  }
  :host([variant='neutral']) .button:hover:not(:disabled),
  :host([variant='ghost']) .button:hover:not(:disabled) {
    filter: none;
    background: var(--_color-bg-hover);
  }
  .button:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  .button[aria-busy='true'] {
    cursor: progress;
  }
  .label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;
