import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { ThemeMode } from '../src/core/index.js';
import { $emailFlow } from '../src/core/auth/store.js';
import type { EmailFlowState } from '../src/core/auth/index.js';
import '../src/define.js';
import '../src/views/auth/w3m-email-login.js';
import { freshKit } from './story-support.js';
import type { Writable } from '../src/core/types.js';

type State = 'idle' | 'invalid' | 'throttled' | 'sending' | 'verifyDevice' | 'verifyOtp' | 'wrongCode' | 'connecting';

interface Args {
  state: State;
  themeMode: ThemeMode;
}

const EMAIL = 'player@example.com';

// No auth connector is registered (email stays off in the kit), so the element never loads the secure frame.
const STATES: Record<State, EmailFlowState> = {
  idle: { step: 'idle', email: undefined, error: undefined },
  invalid: { step: 'idle', email: 'player@', error: 'Enter a valid email address' },
  throttled: { step: 'idle', email: EMAIL, error: 'Please try again after 24 seconds' },
  sending: { step: 'sending', email: EMAIL, error: undefined },
  verifyDevice: { step: 'verify-device', email: EMAIL, error: undefined },
  verifyOtp: { step: 'verify-otp', email: EMAIL, error: undefined },
  wrongCode: { step: 'verify-otp', email: EMAIL, error: 'Invalid code' },
  connecting: { step: 'connecting', email: EMAIL, error: undefined },
};

const meta: Meta<Args> = {
  title: 'Views/w3m-email-login',
  component: 'w3m-email-login',
  args: { state: 'idle' },
  argTypes: { state: { control: 'select', options: Object.keys(STATES), description: 'Story control: the email sign-in step (idle, sending, code sent, failed, …).' } },
  render: ({ state, themeMode }) => {
    freshKit(themeMode);
    ($emailFlow as Writable<typeof $emailFlow>).set(STATES[state]);
    return html`<wui-theme theme-mode=${themeMode} style="display: block; width: 360px; padding: 16px">
      <w3m-email-login></w3m-email-login>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Idle: Story = {};
export const IdleDark: Story = { globals: { themeMode: 'dark' } };
export const InvalidEmail: Story = { args: { state: 'invalid' } };
export const Throttled: Story = { args: { state: 'throttled' } };
export const Sending: Story = { args: { state: 'sending' } };
export const VerifyDevice: Story = { args: { state: 'verifyDevice' } };
export const VerifyOtp: Story = { args: { state: 'verifyOtp' } };
export const VerifyOtpDark: Story = { args: { state: 'verifyOtp' }, globals: { themeMode: 'dark' } };
export const WrongCode: Story = { args: { state: 'wrongCode' } };
export const Connecting: Story = { args: { state: 'connecting' } };
