import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { ThemeMode } from '../src/core/index.js';
import '../src/define.js';
// The library loads the view when the modal shows it; a story shows it alone.
import '../src/views/send/w3m-wallet-send-select-token-view.js';
import type { DataState } from './account-data-support.js';
import { sendStory } from './send-support.js';

interface Args {
  state: DataState;
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Views/w3m-wallet-send-select-token-view',
  component: 'w3m-wallet-send-select-token-view',
  args: { state: 'loaded' },
  argTypes: {
    state: {
      control: 'select',
      options: ['loaded', 'loading', 'empty', 'error'],
      description: 'Story control: the account\'s tokens as the provider answered (three), still loading, none, or a failed read.',
    },
  },
  render: args => {
    sendStory(args.themeMode, {}, args.state);
    return html`<wui-theme theme-mode=${args.themeMode} style="width: 360px">
      <w3m-wallet-send-select-token-view></w3m-wallet-send-select-token-view>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Loaded: Story = {};
export const LoadedDark: Story = { globals: { themeMode: 'dark' } };
export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const ReadFailed: Story = { args: { state: 'error' } };
/** The toolbar's locale, pinned: Arabic, right to left (the toolbar's theme applies). */
export const Arabic: Story = { globals: { locale: 'ar' } };
