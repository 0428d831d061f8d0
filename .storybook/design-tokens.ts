// The toolbar a designer styles every story with: theme mode, each public `--w3m-*` token and the locale, as
// Storybook globals. Values are named options (the toolbar offers a list, not a free field) so that a story's
// URL carries them as they are: `?globals=accent:purple;fontFamily:serif;locale:ar`.
import { html } from 'lit';
// The elements, and through createAppKit's module the locale table that supportedLocales() reads.
import '../src/define.js';
import type { Decorator, Preview } from '@storybook/web-components-vite';
import { TOKEN_DEFAULTS, SYSTEM_FONT_STACK } from '../styles/tokens.js';
import type { ThemeVariables } from '../styles/tokens.js';
import { isRtl, setLocale, supportedLocales } from '../src/core/index.js';
import type { ThemeMode } from '../src/core/index.js';

type Options = Readonly<Record<string, { title: string; value: string }>>;

/**
 * Each token's choices: `value` is what the token is set to, `title` what the toolbar says (short: the toolbar
 * shows the chosen one, and every picker fits at 1440 px; the list marks the default).
 */
export const TOKEN_OPTIONS = {
  accent: {
    blue: { title: 'Blue', value: TOKEN_DEFAULTS['--w3m-accent'] },
    purple: { title: 'Purple', value: '#7b3fe4' },
    orange: { title: 'Orange', value: '#d9480f' },
    green: { title: 'Green', value: '#2b8a3e' },
    pink: { title: 'Pink', value: '#c2255c' },
    graphite: { title: 'Graphite', value: '#343a40' },
  },
  colorMix: {
    none: { title: 'None', value: '' },
    purple: { title: 'Purple', value: '#7b3fe4' },
    teal: { title: 'Teal', value: '#0c8599' },
    sand: { title: 'Sand', value: '#c9a66b' },
  },
  colorMixStrength: {
    '0': { title: '0%', value: '0%' },
    '10': { title: '10%', value: '10%' },
    '20': { title: '20%', value: '20%' },
    '40': { title: '40%', value: '40%' },
  },
  fontFamily: {
    system: { title: 'System', value: SYSTEM_FONT_STACK },
    serif: { title: 'Serif', value: "Georgia, 'Times New Roman', serif" },
    mono: { title: 'Monospace', value: "ui-monospace, 'SFMono-Regular', Menlo, monospace" },
    rounded: { title: 'Rounded', value: "ui-rounded, 'SF Pro Rounded', 'Nunito', system-ui, sans-serif" },
  },
  fontSizeMaster: {
    '8px': { title: '8px', value: '8px' },
    '9px': { title: '9px', value: '9px' },
    '10px': { title: '10px', value: TOKEN_DEFAULTS['--w3m-font-size-master'] },
    '11px': { title: '11px', value: '11px' },
    '12px': { title: '12px', value: '12px' },
  },
  borderRadiusMaster: {
    '0px': { title: '0px', value: '0px' },
    '2px': { title: '2px', value: '2px' },
    '4px': { title: '4px', value: TOKEN_DEFAULTS['--w3m-border-radius-master'] },
    '6px': { title: '6px', value: '6px' },
    '8px': { title: '8px', value: '8px' },
  },
  qrColor: {
    auto: { title: 'Theme', value: '' },
    navy: { title: 'Navy', value: '#1e3a8a' },
    purple: { title: 'Purple', value: '#5f3dc4' },
    black: { title: 'Black', value: '#000000' },
  },
  backdropBlur: {
    none: { title: 'Off', value: '' },
    '2px': { title: '2px', value: '2px' },
    '8px': { title: '8px', value: '8px' },
  },
  zIndex: {
    '1': { title: '1', value: '1' },
    '999': { title: '999', value: TOKEN_DEFAULTS['--w3m-z-index'] },
    '100000': { title: '100000', value: '100000' },
  },
} satisfies Record<string, Options>;

type TokenGlobal = keyof typeof TOKEN_OPTIONS;

/** The public token each global sets. */
const TOKEN_OF: Record<TokenGlobal, keyof ThemeVariables> = {
  accent: '--w3m-accent',
  colorMix: '--w3m-color-mix',
  colorMixStrength: '--w3m-color-mix-strength',
  fontFamily: '--w3m-font-family',
  fontSizeMaster: '--w3m-font-size-master',
  borderRadiusMaster: '--w3m-border-radius-master',
  qrColor: '--w3m-qr-color',
  backdropBlur: '--w3m-backdrop-blur',
  zIndex: '--w3m-z-index',
};

const TOOLBAR: Record<TokenGlobal, { title: string; icon: string; description: string }> = {
  accent: { title: 'Accent', icon: 'paintbrush', description: '--w3m-accent: buttons, links, focus rings' },
  colorMix: { title: 'Color mix', icon: 'contrast', description: '--w3m-color-mix: the colour mixed into every surface' },
  colorMixStrength: { title: 'Mix strength', icon: 'grow', description: '--w3m-color-mix-strength: how much of it' },
  fontFamily: { title: 'Font', icon: 'type', description: '--w3m-font-family: the font stack (no remote fonts)' },
  fontSizeMaster: { title: 'Font size', icon: 'zoom', description: '--w3m-font-size-master: the base every font size scales from' },
  borderRadiusMaster: { title: 'Radius', icon: 'circlehollow', description: '--w3m-border-radius-master: the base every radius scales from' },
  qrColor: { title: 'QR colour', icon: 'grid', description: '--w3m-qr-color: the QR code\'s modules (default: the theme\'s foreground)' },
  backdropBlur: { title: 'Backdrop blur', icon: 'eye', description: '--w3m-backdrop-blur: blurs the page behind the open modal (default: none; costs a game frames)' },
  zIndex: { title: 'z-index', icon: 'stacked', description: '--w3m-z-index: stacking level when the dialog cannot use the top layer' },
};

const DEFAULTS: Record<TokenGlobal, string> = {
  accent: 'blue',
  colorMix: 'none',
  colorMixStrength: '0',
  fontFamily: 'system',
  fontSizeMaster: '10px',
  borderRadiusMaster: '4px',
  qrColor: 'auto',
  backdropBlur: 'none',
  zIndex: '999',
};

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
    (Object.keys(TOKEN_OPTIONS) as TokenGlobal[]).map(name => [
      name,
      {
        description: TOOLBAR[name].description,
        toolbar: {
          title: TOOLBAR[name].title,
          icon: TOOLBAR[name].icon,
          items: Object.entries(TOKEN_OPTIONS[name] as Options).map(([value, option]) => ({ value, title: option.title, ...(value === DEFAULTS[name] ? { right: 'default' } : {}) })),
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

export const initialGlobals = { themeMode: 'light', ...DEFAULTS, locale: 'en' };

/** The theme mode a story renders in: the toolbar's, or the one the story pins (`globals: { themeMode: 'dark' }`). */
const themeModeOf = (globals: Record<string, unknown>): ThemeMode => (globals['themeMode'] === 'dark' ? 'dark' : 'light');

/** The `--w3m-*` declarations the globals select (an unknown name falls back to the token's default). */
function tokenStyle(globals: Record<string, unknown>): string {
  return (Object.keys(TOKEN_OPTIONS) as TokenGlobal[])
    .map(name => {
      const options = TOKEN_OPTIONS[name] as Options;
      const value = (options[String(globals[name])] ?? options[DEFAULTS[name]]!).value;
      return value ? `${TOKEN_OF[name]}: ${value};` : '';
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
