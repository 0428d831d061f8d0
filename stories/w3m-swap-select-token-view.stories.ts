import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { resetRouter } from '../src/core/index.js';
import type { ThemeMode } from '../src/core/index.js';
import { openSwap } from '../src/core/swap/index.js';
import '../src/define.js';
// The library loads the view when the modal shows it; a story shows it alone.
import '../src/views/swap/w3m-swap-select-token-view.js';
import { swapKit } from './swap-support.js';

type State = 'pay' | 'receive' | 'loading';

interface Args {
  state: State;
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Views/w3m-swap-select-token-view',
  component: 'w3m-swap-select-token-view',
  args: { state: 'pay' },
  argTypes: {
    state: {
      control: 'select',
      options: ['pay', 'receive', 'loading'],
      description: 'Story control: picking the token to pay (the native coin is the current one), the token to receive, or before the list has come (nothing matches yet).',
    },
  },
  render: args => {
    swapKit(args.themeMode, args.state === 'loading' ? 'tokens-down' : 'up');
    if (args.state !== 'loading') openSwap();
    resetRouter('SwapSelectToken', { target: args.state === 'receive' ? 'to' : 'from' });
    return html`<wui-theme theme-mode=${args.themeMode} style="width: 360px">
      <w3m-swap-select-token-view></w3m-swap-select-token-view>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Pay: Story = {};
export const PayDark: Story = { globals: { themeMode: 'dark' } };
export const Receive: Story = { args: { state: 'receive' } };
export const NoTokens: Story = { args: { state: 'loading' } };
/** The toolbar's locale, pinned: Arabic, right to left (the toolbar's theme applies). */
export const Arabic: Story = { globals: { locale: 'ar' } };
