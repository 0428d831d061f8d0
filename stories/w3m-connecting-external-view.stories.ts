import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { navigate } from '../src/core/index.js';
import { $connectError } from '../src/core/connection/store.js';
import { patchAccount } from '../src/core/connection/writes.js';
import type { ConnectErrorState, ThemeMode } from '../src/core/index.js';
import '../src/define.js';
import { CONNECTING_NO_ANSWER_MS, W3mConnectingExternalView } from '../src/views/connecting/w3m-connecting-external-view.js';
import { WALLETS, freshKit } from './story-support.js';
import type { Writable } from '../src/core/types.js';

type State = 'waiting' | 'noAnswer' | ConnectErrorState['kind'];

interface Args {
  state: State;
  themeMode: ThemeMode;
}

const WALLET = WALLETS[0]!;

const ERRORS = {
  declined: { code: 4001, message: 'User rejected the request.' },
  pending: { code: -32002, message: 'Request already pending. Please wait.' },
  failed: { code: -32603, message: 'Internal JSON-RPC error: the wallet could not reach its node.' },
} as const;

/** The view as the Connect view leaves it after a wallet was picked, then the outcome put in the stores. */
function setUp({ state, themeMode }: Args): void {
  freshKit(themeMode, WALLETS);
  navigate('ConnectingExternal', { connectorId: WALLET.id });
  // The no-answer state appears after CONNECTING_NO_ANSWER_MS; the story shows it at once.
  W3mConnectingExternalView.noAnswerAfterMs = state === 'noAnswer' ? 0 : CONNECTING_NO_ANSWER_MS;
  if (state === 'waiting' || state === 'noAnswer') patchAccount('eip155', { status: 'connecting' });
  else ($connectError as Writable<typeof $connectError>).set({ kind: state, connectorId: WALLET.id, ...ERRORS[state] });
}

const meta: Meta<Args> = {
  title: 'Views/w3m-connecting-external-view',
  component: 'w3m-connecting-external-view',
  args: { state: 'waiting' },
  argTypes: {
    state: { control: 'select', options: ['waiting', 'noAnswer', 'declined', 'pending', 'failed'], description: 'Story control: the browser wallet\'s answer so far: waiting, no answer yet, declined, a request already pending, or failed.' },
  },
  render: args => {
    setUp(args);
    return html`<wui-theme theme-mode=${args.themeMode} style="width: 360px">
      <w3m-connecting-external-view></w3m-connecting-external-view>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Waiting: Story = {};
export const WaitingDark: Story = { globals: { themeMode: 'dark' } };
export const Declined: Story = { args: { state: 'declined' } };
export const DeclinedDark: Story = { args: { state: 'declined' }, globals: { themeMode: 'dark' } };
export const RequestPending: Story = { args: { state: 'pending' } };
export const Failed: Story = { args: { state: 'failed' } };
export const FailedDark: Story = { args: { state: 'failed' }, globals: { themeMode: 'dark' } };
export const NoAnswer: Story = { args: { state: 'noAnswer' } };
export const NoAnswerDark: Story = { args: { state: 'noAnswer' }, globals: { themeMode: 'dark' } };
