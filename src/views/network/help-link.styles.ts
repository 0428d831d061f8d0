import { css } from 'lit';

/** The Networks view's "What is a network?" link: a button that reads as a link, under the list. */
export const helpLinkStyles = css`
  .help {
    padding: 4px 8px;
    border: 0;
    border-radius: var(--_radius-xs);
    background: none;
    color: var(--_accent-text);
    font: inherit;
    font-size: var(--_font-size-sm);
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 3px;
    cursor: pointer;
  }
  .help:focus-visible {
    outline: 2px solid var(--_color-focus);
    outline-offset: 2px;
  }
`;
