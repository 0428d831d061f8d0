import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/components/wui-list-wallet.js';
import '../src/components/wui-theme.js';

interface Args {
  name: string;
  imageSrc: string;
  tag: string;
  disabled: boolean;
  themeMode: 'light' | 'dark';
}

const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" rx="1" fill="#f6851b"/><path d="M1 1h2v2H1z" fill="#fff"/></svg>',
)}`;

const meta: Meta<Args> = {
  title: 'Components/wui-list-wallet',
  component: 'wui-list-wallet',
  args: { name: 'MetaMask', imageSrc: ICON, tag: 'Installed', disabled: false, themeMode: 'light' },
  argTypes: { themeMode: { control: 'inline-radio', options: ['light', 'dark'] } },
  render: (a) => html`<wui-theme theme-mode=${a.themeMode} style="padding: 16px; width: 328px">
    <wui-list-wallet name=${a.name} image-src=${a.imageSrc} tag=${a.tag} ?disabled=${a.disabled}></wui-list-wallet>
  </wui-theme>`,
};
export default meta;

type Story = StoryObj<Args>;

export const Installed: Story = {};
export const Recent: Story = { args: { name: 'Rainbow', imageSrc: '', tag: 'Recent' } };
export const NoTag: Story = { args: { name: 'Trust Wallet', imageSrc: '', tag: '' } };
export const LongName: Story = { args: { name: 'A Wallet With A Remarkably Long Marketing Name', tag: 'Recent' } };
/** Markup in a name is shown as text. */
export const MarkupInName: Story = { args: { name: '<img src=x onerror=alert(1)>', imageSrc: '', tag: '' } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { args: { themeMode: 'dark' } };
