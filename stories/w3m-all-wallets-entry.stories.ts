import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { mainnet, STORAGE_KEYS, writeStored } from '../src/core/index.js';
import type { ThemeMode } from '../src/core/index.js';
import { createAppKit, destroyAppKit } from '../src/app-kit.js';
import { loadExplorerWallets } from '../src/core/wallets/index.js';
import '../src/define.js';
import '../src/views/wallets/w3m-all-wallets-entry.js';
import { STORY_DIRECTORY } from './story-support.js';

type State = 'count' | 'recentPhoneWallet' | 'recommended';

interface Args {
  state: State;
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Views/w3m-all-wallets-entry',
  component: 'w3m-all-wallets-entry',
  args: { state: 'count' },
  argTypes: { state: { control: 'select', options: ['count', 'recentPhoneWallet', 'recommended'], description: 'Story control: the entry\'s group: every wallet (with the count), a phone wallet used before (Recent), or the recommended ones.' } },
  render: args => {
    destroyAppKit();
    localStorage.removeItem('w3m:recentWallets');
    // Rainbow's explorer id: a phone wallet connected before (WalletConnect must be on to offer it again).
    if (args.state === 'recentPhoneWallet') writeStored(STORAGE_KEYS.recentWallets, ['1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369']);
    // The directory Storybook serves (story-support.ts) gives the wallets their pictures; the relay is never reached.
    createAppKit({ projectId: 'storybook-demo', explorerApiUrl: STORY_DIRECTORY, networks: [mainnet], themeMode: args.themeMode, enableEIP6963: false, enableInjected: false, enableWalletConnect: args.state !== 'count', relayUrl: 'ws://127.0.0.1:9' });
    // The Connect view asks the directory as it opens; the entry alone stands for it here.
    void loadExplorerWallets();
    return html`<wui-theme theme-mode=${args.themeMode} style="display:block;width:328px;padding:16px">
      <w3m-all-wallets-entry .group=${args.state === 'recentPhoneWallet' ? 'recent' : args.state === 'recommended' ? 'recommended' : 'all'}></w3m-all-wallets-entry>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

/** "All Wallets" with the number of wallets the list holds. */
export const Count: Story = {};
export const CountDark: Story = { globals: { themeMode: 'dark' } };
/** The recent group: a phone wallet used before, with its "Recent" tag. */
export const RecentPhoneWallet: Story = { args: { state: 'recentPhoneWallet' } };
/** The recommended group: the registry's first phone wallets, offered when WalletConnect is on. */
export const Recommended: Story = { args: { state: 'recommended' } };
