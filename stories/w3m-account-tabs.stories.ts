import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { ThemeMode } from '../src/core/index.js';
import '../src/components/wui-theme.js';
import '../src/views/account/w3m-account-tabs.js';
import type { AccountTab } from '../src/views/account/w3m-account-tabs.js';
import { DATA_STATES, dataKit, setActivity, setTokens } from './account-data-support.js';
import type { DataState } from './account-data-support.js';

interface Args {
  tab: AccountTab;
  state: DataState;
  history: boolean;
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Views/w3m-account-tabs',
  component: 'w3m-account-tabs',
  args: { tab: 'tokens', state: 'loaded', history: true },
  argTypes: {
    tab: { control: 'inline-radio', options: ['tokens', 'nfts', 'activity'] },
    state: { control: 'select', options: [...DATA_STATES], description: 'Story control: what the account data source answered (loaded, loading, empty, failed, …).' },
    history: { control: 'boolean', description: 'Story control: the `history` feature on or off (off: no Activity tab).' },
  },
  render: args => {
    dataKit(args.themeMode, args.history);
    setTokens(args.state);
    setActivity(args.state);
    return html`<wui-theme theme-mode=${args.themeMode} style="width: 328px; padding: 16px">
      <w3m-account-tabs .tab=${args.tab}></w3m-account-tabs>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Tokens: Story = {};
export const TokensDark: Story = { globals: { themeMode: 'dark' } };
export const TokensOnlyWithoutHistory: Story = { args: { history: false } };
export const Nfts: Story = { args: { tab: 'nfts' } };
export const Activity: Story = { args: { tab: 'activity' } };
export const ActivityDark: Story = { args: { tab: 'activity' }, globals: { themeMode: 'dark' } };
export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { tab: 'activity', state: 'empty' } };
export const Failed: Story = { args: { tab: 'activity', state: 'error' } };
