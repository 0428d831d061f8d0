import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import {
  addConnector,
  mainnet,
  navigate,
  openModal,
  setWalletChain
} from '../src/core/index.js';
import { patchAccount } from '../src/core/connection/writes.js';
import { $connectError } from '../src/core/connection/store.js';
import type { ConnectErrorState, ThemeMode } from '../src/core/index.js';
import { createAppKit, destroyAppKit } from '../src/app-kit.js';
import '../src/define.js';
import { STORY_DIRECTORY, WALLETS, silentConnector } from './story-support.js';
import type { Writable } from '../src/core/types.js';

type State =
  | 'connect'
  | 'empty'
  | 'connecting'
  | 'declined'
  | 'pending'
  | 'failed'
  | 'account'
  | 'loadingBalance'
  | 'unsupported'
  | 'noProjectId';

interface Args {
  state: State;
  themeMode: ThemeMode;
}

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function connectError(kind: ConnectErrorState['kind']): ConnectErrorState {
  const byKind = {
    declined: { code: 4001, message: 'User rejected the request.' },
    pending: { code: -32002, message: 'Request already pending. Please wait.' },
    failed: { code: -32603, message: 'Internal JSON-RPC error: the wallet could not reach its node.' },
  } as const;
  return { kind, connectorId: WALLETS[0]!.id, ...byKind[kind] };
}

/** Puts the stores in `state` through the same actions the app uses. */
function setUp({ state, themeMode }: Args): void {
  destroyAppKit();
  createAppKit({
    networks: [mainnet],
    themeMode,
    enableEIP6963: false,
    enableInjected: false,
    enableWalletConnect: false,
    explorerApiUrl: STORY_DIRECTORY,
    ...(state === 'noProjectId' ? {} : { projectId: 'storybook-demo' }),
  });
  if (state !== 'empty') WALLETS.forEach(info => addConnector(silentConnector(info)));
  const connected = state === 'account' || state === 'loadingBalance' || state === 'unsupported';
  if (connected) {
    patchAccount('eip155', {
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      ...(state === 'loadingBalance' ? { balanceLoading: true } : { balance: '1.2345', balanceSymbol: 'ETH' }),
    });
    if (state === 'unsupported') setWalletChain(137);
  }
  openModal();
  if (['connecting', 'declined', 'pending', 'failed'].includes(state)) {
    navigate('ConnectingExternal', { connectorId: WALLETS[0]!.id });
    if (state === 'connecting') patchAccount('eip155', { status: 'connecting' });
    else ($connectError as Writable<typeof $connectError>).set(connectError(state as ConnectErrorState['kind']));
  }
}

const meta: Meta<Args> = {
  title: 'Modal/w3m-modal',
  component: 'w3m-modal',
  args: { state: 'connect' },
  argTypes: {
    state: {
      control: 'select',
      options: ['connect', 'empty', 'connecting', 'declined', 'pending', 'failed', 'account', 'loadingBalance', 'unsupported', 'noProjectId'],
      description:
        'Story control: the state the stores are put in before the modal opens (the view it shows, a connection error, a connected account, a missing projectId).',
    },
  },
  // Each story opens the modal, whose backdrop covers the page it is on: on the docs page every story is a
  // frame of its own (.storybook/isolated-story.ts). The button stays behind the modal, so a closed modal
  // leaves something to open it again with.
  parameters: { isolated: { height: '620px' } },
  render: args => {
    setUp(args);
    return html`<w3m-button></w3m-button><w3m-modal></w3m-modal>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const ConnectWithWallets: Story = {};
export const EmptyNoBrowserWallet: Story = { args: { state: 'empty' } };
export const Connecting: Story = { args: { state: 'connecting' } };
export const Declined: Story = { args: { state: 'declined' } };
export const RequestPending: Story = { args: { state: 'pending' } };
export const Failed: Story = { args: { state: 'failed' } };
export const AccountConnected: Story = { args: { state: 'account' } };
export const AccountLoadingBalance: Story = { args: { state: 'loadingBalance' } };
export const UnsupportedNetwork: Story = { args: { state: 'unsupported' } };
export const ProjectIdNotConfigured: Story = { args: { state: 'noProjectId' } };
export const LightTheme: Story = { globals: { themeMode: 'light' } };
export const DarkTheme: Story = { globals: { themeMode: 'dark' } };
export const AccountLightTheme: Story = { args: { state: 'account' }, globals: { themeMode: 'light' } };
