import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { mainnet, setWalletChain } from '../src/core/index.js';
import { patchAccount } from '../src/core/connection/writes.js';
import type { ThemeMode } from '../src/core/index.js';
import { createAppKit, destroyAppKit } from '../src/app-kit.js';
import '../src/define.js';
import { STORY_DIRECTORY } from './story-support.js';

type State = 'disconnected' | 'connecting' | 'connected' | 'loadingBalance' | 'unreadBalance' | 'wrongNetwork';

interface Args {
  state: State;
  themeMode: ThemeMode;
  tag: 'w3m-button' | 'appkit-button';
}

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** Stores set through the app's own actions; nothing reaches a wallet or the network. */
function setUp({ state, themeMode }: Args): void {
  destroyAppKit();
  createAppKit({ projectId: 'storybook-demo', networks: [mainnet], themeMode, enableEIP6963: false, enableInjected: false, enableWalletConnect: false, explorerApiUrl: STORY_DIRECTORY });

  if (state === 'connecting') patchAccount('eip155', { status: 'connecting' });
  if (state === 'connected' || state === 'loadingBalance' || state === 'unreadBalance' || state === 'wrongNetwork') {
    // A read that failed (offline) leaves no balance, with the network's symbol.
    const balance =
      state === 'loadingBalance' ? { balanceLoading: true }
      : state === 'unreadBalance' ? { balance: undefined, balanceSymbol: 'ETH', balanceLoading: false }
      : { balance: '1.2345', balanceSymbol: 'ETH' };
    patchAccount('eip155', { status: 'connected', address: ADDRESS, caipAddress: `eip155:1:${ADDRESS}`, ...balance });
  }
  if (state === 'wrongNetwork') setWalletChain(137);
}

const meta: Meta<Args> = {
  title: 'Modal/w3m-button',
  component: 'w3m-button',
  args: { state: 'disconnected', tag: 'w3m-button' },
  argTypes: {
    state: { control: 'select', options: ['disconnected', 'connecting', 'connected', 'loadingBalance', 'unreadBalance', 'wrongNetwork'], description: 'Story control: the connection the stores hold (disconnected, connecting, connected, balance loading, a balance that could not be read, unsupported network).' },
    tag: { control: 'inline-radio', options: ['w3m-button', 'appkit-button'], description: 'Story control: render `<w3m-button>` or its AppKit name `<appkit-button>` (the same element).' },
  },
  render: args => {
    setUp(args);
    const button = args.tag === 'appkit-button' ? html`<appkit-button></appkit-button>` : html`<w3m-button></w3m-button>`;
    return html`<wui-theme theme-mode=${args.themeMode} style="padding: 24px">${button}</wui-theme><w3m-modal></w3m-modal>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Disconnected: Story = {};
export const Connecting: Story = { args: { state: 'connecting' } };
export const Connected: Story = { args: { state: 'connected' } };
export const ConnectedLoadingBalance: Story = { args: { state: 'loadingBalance' } };
export const ConnectedUnreadBalance: Story = { args: { state: 'unreadBalance' } };
export const WrongNetwork: Story = { args: { state: 'wrongNetwork' } };
export const AppKitButtonAlias: Story = { args: { tag: 'appkit-button', state: 'connected' } };
export const LightTheme: Story = { globals: { themeMode: 'light' } };
export const ConnectedLightTheme: Story = { args: { state: 'connected' }, globals: { themeMode: 'light' } };
