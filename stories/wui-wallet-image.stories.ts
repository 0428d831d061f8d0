import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/components/wui-wallet-image.js';
import '../src/components/wui-theme.js';
import type { WalletImageSize } from '../src/components/wui-wallet-image.js';
import { FIXTURE_ICON_CONTROL } from './fixture-icons.js';

interface Args {
  name: string;
  imageSrc: string;
  size: WalletImageSize;
  themeMode: 'light' | 'dark';
}


const meta: Meta<Args> = {
  title: 'Components/wui-wallet-image',
  component: 'wui-wallet-image',
  args: { name: 'Fox Wallet', imageSrc: 'fox', size: 'md' },
  argTypes: {
    imageSrc: FIXTURE_ICON_CONTROL,
    size: { control: 'select', options: ['sm', 'md', 'lg'] },
  },
  render: (a) => html`<wui-theme theme-mode=${a.themeMode} style="padding: 16px">
    <wui-wallet-image name=${a.name} image-src=${a.imageSrc} size=${a.size}></wui-wallet-image>
  </wui-theme>`,
};
export default meta;

type Story = StoryObj<Args>;

export const DataImage: Story = {};
/** No picture: the fallback. */
export const Fallback: Story = { tags: ['picture-fallback'], args: { name: 'Rabbit Wallet', imageSrc: 'none' } };
/** Remote and script URLs are never loaded: the monogram is shown instead. */
export const RemoteUrlRejected: Story = { tags: ['picture-fallback'], args: { name: 'Evil Wallet', imageSrc: 'remoteUrl' } };
export const ScriptUrlRejected: Story = { tags: ['picture-fallback'], args: { name: 'Sneaky', imageSrc: 'scriptUrl' } };
export const Large: Story = { args: { size: 'lg', name: 'Rainbow', imageSrc: 'rainbow' } };
export const Dark: Story = { args: { name: 'Trust Wallet', imageSrc: 'shield' }, globals: { themeMode: 'dark' } };
