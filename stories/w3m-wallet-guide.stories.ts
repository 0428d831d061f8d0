import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { ThemeMode } from '../src/core/index.js';
import '../src/define.js';
import '../src/views/auth/w3m-wallet-guide.js';
import { freshKit } from './story-support.js';

interface Args {
  guide: 'get-started' | 'explore';
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Views/w3m-wallet-guide',
  component: 'w3m-wallet-guide',
  args: { guide: 'get-started' },
  argTypes: { guide: { control: 'select', options: ['get-started', 'explore'], description: 'Which guide: under the whole Connect view, or under its sign-in part.' } },
  render: ({ guide, themeMode }) => {
    freshKit(themeMode);
    return html`<wui-theme theme-mode=${themeMode} style="display: block; width: 360px; padding: 16px">
      <w3m-wallet-guide guide=${guide}></w3m-wallet-guide>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const GetStarted: Story = {};
export const GetStartedDark: Story = { globals: { themeMode: 'dark' } };
export const Explore: Story = { args: { guide: 'explore' } };
export const ExploreDark: Story = { args: { guide: 'explore' }, globals: { themeMode: 'dark' } };
