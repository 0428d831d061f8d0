import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { ThemeMode } from '../src/core/index.js';
import '../src/define.js';
// The library loads the view when the modal shows it; a story shows it alone.
import '../src/views/send/w3m-wallet-send-view.js';
import { RECEIVER, sendStory, storyToken } from './send-support.js';

type State = 'empty' | 'token' | 'insufficient' | 'invalid-address' | 'ready' | 'fixed' | 'unsupported';

interface Args {
  state: State;
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Views/w3m-wallet-send-view',
  component: 'w3m-wallet-send-view',
  args: { state: 'empty' },
  argTypes: {
    state: {
      control: 'select',
      options: ['empty', 'token', 'insufficient', 'invalid-address', 'ready', 'fixed', 'unsupported'],
      description:
        'Story control: nothing picked; a token picked; more than the balance; a receiver that is no address; ready to preview; fields fixed by open()\'s arguments; arguments of another namespace (Unsupported chain).',
    },
  },
  render: args => {
    sendStory(args.themeMode);
    const eth = storyToken('ETH');
    const usdc = storyToken('USDC');
    const forms = {
      empty: {},
      token: { token: eth },
      insufficient: { token: eth, amount: '5' },
      'invalid-address': { token: eth, amount: '0.5', receiver: '0x1234' },
      ready: { token: eth, amount: '0.5', receiver: RECEIVER },
      fixed: { token: usdc, amount: '25', receiver: RECEIVER, fixed: { token: true, amount: true, receiver: true } },
      unsupported: { error: 'Unsupported chain', fixed: { token: true, amount: true, receiver: true } },
    };
    sendStory(args.themeMode, forms[args.state]);
    return html`<wui-theme theme-mode=${args.themeMode} style="width: 360px">
      <w3m-wallet-send-view></w3m-wallet-send-view>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Empty: Story = {};
export const EmptyDark: Story = { globals: { themeMode: 'dark' } };
export const TokenPicked: Story = { args: { state: 'token' } };
export const InsufficientFunds: Story = { args: { state: 'insufficient' } };
export const InvalidAddress: Story = { args: { state: 'invalid-address' } };
export const Ready: Story = { args: { state: 'ready' } };
export const ReadyDark: Story = { args: { state: 'ready' }, globals: { themeMode: 'dark' } };
export const FixedByOpen: Story = { args: { state: 'fixed' } };
export const UnsupportedChain: Story = { args: { state: 'unsupported' } };
/** The toolbar's locale, pinned: Arabic, right to left (the toolbar's theme applies). */
export const Arabic: Story = { args: { state: 'ready' }, globals: { locale: 'ar' } };
