import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/components/wui-toast.js';
import '../src/components/wui-theme.js';
import type { ToastVariant } from '../src/components/wui-toast.js';

interface Args {
  variant: ToastVariant;
  message: string;
  themeMode: 'light' | 'dark';
}

const meta: Meta<Args> = {
  title: 'Components/wui-toast',
  component: 'wui-toast',
  args: { variant: 'success', message: 'Address copied' },
  argTypes: {
    variant: { control: 'select', options: ['success', 'loading', 'error'] },
  },
  render: (a) => html`<wui-theme theme-mode=${a.themeMode} style="padding: 16px; width: 328px">
    <wui-toast variant=${a.variant} message=${a.message}></wui-toast>
  </wui-theme>`,
};
export default meta;

type Story = StoryObj<Args>;

export const Success: Story = {};
export const Loading: Story = { args: { variant: 'loading', message: 'Waiting for signature' } };
export const ErrorVariant: Story = { args: { variant: 'error', message: 'Failed to disconnect' } };
export const Dark: Story = { globals: { themeMode: 'dark' } };
export const ErrorDark: Story = { args: { variant: 'error', message: 'Signature declined' }, globals: { themeMode: 'dark' } };
