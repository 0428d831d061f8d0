import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { $options } from '../src/core/index.js';
import type { ThemeMode } from '../src/core/index.js';
import '../src/define.js';
// The Account view loads the row when a feature with a view is on; a story shows it alone.
import '../src/views/wallet-actions/w3m-wallet-actions.js';
import { connectAccount, freshKit } from './story-support.js';

type State = 'receive' | 'all-on';

interface Args {
  state: State;
  themeMode: ThemeMode;
}

const FEATURES: Record<State, Record<string, boolean>> = {
  receive: { receive: true },
  // Every feature has its view: Buy, Swap, Receive and Send show, in AppKit's order.
  'all-on': { receive: true, send: true, swaps: true, onramp: true },
};

const meta: Meta<Args> = {
  title: 'Views/w3m-wallet-actions',
  component: 'w3m-wallet-actions',
  args: { state: 'receive' },
  argTypes: {
    state: {
      control: 'select',
      options: ['receive', 'all-on'],
      description: 'Story control: Receive on; every wallet feature on (only those with a view here show). With none on, the Account view leaves the row out.',
    },
  },
  render: args => {
    freshKit(args.themeMode);
    // The features in the options the row reads, not in the kit: a kit with them on would start the account's data
    // rows, which fetch for the connected account (the row shows none of it).
    const options = $options.get()!;
    $options.set({ ...options, features: { ...options.features, ...FEATURES[args.state] } });
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
export const EveryFeatureOnDark: Story = { args: { state: 'all-on' }, globals: { themeMode: 'dark' } };
/** The toolbar's locale, pinned: Arabic, right to left (the toolbar's theme applies). */
export const Arabic: Story = { args: { state: 'all-on' }, globals: { locale: 'ar' } };
