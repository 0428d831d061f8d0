import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/components/wui-spinner.js';
import '../src/components/wui-theme.js';
import type { SpinnerSize } from '../src/components/wui-spinner.js';

interface Args {
  label: string;
  size: SpinnerSize;
  themeMode: 'light' | 'dark';
}

const meta: Meta<Args> = {
  title: 'Components/wui-spinner',
  component: 'wui-spinner',
  args: { label: 'Loading balance', size: 'md' },
  argTypes: {
    size: { control: 'select', options: ['sm', 'md', 'lg'] },
  },
  render: (a) => html`<wui-theme theme-mode=${a.themeMode} style="padding: 16px">
    <wui-spinner label=${a.label} size=${a.size}></wui-spinner>
  </wui-theme>`,
};
export default meta;

type Story = StoryObj<Args>;

export const Medium: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Dark: Story = { globals: { themeMode: 'dark' } };
