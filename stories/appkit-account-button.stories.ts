import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import type { ThemeMode } from '../src/core/index.js';
import '../src/define.js';
import { connectAccount, freshKit } from './story-support.js';
import type { BalanceState } from './story-support.js';

interface Args {
  state: BalanceState | 'disconnected' | 'wrongNetwork';
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Modal/appkit-account-button',
  component: 'appkit-account-button',
  args: { state: 'loaded' },
  argTypes: { state: { control: 'select', options: ['loaded', 'loading', 'unavailable', 'disconnected', 'wrongNetwork'], description: 'Story control: the account the stores hold (balance loaded, loading or unavailable; disconnected; on a network the app does not support).' } },
  render: args => {
    freshKit(args.themeMode);
    if (args.state === 'wrongNetwork') connectAccount('loaded', { unsupportedChainId: 137 });
    else if (args.state !== 'disconnected') connectAccount(args.state);
    // Disconnected, the button draws nothing: the story says so, so its canvas is not a blank that looks broken.
    const note = args.state === 'disconnected' ? html`<p>No wallet is connected: the account button draws nothing, as in AppKit.</p>` : nothing;
    return html`<wui-theme theme-mode=${args.themeMode}><appkit-account-button></appkit-account-button>${note}</wui-theme><w3m-modal></w3m-modal>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Connected: Story = {};
export const LoadingBalance: Story = { args: { state: 'loading' } };
/** Nothing is drawn while no wallet is connected, as in AppKit. */
export const Disconnected: Story = { args: { state: 'disconnected' } };
export const WrongNetwork: Story = { args: { state: 'wrongNetwork' } };
