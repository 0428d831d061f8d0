import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { ThemeMode, Writable } from '../src/core/index.js';
import { navigate } from '../src/core/index.js';
import { $onrampPurchase } from '../src/core/data/index.js';
import type { OnrampPurchase } from '../src/core/data/index.js';
import '../src/define.js';
// The library loads the view when the modal shows it; a story shows it alone.
import '../src/views/onramp/w3m-buy-in-progress-view.js';
import { ADDRESS, connectAccount, freshKit } from './story-support.js';

type State = 'waiting' | 'blocked' | 'done';

interface Args {
  state: State;
  themeMode: ThemeMode;
}

const PAGE = 'https://pay.example/buy?partner=player';
const PURCHASE: OnrampPurchase['purchase'] = {
  id: 'story-purchase',
  metadata: { minedAt: '2026-03-05T12:00:00Z', operationType: 'buy', sentFrom: 'Coinbase', sentTo: ADDRESS, status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS' },
  transfers: [{ direction: 'in', fungible_info: { name: 'Ether', symbol: 'ETH' }, quantity: { numeric: '0.01' } }],
};

const meta: Meta<Args> = {
  title: 'Views/w3m-buy-in-progress-view',
  component: 'w3m-buy-in-progress-view',
  args: { state: 'waiting' },
  argTypes: {
    state: {
      control: 'select',
      options: ['waiting', 'blocked', 'done'],
      description: 'Story control: the provider\'s window is open and the view waits for its report; the browser blocked the window (the link is the way on); the provider reported the purchase.',
    },
  },
  render: args => {
    freshKit(args.themeMode, [], { projectId: undefined });
    connectAccount('loaded');
    navigate('BuyInProgress', { blocked: args.state === 'blocked' });
    // The state a purchase under way leaves (a story asks no provider): written as the flow writes it.
    const purchase: OnrampPurchase = args.state === 'done' ? { status: 'done', url: PAGE, since: 0, purchase: PURCHASE } : { status: 'waiting', url: PAGE, since: 0 };
    ($onrampPurchase as Writable<typeof $onrampPurchase>).set(purchase);
    return html`<wui-theme theme-mode=${args.themeMode} style="width: 360px">
      <w3m-buy-in-progress-view></w3m-buy-in-progress-view>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Waiting: Story = {};
export const WaitingDark: Story = { globals: { themeMode: 'dark' } };
export const Blocked: Story = { args: { state: 'blocked' } };
export const Done: Story = { args: { state: 'done' } };
export const DoneDark: Story = { args: { state: 'done' }, globals: { themeMode: 'dark' } };
/** The toolbar's locale, pinned: Arabic, right to left (the toolbar's theme applies). */
export const Arabic: Story = { args: { state: 'done' }, globals: { locale: 'ar' } };
