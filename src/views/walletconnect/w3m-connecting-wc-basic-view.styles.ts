import { css } from 'lit';

/** Layout of the WalletConnect view: the QR tile (or its placeholder), status text, actions, phone wallets. */
export const wcBasicViewStyles = css`
  .column {
    padding: 8px 0 4px;
  }
  .placeholder {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 256px;
    height: 256px;
    border-radius: var(--_radius-md);
    background: var(--_color-bg-raised);
    color: var(--_color-fg-muted);
  }
  wui-qr-code {
    max-width: 100%;
  }
  /* Every status text in one grid cell: the tallest (in the active language) sets the height, the rest are invisible. */
  .status.stack {
    display: grid;
    align-self: stretch;
  }
  .status-text {
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: 6px;
    grid-area: 1 / 1;
  }
  .sizer {
    visibility: hidden;
  }
  /* A wallet's or the SDK's own words: at most two lines, so the view keeps its height. */
  .stack .error-detail {
    display: -webkit-box;
    overflow: hidden;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
  /* Side by side while both labels fit on one line, one under the other when they do not (long translations):
     a label never wraps inside its short button. */
  .others {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .others > wui-button {
    flex: 1 1 auto;
    white-space: nowrap;
  }
  .wallets {
    display: flex;
    flex-direction: column;
    align-self: stretch;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .wallet {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 56px;
    padding: 8px 12px 8px 8px;
    border-radius: var(--_radius-md);
    background: var(--_color-bg-raised);
    color: var(--_color-fg);
    font-weight: 500;
    text-align: start;
    text-decoration: none;
  }
  .wallet:hover {
    background: var(--_color-bg-hover);
  }
  .wallet[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.6;
  }
  .wallet-name {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
