import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { ThemeMode } from '../src/core/index.js';
import '../src/define.js';
// The Account view loads the row when a feature with a view is on; a story shows it alone.
import '../src/views/wallet-actions/w3m-wallet-actions.js';
import { connectAccount, freshKit } from './story-support.js';

type State = 'receive' | 'all-on' | 'none';

interface Args {
  state: State;
  themeMode: ThemeMode;
}

const FEATURES: Record<State, Record<string, boolean>> = {
  receive: { receive: true },
  // Send and Swap have no view yet: Buy and Receive show.
  'all-on': { receive: true, send: true, swaps: true, onramp: true },
  none: {},
};

const meta: Meta<Args> = {
  title: 'Views/w3m-wallet-actions',
  component: 'w3m-wallet-actions',
  args: { state: 'receive' },
  argTypes: {
    state: {
      control: 'select',
      options: ['receive', 'all-on', 'none'],
      description: 'Story control: Receive on; every wallet feature on (only those with a view here show: Buy and Receive); none on (the Account view then leaves the row out).',
    },
  },
  render: args => {
    // The buttons read only the features: without a projectId the data rows those features start ask no provider
    // (storybook's loopback check).
    freshKit(args.themeMode, [], { projectId: undefined, features: FEATURES[args.state] });
    connectAccount('loaded');
    return html`<wui-theme theme-mode=${args.themeMode} style="width: 328px">
      <w3m-wallet-actions></w3m-wallet-actions>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Receive: Story = {};
export const ReceiveDark: Story = { globals: { themeMode: 'dark' } };
export const EveryFeatureOn: Story = { args: { state: 'all-on' } };
export const NoneOn: Story = { args: { state: 'none' } };
