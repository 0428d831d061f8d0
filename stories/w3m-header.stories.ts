import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { msg, navigate } from '../src/core/index.js';
import type { ThemeMode } from '../src/core/index.js';
import '../src/define.js';
import '../src/modal/w3m-header.js';
import { WALLETS, freshKit } from './story-support.js';

interface Args {
  canGoBack: boolean;
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Modal/w3m-header',
  component: 'w3m-header',
  args: { canGoBack: false },
  argTypes: { canGoBack: { description: 'Story control: a view to go back to exists, so the back button shows.' } },
  render: args => {
    freshKit(args.themeMode, WALLETS);
    // The back button appears once the router has somewhere to go back to.
    if (args.canGoBack) navigate('ConnectingExternal', { connectorId: WALLETS[0]!.id });
    const title = args.canGoBack ? WALLETS[0]!.name : msg('view.Connect', 'Connect Wallet');
    return html`<wui-theme theme-mode=${args.themeMode} style="width: 360px">
      <w3m-header><h2 slot="title">${title}</h2></w3m-header>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const TitleOnly: Story = {};
export const TitleOnlyDark: Story = { globals: { themeMode: 'dark' } };
export const WithBackButton: Story = { args: { canGoBack: true } };
export const WithBackButtonDark: Story = { args: { canGoBack: true }, globals: { themeMode: 'dark' } };
