import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { ThemeMode } from '../src/core/index.js';
import '../src/define.js';
import '../src/components/wui-list-wallet.js';
import '../src/views/auth/w3m-continue-with-wallet.js';
import { freshKit } from './story-support.js';

interface Args {
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Views/w3m-continue-with-wallet',
  component: 'w3m-continue-with-wallet',
  render: ({ themeMode }) => {
    freshKit(themeMode);
    return html`<wui-theme theme-mode=${themeMode} style="display: block; width: 360px; padding: 16px">
      <w3m-continue-with-wallet></w3m-continue-with-wallet>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Light: Story = {};
export const Dark: Story = { globals: { themeMode: 'dark' } };
