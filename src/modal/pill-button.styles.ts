import { css } from 'lit';

/** The shape of the page-side buttons (account, wrong network, network): a pill on the raised surface. */
// `wui-icon`: the wrong-network icon loads when first shown; its box is reserved so the pill keeps its size (a note
// here, not in the css`` text, which ships as written).
export const pillButtonStyles = css`
  :host {
    display: inline-flex;
    font-family: var(--_font-family);
  }
  .pill {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 40px;
    padding: 4px 12px;
    border: 1px solid var(--_color-border);
    border-radius: var(--_radius-full);
    background: var(--_color-bg-raised);
    color: var(--_color-fg);
    font: inherit;
    font-size: var(--_font-size-sm);
    cursor: pointer;
  }
  @media (pointer: coarse) {
    .pill {
      min-height: 44px;
    }
  }
  wui-icon {
    display: inline-flex;
    flex: none;
    inline-size: 14px;
    block-size: 14px;
  }
  .pill:hover:not(:disabled) {
    background: var(--_color-bg-hover);
  }
  .pill:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;
