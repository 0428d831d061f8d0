import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/components/wui-wallet-image.js';
import '../src/components/wui-theme.js';
import type { WalletImageSize } from '../src/components/wui-wallet-image.js';

interface Args {
  name: string;
  imageSrc: string;
  size: WalletImageSize;
  themeMode: 'light' | 'dark';
}

const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" rx="1" fill="#f6851b"/><path d="M1 1h2v2H1z" fill="#fff"/></svg>',
)}`;

const meta: Meta<Args> = {
  title: 'Components/wui-wallet-image',
  component: 'wui-wallet-image',
  args: { name: 'MetaMask', imageSrc: ICON, size: 'md', themeMode: 'light' },
  argTypes: {
    size: { control: 'select', options: ['sm', 'md', 'lg'] },
    themeMode: { control: 'inline-radio', options: ['light', 'dark'] },
  },
  render: (a) => html`<wui-theme theme-mode=${a.themeMode} style="padding: 16px">
    <wui-wallet-image name=${a.name} image-src=${a.imageSrc} size=${a.size}></wui-wallet-image>
  </wui-theme>`,
};
export default meta;

type Story = StoryObj<Args>;

export const DataImage: Story = {};
export const Monogram: Story = { args: { name: 'Rabby', imageSrc: '' } };
/** Remote and script URLs are never loaded: the monogram is shown instead. */
export const RemoteUrlRejected: Story = { args: { name: 'Evil Wallet', imageSrc: 'https://evil.example/x.png' } };
export const ScriptUrlRejected: Story = { args: { name: 'Sneaky', imageSrc: 'javascript:alert(1)' } };
export const Large: Story = { args: { size: 'lg', imageSrc: '' } };
export const Dark: Story = { args: { themeMode: 'dark', imageSrc: '' } };
