import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { $activeConnectorId } from '../src/core/connection/store.js';
import type { ThemeMode } from '../src/core/index.js';
import { $nameFlow } from '../src/core/auth/store.js';
import '../src/define.js';
import '../src/views/auth/w3m-register-account-name-view.js';
import { connectAccount, freshKit } from './story-support.js';
import type { Writable } from '../src/core/types.js';

type State = 'form' | 'registering' | 'failed' | 'notEmbedded';

interface Args {
  state: State;
  themeMode: ThemeMode;
}

function setUp({ state, themeMode }: Args): void {
  freshKit(themeMode);
  if (state === 'notEmbedded') return;
  // An embedded-wallet account, put in the stores directly: the story never loads the secure frame. The account
  // comes before the connector id: the balance reaction reads (from the provider's RPC host, off this machine)
  // when the account changes while a connector is active, and a story has no wallet to read from.
  connectAccount('loaded');
  ($activeConnectorId as Writable<typeof $activeConnectorId>).set('ID_AUTH');
  if (state === 'registering') ($nameFlow as Writable<typeof $nameFlow>).set({ status: 'registering', error: undefined });
  if (state === 'failed') ($nameFlow as Writable<typeof $nameFlow>).set({ status: 'failed', error: 'Name is already registered' });
}

const meta: Meta<Args> = {
  title: 'Views/w3m-register-account-name-view',
  component: 'w3m-register-account-name-view',
  args: { state: 'form' },
  argTypes: { state: { control: 'select', options: ['form', 'registering', 'failed', 'notEmbedded'], description: 'Story control: the form, a registration under way, a failed one, or no embedded wallet to register with.' } },
  render: args => {
    setUp(args);
    return html`<wui-theme theme-mode=${args.themeMode} style="display: block; width: 360px">
      <w3m-register-account-name-view></w3m-register-account-name-view>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Form: Story = {};
export const FormDark: Story = { globals: { themeMode: 'dark' } };
export const Registering: Story = { args: { state: 'registering' } };
export const Failed: Story = { args: { state: 'failed' } };
export const NotAnEmbeddedWallet: Story = { args: { state: 'notEmbedded' } };
