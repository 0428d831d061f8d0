import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { mainnet, setPlatform } from '../src/core/index.js';
import type { ThemeMode } from '../src/core/index.js';
import { $walletConnect } from '../src/core/walletconnect/store.js';
import type { WalletConnectState } from '../src/core/walletconnect/index.js';
import { createAppKit, destroyAppKit } from '../src/app-kit.js';
import '../src/views/walletconnect/w3m-connecting-wc-basic-view.js';
import '../src/components/wui-theme.js';
import { FIXTURE_ICONS } from './fixture-icons.js';
import { STORY_DIRECTORY } from './story-support.js';
import type { Writable } from '../src/core/types.js';

type State = 'loading' | 'ready' | 'readyWithLogo' | 'declined' | 'relay' | 'failed';

interface Args {
  state: State;
  mobile: boolean;
  themeMode: ThemeMode;
}

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303';
const LOGO = FIXTURE_ICONS.wallet;
const DEMO = { id: 'demo-phone-wallet', name: 'Demo Phone Wallet', link: 'demowallet://', imageUrl: LOGO };

/** Store states as the WalletConnect actions write them; no relay is contacted (no attempt is started). */
const STATES: Record<State, WalletConnectState> = {
  loading: { status: 'loading' },
  ready: { status: 'ready', uri: URI },
  readyWithLogo: { status: 'ready', uri: URI, wallet: DEMO },
  declined: { status: 'error', error: { kind: 'declined', message: 'User rejected.' } },
  relay: { status: 'error', error: { kind: 'relay', message: 'The connection to the relay was lost' } },
  failed: { status: 'error', error: { kind: 'failed', message: 'Unsupported chains: the wallet approved no EVM account.' } },
};

function setUp({ state, mobile, themeMode }: Args): void {
  destroyAppKit();
  createAppKit({
    projectId: 'storybook-demo',
    // With a projectId, a directory: the one Storybook serves (story-support.ts), never the public one.
    explorerApiUrl: STORY_DIRECTORY,
    networks: [mainnet],
    themeMode,
    enableEIP6963: false,
    enableInjected: false,
    // The states are set on the store: no connector, so the view never starts a pairing of its own.
    enableWalletConnect: false,
    customWallets: [{ id: DEMO.id, name: DEMO.name, mobile_link: DEMO.link, image_url: LOGO }],
  });
  setPlatform({ mobile });
  ($walletConnect as Writable<typeof $walletConnect>).set(STATES[state]);
}

const meta: Meta<Args> = {
  title: 'Views/w3m-connecting-wc-basic-view',
  component: 'w3m-connecting-wc-basic-view',
  args: { state: 'ready', mobile: false },
  argTypes: {
    mobile: { description: 'Story control: a phone (deep link to the wallet app) rather than a desktop (QR code).' },
    state: { control: 'select', options: Object.keys(STATES), description: 'Story control: the WalletConnect attempt as its store holds it: loading, a QR code (with or without a wallet logo), declined, relay lost, failed.' },
  },
  render: (args) => {
    setUp(args);
    return html`<wui-theme theme-mode=${args.themeMode} style="display: block; width: 360px; padding-top: 8px">
      <w3m-connecting-wc-basic-view></w3m-connecting-wc-basic-view>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Loading: Story = { args: { state: 'loading' } };
export const QrCode: Story = {};
export const QrCodeWithWalletLogo: Story = { args: { state: 'readyWithLogo' } };
export const Declined: Story = { args: { state: 'declined' } };
export const RelayUnreachable: Story = { args: { state: 'relay' } };
export const Failed: Story = { args: { state: 'failed' } };
export const Dark: Story = { globals: { themeMode: 'dark' } };
/**
 * On a phone: the known phone wallets, each a deep link carrying the pairing URI. The library has no picture of
 * the well-known ones it lists (MetaMask, Trust Wallet, Rainbow): they show the fallback.
 */
export const PhoneWallets: Story = { tags: ['picture-fallback'], args: { mobile: true } };
export const PhoneWalletsWaitingForUri: Story = { tags: ['picture-fallback'], args: { mobile: true, state: 'loading' } };
