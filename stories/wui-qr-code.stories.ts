import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/components/wui-qr-code.js';
import '../src/components/wui-theme.js';
import { FIXTURE_ICON_CONTROL } from './fixture-icons.js';

interface Args {
  data: string;
  imageSrc: string;
  size: number;
  themeMode: 'light' | 'dark';
  colorMix: string;
}

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000300';

const meta: Meta<Args> = {
  title: 'Components/wui-qr-code',
  component: 'wui-qr-code',
  args: { data: URI, imageSrc: 'none', size: 232, colorMix: '' },
  argTypes: {
    colorMix: { description: 'Story control: a `--w3m-color-mix` colour on the story\'s `<wui-theme>` (25%), which tints the tile; empty: the toolbar\'s.' },
    imageSrc: FIXTURE_ICON_CONTROL,
    size: { control: { type: 'range', min: 120, max: 320, step: 8 } },
  },
  render: (a) => html`<wui-theme
    theme-mode=${a.themeMode}
    style="padding: 16px; ${a.colorMix ? `--w3m-color-mix: ${a.colorMix}; --w3m-color-mix-strength: 25%` : ''}"
  >
    <wui-qr-code .data=${a.data} .imageSrc=${a.imageSrc} .size=${a.size}></wui-qr-code>
  </wui-theme>`,
};
export default meta;

type Story = StoryObj<Args>;

export const PairingUri: Story = {};
export const WithWalletLogo: Story = { args: { imageSrc: 'wallet' } };
export const Dark: Story = { globals: { themeMode: 'dark' } };
/** `--w3m-color-mix` tints the tile like every other surface. */
export const ColorMix: Story = { args: { colorMix: '#7b3fe4' } };
/** Remote logos are never loaded: the code is drawn without one. */
export const RemoteLogoRejected: Story = { args: { imageSrc: 'remoteUrl' } };
export const Empty: Story = { args: { data: '' } };
export const TooLong: Story = { args: { data: 'x'.repeat(5000) } };
