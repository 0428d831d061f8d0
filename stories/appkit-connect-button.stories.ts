import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import {  } from '../src/core/index.js';
import { patchAccount } from '../src/core/connection/writes.js';
import type { ThemeMode } from '../src/core/index.js';
import '../src/define.js';
import { freshKit } from './story-support.js';

interface Args {
  state: 'disconnected' | 'connecting';
  themeMode: ThemeMode;
  label: string;
}

const meta: Meta<Args> = {
  title: 'Modal/appkit-connect-button',
  component: 'appkit-connect-button',
  args: { state: 'disconnected', label: '' },
  argTypes: { state: { control: 'inline-radio', options: ['disconnected', 'connecting'], description: 'Story control: disconnected, or a connection under way (the button shows it is busy).' } },
  render: args => {
    freshKit(args.themeMode);
    if (args.state === 'connecting') patchAccount('eip155', { status: 'connecting' });
    return html`<wui-theme theme-mode=${args.themeMode}>
        <appkit-connect-button .label=${args.label || undefined}></appkit-connect-button>
      </wui-theme>
      <w3m-modal></w3m-modal>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Disconnected: Story = {};
export const Connecting: Story = { args: { state: 'connecting' } };
export const CustomLabel: Story = { args: { label: 'Play now' } };
