import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { navigate } from '../src/core/index.js';
import type { ThemeMode } from '../src/core/index.js';
import '../src/define.js';
import '../src/views/auth/w3m-register-account-name-success-view.js';
import { freshKit } from './story-support.js';

interface Args {
  name: string;
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Views/w3m-register-account-name-success-view',
  component: 'w3m-register-account-name-success-view',
  args: { name: 'player-one.reown.id' },
  argTypes: { name: { description: 'Story control: the name just registered, passed to the view as its route parameter.' } },
  render: ({ name, themeMode }) => {
    freshKit(themeMode);
    navigate('RegisterAccountNameSuccess', { name });
    return html`<wui-theme theme-mode=${themeMode} style="display: block; width: 360px">
      <w3m-register-account-name-success-view></w3m-register-account-name-success-view>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Registered: Story = {};
export const RegisteredDark: Story = { globals: { themeMode: 'dark' } };
export const LongName: Story = { args: { name: 'a-very-long-player-name-that-wraps-2026.reown.id' } };
