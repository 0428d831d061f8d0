import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { $options } from '../src/core/index.js';
import type { SocialProvider, ThemeMode } from '../src/core/index.js';
import { $socialFlow } from '../src/core/auth/store.js';
import type { SocialFlowState } from '../src/core/auth/index.js';
import '../src/define.js';
import '../src/views/auth/w3m-social-login.js';
import { freshKit } from './story-support.js';
import type { Writable } from '../src/core/types.js';

type State = 'idle' | 'waiting' | 'connecting' | 'failed';

interface Args {
  state: State;
  themeMode: ThemeMode;
}

const PROVIDERS: SocialProvider[] = ['google', 'github', 'apple', 'facebook', 'x', 'discord'];

const STATES: Record<State, SocialFlowState> = {
  idle: { provider: undefined, step: 'idle', error: undefined },
  waiting: { provider: 'github', step: 'waiting', error: undefined },
  connecting: { provider: 'github', step: 'connecting', error: undefined },
  failed: { provider: 'github', step: 'idle', error: 'Social login was cancelled' },
};

const meta: Meta<Args> = {
  title: 'Views/w3m-social-login',
  component: 'w3m-social-login',
  args: { state: 'idle' },
  argTypes: { state: { control: 'select', options: Object.keys(STATES), description: 'Story control: the social sign-in step (idle, waiting for the provider\'s window, failed, …).' } },
  render: ({ state, themeMode }) => {
    freshKit(themeMode);
    // The provider list only: the kit itself keeps socials off, so no connector (and no secure frame) exists.
    const options = $options.get()!;
    $options.set({ ...options, features: { ...options.features, socials: PROVIDERS } });
    ($socialFlow as Writable<typeof $socialFlow>).set(STATES[state]);
    return html`<wui-theme theme-mode=${themeMode} style="display: block; width: 360px; padding: 16px">
      <w3m-social-login></w3m-social-login>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Idle: Story = {};
export const IdleDark: Story = { globals: { themeMode: 'dark' } };
export const WaitingForWindow: Story = { args: { state: 'waiting' } };
export const Connecting: Story = { args: { state: 'connecting' } };
export const Failed: Story = { args: { state: 'failed' } };
export const FailedDark: Story = { args: { state: 'failed' }, globals: { themeMode: 'dark' } };
