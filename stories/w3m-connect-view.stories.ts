import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { ConnectorInfo, ThemeMode } from '../src/core/index.js';
import '../src/define.js';
import '../src/views/connect/w3m-connect-view.js';
import { WALLETS, freshKit } from './story-support.js';

type State = 'wallets' | 'empty' | 'hostileName' | 'legal';

interface Args {
  state: State;
  themeMode: ThemeMode;
}

/** A wallet announcing markup as its name: it must show as literal text, never as an element. */
const HOSTILE: ConnectorInfo = {
  id: 'io.example.hostile',
  type: 'ANNOUNCED',
  name: '<img src=x onerror=alert(1)><b>Hostile</b>',
  rdns: 'io.example.hostile',
  namespace: 'eip155',
  imageUrl: 'javascript:alert(1)',
};

const CONNECTORS: Record<State, ConnectorInfo[]> = {
  wallets: WALLETS,
  empty: [],
  hostileName: [HOSTILE, ...WALLETS.slice(0, 1)],
  legal: WALLETS,
};

/** AppKit's legal options: the Connect view links them under the list. */
const LEGAL = { termsConditionsUrl: 'https://game.example/terms', privacyPolicyUrl: 'https://game.example/privacy' };

const meta: Meta<Args> = {
  title: 'Views/w3m-connect-view',
  component: 'w3m-connect-view',
  args: { state: 'wallets' },
  argTypes: {
    state: { control: 'select', options: ['wallets', 'empty', 'hostileName', 'legal'], description: 'Story control: the connectors found: browser wallets, none, or one announcing markup as its name; or wallets with the legal options set.' },
  },
  render: args => {
    freshKit(args.themeMode, CONNECTORS[args.state], args.state === 'legal' ? LEGAL : {});
    return html`<wui-theme theme-mode=${args.themeMode} style="width: 360px">
      <w3m-connect-view></w3m-connect-view>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const InstalledWallets: Story = {};
export const InstalledWalletsDark: Story = { globals: { themeMode: 'dark' } };
export const Empty: Story = { args: { state: 'empty' } };
export const EmptyDark: Story = { args: { state: 'empty' }, globals: { themeMode: 'dark' } };
/** Markup in a wallet's announced name is shown as text; a non-data image URL falls back to a monogram. */
export const HostileWalletName: Story = { tags: ['picture-fallback'], args: { state: 'hostileName' } };
/** With `termsConditionsUrl` and `privacyPolicyUrl`: AppKit's legal line under the list. */
export const LegalLine: Story = { args: { state: 'legal' } };
export const LegalLineDark: Story = { args: { state: 'legal' }, globals: { themeMode: 'dark' } };
