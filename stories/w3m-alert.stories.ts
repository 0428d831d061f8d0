import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { setLocale, showAlert } from '../src/core/index.js';
import type { AlertId, Locale, ThemeMode } from '../src/core/index.js';
import '../src/define.js';
import '../src/modal/w3m-alert.js';
import { THEME_ARG_TYPE, freshKit } from './story-support.js';

interface Args {
  alert: AlertId;
  configError: string;
  locale: Locale;
  themeMode: ThemeMode;
}

const meta: Meta<Args> = {
  title: 'Modal/w3m-alert',
  component: 'w3m-alert',
  args: { alert: 'projectIdNotConfigured', configError: '', locale: 'en', themeMode: 'light' },
  argTypes: {
    alert: { control: 'select', options: ['projectIdNotConfigured', 'networkNotFound', 'invalidAppConfiguration', 'sessionExpired'] },
    locale: { control: 'select', options: ['en', 'ar', 'de', 'ja'] },
    themeMode: THEME_ARG_TYPE,
  },
  render: args => {
    freshKit(args.themeMode);
    showAlert(args.alert);
    void setLocale(args.locale);
    return html`<wui-theme theme-mode=${args.themeMode} dir=${args.locale === 'ar' ? 'rtl' : 'ltr'} style="padding: 16px; width: 328px">
      <w3m-alert .configError=${args.configError || undefined}></w3m-alert>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const ProjectIdNotConfigured: Story = {};
export const ProjectIdNotConfiguredDark: Story = { args: { themeMode: 'dark' } };
export const NetworkNotFound: Story = { args: { alert: 'networkNotFound' } };
export const SessionExpired: Story = { args: { alert: 'sessionExpired' } };
export const InvalidOptions: Story = { args: { configError: 'Invalid attribute `networks`: unknown network "eip155:424242"' } };
export const Arabic: Story = { args: { locale: 'ar' } };
