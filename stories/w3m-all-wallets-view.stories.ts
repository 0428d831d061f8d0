import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { addConnector, mainnet, } from '../src/core/index.js';
import type { ThemeMode } from '../src/core/index.js';
import { createAppKit, destroyAppKit } from '../src/app-kit.js';
import { $walletList } from '../src/core/wallets/index.js';
import { $explorer } from '../src/core/wallets/store.js';
import type { W3mAllWalletsView } from '../src/views/wallets/w3m-all-wallets-view.js';
import '../src/define.js';
import '../src/views/wallets/w3m-all-wallets-view.js';
import { STORY_DIRECTORY, WALLETS, silentConnector } from './story-support.js';
import type { Writable } from '../src/core/types.js';

type State = 'list' | 'loading' | 'explorerError' | 'noMatch' | 'downloads' | 'hostile';

interface Args {
  state: State;
  themeMode: ThemeMode;
}

/** The states the directory's answer would overwrite: they are set on the store, with no directory to ask. */
const STORE_STATES: readonly State[] = ['loading', 'explorerError', 'hostile'];

/**
 * The list asks the wallet directory Storybook serves (story-support.ts), never the public one. The directory's
 * own states are set on the store once the view has loaded (it resets the store when it starts), with no
 * projectId, so no answer replaces them.
 */
function kit(themeMode: ThemeMode, state: State): void {
  destroyAppKit();
  createAppKit({
    ...(STORE_STATES.includes(state) ? {} : { projectId: 'storybook-demo', explorerApiUrl: STORY_DIRECTORY }),
    networks: [mainnet],
    themeMode,
    enableEIP6963: false,
    enableInjected: false,
    customWallets: state === 'hostile' ? [{ id: 'hostile', name: '<img src=x onerror=alert(1)><b>Hostile</b>', image_url: 'javascript:alert(1)' }] : [],
  });
  WALLETS.slice(0, 2).forEach(info => addConnector(silentConnector(info)));
}

function afterRender(state: State): void {
  requestAnimationFrame(() => {
    const view = document.querySelector<W3mAllWalletsView>('w3m-all-wallets-view');
    if (state === 'loading') ($explorer as Writable<typeof $explorer>).set({ status: 'loading', wallets: [], cached: false, reachable: false });
    if (state === 'explorerError') ($explorer as Writable<typeof $explorer>).set({ status: 'error', wallets: [], cached: false, reachable: false, error: 'offline' });
    if (state === 'noMatch' && view) view._query = 'no such wallet';
    if (state === 'downloads' && view) view._download = $walletList.get().find(item => item.wallet.name === 'Rainbow');
  });
}

const meta: Meta<Args> = {
  title: 'Views/w3m-all-wallets-view',
  component: 'w3m-all-wallets-view',
  args: { state: 'list' },
  argTypes: {
    state: { control: 'select', options: ['list', 'loading', 'explorerError', 'noMatch', 'downloads', 'hostile'], description: 'Story control: the list as loaded, the directory loading or unreachable, a search with no match, a wallet\'s download links, or a wallet with markup in its name.' },
  },
  render: args => {
    kit(args.themeMode, args.state);
    afterRender(args.state);
    return html`<wui-theme theme-mode=${args.themeMode} style="width: 360px">
      <w3m-all-wallets-view></w3m-all-wallets-view>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

/** Browser wallets found here first ("Installed"), then the directory's wallets, with their pictures. */
export const List: Story = {};
export const ListDark: Story = { globals: { themeMode: 'dark' } };
/** The explorer is being asked: the bundled wallets are already usable, their pictures come with its answer. */
export const Loading: Story = { tags: ['picture-fallback'], args: { state: 'loading' } };
/** The explorer could not be reached: the bundled wallets stay, with a retry, and the fallback for pictures. */
export const ExplorerError: Story = { tags: ['picture-fallback'], args: { state: 'explorerError' } };
export const ExplorerErrorDark: Story = { tags: ['picture-fallback'], args: { state: 'explorerError' }, globals: { themeMode: 'dark' } };
export const NoMatch: Story = { args: { state: 'noMatch' } };
/** A wallet that is not installed and cannot connect here: its download links. */
export const Downloads: Story = { args: { state: 'downloads' } };
export const DownloadsDark: Story = { args: { state: 'downloads' }, globals: { themeMode: 'dark' } };
/** Markup in a custom wallet's name is text; a script URL as its icon becomes a monogram. */
export const HostileName: Story = { tags: ['picture-fallback'], args: { state: 'hostile' } };
