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
  loadingLabel: string;
}

// AppKit's older tag for `<appkit-connect-button>`, with AppKit's `label` and `loadingLabel` attributes.
// (Not a JSDoc comment: Storybook would show that on the docs page instead of the element's own description.)
const meta: Meta<Args> = {
  title: 'Modal/w3m-connect-button',
  component: 'w3m-connect-button',
  args: { state: 'disconnected', label: '', loadingLabel: '' },
  argTypes: { state: { control: 'inline-radio', options: ['disconnected', 'connecting'], description: 'Story control: disconnected, or a connection under way (the button shows it is busy).' } },
  render: args => {
    freshKit(args.themeMode);
    if (args.state === 'connecting') patchAccount('eip155', { status: 'connecting' });
    return html`<wui-theme theme-mode=${args.themeMode}>
        <w3m-connect-button .label=${args.label || undefined} .loadingLabel=${args.loadingLabel || undefined}></w3m-connect-button>
      </wui-theme>
      <w3m-modal></w3m-modal>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Disconnected: Story = {};
export const CustomLabels: Story = { args: { label: 'Play now', loadingLabel: 'Opening your wallet…' } };
export const Connecting: Story = { args: { state: 'connecting', loadingLabel: 'Opening your wallet…' } };
