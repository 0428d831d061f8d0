import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { ThemeMode } from '../src/core/index.js';
import '../src/define.js';
import { connectAccount, freshKit } from './story-support.js';

interface Args {
  themeMode: ThemeMode;
  charsStart: number;
  charsEnd: number;
}

// AppKit's older tag for `<appkit-account-button>`; `charsStart` and `charsEnd` choose how much address shows.
// (Not a JSDoc comment: Storybook would show that on the docs page instead of the element's own description.)
const meta: Meta<Args> = {
  title: 'Modal/w3m-account-button',
  component: 'w3m-account-button',
  args: { charsStart: 6, charsEnd: 4 },
  argTypes: {
    charsStart: { control: 'number', description: 'How many characters of the address show before the ellipsis (AppKit\'s `charsStart`).' },
    charsEnd: { control: 'number', description: 'How many characters of the address show after the ellipsis (AppKit\'s `charsEnd`).' },
  },
  render: args => {
    freshKit(args.themeMode);
    connectAccount('loaded');
    return html`<wui-theme theme-mode=${args.themeMode}>
        <w3m-account-button .charsStart=${args.charsStart} .charsEnd=${args.charsEnd}></w3m-account-button>
      </wui-theme>
      <w3m-modal></w3m-modal>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Connected: Story = {};
export const LongerAddress: Story = { args: { charsStart: 10, charsEnd: 8 } };
export const LightTheme: Story = { globals: { themeMode: 'light' } };
