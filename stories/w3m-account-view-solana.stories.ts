import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { mainnet, setNetworks } from '../src/core/index.js';
import { patchAccount } from '../src/core/connection/writes.js';
import type { AccountState, ThemeMode } from '../src/core/index.js';
import { solana } from '../src/networks/solana.js';
import '../src/define.js';
// The library loads the view when the modal shows it; a story shows it alone.
import '../src/views/account/w3m-account-view.js';
import { freshKit } from './story-support.js';

/** A Solana public key (base58) for the stories; nothing is ever asked of a wallet or an RPC. */
const SOLANA_ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

type State = 'loaded' | 'loading' | 'unavailable';

interface Args {
  state: State;
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Views/w3m-account-view (Solana)',
  component: 'w3m-account-view',
  args: { state: 'loaded' },
  argTypes: {
    state: { control: 'select', options: ['loaded', 'loading', 'unavailable'], description: 'Story control: the Solana account\'s balance: loaded, loading or unavailable.' },
  },
  render: args => {
    freshKit(args.themeMode);
    // The solana namespace active: the view shows the Solana account and its SOL balance.
    setNetworks([mainnet, solana], solana);
    const patch: Partial<AccountState> = { status: 'connected', address: SOLANA_ADDRESS, caipAddress: `${solana.caipNetworkId}:${SOLANA_ADDRESS}` };
    if (args.state === 'loaded') Object.assign(patch, { balance: '2.25', balanceSymbol: 'SOL' });
    if (args.state === 'loading') patch.balanceLoading = true;
    patchAccount('solana', patch);
    return html`<wui-theme theme-mode=${args.themeMode} style="width: 360px">
      <w3m-account-view></w3m-account-view>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const SolanaWithBalance: Story = {};
export const SolanaWithBalanceDark: Story = { globals: { themeMode: 'dark' } };
export const SolanaLoadingBalance: Story = { args: { state: 'loading' } };
export const SolanaBalanceUnavailable: Story = { args: { state: 'unavailable' } };
