import { css } from 'lit';

export const modalStyles = css`
  dialog {
    box-sizing: border-box;
    width: 360px;
    max-width: 100vw;
    max-height: 100dvh;
    margin: auto;
    padding: 0;
    border: 0;
    background: transparent;
    color: var(--_color-fg);
    font-family: var(--_font-family);
    overflow: visible;
    /* Only used when the dialog cannot enter the top layer (no showModal support). */
    z-index: var(--_z-index);
  }
  dialog:not(:modal)[open] {
    position: fixed;
    inset: 0;
  }
  /* The idle warm-up lays the dialog out once, unseen and outside the accessibility tree. */
  dialog.warming {
    visibility: hidden;
  }
  dialog::backdrop {
    background: color-mix(in srgb, var(--_color-bg) 55%, transparent);
    backdrop-filter: blur(var(--_backdrop-blur));
  }
  .card {
    box-sizing: border-box;
    max-height: calc(100dvh - 16px);
    overflow: hidden auto;
    /* A change of height scales the card from its top edge (card-motion.ts), the content back from the same. */
    transform-origin: 50% 0;
    border: 1px solid var(--_color-border);
    border-radius: calc(var(--_radius-md) * 3);
    background: var(--_color-bg);
    color: var(--_color-fg);
  }
  .content {
    transform-origin: 50% 0;
  }
  .card.resizing {
    overflow: clip;
  }
  .card.shake {
    animation: shake 500ms ease-in-out;
  }
  .alert {
    margin: 4px 16px 8px;
  }
  @keyframes shake {
    0%,
    100% {
      transform: none;
    }
    20%,
    60% {
      transform: translateX(-6px);
    }
    40%,
    80% {
      transform: translateX(6px);
    }
  }
  @media (max-width: 430px) {
    dialog {
      margin-bottom: 0;
    }
    .card {
      border-end-start-radius: 0;
      border-end-end-radius: 0;
    }
  }
`;
