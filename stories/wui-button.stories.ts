import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/components/wui-button.js';
import '../src/components/wui-theme.js';
import type { ButtonSize, ButtonVariant } from '../src/components/wui-button.js';

interface Args {
  label: string;
  variant: ButtonVariant;
  size: ButtonSize;
  loading: boolean;
  disabled: boolean;
  themeMode: 'light' | 'dark';
}

const meta: Meta<Args> = {
  title: 'Components/wui-button',
  component: 'wui-button',
  args: { label: 'Connect Wallet', variant: 'main', size: 'md', loading: false, disabled: false },
  argTypes: {
    label: { description: 'Story control: the button\'s text (its default slot).' },
    variant: { control: 'select', options: ['main', 'neutral', 'ghost', 'danger'] },
    size: { control: 'select', options: ['sm', 'md', 'lg'] },
  },
  render: (a) => html`<wui-theme theme-mode=${a.themeMode} style="padding: 16px">
    <wui-button variant=${a.variant} size=${a.size} ?loading=${a.loading} ?disabled=${a.disabled}>${a.label}</wui-button>
  </wui-theme>`,
};
export default meta;

type Story = StoryObj<Args>;

export const Main: Story = {};
export const Neutral: Story = { args: { variant: 'neutral', label: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', label: 'Learn more' } };
export const Danger: Story = { args: { variant: 'danger', label: 'Disconnect' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Loading: Story = { args: { loading: true, label: 'Connecting…' } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { themeMode: 'dark' } };
