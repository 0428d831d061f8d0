import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { mainnet } from '../src/core/index.js';
import { patchAccount } from '../src/core/connection/writes.js';
import type { ThemeMode } from '../src/core/index.js';
import { DefaultSIWX } from '../src/core/siwx/index.js';
import { $siwx } from '../src/core/siwx/flow.js';
import type { SiwxState } from '../src/core/siwx/index.js';
import { createAppKit, destroyAppKit } from '../src/app-kit.js';
import '../src/views/siwx/w3m-siwx-sign-message-view.js';
import '../src/components/wui-theme.js';
import { ADDRESS, WALLETS } from './story-support.js';
import type { Writable } from '../src/core/types.js';

type State = 'required' | 'optional' | 'signing' | 'declined' | 'failed' | 'unreachable';

interface Args {
  state: State;
  themeMode: ThemeMode;
}

const APP_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" rx="1" fill="#2f9e44"/><circle cx="2" cy="2" r="1" fill="#fff"/></svg>',
)}`;

const TARGET = { chainId: 'eip155:1', address: ADDRESS } as const;

/** Flow states as the sign-in actions write them; no wallet is asked (nothing is clicked). */
const STATES: Record<State, SiwxState> = {
  required: { status: 'prompt', ...TARGET },
  optional: { status: 'prompt', ...TARGET },
  signing: { status: 'signing', ...TARGET },
  declined: { status: 'prompt', ...TARGET, error: 'declined' },
  failed: { status: 'prompt', ...TARGET, error: 'failed' },
  unreachable: { status: 'prompt', ...TARGET, error: 'unreachable' },
};

function setUp({ state, themeMode }: Args): void {
  destroyAppKit();
  createAppKit({
    projectId: 'storybook-demo',
    networks: [mainnet],
    themeMode,
    enableEIP6963: false,
    enableInjected: false,
    enableWalletConnect: false,
    metadata: { name: 'Tap Quest', description: 'A tapping game', url: 'https://example.com', icons: [APP_ICON] },
    siwx: new DefaultSIWX({ required: state !== 'optional' }),
  });
  const wallet = WALLETS[0]!;
  // Written straight into the store: a connect through the actions would start a real sign-in check.
  patchAccount('eip155', {
    status: 'connected',
    address: ADDRESS,
    caipAddress: `eip155:1:${ADDRESS}`,
    connectedWalletInfo: { name: wallet.name, ...(wallet.imageUrl ? { icon: wallet.imageUrl } : {}), type: wallet.type },
  });
  ($siwx as Writable<typeof $siwx>).set(STATES[state]);
}

const meta: Meta<Args> = {
  title: 'Views/w3m-siwx-sign-message-view',
  component: 'w3m-siwx-sign-message-view',
  args: { state: 'required' },
  argTypes: {
    state: { control: 'select', options: Object.keys(STATES), description: 'Story control: the sign-in request (required or optional, signing, declined, failed, the service unreachable, …).' },
  },
  render: args => {
    setUp(args);
    return html`<wui-theme theme-mode=${args.themeMode} style="width: 360px">
      <w3m-siwx-sign-message-view></w3m-siwx-sign-message-view>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Required: Story = {};
export const RequiredDark: Story = { globals: { themeMode: 'dark' } };
export const Optional: Story = { args: { state: 'optional' } };
export const Signing: Story = { args: { state: 'signing' } };
export const SigningDark: Story = { args: { state: 'signing' }, globals: { themeMode: 'dark' } };
export const Declined: Story = { args: { state: 'declined' } };
export const Failed: Story = { args: { state: 'failed' } };
export const FailedDark: Story = { args: { state: 'failed' }, globals: { themeMode: 'dark' } };
export const Unreachable: Story = { args: { state: 'unreachable' } };
export const UnreachableDark: Story = { args: { state: 'unreachable' }, globals: { themeMode: 'dark' } };
