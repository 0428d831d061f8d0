import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { ThemeMode } from '../src/core/index.js';
import '../src/components/wui-theme.js';
import '../src/views/account/w3m-account-tokens.js';
import { DATA_STATES, dataKit, setTokens } from './account-data-support.js';
import type { DataState } from './account-data-support.js';

interface Args {
  state: DataState;
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Views/w3m-account-tokens',
  component: 'w3m-account-tokens',
  args: { state: 'loaded' },
  argTypes: { state: { control: 'select', options: [...DATA_STATES], description: 'Story control: what the account data source answered (loaded, loading, empty, failed, …).' } },
  render: args => {
    dataKit(args.themeMode);
    setTokens(args.state);
    return html`<wui-theme theme-mode=${args.themeMode} style="width: 328px; padding: 16px">
      <w3m-account-tokens></w3m-account-tokens>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Loaded: Story = {};
export const LoadedDark: Story = { globals: { themeMode: 'dark' } };
export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Failed: Story = { args: { state: 'error' } };
