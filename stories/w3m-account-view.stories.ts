import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { $activeConnectorId } from '../src/core/connection/store.js';
import type { ThemeMode } from '../src/core/index.js';
import '../src/define.js';
// The library loads the view when the modal shows it; a story shows it alone.
import '../src/views/account/w3m-account-view.js';
import { connectAccount, freshKit } from './story-support.js';
import type { BalanceState } from './story-support.js';
import type { Writable } from '../src/core/types.js';

type State = BalanceState | 'unsupported' | 'embedded';

interface Args {
  state: State;
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Views/w3m-account-view',
  component: 'w3m-account-view',
  args: { state: 'loaded' },
  argTypes: {
    state: { control: 'select', options: ['loaded', 'loading', 'unavailable', 'unsupported', 'embedded'], description: 'Story control: the balance loaded, loading or unavailable, the wallet on an unsupported network, or an embedded-wallet account without a name (its Choose Name row).' },
  },
  render: args => {
    freshKit(args.themeMode);
    // Polygon (137) is not among the kit's networks, so the wallet counts as on an unsupported network.
    if (args.state === 'unsupported') connectAccount('loaded', { unsupportedChainId: 137 });
    else connectAccount(args.state === 'embedded' ? 'loaded' : args.state);
    // The embedded wallet's account, put in the stores directly: the story never loads the secure frame.
    if (args.state === 'embedded') ($activeConnectorId as Writable<typeof $activeConnectorId>).set('ID_AUTH');
    return html`<wui-theme theme-mode=${args.themeMode} style="width: 360px">
      <w3m-account-view></w3m-account-view>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const ConnectedWithBalance: Story = {};
export const ConnectedWithBalanceDark: Story = { globals: { themeMode: 'dark' } };
export const LoadingBalance: Story = { args: { state: 'loading' } };
export const BalanceUnavailable: Story = { args: { state: 'unavailable' } };
export const UnsupportedNetwork: Story = { args: { state: 'unsupported' } };
export const EmbeddedWalletWithoutName: Story = { args: { state: 'embedded' } };
export const UnsupportedNetworkDark: Story = { args: { state: 'unsupported' }, globals: { themeMode: 'dark' } };
