import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { ThemeMode } from '../src/core/index.js';
import '../src/define.js';
import '../src/views/auth/w3m-approve-transaction-view.js';
import { freshKit } from './story-support.js';

interface Args {
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Views/w3m-approve-transaction-view',
  component: 'w3m-approve-transaction-view',
  render: ({ themeMode }) => {
    freshKit(themeMode);
    return html`<wui-theme theme-mode=${themeMode} style="display: block; width: 360px; outline: 1px dashed currentColor">
      <w3m-approve-transaction-view></w3m-approve-transaction-view>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

/**
 * The view reserves the box the secure frame is laid over; the frame's approval UI is the secure site's own
 * page, so a story (with no frame loaded) shows the empty box.
 */
export const Empty: Story = {};
export const EmptyDark: Story = { globals: { themeMode: 'dark' } };
