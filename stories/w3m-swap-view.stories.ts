import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { resetRouter } from '../src/core/index.js';
import type { ThemeMode } from '../src/core/index.js';
import { sepolia } from '../src/networks/index.js';
import '../src/define.js';
// The library loads the view when the modal shows it; a story shows it alone.
import '../src/views/swap/w3m-swap-view.js';
import { swapKit } from './swap-support.js';
import type { ProviderMode } from './swap-support.js';

type State = 'empty' | 'quoted' | 'quoting' | 'short' | 'quote-down' | 'tokens-down' | 'unsupported';

interface Args {
  state: State;
  themeMode: ThemeMode;
}

const PROVIDER: Record<State, ProviderMode> = {
  empty: 'up', quoted: 'up', quoting: 'quote-pending', short: 'up', 'quote-down': 'quote-down', 'tokens-down': 'tokens-down', unsupported: 'up',
};
const AMOUNT: Partial<Record<State, string>> = { quoted: '0.5', quoting: '0.5', short: '5', 'quote-down': '0.5' };

const meta: Meta<Args> = {
  title: 'Views/w3m-swap-view',
  component: 'w3m-swap-view',
  args: { state: 'quoted' },
  argTypes: {
    state: {
      control: 'select',
      options: Object.keys(PROVIDER),
      description: 'Story control: no amount yet; a quote in; a quote on its way; more than the balance; the quote service down; the token list down; a network the provider does not swap on.',
    },
  },
  render: args => {
    swapKit(args.themeMode, PROVIDER[args.state], args.state === 'unsupported' ? { networks: [sepolia] } : {});
    // What open({ view: 'Swap', arguments }) would give the view.
    resetRouter('Swap', { toToken: 'SWT', ...(AMOUNT[args.state] ? { amount: AMOUNT[args.state] } : {}) });
    return html`<wui-theme theme-mode=${args.themeMode} style="width: 360px">
      <w3m-swap-view></w3m-swap-view>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Quoted: Story = {};
export const QuotedDark: Story = { globals: { themeMode: 'dark' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Quoting: Story = { args: { state: 'quoting' } };
export const ShortBalance: Story = { args: { state: 'short' } };
export const QuoteServiceDown: Story = { args: { state: 'quote-down' } };
export const TokensDown: Story = { args: { state: 'tokens-down' } };
export const UnsupportedNetwork: Story = { args: { state: 'unsupported' } };
/** The toolbar's locale, pinned: Arabic, right to left (the toolbar's theme applies). */
export const Arabic: Story = { globals: { locale: 'ar' } };
