import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { ThemeMode } from '../src/core/index.js';
import '../src/define.js';
import { connectAccount, freshKit } from './story-support.js';

interface Args {
  state: 'network' | 'wrongNetwork';
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Modal/appkit-network-button',
  component: 'appkit-network-button',
  args: { state: 'network' },
  argTypes: { state: { control: 'inline-radio', options: ['network', 'wrongNetwork'], description: 'Story control: connected on a supported network, or on one the app does not support.' } },
  render: args => {
    freshKit(args.themeMode);
    // Polygon (137) is not among the kit's networks: the wallet is on an unsupported network.
    if (args.state === 'wrongNetwork') connectAccount('loaded', { unsupportedChainId: 137 });
    return html`<wui-theme theme-mode=${args.themeMode}><appkit-network-button></appkit-network-button></wui-theme><w3m-modal></w3m-modal>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Network: Story = {};
export const WrongNetwork: Story = { args: { state: 'wrongNetwork' } };
export const LightTheme: Story = { globals: { themeMode: 'light' } };
