import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/components/wui-icon.js';
import '../src/components/wui-theme.js';
import { ICON_NAMES, type IconName, type IconSize } from '../src/components/wui-icon.js';

interface Args {
  name: IconName;
  size: IconSize;
  themeMode: 'light' | 'dark';
}

const meta: Meta<Args> = {
  title: 'Components/wui-icon',
  component: 'wui-icon',
  args: { name: 'wallet', size: 'md' },
  argTypes: {
    name: { control: 'select', options: [...ICON_NAMES] },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'inherit'] },
  },
  render: (a) => html`<wui-theme theme-mode=${a.themeMode} style="padding: 16px">
    <wui-icon name=${a.name} size=${a.size}></wui-icon>
  </wui-theme>`,
};
export default meta;

type Story = StoryObj<Args>;

export const Single: Story = {};
export const Large: Story = { args: { size: 'lg' } };
export const AllIcons: Story = {
  render: (a) => html`<wui-theme theme-mode=${a.themeMode} style="padding: 16px; display: flex; gap: 12px; flex-wrap: wrap">
    ${ICON_NAMES.map((name) => html`<span title=${name}><wui-icon name=${name} size=${a.size}></wui-icon></span>`)}
  </wui-theme>`,
};
export const AllIconsDark: Story = { ...AllIcons, globals: { themeMode: 'dark' } };
