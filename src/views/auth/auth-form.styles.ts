import { css } from 'lit';

/** Form parts shared by the email, social and account-name elements. */
export const authFormStyles = css`
  form {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0 0 12px;
  }
  label {
    font-size: var(--_font-size-sm);
    color: var(--_color-fg-muted);
  }
  input {
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid var(--_color-border);
    border-radius: var(--_radius-md);
    background: var(--_color-bg-raised);
    color: var(--_color-fg);
    font: inherit;
  }
  input:focus-visible {
    outline: 2px solid var(--_color-focus);
    outline-offset: 1px;
  }
  input[aria-invalid='true'] {
    border-color: var(--_color-error);
  }
  .error {
    margin: 0;
    min-height: 1.2em;
    color: var(--_color-error);
    font-size: var(--_font-size-sm);
    overflow-wrap: anywhere;
  }
`;
