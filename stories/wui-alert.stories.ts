import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/components/wui-alert.js';
import '../src/components/wui-theme.js';
import type { AlertVariant } from '../src/components/wui-alert.js';

interface Args {
  variant: AlertVariant;
  heading: string;
  message: string;
  themeMode: 'light' | 'dark';
}

const meta: Meta<Args> = {
  title: 'Components/wui-alert',
  component: 'wui-alert',
  args: {
    variant: 'info',
    heading: 'Session Expired',
    message: 'Your session expired. Connect again.',
  },
  argTypes: {
    variant: { control: 'select', options: ['info', 'warning', 'error'] },
  },
  render: (a) => html`<wui-theme theme-mode=${a.themeMode} style="padding: 16px; width: 328px">
    <wui-alert variant=${a.variant} heading=${a.heading} message=${a.message}></wui-alert>
  </wui-theme>`,
};
export default meta;

type Story = StoryObj<Args>;

export const Info: Story = {};
export const Warning: Story = {
  args: { variant: 'warning', heading: 'Unsupported network', message: 'Switch to a supported network to continue.' },
};
export const ErrorVariant: Story = {
  args: {
    variant: 'error',
    heading: 'Project ID Not Configured',
    message: 'Set a projectId in the modal options. Get one at your WalletConnect dashboard.',
  },
};
export const HeadingOnly: Story = { args: { message: '' } };
export const Dark: Story = { args: { variant: 'error', heading: 'Network Not Found', message: '' }, globals: { themeMode: 'dark' } };
