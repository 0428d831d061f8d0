/**
 * What loads, and when: the one loading table. `createAppKit` runs {@link startFeatures}; the router keeps the
 * table of its lazy views. Nothing else in the library calls `import()`: core code asks `loadLazy(name)` for
 * the modules below, so moving a module in or out of the initial chunk is a change to this file alone.
 */
import type { ResolvedOptions } from './core/options.js';
import type { ViewId } from './core/types.js';
import { embeddedWalletOn } from './core/options.js';
import { prefetchView, provideLoaders } from './core/lazy.js';
import { provideLocales } from './core/locale/index.js';
import type { LocaleLoaders } from './core/locale/index.js';
import { removeConnector } from './core/stores/connectors.js';
import { $modal } from './core/stores/modal.js';
import { watchBalance } from './core/actions/balance.js';
import { watchWalletChain } from './core/actions/network.js';

/** Modules that core and the parts ask for by name (`loadLazy`), each its own chunk. */
const LAZY_MODULES = {
  balanceReader: () => import('./core/actions/balance-reader.js'),
  networkSwitch: () => import('./core/actions/network-switch.js'),
  eip1193Switch: () => import('./connectors/eip1193-switch.js'),
  siwxFlow: () => import('./core/siwx/flow.js'),
  siwxImpl: () => import('./core/siwx/default-impl.js'),
  explorer: () => import('./core/wallets/explorer.js'),
  activity: () => import('./core/data/activity.js'),
  receipt: () => import('./core/data/receipt.js'),
  walletConnectConnector: () => import('./connectors/walletconnect/connector.js'),
  accountTabs: () => import('./views/account/w3m-account-tabs.js'),
  'wui-toast': () => import('./components/wui-toast.js'),
  'wui-alert': () => import('./components/wui-alert.js'),
  'w3m-alert': () => import('./modal/w3m-alert.js'),
  'w3m-email-login': () => import('./views/auth/w3m-email-login.js'),
  'w3m-social-login': () => import('./views/auth/w3m-social-login.js'),
};

type Loaded<T> = { [K in keyof T]: T[K] extends () => Promise<infer M> ? M : never };

declare module './core/lazy.js' {
  interface LazyModules extends Loaded<typeof LAZY_MODULES> {}
}

provideLoaders(LAZY_MODULES);

/** Every language but English (which ships in the initial code), each its own chunk, fetched when first used. */
const LOCALES: LocaleLoaders = {
  ar: () => import('./locales/ar.js'),
  de: () => import('./locales/de.js'),
  es: () => import('./locales/es.js'),
  fa: () => import('./locales/fa.js'),
  fr: () => import('./locales/fr.js'),
  he: () => import('./locales/he.js'),
  hi: () => import('./locales/hi.js'),
  id: () => import('./locales/id.js'),
  it: () => import('./locales/it.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  ms: () => import('./locales/ms.js'),
  pt: () => import('./locales/pt.js'),
  ru: () => import('./locales/ru.js'),
  th: () => import('./locales/th.js'),
  tr: () => import('./locales/tr.js'),
  uk: () => import('./locales/uk.js'),
  vi: () => import('./locales/vi.js'),
  zh: () => import('./locales/zh.js'),
};

provideLocales(LOCALES);

/**
 * One row of the table: `when` the options ask for it, `load` its code (omitted for reactions that are part
 * of the initial chunk), then `setup` starts it and returns what stops it.
 */
interface Feature<M> {
  name: string;
  when(options: ResolvedOptions): boolean;
  load?: () => Promise<M>;
  setup(module: M, options: ResolvedOptions): () => void;
}

const feature = <M>(row: Feature<M>): Feature<unknown> => row as Feature<unknown>;

const FEATURES: readonly Feature<unknown>[] = [
  // Reactions to a connection: always on, and started before any connector can restore one.
  feature({ name: 'balance', when: () => true, setup: () => watchBalance() }),
  feature({ name: 'wrong network', when: () => true, setup: () => watchWalletChain() }),
  // Adapters (e.g. wagmi) own their namespace's connection: started with the reactions, before anything restores.
  feature({
    name: 'adapters',
    when: options => options.adapters.length > 0,
    setup: (_none, options) => {
      const stops = options.adapters.map(adapter => adapter.start({ networks: options.networks }));
      return () => stops.forEach(stop => stop());
    },
  }),
  feature({
    name: 'WalletConnect',
    when: options => options.enableWalletConnect,
    load: () => import('./connectors/walletconnect/proxy.js'),
    setup: (module, options) => {
      module.registerWalletConnect(options);
      return () => removeConnector(module.WALLET_CONNECT_CONNECTOR_ID);
    },
  }),
  feature({
    name: 'email and social sign-in',
    when: options => embeddedWalletOn(options.features),
    load: () => import('./connectors/auth/index.js'),
    setup: (module, options) => {
      module.registerAuth(options);
      return () => removeConnector(module.AUTH_CONNECTOR_ID);
    },
  }),
  feature({
    name: 'allowed origins',
    when: options => embeddedWalletOn(options.features),
    load: () => import('./core/origin-check.js'),
    setup: (module, options) => {
      module.checkAppOrigin(options).catch(error => console.error('w3m-modal: origin check failed', error));
      return () => undefined;
    },
  }),
  feature({
    name: 'Solana',
    when: options => options.networks.some(network => network.chainNamespace === 'solana'),
    load: () => Promise.all([import('./connectors/solana/wallet-standard.js'), import('./core/solana/balance.js')]),
    setup: ([discovery, balance], options) => {
      const stops = [balance.watchSolanaBalance(), discovery.startWalletStandardDiscovery(options)];
      return () => stops.forEach(stop => stop());
    },
  }),
  feature({
    name: 'sign-in (SIWX)',
    when: options => options.siwx !== undefined,
    load: LAZY_MODULES.siwxFlow,
    setup: module => module.watchSiwx(),
  }),
];

/**
 * The prefetch-on-open policy: when the modal first opens, fetch the views a pick leads to (the wallet list
 * with its entry rows, connecting to a browser wallet, then the account), so each paints on the click.
 */
const PREFETCH_ON_OPEN: readonly ViewId[] = ['AllWallets', 'ConnectingExternal', 'Account'];

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

/** Names of the features `options` turn on, in start order (what the table decides, for tests and docs). */
export function featuresFor(options: ResolvedOptions): string[] {
  return FEATURES.filter(row => row.when(options)).map(row => row.name);
}

export interface RunningFeatures {
  /** Settles once every feature the options turned on has loaded and started (or failed to load). */
  ready: Promise<void>;
  stop(): void;
}

let running: RunningFeatures | undefined;

/**
 * Starts every feature `options` turn on, after stopping what the previous configuration started. A feature
 * whose code arrives after a newer configuration took over is not started.
 */
export function startFeatures(options: ResolvedOptions): RunningFeatures {
  running?.stop();
  let stopped = false;
  const stops: (() => void)[] = [prefetchOnFirstOpen()];
  const start = (row: Feature<unknown>, module: unknown): void => {
    if (!stopped) stops.push(row.setup(module, options));
  };
  const loads = FEATURES.filter(row => row.when(options)).map(row => {
    if (!row.load) return start(row, undefined);
    return row.load().then(
      module => start(row, module),
      error => console.error(`w3m-modal: ${row.name} could not be loaded`, error),
    );
  });
  const current: RunningFeatures = {
    ready: Promise.all(loads).then(() => undefined),
    stop: () => {
      stopped = true;
      stops.splice(0).forEach(stop => stop());
      if (running === current) running = undefined;
    },
  };
  running = current;
  return current;
}

/** Stops what the running configuration started (tests, hot reload). */
export function stopFeatures(): void {
  running?.stop();
}
