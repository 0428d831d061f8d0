import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/components/wui-theme.js';
import '../src/components/wui-button.js';
import '../src/components/wui-list-wallet.js';
import '../src/components/wui-toast.js';
import type { ThemeVariables } from '../styles/tokens.js';
import { FIXTURE_ICONS } from './fixture-icons.js';

interface Args {
  themeMode: 'light' | 'dark';
  accent: string;
  colorMix: string;
  colorMixStrength: number;
  borderRadiusMaster: string;
}

/**
 * `<wui-theme>`'s own `themeVariables` property, set from the controls. An empty control sets nothing, so the
 * toolbar's tokens (inherited from the story's box) show through; a value here wins on this element.
 */
function themeVariables(a: Args): ThemeVariables {
  return {
    ...(a.accent ? { '--w3m-accent': a.accent } : {}),
    ...(a.colorMix ? { '--w3m-color-mix': a.colorMix } : {}),
    ...(a.colorMixStrength ? { '--w3m-color-mix-strength': a.colorMixStrength } : {}),
    ...(a.borderRadiusMaster ? { '--w3m-border-radius-master': a.borderRadiusMaster } : {}),
  };
}

const meta: Meta<Args> = {
  title: 'Components/wui-theme',
  component: 'wui-theme',
  args: { accent: '', colorMix: '', colorMixStrength: 0, borderRadiusMaster: '' },
  argTypes: {
    accent: {
      control: 'color',
      description: "Story control: `--w3m-accent` in this element's `themeVariables` (empty: the toolbar's accent).",
    },
    colorMix: {
      control: 'color',
      description: "Story control: `--w3m-color-mix` in `themeVariables` (empty: the toolbar's).",
    },
    colorMixStrength: {
      control: { type: 'range', min: 0, max: 100 },
      description: 'Story control: `--w3m-color-mix-strength` in `themeVariables`, a percentage (0: the toolbar\'s).',
    },
    borderRadiusMaster: {
      control: 'text',
      description: "Story control: `--w3m-border-radius-master` in `themeVariables`, a CSS length (empty: the toolbar's).",
    },
  },
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
