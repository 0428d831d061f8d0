import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/components/wui-theme.js';
import '../src/components/wui-button.js';
import '../src/components/wui-list-wallet.js';
import '../src/components/wui-toast.js';

interface Args {
  themeMode: 'light' | 'dark';
  accent: string;
  colorMix: string;
  colorMixStrength: number;
  borderRadiusMaster: string;
}

const meta: Meta<Args> = {
  title: 'Components/wui-theme',
  component: 'wui-theme',
  args: { themeMode: 'light', accent: '#1a5ed6', colorMix: '#7b3fe4', colorMixStrength: 0, borderRadiusMaster: '4px' },
  argTypes: {
    themeMode: { control: 'inline-radio', options: ['light', 'dark'] },
    accent: { control: 'color' },
    colorMix: { control: 'color' },
    colorMixStrength: { control: { type: 'range', min: 0, max: 100 } },
  },
  render: (a) => {
    const vars = {
      '--w3m-accent': a.accent,
      '--w3m-color-mix': a.colorMix,
      '--w3m-color-mix-strength': a.colorMixStrength,
      '--w3m-border-radius-master': a.borderRadiusMaster,
    };
    return html`<wui-theme theme-mode=${a.themeMode} .themeVariables=${vars}>
      <div style="display: grid; gap: 8px; padding: 16px; width: 328px">
        <wui-list-wallet name="MetaMask" tag="Installed"></wui-list-wallet>
        <wui-button full-width>Connect Wallet</wui-button>
        <wui-toast message="Address copied"></wui-toast>
      </div>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Light: Story = {};
export const Dark: Story = { args: { themeMode: 'dark' } };
export const Mixed: Story = { args: { colorMixStrength: 20 } };
export const Square: Story = { args: { borderRadiusMaster: '0px' } };
