// The toolbar a designer styles every story with: theme mode, each public `--w3m-*` token and the locale, as
// Storybook globals. Values are named options (the toolbar offers a list, not a free field) so that a story's
// URL carries them as they are: `?globals=accent:purple;fontFamily:serif;locale:ar`.
import { html } from 'lit';
import '../src/define.js';
import type { Decorator, Preview } from '@storybook/web-components-vite';
import { SYSTEM_FONT_STACK, THEME_TOKENS, isRtl, setLocale, supportedLocales } from '../src/core/index.js';
import type { ThemeMode, ThemeToken, ThemeTokenSpec } from '../src/core/index.js';
import { assembleKit } from '../src/root.js';

// Storybook is a page of its own with no createAppKit: it assembles the kit's parts itself, so that the locale
// table supportedLocales() reads and the modules the elements load by name are there for every story.
assembleKit();

type Options = Readonly<Record<string, { title: string; value: string }>>;

/** A token's picker: toolbar title, icon, what it changes, and its named choices. */
interface TokenControl {
  readonly title: string;
  readonly icon: string;
  readonly hint: string;
  readonly options: Options;
}

/** The token's default from the list (src/core/theme-tokens.ts); '' for a token that is unset by default. */
const defaultOf = (token: ThemeToken): string => (THEME_TOKENS[token] as ThemeTokenSpec).default ?? '';

/**
 * A picker per public token (the type check asks for one for each token of the list), in toolbar order. `value` is
 * what the token is set to, `title` what the toolbar says (short: the toolbar shows the chosen one, and every
 * picker fits at 1440 px). One choice per token is the list's default (`''` where it has none): the toolbar marks
 * it and starts on it.
 */
export const TOKEN_CONTROLS = {
  '--w3m-accent': {
    title: 'Accent', icon: 'paintbrush', hint: 'buttons, links, focus rings',
    options: {
      blue: { title: 'Blue', value: defaultOf('--w3m-accent') },
      purple: { title: 'Purple', value: '#7b3fe4' },
      orange: { title: 'Orange', value: '#d9480f' },
      green: { title: 'Green', value: '#2b8a3e' },
      pink: { title: 'Pink', value: '#c2255c' },
      graphite: { title: 'Graphite', value: '#343a40' },
    },
  },
  '--w3m-color-mix': {
    title: 'Color mix', icon: 'contrast', hint: 'the colour mixed into every surface',
    options: {
      none: { title: 'None', value: '' },
      purple: { title: 'Purple', value: '#7b3fe4' },
      teal: { title: 'Teal', value: '#0c8599' },
      sand: { title: 'Sand', value: '#c9a66b' },
    },
  },
  '--w3m-color-mix-strength': {
    title: 'Mix strength', icon: 'grow', hint: 'how much of it',
    options: {
      '0': { title: '0%', value: '0%' },
      '10': { title: '10%', value: '10%' },
      '20': { title: '20%', value: '20%' },
    },
  },
  '--w3m-font-family': {
    title: 'Font', icon: 'type', hint: 'the font stack (no remote fonts)',
    options: {
      system: { title: 'System', value: SYSTEM_FONT_STACK },
      serif: { title: 'Serif', value: "Georgia, 'Times New Roman', serif" },
      mono: { title: 'Monospace', value: "ui-monospace, 'SFMono-Regular', Menlo, monospace" },
      rounded: { title: 'Rounded', value: "ui-rounded, 'SF Pro Rounded', 'Nunito', system-ui, sans-serif" },
    },
  },
  '--w3m-font-size-master': {
    title: 'Font size', icon: 'zoom', hint: 'the base every font size scales from',
    options: {
      '8px': { title: '8px', value: '8px' },
      '9px': { title: '9px', value: '9px' },
      '10px': { title: '10px', value: '10px' },
      '11px': { title: '11px', value: '11px' },
      '12px': { title: '12px', value: '12px' },
    },
  },
  '--w3m-border-radius-master': {
    title: 'Radius', icon: 'circlehollow', hint: 'the base every radius scales from',
    options: {
      '0px': { title: '0px', value: '0px' },
      '2px': { title: '2px', value: '2px' },
      '4px': { title: '4px', value: '4px' },
      '6px': { title: '6px', value: '6px' },
      '8px': { title: '8px', value: '8px' },
    },
  },
  '--w3m-qr-color': {
    title: 'QR colour', icon: 'grid', hint: "the QR code's modules (default: the theme's foreground)",
    options: {
      auto: { title: 'Theme', value: '' },
      navy: { title: 'Navy', value: '#1e3a8a' },
      purple: { title: 'Purple', value: '#5f3dc4' },
      black: { title: 'Black', value: '#000000' },
    },
  },
  '--w3m-backdrop-blur': {
    title: 'Backdrop blur', icon: 'eye', hint: 'blurs the page behind the open modal (default: none; costs a game frames)',
    options: {
      none: { title: 'Off', value: '' },
      '2px': { title: '2px', value: '2px' },
      '8px': { title: '8px', value: '8px' },
    },
  },
  '--w3m-z-index': {
    title: 'z-index', icon: 'stacked', hint: 'stacking level when the dialog cannot use the top layer',
    options: {
      '1': { title: '1', value: '1' },
      '999': { title: '999', value: '999' },
      '100000': { title: '100000', value: '100000' },
    },
  },
} satisfies Record<ThemeToken, TokenControl>;

const TOKENS = Object.keys(TOKEN_CONTROLS) as ThemeToken[];

/** A token's global, the name a story's URL carries: `--w3m-color-mix-strength` is `colorMixStrength`. */
const globalOf = (token: ThemeToken): string => token.replace(/^--w3m-/, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** Each token's default choice: the one whose value is the list's default. */
const DEFAULTS: Record<ThemeToken, string> = Object.fromEntries(
  TOKENS.map(token => {
    const options: Options = TOKEN_CONTROLS[token].options;
    const choice = Object.keys(options).find(key => options[key]!.value === defaultOf(token));
    if (choice === undefined) throw new Error(`.storybook/design-tokens.ts: ${token} has no choice with its default, '${defaultOf(token)}'`);
    return [token, choice];
  }),
) as Record<ThemeToken, string>;

/** A locale's own name for itself, beside its code in the toolbar's list ("العربية"). */
const localeName = (code: string): string => new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;

export const globalTypes: NonNullable<Preview['globalTypes']> = {
  themeMode: {
    description: 'Light or dark palette, for every story (the modal stories pass it to createAppKit)',
    toolbar: {
      title: 'Theme',
      icon: 'mirror',
      items: [
        { value: 'light', title: 'Light', icon: 'sun' },
        { value: 'dark', title: 'Dark', icon: 'moon' },
      ],
      dynamicTitle: true,
    },
  },
  ...Object.fromEntries(
    TOKENS.map(token => [
      globalOf(token),
      {
        description: `${token}: ${TOKEN_CONTROLS[token].hint}`,
        toolbar: {
          title: TOKEN_CONTROLS[token].title,
          icon: TOKEN_CONTROLS[token].icon,
          items: Object.entries(TOKEN_CONTROLS[token].options as Options).map(([value, option]) => ({ value, title: option.title, ...(value === DEFAULTS[token] ? { right: 'default' } : {}) })),
          dynamicTitle: true,
        },
      },
    ]),
  ),
  locale: {
    description: 'The language of every story (setLocale); Arabic, Hebrew and Persian lay out right to left',
    toolbar: {
      title: 'Locale',
      icon: 'globe',
      items: supportedLocales().map(code => ({ value: code, title: code, right: localeName(code) })),
      dynamicTitle: true,
    },
  },
};

export const initialGlobals = { themeMode: 'light', ...Object.fromEntries(TOKENS.map(token => [globalOf(token), DEFAULTS[token]])), locale: 'en' };

/** The theme mode a story renders in: the toolbar's, or the one the story pins (`globals: { themeMode: 'dark' }`). */
const themeModeOf = (globals: Record<string, unknown>): ThemeMode => (globals['themeMode'] === 'dark' ? 'dark' : 'light');

/** The `--w3m-*` declarations the globals select (an unknown name falls back to the token's default). */
function tokenStyle(globals: Record<string, unknown>): string {
  return TOKENS
    .map(token => {
      const options: Options = TOKEN_CONTROLS[token].options;
      const value = (options[String(globals[globalOf(token)])] ?? options[DEFAULTS[token]]!).value;
      return value ? `${token}: ${value};` : '';
    })
    .join(' ');
}

/**
 * Every story sits in a box that sets the chosen tokens (custom properties inherit into every shadow root and
 * into the modal's top-layer dialog, which is what a page author's CSS on an ancestor does) and carries the
 * locale's language and direction. The locale is set after the story has rendered, since a modal story resets
 * the stores while it renders.
 */
export const withDesignTokens: Decorator = (story, context) => {
  const locale = String(context.globals['locale'] ?? 'en');
  const themeMode = themeModeOf(context.globals);
  // Stories read the mode as `args.themeMode` (their `<wui-theme theme-mode>`, createAppKit's `themeMode`).
  const rendered = story({ args: { ...context.args, themeMode } });
  setLocale(locale).catch(console.error);
  return html`<div class="w3m-story-tokens" data-theme-mode=${themeMode} lang=${locale} dir=${isRtl(locale) ? 'rtl' : 'ltr'} style=${tokenStyle(context.globals)}>${rendered}</div>`;
};
