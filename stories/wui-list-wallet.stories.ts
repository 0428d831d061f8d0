import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/components/wui-list-wallet.js';
import '../src/components/wui-theme.js';
import { FIXTURE_ICON_CONTROL } from './fixture-icons.js';

interface Args {
  name: string;
  imageSrc: string;
  tag: string;
  disabled: boolean;
  themeMode: 'light' | 'dark';
}


const meta: Meta<Args> = {
  title: 'Components/wui-list-wallet',
  component: 'wui-list-wallet',
  args: { name: 'Fox Wallet', imageSrc: 'fox', tag: 'Installed', disabled: false },
  argTypes: { imageSrc: FIXTURE_ICON_CONTROL },
  render: (a) => html`<wui-theme theme-mode=${a.themeMode} style="padding: 16px; width: 328px">
    <wui-list-wallet name=${a.name} image-src=${a.imageSrc} tag=${a.tag} ?disabled=${a.disabled}></wui-list-wallet>
  </wui-theme>`,
};
export default meta;

type Story = StoryObj<Args>;

export const Installed: Story = {};
export const Recent: Story = { args: { name: 'Rainbow', imageSrc: 'rainbow', tag: 'Recent' } };
export const NoTag: Story = { args: { name: 'Trust Wallet', imageSrc: 'shield', tag: '' } };
export const LongName: Story = { args: { name: 'A Wallet With A Remarkably Long Marketing Name', tag: 'Recent' } };
/** Markup in a name is shown as text. */
export const MarkupInName: Story = { tags: ['picture-fallback'], args: { name: '<img src=x onerror=alert(1)>', imageSrc: 'none', tag: '' } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { themeMode: 'dark' } };
