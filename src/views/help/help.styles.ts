import { css } from 'lit';

/** The help views' list of points: an icon beside a heading and a sentence. */
export const helpStyles = css`
  .points {
    display: flex;
    flex-direction: column;
    align-self: stretch;
    gap: 16px;
    margin: 0;
    padding: 8px 0;
    list-style: none;
    text-align: start;
  }
  .points li {
    display: flex;
    gap: 12px;
    align-items: flex-start;
  }
  .points wui-icon {
    flex: none;
    padding: 8px;
    border-radius: var(--_radius-sm);
    background: var(--_color-bg-raised);
    color: var(--_accent-text);
  }
  .points p {
    margin: 2px 0 0;
  }
`;
