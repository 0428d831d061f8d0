/** System fonts only: no remote font requests, which also keeps the modal CSP-friendly. */
export const SYSTEM_FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** How a token takes a number: `percent` (0..100, `20` is `20%`) or `integer` (truncated). */
export type ThemeTokenNumber = 'percent' | 'integer';

/** One public token: its CSS default (none: unset, the feature is off) and whether it also takes a number. */
export interface ThemeTokenSpec {
  readonly default?: string;
  readonly number?: ThemeTokenNumber;
}

/**
 * The public theme tokens (AppKit's `themeVariables`): the one list. The `ThemeVariables` type, the validation
 * (`setThemeVariables`, the `themeVariables` option), the CSS fallbacks (styles/tokens.ts), the Storybook toolbar
 * (.storybook/design-tokens.ts) and the table in docs/theming.md (`npm run docs:theming`, from each entry's
 * comment) all read it. To add a token: docs/architecture.md, "Add a theme token".
 */
export const THEME_TOKENS = {
  /** Accent colour: buttons, links, focus rings. */
  '--w3m-accent': { default: '#1a5ed6' },
  /** The colour mixed into every surface; unset, none. */
  '--w3m-color-mix': {},
  /** How much of `--w3m-color-mix`, as a percentage (`20%`, or the number `20`). */
  '--w3m-color-mix-strength': { default: '0%', number: 'percent' },
  /** Font stack; by default the system's fonts (no remote font requests). */
  '--w3m-font-family': { default: SYSTEM_FONT_STACK },
  /** Base every font size scales from. */
  '--w3m-font-size-master': { default: '10px' },
  /** Base every radius scales from (`0px` makes every corner square). */
  '--w3m-border-radius-master': { default: '4px' },
  /** Stacking level when the dialog cannot use the top layer. */
  '--w3m-z-index': { default: '999', number: 'integer' },
  /** The QR code's modules (its dark squares), as in AppKit; unset, the theme's ink. */
  '--w3m-qr-color': {},
  /**
   * Blurs the page behind the open modal by this radius (`'4px'`); unset, no blur. Off by default because over a
   * game's canvas that repaints every frame, the blur is recomputed on every frame and can halve the game's frame
   * rate (docs/game.md).
   */
  '--w3m-backdrop-blur': {},
} as const satisfies Readonly<Record<`--w3m-${string}`, ThemeTokenSpec>>;

/** A public theme token's name, e.g. `'--w3m-accent'`. */
export type ThemeToken = keyof typeof THEME_TOKENS;

/** The token names, in the list's order. */
export const THEME_TOKEN_NAMES = Object.keys(THEME_TOKENS) as readonly ThemeToken[];

/**
 * Public theme variables (CSS custom properties on the modal), e.g. `{ '--w3m-accent': '#7b3fe4' }`. A token
 * that takes a number (`--w3m-color-mix-strength`, `--w3m-z-index`) also accepts one.
 */
export type ThemeVariables = {
  -readonly [K in ThemeToken]?: (typeof THEME_TOKENS)[K] extends { number: ThemeTokenNumber } ? number | string : string;
};
