import { css } from 'lit';

/** Keyboard focus only (not mouse focus), drawn in the theme's focus colour. */
export const focusRing = css`
  :focus-visible {
    outline: 2px solid var(--_color-focus);
    outline-offset: 2px;
  }
`;

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = css`
  .visually-hidden {
    position: absolute !important;
    width: 1px !important;
    height: 1px !important;
    padding: 0 !important;
    margin: -1px !important;
    overflow: hidden !important;
    clip: rect(0 0 0 0) !important;
    clip-path: inset(50%) !important;
    white-space: nowrap !important;
    border: 0 !important;
  }
`;

/** Users who ask for less motion get none: no spinning, sliding or fading. */
export const reducedMotion = css`
  @media (prefers-reduced-motion: reduce) {
    :host,
    *,
    *::before,
    *::after {
      animation: none !important;
      transition: none !important;
    }
  }
`;

/** `hidden` must win over a component's own `display`. */
export const hiddenHost = css`
  :host([hidden]) {
    display: none !important;
  }
`;

/** The baseline every `wui-*` component includes first. */
export const baseStyles = [hiddenHost, focusRing, visuallyHidden, reducedMotion];
