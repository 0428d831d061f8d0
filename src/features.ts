/**
 * What loads, and when: the one loading table. `createAppKit` runs {@link startRows}; the router keeps the
 * table of its lazy views. (Its entries are *rows*, so they are not confused with `options.features`, the
 * AppKit option that turns some of them on.) Nothing else in the library calls `import()`: core code asks `loadLazy(name)` for
 * the modules below, so moving a module in or out of the initial chunk is a change to this file alone.
 */
import type { ResolvedOptions } from './core/options/index.js';
import type { ViewId } from './core/types.js';
import { adapterConnects, embeddedWalletOn, hasNamespace, modalConnects } from './core/options/index.js';
import { prefetchView, provideViewLoaders } from './core/lazy.js';
import type { LocaleLoader } from './core/locale/index.js';
import { $modal, followConnection, watchViewEvents, watchWalletChain } from './core/modal/index.js';
import { watchBalance } from './core/balance/index.js';
import { rememberActiveNetwork } from './core/network/index.js';
import { walletDataOn } from './core/data/index.js';
import { watchConnectionEvents } from './core/connection/index.js';
import { startBrowserWalletDiscovery } from './connectors/browser-wallets.js';
import { rowRunner } from './row-runner.js';
import type { Row, RunningRows } from './row-runner.js';

export type { RunningRows } from './row-runner.js';

/**
 * Modules that core and the parts ask for by name (`loadLazy`), each its own chunk. The composition root
 * (src/root.ts) hands them to core.
 */
export const LAZY_MODULES = {
  // The dialog with its Connect view, fetched once the page is idle or at the first open (modal-ui-controller.ts).
  // It counts as arrived once the chunks its first view paints from are here too, so that view never grows. The
  // router's lazy views come with it: from then on `prefetchView` can fetch them.
  modalUi: () =>
    import('./modal/modal-ui.js').then(async module => {
      provideViewLoaders(module.VIEW_LOADERS, module.VIEW_PARTS);
      await Promise.all(PREFETCH_WITH_DIALOG.map(prefetchView));
      return module;
    }),
  // connect, restore, disconnect and the wallet events, behind the doors of src/core/connection/lazy-actions.ts.
  connectionActions: () => import('./core/connection/actions.js'),
  balanceReader: () => import('./core/balance/reader.js'),
  networkSwitch: () => import('./core/modal/network-switch.js'),
  eip1193Switch: () => import('./connectors/eip1193-switch.js'),
  siwxFlow: () => import('./core/siwx/flow.js'),
  siwxImpl: () => import('./core/siwx/default-impl.js'),
  explorer: () => import('./core/wallets/explorer.js'),
  activity: () => import('./core/data/activity.js'),
  // The blockchain-data identity lookup behind the instance's fetchIdentity/getReownName (src/instance/).
  identity: () => import('./core/data/identity.js'),
  receipt: () => import('./core/data/receipt.js'),
  walletConnectConnector: () => import('./connectors/walletconnect/connector.js'),
  accountTabs: () => import('./views/account/w3m-account-tabs.js'),
  'w3m-toaster': () => import('./modal/w3m-toaster.js'),
  'wui-alert': () => import('./components/wui-alert.js'),
  'wui-avatar': () => import('./components/wui-avatar.js'),
  'wui-icon': () => import('./components/wui-icon.js'),
  // The network button's picture, fetched when it first shows a network (the views import the element itself).
  'wui-network-image': () => import('./components/wui-network-image.js'),
  // The bundled networks' icons, fetched when the first network picture is shown (wui-network-image.ts).
  networkIcons: () => import('./components/network-icons.js'),
  'w3m-alert': () => import('./modal/w3m-alert.js'),
  'w3m-email-login': () => import('./views/auth/w3m-email-login.js'),
  'w3m-social-login': () => import('./views/auth/w3m-social-login.js'),
};

type Loaded<T> = { [K in keyof T]: T[K] extends () => Promise<infer M> ? M : never };

declare module './core/lazy.js' {
  interface LazyModules extends Loaded<typeof LAZY_MODULES> {}
}

/**
 * Every language but English (which ships in the initial code), each its own chunk, fetched when first used. The
 * table of their chunks (src/locales/index.ts) is a small chunk itself, so the page's start-up carries one import
 * for the nineteen (each import names a hashed file, which compresses poorly). The composition root hands it to core.
 */
export const loadLocale: LocaleLoader = locale => import('./locales/index.js').then(table => table.LOCALE_CHUNKS[locale]());

const row = <M>(entry: Row<M>): Row<unknown> => entry as Row<unknown>;

/** A row whatever the options: started with the kit, stopped with it, never started again by new options. */
const always = <M>(name: string, setup: (module: M) => () => void, load?: () => Promise<M>): Row<unknown> => row({ name, when: () => true, reads: [], setup, load });

/**
 * The first-view policy: when the modal would open on the WalletConnect QR (WalletConnect on, no browser wallet,
 * desktop), the page fetches that view and the WalletConnect SDK once idle, as it fetches the dialog, and starts
 * the SDK (storage and keys; no socket while it holds no pairing). Only the page's own static files: the relay is
 * first contacted when the player acts (src/modal/qr-first-view.ts).
 */
const PREFETCH_QR_FIRST = { views: ['ConnectingWalletConnectBasic'], modules: ['walletConnectConnector'] } as const;

/** The options a wallet connector is built from: a row that registers one starts again when one of them changes. */
const WALLET_OPTIONS = ['projectId', 'networks', 'defaultNetwork', 'metadata', 'customRpcUrls', 'rpcHost', 'relayUrl', 'enableWalletConnect', 'enableInjected', 'enableEIP6963', 'enableCoinbase', 'excludeWalletIds', 'adapters', 'siwx', 'siweConfig'];
/** What turns the embedded wallet on, and the project it serves. */
const EMBEDDED_WALLET_OPTIONS = ['features.email', 'features.socials', 'projectId'];

/*
 * Each row's comment says, for `npm run docs:reactions` (scripts/reactions-doc.mjs, which prints the table into
 * docs/architecture.md), `@watches` what it listens to and `@does` what it does then; `when` and `reads` say when it
 * runs. Comments stay out of the build: the page carries the rows, not their description.
 */
const ROWS: readonly Row<unknown>[] = [
  // Reactions to a connection: always on, and started before any connector can restore one. In this order: the
  // events of a step, then the modal (CONNECT_SUCCESS before MODAL_CLOSE), then the wrong-network check.
  /** @watches `$connectStep` @does sends AppKit's events of each step: SELECT_WALLET, CONNECT_SUCCESS, CONNECT_ERROR, DISCONNECT_SUCCESS / DISCONNECT_ERROR, SWITCH_NETWORK from a wallet */
  always('connection events', watchConnectionEvents),
  /** @watches `$connectStep` @does a browser wallet's prompt shows ConnectingExternal; a new connection (picked, or an engine's) closes the modal; a disconnect from the modal closes it; a failed one shows a toast */
  always('modal follows the connection', followConnection),
  /** @watches `$accounts`, `$chain` @does reads the connected address's native balance on its network (the balance the button and Account view show) */
  always('balance', watchBalance),
  /** @watches `$options`, `$chain`, `$connectStep`, `$activeConnectorId` @does once the active wallet's attempt settled: on an unsupported chain opens UnsupportedChain, back on a supported one closes it */
  always('wrong network', watchWalletChain),
  /** @watches `$chain` @does stores the active network, where the next page load starts */
  always('network memory', rememberActiveNetwork),
  /** @watches `$router` @does sends the events of moving to a view (CLICK_ALL_WALLETS, CLICK_NETWORKS, …) */
  always('view events', watchViewEvents),
  // Its code is a chunk of its own (the wallet list's), so the page's initial code does not carry it.
  /** @watches `$connectStep` @does a new connection (picked, or an engine's; not a restore) puts its wallet first in the recent wallets, stored for the Connect view */
  always('recent wallets', module => module.trackRecentWallets(), () => import('./core/wallets/recent.js')),
  /** @watches `$modal` @does on the first open, fetches the views a pick leads to (ConnectingExternal, Account), so each paints on the click */
  always('prefetch on first open', prefetchOnFirstOpen),
  /** @watches `$account` @does looks up the name and avatar of the account's address on the Blockchain API, shown by the button and the Account view */
  row({
    name: 'account identity',
    reads: [],
    when: walletDataOn,
    // The account data's chunk (the tabs with their data), so the Account view's tabs are here before it opens.
    load: LAZY_MODULES.accountTabs,
    setup: module => module.followIdentity(),
  }),
  // Adapters (e.g. wagmi) own their namespace's connection: started with the reactions, before anything restores.
  /** @watches the adapter's library (wagmi's account and connections) @does starts each adapter: it puts its library's connection into the modal's (`followEngineConnection`) and connects through its library */
  row({
    name: 'adapters',
    reads: WALLET_OPTIONS,
    when: options => options.adapters.length > 0,
    setup: (_none, options) => {
      const stops = options.adapters.map(adapter => adapter.start({ networks: options.networks, options }));
      return () => stops.forEach(stop => stop());
    },
  }),
  // Browser wallets (EIP-6963 announcements, window.ethereum), in the initial chunk: after the reactions, so they
  // hear a connection it restores. An adapter whose library connects EVM wallets (wagmi) discovers them itself, and
  // an app without EVM (no EVM adapter, or no EVM network without adapters) lists none.
  /** @watches EIP-6963 announcements, `window.ethereum`; each wallet's accountsChanged, chainChanged, disconnect @does registers a connector per browser wallet, restores the stored connection, reports the wallet's events (`onAccountsChanged`, `onChainChanged`, `onWalletDisconnected`) */
  row({
    name: 'browser wallets',
    reads: WALLET_OPTIONS,
    when: options => modalConnects(options, 'eip155'),
    setup: (_none, options) => startBrowserWalletDiscovery(options),
  }),
  // An adapter whose library connects EVM wallets (wagmi) connects WalletConnect through it (its start() sees the
  // same option); one that wraps the modal's providers (ethers) leaves it to this row.
  /** @watches the WalletConnect session's events; `$modal`, `$router` (a view that offers WalletConnect) @does registers the WalletConnect connector, restores its session, reports the session's changes and end; warms the SDK up when WalletConnect can be picked */
  row({
    name: 'WalletConnect',
    reads: WALLET_OPTIONS,
    when: options => options.enableWalletConnect && !adapterConnects(options, 'eip155'),
    load: () => import('./connectors/walletconnect/proxy.js'),
    setup: (module, options) => {
      module.registerWalletConnect(options);
      return () => module.unregisterWalletConnect();
    },
  }),
  // The QR as the first view (no browser wallet, desktop): its chunks at idle, the pairing on the first sign of
  // an open, whichever connector (the modal's own or an adapter's) carries WalletConnect.
  /** @watches `$connectors`, a press on the connect button, `$modal`, `$router` @does when the QR would be the first view: fetches its chunks at idle, starts the pairing on the press and when the QR view opens */
  row({
    name: 'WalletConnect QR first view',
    reads: WALLET_OPTIONS,
    when: options => options.enableWalletConnect,
    load: () => import('./modal/qr-first-view.js'),
    setup: (module, options) => module.startQrFirstView(PREFETCH_QR_FIRST, options),
  }),
  /** @watches the embedded wallet's frame messages, `$theme` @does registers the embedded wallet's connector (email and social sign-in) and restores its session */
  row({
    name: 'email and social sign-in',
    reads: [...EMBEDDED_WALLET_OPTIONS, 'secureSiteOrigin', 'metadata', 'debug', 'networks', 'defaultNetwork', 'defaultAccountTypes'],
    when: options => embeddedWalletOn(options.features),
    load: () => import('./connectors/auth/index.js'),
    setup: (module, options) => {
      const connector = module.registerAuth(options);
      return () => module.unregisterAuth(connector);
    },
  }),
  /** @watches nothing: it runs once per configuration @does checks that the page's origin is allowed for the project, and shows an alert when it is not */
  row({
    name: 'allowed origins',
    reads: [...EMBEDDED_WALLET_OPTIONS, 'blockchainApiUrl'],
    when: options => embeddedWalletOn(options.features),
    load: () => import('./core/origin/check.js'),
    setup: (module, options) => {
      module.checkAppOrigin(options).catch(error => console.error('w3m-modal: origin check failed', error));
      return () => undefined;
    },
  }),
  /** @watches `$connectStep`, `$namespaceConnectors`, `$accounts`, `$chain`, Wallet Standard registrations @does a browser wallet picked in one namespace is connected in the other too (the second namespace); remembers each namespace's connector; reads the Solana balance; registers Solana wallets */
  row({
    name: 'Solana',
    reads: WALLET_OPTIONS,
    when: options => hasNamespace(options, 'solana') && options.networks.some(network => network.chainNamespace === 'solana'),
    // With it, two namespaces can be connected at once: the multichain memory starts before any Solana wallet restores,
    // and the Solana adapter is ready (its provider shape has what it loads) before a wallet is found.
    load: options =>
      Promise.all([
        import('./core/multichain/index.js'),
        import('./connectors/solana/wallet-standard.js'),
        import('./core/solana/balance.js'),
        ...options.adapters.map(adapter => adapter.ready?.()),
      ]),
    setup: ([multichain, discovery, balance], options) => {
      const stops = [multichain.startMultichain(), balance.watchSolanaBalance(), discovery.startWalletStandardDiscovery(options)];
      return () => stops.forEach(stop => stop());
    },
  }),
  /** @watches `$siwx`, the account on its network, `$activeConnectorId`, `$modal` @does a new account asks to sign in (or finds its session); a disconnect signs out; closing the modal while asking cancels; sends the sign-in's events */
  row({
    name: 'sign-in (SIWX)',
    reads: ['siwx', 'siweConfig'],
    when: options => options.siwx !== undefined,
    load: LAZY_MODULES.siwxFlow,
    setup: module => module.watchSiwx(),
  }),
];

/**
 * What the Connect view paints from besides the dialog: the wallet list's chunk holds the "All Wallets" entry
 * and the directory's rows. Fetched with the dialog, before any click.
 */
const PREFETCH_WITH_DIALOG: readonly ViewId[] = ['AllWallets'];

/**
 * The prefetch-on-open policy: when the modal first opens, fetch the views a pick leads to (connecting to a
 * browser wallet, then the account), so each paints on the click.
 */
const PREFETCH_ON_OPEN: readonly ViewId[] = ['ConnectingExternal', 'Account'];

function prefetchOnFirstOpen(): () => void {
  let stop: () => void = () => undefined;
  stop = $modal.subscribe(({ open }) => {
    if (!open) return;
    PREFETCH_ON_OPEN.forEach(prefetchView);
    // subscribe() may call back before it returns its unsubscribe.
    queueMicrotask(() => stop());
  });
  return () => stop();
}

/** Names of the rows `options` turn on, in start order (what the table decides, for tests and docs). */
export function rowsFor(options: ResolvedOptions): string[] {
  return ROWS.filter(entry => entry.when(options)).map(entry => entry.name);
}

const runner = rowRunner(ROWS);

/**
 * Applies `options` to the table: starts every row they turn on, stops the ones they turn off, starts again a row
 * whose options changed, and leaves the others running (src/row-runner.ts). A row whose code arrives after a newer
 * configuration stopped it is not started.
 */
export function startRows(options: ResolvedOptions): RunningRows {
  return runner.configure(options);
}

/**
 * Settles once every row of the running configuration has loaded and started: after it, starting up does
 * nothing more by itself (tests prove an absence on it instead of waiting a while).
 */
export function rowsReady(): Promise<void> {
  return runner.ready();
}

/** Stops what the running configuration started (tests, hot reload, `destroyAppKit`). */
export function stopRows(): void {
  runner.stop();
}
