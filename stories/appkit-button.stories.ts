import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import {  } from '../src/core/index.js';
import { patchAccount } from '../src/core/connection/writes.js';
import type { ThemeMode } from '../src/core/index.js';
import '../src/define.js';
import { connectAccount, freshKit } from './story-support.js';

interface Args {
  state: 'disconnected' | 'connecting' | 'connected' | 'wrongNetwork';
  themeMode: ThemeMode;
  balance: 'show' | 'hide';
}

// <w3m-button> under AppKit's tag: the page an AppKit user looks for, with the same states. (A JSDoc comment
// here would replace the element's own description from the manifest on the docs page.)
const meta: Meta<Args> = {
  title: 'Modal/appkit-button',
  component: 'appkit-button',
  args: { state: 'disconnected', balance: 'show' },
  argTypes: {
    state: { control: 'select', options: ['disconnected', 'connecting', 'connected', 'wrongNetwork'], description: 'Story control: the connection the stores hold (disconnected, connecting, connected, or on an unsupported network).' },
    balance: { control: 'inline-radio', options: ['show', 'hide'] },
  },
  render: args => {
    freshKit(args.themeMode);
    if (args.state === 'connecting') patchAccount('eip155', { status: 'connecting' });
    if (args.state === 'connected') connectAccount('loaded');
    if (args.state === 'wrongNetwork') connectAccount('loaded', { unsupportedChainId: 137 });
    return html`<wui-theme theme-mode=${args.themeMode}><appkit-button balance=${args.balance}></appkit-button></wui-theme>
      <w3m-modal></w3m-modal>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Disconnected: Story = {};
export const Connecting: Story = { args: { state: 'connecting' } };
export const Connected: Story = { args: { state: 'connected' } };
export const BalanceHidden: Story = { args: { state: 'connected', balance: 'hide' } };
export const WrongNetwork: Story = { args: { state: 'wrongNetwork' } };
