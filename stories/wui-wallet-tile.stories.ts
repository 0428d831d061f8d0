import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { ThemeMode } from '../src/core/index.js';
import '../src/components/wui-theme.js';
import '../src/components/wui-wallet-tile.js';
import { FIXTURE_ICON_CONTROL } from './fixture-icons.js';

interface Args {
  name: string;
  imageSrc: string;
  tag: string;
  href: string;
  themeMode: ThemeMode;
}


const meta: Meta<Args> = {
  title: 'Components/wui-wallet-tile',
  component: 'wui-wallet-tile',
  args: { name: 'Rabbit Wallet', imageSrc: 'rabbit', tag: '', href: '' },
  // `notAPicture`: a remote URL that answers, with something that is not an image (the stories' wallet directory's
  // list): the image fails without a failed request.
  argTypes: { imageSrc: { ...FIXTURE_ICON_CONTROL, options: [...FIXTURE_ICON_CONTROL.options, 'notAPicture'], mapping: { ...FIXTURE_ICON_CONTROL.mapping, notAPicture: `${location.origin}/wallet-directory/getWallets` } } },
  render: args => html`<wui-theme theme-mode=${args.themeMode} style="display:flex;gap:8px;padding:8px">
    <wui-wallet-tile .name=${args.name} .imageSrc=${args.imageSrc} .tag=${args.tag} .href=${args.href}></wui-wallet-tile>
  </wui-theme>`,
};
export default meta;

type Story = StoryObj<Args>;

export const WithIcon: Story = {};
export const WithIconDark: Story = { globals: { themeMode: 'dark' } };
/** No icon (or one that is not allowed): the fallback. */
export const Fallback: Story = { tags: ['picture-fallback'], args: { imageSrc: 'none', name: 'Moon Wallet' } };
export const Installed: Story = { args: { tag: 'Installed' } };
export const Recent: Story = { args: { tag: 'Recent' }, globals: { themeMode: 'dark' } };
/** A phone wallet whose deep link is ready: the tile is a link. */
export const DeepLink: Story = { args: { href: 'rabbit://wc?uri=wc%3Aexample' } };
/** A remote icon that does not load as a picture falls back to the fallback picture. */
export const BrokenImage: Story = { tags: ['picture-fallback'], args: { imageSrc: 'notAPicture', name: 'Broken Icon Wallet' } };
export const LongName: Story = { args: { name: 'A Wallet With A Very Long Name That Wraps' } };
