import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { ThemeMode } from '../src/core/index.js';
import '../src/define.js';
// The library loads the view when the modal shows it; a story shows it alone.
import '../src/views/send/w3m-wallet-send-preview-view.js';
import type { SendForm } from '../src/core/data/send-flow.js';
import { RECEIVER, sendStory, storyToken } from './send-support.js';

type State = 'ready' | 'estimating' | 'wallet' | 'confirming' | 'declined' | 'reverted';

interface Args {
  state: State;
  themeMode: ThemeMode;
}

/** 21 000 gas at 12 gwei. */
const FEE = { gas: 21_000n, gasPrice: 12_000_000_000n };

const meta: Meta<Args> = {
  title: 'Views/w3m-wallet-send-preview-view',
  component: 'w3m-wallet-send-preview-view',
  args: { state: 'ready' },
  argTypes: {
    state: {
      control: 'select',
      options: ['ready', 'estimating', 'wallet', 'confirming', 'declined', 'reverted'],
      description: 'Story control: the fee estimated; still estimating; waiting for the wallet; waiting for the receipt; declined in the wallet; reverted on-chain.',
    },
  },
  render: args => {
    sendStory(args.themeMode);
    const base: Partial<SendForm> = { token: storyToken('ETH'), amount: '0.5', receiver: RECEIVER, status: 'ready', fee: FEE };
    const forms: Record<State, Partial<SendForm>> = {
      ready: base,
      estimating: { ...base, status: 'estimating', fee: undefined },
      wallet: { ...base, status: 'sending' },
      confirming: { ...base, status: 'confirming' },
      declined: { ...base, error: 'The send was declined in the wallet' },
      reverted: { ...base, error: 'The transaction was reverted' },
    };
    sendStory(args.themeMode, forms[args.state]);
    return html`<wui-theme theme-mode=${args.themeMode} style="width: 360px">
      <w3m-wallet-send-preview-view></w3m-wallet-send-preview-view>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Ready: Story = {};
export const ReadyDark: Story = { globals: { themeMode: 'dark' } };
export const Estimating: Story = { args: { state: 'estimating' } };
export const WaitingForWallet: Story = { args: { state: 'wallet' } };
export const Confirming: Story = { args: { state: 'confirming' } };
export const Declined: Story = { args: { state: 'declined' } };
export const Reverted: Story = { args: { state: 'reverted' } };
/** The toolbar's locale, pinned: Arabic, right to left (the toolbar's theme applies). */
export const Arabic: Story = { globals: { locale: 'ar' } };
