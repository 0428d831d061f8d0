import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/components/wui-avatar.js';
import '../src/components/wui-theme.js';
import type { AvatarSize } from '../src/components/wui-avatar.js';

interface Args {
  address: string;
  imageSrc: string;
  alt: string;
  size: AvatarSize;
  themeMode: 'light' | 'dark';
}

const DOT = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2" fill="#7b3fe4"/><circle cx="1" cy="1" r=".6" fill="#fff"/></svg>',
)}`;

const meta: Meta<Args> = {
  title: 'Components/wui-avatar',
  component: 'wui-avatar',
  args: { address: '0x52908400098527886E0F7030069857D2E4169EE7', imageSrc: '', alt: 'Account avatar', size: 'lg' },
  argTypes: {
    size: { control: 'select', options: ['sm', 'md', 'lg'] },
  },
  render: (a) => html`<wui-theme theme-mode=${a.themeMode} style="padding: 16px">
    <wui-avatar address=${a.address} image-src=${a.imageSrc} alt=${a.alt} size=${a.size}></wui-avatar>
  </wui-theme>`,
};
export default meta;

type Story = StoryObj<Args>;

export const Generated: Story = {};
export const OtherAddress: Story = { args: { address: '0x8617E340B3D01FA5F11F306F4090FD50E238070D' } };
export const WithDataImage: Story = { args: { imageSrc: DOT } };
/** A remote URL is ignored: the generated avatar is shown. */
export const RemoteImageIgnored: Story = { args: { imageSrc: 'https://evil.example/x.png' } };
export const Small: Story = { args: { size: 'sm' } };
export const Dark: Story = { globals: { themeMode: 'dark' } };
