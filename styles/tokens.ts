import { css, unsafeCSS } from 'lit';
import { SYSTEM_FONT_STACK, THEME_TOKENS } from '../src/core/theme-tokens.js';
import type { ThemeToken, ThemeTokenSpec, ThemeVariables } from '../src/core/theme-tokens.js';

// The public theming API is the list in src/core/theme-tokens.ts (THEME_TOKENS). Integrators set only those custom
// properties (on the modal or any ancestor); `themeHostStyles` reads each of them once and maps it to private `--_*`
// variables that components use. Keeping components off the public names means a rename or a new derivation never
// touches a component.

export { SYSTEM_FONT_STACK };
export type { ThemeVariables };

/** A public token's default from the list, as its `var()` fallback here. */
const tokenDefault = (name: ThemeToken): string => (THEME_TOKENS[name] as ThemeTokenSpec).default ?? '';

/** Spec constants (seed-spec §9): header text 120 ms; modal height and view transition 150 ms. */
export const DURATIONS = Object.freeze({ fast: 120, medium: 150 });

const accent = `var(--w3m-accent, ${tokenDefault('--w3m-accent')})`;
const fontSize = (factor: number): string =>
  `calc(var(--w3m-font-size-master, ${tokenDefault('--w3m-font-size-master')}) * ${factor})`;
const radius = (factor: number): string =>
  `calc(var(--w3m-border-radius-master, ${tokenDefault('--w3m-border-radius-master')}) * ${factor})`;
/**
 * Tints a palette colour towards --w3m-color-mix. The fallback mix colour is the base itself, so setting
 * only a strength never turns a surface translucent.
 */
const mixed = (base: string): string =>
  `color-mix(in srgb, ${base}, var(--w3m-color-mix, ${base}) var(--w3m-color-mix-strength, ${tokenDefault('--w3m-color-mix-strength')}))`;

/** Tokens that do not depend on the theme mode. */
const COMMON: Readonly<Record<string, string>> = {
  '--_accent': accent,
  '--_accent-fg': '#ffffff',
  '--_font-family': `var(--w3m-font-family, ${tokenDefault('--w3m-font-family')})`,
  '--_font-size-xs': fontSize(1.2),
  '--_font-size-sm': fontSize(1.4),
  '--_font-size-md': fontSize(1.6),
  '--_font-size-lg': fontSize(2),
  '--_radius-xs': radius(1),
  '--_radius-sm': radius(2),
  '--_radius-md': radius(3),
  // Scales with the master so a square theme (master 0) stays square everywhere.
  '--_radius-full': radius(250),
  '--_z-index': `var(--w3m-z-index, ${tokenDefault('--w3m-z-index')})`,
  // No default: unset, it is invalid and the QR code keeps its own ink (var()'s fallback there).
  '--_qr-color': 'var(--w3m-qr-color)',
  // No default either: unset, `blur(var(--_backdrop-blur))` is invalid and the backdrop has no filter at all,
  // which a game repainting under the modal every frame needs (docs/game.md).
  '--_backdrop-blur': 'var(--w3m-backdrop-blur)',
  '--_duration-medium': `${DURATIONS.medium}ms`,
  // The danger fill keeps white text at AA contrast in both modes.
  '--_color-danger': '#c0262d',
};

interface Palette {
  bg: string;
  bgRaised: string;
  bgHover: string;
  border: string;
  fg: string;
  fgMuted: string;
  success: string;
  error: string;
  warning: string;
  accentText: string;
}

/** Every foreground/background pair below is ≥ 4.5:1 (text) or ≥ 3:1 (focus ring) in its own mode. */
const LIGHT: Palette = {
  bg: '#ffffff',
  bgRaised: '#f2f3f5',
  bgHover: '#e6e8eb',
  border: '#d0d3d8',
  fg: '#141414',
  fgMuted: '#5c6066',
  success: '#0a7a3e',
  error: '#c0262d',
  warning: '#8a5a00',
  accentText: accent,
};

const DARK: Palette = {
  bg: '#141414',
  bgRaised: '#1f2022',
  bgHover: '#2a2c2f',
  border: '#3a3d42',
  fg: '#f0f1f3',
  fgMuted: '#a3a7ad',
  success: '#3ccf7a',
  error: '#ff6b70',
  warning: '#f2b84b',
  // A saturated accent is too dark as text on a dark surface; lighten it instead of asking for a 2nd token.
  accentText: `color-mix(in srgb, ${accent} 55%, #ffffff)`,
};

function paletteTokens(p: Palette): Record<string, string> {
  return {
    '--_color-bg': mixed(p.bg),
    '--_color-bg-raised': mixed(p.bgRaised),
    '--_color-bg-hover': mixed(p.bgHover),
    '--_color-border': mixed(p.border),
    '--_color-fg': p.fg,
    '--_color-fg-muted': p.fgMuted,
    '--_color-success': p.success,
    '--_color-error': p.error,
    '--_color-warning': p.warning,
    '--_accent-text': p.accentText,
    '--_color-focus': p.accentText,
  };
}

const declarations = (tokens: Readonly<Record<string, string>>): string =>
  Object.entries(tokens)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');

/** Every private variable defined by `themeHostStyles`. */
export const PRIVATE_TOKENS: readonly string[] = Object.freeze([
  ...Object.keys(COMMON),
  ...Object.keys(paletteTokens(LIGHT)),
]);

/**
 * Styles for the theme root's `:host` (the modal, or `<wui-theme>`). Light is the default palette;
 * `theme-mode="dark"` on the host switches it. Nested components inherit the private variables.
 * The `unsafeCSS` input is built only from the constants above, never from user data.
 */
export const themeHostStyles = css`
  :host {
    ${unsafeCSS(declarations(COMMON))}
    ${unsafeCSS(declarations(paletteTokens(LIGHT)))}
    color-scheme: light;
  }
  :host([theme-mode='dark']) {
    ${unsafeCSS(declarations(paletteTokens(DARK)))}
    color-scheme: dark;
  }
`;

const FORBIDDEN_VALUE = /[;{}<>]/;

/**
 * Validates theme variables and returns them as a style record for `element.style.setProperty`.
 * Throws on an unknown name (so a typo like `--w3m-accent-color` surfaces) or a value that could break
 * out of its declaration. A number is accepted where the list says so: a percentage (0..100) for
 * `--w3m-color-mix-strength`, an integer for `--w3m-z-index`.
 */
export function themeVariablesToStyle(vars: ThemeVariables): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(vars as Record<string, unknown>)) {
    if (!Object.hasOwn(THEME_TOKENS, name)) throw new Error(`Unknown theme variable: ${name}`);
    if (raw === undefined) continue;
    let value: string;
    if (typeof raw === 'number') {
      if (!Number.isFinite(raw)) throw new Error(`Invalid value for ${name}: ${raw}`);
      const number = (THEME_TOKENS[name as ThemeToken] as ThemeTokenSpec).number;
      if (number === 'percent') {
        if (raw < 0 || raw > 100) throw new Error(`Invalid value for ${name}: ${raw} (expected 0..100)`);
        value = `${raw}%`;
      } else if (number === 'integer') {
        value = String(Math.trunc(raw));
      } else {
        throw new Error(`Invalid value for ${name}: expected a string`);
      }
    } else if (typeof raw === 'string') {
      value = raw.trim();
    } else {
      throw new Error(`Invalid value for ${name}: expected a string`);
    }
    if (FORBIDDEN_VALUE.test(value)) throw new Error(`Invalid value for ${name}: ${value}`);
    out[name] = value;
  }
  return out;
}
