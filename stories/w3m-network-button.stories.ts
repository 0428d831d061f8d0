import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { ThemeMode } from '../src/core/index.js';
import '../src/define.js';
import { connectAccount, freshKit } from './story-support.js';

interface Args {
  state: 'network' | 'wrongNetwork';
  themeMode: ThemeMode;
}

// AppKit's older tag for `<appkit-network-button>`.
// (Not a JSDoc comment: Storybook would show that on the docs page instead of the element's own description.)
const meta: Meta<Args> = {
  title: 'Modal/w3m-network-button',
  component: 'w3m-network-button',
  args: { state: 'network' },
  argTypes: { state: { control: 'inline-radio', options: ['network', 'wrongNetwork'], description: 'Story control: connected on a supported network, or on one the app does not support.' } },
  render: args => {
    freshKit(args.themeMode);
    // Polygon (137) is not among the kit's networks: the wallet is on an unsupported network.
    if (args.state === 'wrongNetwork') connectAccount('loaded', { unsupportedChainId: 137 });
    return html`<wui-theme theme-mode=${args.themeMode}><w3m-network-button></w3m-network-button></wui-theme><w3m-modal></w3m-modal>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Network: Story = {};
export const WrongNetwork: Story = { args: { state: 'wrongNetwork' } };
