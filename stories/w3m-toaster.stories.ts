import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { $toast } from '../src/core/modal/toast.js';
import { accountMsg } from '../src/views/account/account-messages.js';
import type { ThemeMode, ToastVariant } from '../src/core/index.js';
import '../src/define.js';
// The library loads the toaster with its first toast; the story shows it at once.
import '../src/modal/w3m-toaster.js';
import { freshKit } from './story-support.js';
import type { Writable } from '../src/core/types.js';

interface Args {
  variant: ToastVariant;
  message: string;
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Modal/w3m-toaster',
  component: 'w3m-toaster',
  args: { variant: 'success', message: accountMsg('account.copied') },
  argTypes: {
    message: { description: 'Story control: the toast\'s text.' },
    variant: { control: 'select', options: ['success', 'loading', 'error'], description: 'Story control: the toast\'s kind: success, loading or error.' },
  },
  render: args => {
    freshKit(args.themeMode);
    // Set on the store rather than through showToast, whose timer would hide success/error toasts after 2.5 s.
    ($toast as Writable<typeof $toast>).set({ open: true, variant: args.variant, message: args.message, id: $toast.get().id + 1 });
    // The toaster is fixed to the top of the viewport; the themed box gives it a surface to sit on.
    return html`<wui-theme theme-mode=${args.themeMode} style="min-height: 120px">
      <w3m-toaster></w3m-toaster>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Success: Story = {};
export const SuccessDark: Story = { globals: { themeMode: 'dark' } };
export const Loading: Story = { args: { variant: 'loading', message: 'Waiting for signature' } };
export const LoadingDark: Story = { args: { variant: 'loading', message: 'Waiting for signature' }, globals: { themeMode: 'dark' } };
export const ErrorToast: Story = { args: { variant: 'error', message: accountMsg('account.copyFailed') } };
export const ErrorToastDark: Story = { args: { variant: 'error', message: accountMsg('account.copyFailed') }, globals: { themeMode: 'dark' } };
