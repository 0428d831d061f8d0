import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/components/wui-address.js';
import '../src/components/wui-theme.js';

interface Args {
  address: string;
  start: number;
  end: number;
  themeMode: 'light' | 'dark';
}

const meta: Meta<Args> = {
  title: 'Components/wui-address',
  component: 'wui-address',
  args: { address: '0x52908400098527886E0F7030069857D2E4169EE7', start: 4, end: 4 },
  render: (a) => html`<wui-theme theme-mode=${a.themeMode} style="padding: 16px">
    <wui-address address=${a.address} .start=${a.start} .end=${a.end}></wui-address>
  </wui-theme>`,
};
export default meta;

type Story = StoryObj<Args>;

export const Evm: Story = {};
export const Longer: Story = { args: { start: 6, end: 6 } };
export const Solana: Story = { args: { address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' } };
export const Dark: Story = { globals: { themeMode: 'dark' } };
