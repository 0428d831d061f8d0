import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
// The loading table provides the icons' chunk, as createAppKit's import of it does in an app.
import '../src/features.js';
import '../src/components/wui-network-image.js';
import '../src/components/wui-theme.js';
import type { NetworkImageSize } from '../src/components/wui-network-image.js';
import * as networks from '../src/networks/featured.js';

interface Args {
  name: string;
  networkId: string;
  imageSrc: string;
  size: NetworkImageSize;
  themeMode: 'light' | 'dark';
}

const meta: Meta<Args> = {
  title: 'Components/wui-network-image',
  component: 'wui-network-image',
  args: { name: 'Ethereum', networkId: 'eip155:1', imageSrc: '', size: 'md', themeMode: 'light' },
  argTypes: {
    name: { description: "The network's name: the fallback's initials and colour." },
    networkId: { description: 'CAIP-2 id; a network the library ships gets its icon.' },
    imageSrc: { description: "The network's own icon (`assets.imageUrl`); only inline `data:image/…` URLs are shown." },
    size: { control: 'select', options: ['sm', 'md'], description: '`sm` (24px) or `md` (40px).' },
    themeMode: { control: 'inline-radio', options: ['light', 'dark'], description: 'Story only: the theme around it.' },
  },
  render: a => html`<wui-theme theme-mode=${a.themeMode}>
    <wui-network-image name=${a.name} network-id=${a.networkId} image-src=${a.imageSrc} size=${a.size}></wui-network-image>
  </wui-theme>`,
};
export default meta;

type Story = StoryObj<Args>;

export const Bundled: Story = {};
/** A network the library does not ship: a designed fallback from its name, never a blank box. */
export const Fallback: Story = { args: { name: 'Local Devnet', networkId: 'eip155:31337' } };
export const Small: Story = { args: { size: 'sm' } };
/** Every hand-made network of `w3m-modal/networks`, with its icon (the generated ones fall back by design). */
export const AllBundled: Story = {
  render: a => html`<wui-theme theme-mode=${a.themeMode}>
    ${Object.values(networks).map(
      n => html`<wui-network-image title=${n.name} name=${n.name} network-id=${n.caipNetworkId} size=${a.size}></wui-network-image> `,
    )}
  </wui-theme>`,
};
