import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { openModal } from '../src/core/index.js';
import type { ThemeMode } from '../src/core/index.js';
import '../src/define.js';
import '../src/modal/w3m-router.js';
import { WALLETS, connectAccount, freshKit } from './story-support.js';

interface Args {
  view: 'Connect' | 'Account';
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Modal/w3m-router',
  component: 'w3m-router',
  args: { view: 'Connect' },
  argTypes: {
    view: { control: 'inline-radio', options: ['Connect', 'Account'], description: 'Story control: the view the router store is on.' },
  },
  render: args => {
    freshKit(args.themeMode, WALLETS);
    if (args.view === 'Account') connectAccount('loaded');
    // The opening rules pick the view (Account when connected), as they do for the real modal.
    openModal();
    return html`<wui-theme theme-mode=${args.themeMode} style="width: 360px">
      <w3m-router></w3m-router>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const ShowingConnect: Story = {};
export const ShowingConnectDark: Story = { globals: { themeMode: 'dark' } };
export const ShowingAccount: Story = { args: { view: 'Account' } };
export const ShowingAccountDark: Story = { args: { view: 'Account' }, globals: { themeMode: 'dark' } };
