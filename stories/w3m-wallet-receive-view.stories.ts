import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { mainnet } from '../src/core/index.js';
import type { ThemeMode } from '../src/core/index.js';
import { patchAccount } from '../src/core/connection/writes.js';
import { arbitrum, base, optimism, polygon } from '../src/networks/index.js';
import '../src/define.js';
// The library loads the view when the modal shows it; a story shows it alone.
import '../src/views/receive/w3m-wallet-receive-view.js';
import { connectAccount, freshKit } from './story-support.js';

type State = 'one-network' | 'several-networks' | 'named' | 'smart-account' | 'disconnected';

interface Args {
  state: State;
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Views/w3m-wallet-receive-view',
  component: 'w3m-wallet-receive-view',
  args: { state: 'one-network' },
  argTypes: {
    state: {
      control: 'select',
      options: ['one-network', 'several-networks', 'named', 'smart-account', 'disconnected'],
      description: 'Story control: an app on one network or on five, an account with a registered name, a smart account (good on the active network only), or no account any more (the wallet disconnected on its own).',
    },
  },
  render: args => {
    const several = args.state !== 'one-network' && args.state !== 'disconnected';
    // The view needs only the account: `features.receive` would also start the account's data rows, and with
    // them requests to the provider that a story must never make.
    freshKit(args.themeMode, [], { networks: several ? [mainnet, base, optimism, arbitrum, polygon] : [mainnet] });
    if (args.state !== 'disconnected') connectAccount('loaded');
    if (args.state === 'named') patchAccount('eip155', { profileName: 'player.reown.id' });
    if (args.state === 'smart-account') patchAccount('eip155', { preferredAccountTypes: { eip155: 'smartAccount' } });
    return html`<wui-theme theme-mode=${args.themeMode} style="width: 360px">
      <w3m-wallet-receive-view></w3m-wallet-receive-view>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const OneNetwork: Story = {};
export const OneNetworkDark: Story = { globals: { themeMode: 'dark' } };
export const SeveralNetworks: Story = { args: { state: 'several-networks' } };
export const SeveralNetworksDark: Story = { args: { state: 'several-networks' }, globals: { themeMode: 'dark' } };
export const WithName: Story = { args: { state: 'named' } };
export const SmartAccount: Story = { args: { state: 'smart-account' } };
export const Disconnected: Story = { args: { state: 'disconnected' } };
/** The toolbar's locale, pinned: Arabic, right to left (the toolbar's theme applies). */
export const Arabic: Story = { args: { state: 'several-networks' }, globals: { locale: 'ar' } };
