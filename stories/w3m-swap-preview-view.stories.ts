import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { resetRouter } from '../src/core/index.js';
import type { ThemeMode } from '../src/core/index.js';
import { openSwap } from '../src/core/swap/index.js';
import '../src/define.js';
// The library loads the view when the modal shows it; a story shows it alone.
import '../src/views/swap/w3m-swap-preview-view.js';
import { swapKit } from './swap-support.js';
import type { ProviderMode } from './swap-support.js';

type State = 'ready' | 'preparing' | 'needs-approval' | 'build-down';

interface Args {
  state: State;
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Views/w3m-swap-preview-view',
  component: 'w3m-swap-preview-view',
  args: { state: 'ready' },
  argTypes: {
    state: {
      control: 'select',
      options: ['ready', 'preparing', 'needs-approval', 'build-down'],
      description: 'Story control: ETH to SWT, ready to swap; the same while the provider builds the transaction; SWT to ETH with no allowance yet (the approval first); the provider failing to build the transaction.',
    },
  },
  render: args => {
    const provider: Record<State, ProviderMode> = { ready: 'up', preparing: 'build-pending', 'needs-approval': 'up', 'build-down': 'build-down' };
    swapKit(args.themeMode, provider[args.state]);
    openSwap(args.state === 'needs-approval' ? { fromToken: 'SWT', toToken: 'ETH', amount: '100' } : { fromToken: 'ETH', toToken: 'SWT', amount: '0.5' });
    resetRouter('SwapPreview');
    return html`<wui-theme theme-mode=${args.themeMode} style="width: 360px">
      <w3m-swap-preview-view></w3m-swap-preview-view>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Ready: Story = {};
export const ReadyDark: Story = { globals: { themeMode: 'dark' } };
export const Preparing: Story = { args: { state: 'preparing' } };
export const NeedsApproval: Story = { args: { state: 'needs-approval' } };
export const BuildFailed: Story = { args: { state: 'build-down' } };
/** The toolbar's locale, pinned: Arabic, right to left (the toolbar's theme applies). */
export const Arabic: Story = { globals: { locale: 'ar' } };
