import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { createAppKit, destroyAppKit } from '../src/app-kit.js';
import { mainnet, } from '../src/core/index.js';
import type { ThemeMode } from '../src/core/index.js';
import { optimism, polygon, sepolia } from '../src/networks/index.js';
import '../src/define.js';
import '../src/views/network/w3m-networks-view.js';

interface Args {
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Views/w3m-networks-view',
  component: 'w3m-networks-view',
  render: args => {
    destroyAppKit();
    createAppKit({ projectId: 'storybook-demo', networks: [mainnet, optimism, polygon, sepolia], themeMode: args.themeMode, enableEIP6963: false, enableInjected: false, enableWalletConnect: false });
    return html`<wui-theme theme-mode=${args.themeMode}><w3m-networks-view></w3m-networks-view></wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

/** The configured networks, the current one (Ethereum) marked. */
export const Networks: Story = {};
export const LightTheme: Story = { globals: { themeMode: 'light' } };
