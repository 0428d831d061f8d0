import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { createAppKit, destroyAppKit } from '../src/app-kit.js';
import { mainnet, } from '../src/core/index.js';
import type { CaipNetwork, ThemeMode } from '../src/core/index.js';
import { switchWalletChain } from '../src/core/modal/network-switch.js';
import type { NetworkSwitchStatus } from '../src/core/modal/index.js';
import '../src/define.js';
import '../src/views/network/w3m-unsupported-chain-view.js';
import { WALLETS, connectAccount, silentConnector } from './story-support.js';

interface Args {
  state: NetworkSwitchStatus;
  themeMode: ThemeMode;
}

const sepolia: CaipNetwork = {
  id: 11155111,
  caipNetworkId: 'eip155:11155111',
  chainNamespace: 'eip155',
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/sepolia'] } },
  testnet: true,
};

const meta: Meta<Args> = {
  title: 'Views/w3m-unsupported-chain-view',
  component: 'w3m-unsupported-chain-view',
  args: { state: 'idle' },
  argTypes: {
    state: { control: 'select', options: ['idle', 'switching', 'declined', 'notApproved', 'failed'], description: 'Story control: idle, a switch under way, declined by the wallet, a network the wallet does not know, or failed.' },
  },
  render: args => {
    destroyAppKit();
    createAppKit({ projectId: 'storybook-demo', networks: [mainnet, sepolia], themeMode: args.themeMode, enableEIP6963: false, enableInjected: false, enableWalletConnect: false });
    // Polygon (137) is not among the kit's networks: the wallet is on an unsupported network.
    connectAccount('loaded', { unsupportedChainId: 137 });
    // The wallet's answer to "switch to Sepolia" for each state, through the real switching action.
    const answers: Record<NetworkSwitchStatus, () => Promise<void> | undefined> = {
      idle: () => undefined,
      switching: () => new Promise<void>(() => {}),
      declined: () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
      notApproved: () => Promise.reject(Object.assign(new Error('Not part of this session'), { code: 5100 })),
      failed: () => Promise.reject(Object.assign(new Error('Internal JSON-RPC error'), { code: -32603 })),
    };
    const answer = answers[args.state]();
    if (answer) void switchWalletChain({ ...silentConnector(WALLETS[0]!), switchChain: () => answer }, sepolia).catch(() => undefined);
    return html`<wui-theme theme-mode=${args.themeMode} style="width: 360px">
      <w3m-unsupported-chain-view></w3m-unsupported-chain-view>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const WrongNetwork: Story = {};
export const WrongNetworkDark: Story = { globals: { themeMode: 'dark' } };
export const Switching: Story = { args: { state: 'switching' } };
export const Declined: Story = { args: { state: 'declined' } };
export const NotInSession: Story = { args: { state: 'notApproved' } };
export const Failed: Story = { args: { state: 'failed' } };
export const FailedDark: Story = { args: { state: 'failed' }, globals: { themeMode: 'dark' } };
