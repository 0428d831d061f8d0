import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { showAlert } from '../src/core/index.js';
import type { AlertId, ThemeMode } from '../src/core/index.js';
import '../src/define.js';
import '../src/modal/w3m-alert.js';
import { freshKit } from './story-support.js';

interface Args {
  alert: AlertId;
  configError: string;
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Modal/w3m-alert',
  component: 'w3m-alert',
  args: { alert: 'projectIdNotConfigured', configError: '' },
  argTypes: {
    alert: { control: 'select', options: ['projectIdNotConfigured', 'networkNotFound', 'invalidAppConfiguration', 'sessionExpired'], description: 'Story control: the alert the alert store shows (`showAlert`); `configError` below wins over it.' },
  },
  render: args => {
    freshKit(args.themeMode);
    showAlert(args.alert);
    return html`<wui-theme theme-mode=${args.themeMode} style="padding: 16px; width: 328px">
      <w3m-alert .configError=${args.configError || undefined}></w3m-alert>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const ProjectIdNotConfigured: Story = {};
export const ProjectIdNotConfiguredDark: Story = { globals: { themeMode: 'dark' } };
export const NetworkNotFound: Story = { args: { alert: 'networkNotFound' } };
export const SessionExpired: Story = { args: { alert: 'sessionExpired' } };
export const InvalidOptions: Story = { args: { configError: 'Invalid attribute `networks`: unknown network "eip155:424242"' } };
/** The toolbar's locale, pinned: Arabic, right to left. */
export const Arabic: Story = { globals: { locale: 'ar' } };
