import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/components/wui-icon-button.js';
import '../src/components/wui-theme.js';
import { ICON_NAMES, type IconName } from '../src/components/wui-icon.js';
import type { IconButtonSize, IconButtonVariant } from '../src/components/wui-icon-button.js';

interface Args {
  icon: IconName;
  label: string;
  variant: IconButtonVariant;
  size: IconButtonSize;
  disabled: boolean;
  themeMode: 'light' | 'dark';
}

const meta: Meta<Args> = {
  title: 'Components/wui-icon-button',
  component: 'wui-icon-button',
  args: { icon: 'close', label: 'Close', variant: 'ghost', size: 'md', disabled: false },
  argTypes: {
    icon: { control: 'select', options: [...ICON_NAMES] },
    variant: { control: 'select', options: ['ghost', 'neutral'] },
    size: { control: 'select', options: ['sm', 'md'] },
  },
  render: (a) => html`<wui-theme theme-mode=${a.themeMode} style="padding: 16px">
    <wui-icon-button icon=${a.icon} label=${a.label} variant=${a.variant} size=${a.size} ?disabled=${a.disabled}></wui-icon-button>
  </wui-theme>`,
};
export default meta;

type Story = StoryObj<Args>;

export const Ghost: Story = {};
export const Neutral: Story = { args: { variant: 'neutral', icon: 'copy', label: 'Copy address' } };
export const Small: Story = { args: { size: 'sm', icon: 'back', label: 'Back' } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { themeMode: 'dark' } };
