import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { ThemeMode } from '../src/core/index.js';
import '../src/define.js';
import '../src/views/help/w3m-what-is-a-network-view.js';
import { freshKit } from './story-support.js';

interface Args {
  themeMode: ThemeMode;
}

// AppKit's `WhatIsANetwork` help view (`open({ view: 'WhatIsANetwork' })`).
// (Not a JSDoc comment: Storybook would show that on the docs page instead of the element's own description.)
const meta: Meta<Args> = {
  title: 'Views/w3m-what-is-a-network-view',
  component: 'w3m-what-is-a-network-view',
    render: args => {
    freshKit(args.themeMode);
    return html`<wui-theme theme-mode=${args.themeMode}><w3m-what-is-a-network-view></w3m-what-is-a-network-view></wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Dark: Story = {};
export const LightTheme: Story = { globals: { themeMode: 'light' } };
