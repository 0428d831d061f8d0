import { css } from 'lit';

export const modalStyles = css`
  dialog {
    box-sizing: border-box;
    width: 360px;
    max-width: 100vw;
    /* Wider than a phone, the card hangs from a fixed top edge: where a 600px card would be centred, 8px down on a
       short screen. A card that changes height (a search narrowing All Wallets, the next view) moves only its bottom
       edge, so the header and the search field stay under the pointer. */
    --_card-top: max(8px, calc(50dvh - 300px));
    max-height: calc(100dvh - var(--_card-top));
    margin: var(--_card-top) auto auto;
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
    max-height: calc(100dvh - var(--_card-top) - 8px);
    overflow: hidden auto;
    /* A change of height scales the card from its top edge (card-motion.ts), the content back from the same. */
    transform-origin: 50% 0;
    border: 1px solid var(--_color-border);
    border-radius: calc(var(--_radius-md) * 3);
    background: var(--_color-bg);
    color: var(--_color-fg);
  }
  .content {
    /* The card's top edge, above the content by the card's 1px border: the card's scale and the content's counter-scale
       cancel about the same line, so what the content shows (the search field) stays put while the card resizes. */
    transform-origin: 50% -1px;
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
  /* A bottom sheet: the card sits on the screen's bottom edge. */
  @media (max-width: 430px) {
    dialog {
      --_card-top: 8px;
      margin-block: auto 0;
    }
    .card {
      border-end-start-radius: 0;
      border-end-end-radius: 0;
    }
  }
`;
