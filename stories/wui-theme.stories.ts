import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/components/wui-theme.js';
import '../src/components/wui-button.js';
import '../src/components/wui-list-wallet.js';
import '../src/components/wui-toast.js';
import { THEME_TOKENS } from '../src/core/index.js';
import type { ThemeToken, ThemeTokenSpec, ThemeVariables } from '../src/core/index.js';
import { FIXTURE_ICONS } from './fixture-icons.js';

/** The story's args: the theme mode (from the toolbar) and a control per token of the list. */
type Args = { themeMode: 'light' | 'dark' } & Record<string, string | number | undefined>;

/** A control per public token, in the list's order (src/core/theme-tokens.ts): a new token has one. */
const TOKENS = Object.keys(THEME_TOKENS) as ThemeToken[];
/** The tokens that are colours, picked with a colour control; the others take text, or a number where the list says. */
const COLOUR_TOKENS: readonly ThemeToken[] = ['--w3m-accent', '--w3m-color-mix', '--w3m-qr-color'];

const specOf = (token: ThemeToken): ThemeTokenSpec => THEME_TOKENS[token];
/** A token's arg, named like its toolbar global: `--w3m-color-mix-strength` is `colorMixStrength`. */
const argOf = (token: ThemeToken): string => token.replace(/^--w3m-/, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
/** A control's empty value, which sets nothing: 0 on a percentage's slider, none on an integer, '' in text. */
const emptyOf = (token: ThemeToken): string | number | undefined =>
  specOf(token).number === 'percent' ? 0 : specOf(token).number === 'integer' ? undefined : '';

/**
 * `<wui-theme>`'s own `themeVariables` property, set from the controls. An empty control sets nothing, so the
 * toolbar's tokens (inherited from the story's box) show through; a value here wins on this element.
 */
function themeVariables(a: Args): ThemeVariables {
  const set = TOKENS.filter(token => a[argOf(token)] !== undefined && a[argOf(token)] !== emptyOf(token));
  return Object.fromEntries(set.map(token => [token, a[argOf(token)]])) as ThemeVariables;
}

type ArgType = NonNullable<Meta<Args>['argTypes']>[string];

/** A token's control, with what it sets and its default from the list. */
function argTypeOf(token: ThemeToken): ArgType {
  const { number, default: fallback } = specOf(token);
  const listDefault = fallback === undefined ? 'unset' : `\`${fallback}\``;
  const story = `Story control: \`${token}\` in this element's \`themeVariables\``;
  if (number === 'percent') {
    return { control: { type: 'range', min: 0, max: 100 }, description: `${story}, a percentage (0: the toolbar's; the list's default: ${listDefault}).` };
  }
  if (number === 'integer') {
    return { control: { type: 'number', step: 1 }, description: `${story}, an integer (none: the toolbar's; the list's default: ${listDefault}).` };
  }
  return { control: COLOUR_TOKENS.includes(token) ? 'color' : 'text', description: `${story} (empty: the toolbar's; the list's default: ${listDefault}).` };
}

const meta: Meta<Args> = {
  title: 'Components/wui-theme',
  component: 'wui-theme',
  args: Object.fromEntries(TOKENS.map(token => [argOf(token), emptyOf(token)])),
  argTypes: Object.fromEntries(TOKENS.map(token => [argOf(token), argTypeOf(token)])),
  render: (a) => html`<wui-theme theme-mode=${a.themeMode} .themeVariables=${themeVariables(a)}>
    <div style="display: grid; gap: 8px; padding: 16px; width: 328px">
      <wui-list-wallet name="Fox Wallet" image-src=${FIXTURE_ICONS.fox} tag="Installed"></wui-list-wallet>
      <wui-button full-width>Connect Wallet</wui-button>
      <wui-toast message="Address copied"></wui-toast>
    </div>
  </wui-theme>`,
};
export default meta;

type Story = StoryObj<Args>;

/** The toolbar's theme mode and tokens, nothing of its own. */
export const Toolbar: Story = {};
export const Dark: Story = { globals: { themeMode: 'dark' } };
/** The element's own `themeVariables` win over the toolbar's tokens. */
export const Mixed: Story = { args: { colorMix: '#7b3fe4', colorMixStrength: 20 } };
export const Square: Story = { args: { borderRadiusMaster: '0px' } };
