/**
 * The whole AppKit 1.7.4 instance surface. `createAppKit` from the package entry is the core one plus these
 * members, grouped by concern (account, network, modal, providers, settings); a page that only places
 * `<w3m-modal>` (define.js) never loads them. Members AppKit keeps for its own internals and an app cannot use
 * meaningfully are left out; the list, with reasons, is test/surface/left-out-members.json.
 */
import type { AppKitEvent, AppKitOptions, ChainNamespace, OpenOptions, ResolvedOptions, SIWXConfig } from '../core/index.js';
import { $chain, $lastEvent, $options, disconnect, getAccount, refreshBalance, sdkVersion, subscribeEventsAsGuest } from '../core/index.js';
import { loadLazy } from '../core/lazy.js';
import { createAppKit as createCoreAppKit, getAppKit as getCoreAppKit } from '../app-kit.js';
import type { AppKit as CoreAppKit } from '../app-kit.js';
import { accountMembers } from './account.js';
import { networkMembers } from './network.js';
import { modalMembers } from './modal.js';
import { providerMembers } from './providers.js';
import { settingsMembers } from './settings.js';

/** `open()`'s options as AppKit 1.7.4 takes them: a view, a WalletConnect URI, a namespace, view arguments. */
export type AppKitOpenOptions = OpenOptions;

function buildMembers(core: CoreAppKit) {
  return {
    ...accountMembers,
    ...networkMembers,
    ...modalMembers,
    ...providerMembers,
    ...settingsMembers,
    get options(): ResolvedOptions {
      return $options.get() ?? core.options;
    },
    get version(): string {
      return sdkVersion();
    },
    get chainNamespaces(): ChainNamespace[] {
      return [...new Set($chain.get().networks.map(network => network.chainNamespace))];
    },
    /** AppKit's adapters by namespace: the configured ones (`adapters`), keyed by the namespace each owns. */
    get chainAdapters(): Partial<Record<ChainNamespace, unknown>> {
      return Object.fromEntries((core.options.adapters ?? []).map(adapter => [adapter.namespace, adapter]));
    },
    /** Errors already reported (AppKit's analytics bookkeeping): the same record the events carry. */
    get reportedAlertErrors(): Record<string, boolean> {
      return $lastEvent.get()?.reportedErrors ?? {};
    },
    open: (options?: AppKitOpenOptions): Promise<void> => core.open(options),
    /** Disconnects every wallet, or only the one of `namespace` (the other namespace stays); nothing happens when it is not connected. */
    async disconnect(namespace?: ChainNamespace): Promise<void> {
      if (namespace && getAccount(namespace).status === 'disconnected') return;
      await disconnect(namespace ? { namespace } : {});
    },
    getSIWX: <T = SIWXConfig>(): T | undefined => $options.get()?.siwx as T | undefined,
    getEvent: (): AppKitEvent => $lastEvent.get() ?? { timestamp: Date.now(), reportedErrors: {}, data: { type: 'track', event: 'MODAL_CREATED' } },
    subscribeEvents: (callback: (event: AppKitEvent) => void): (() => void) => subscribeEventsAsGuest(callback),
    /** The connected account's name and avatar from the blockchain-data provider (fetched once per address). */
    fetchIdentity: async ({ address }: { address: string; caipNetworkId?: string }) =>
      (await (await loadLazy('identity')).loadIdentity(address)) ?? { name: null, avatar: null },
    /** AppKit's Reown names of an address: its identity name, when it has one. */
    getReownName: async (address: string): Promise<string[]> => {
      const name = (await (await loadLazy('identity')).loadIdentity(address))?.name;
      return name ? [name] : [];
    },
    /** Reads the native balance of the connected account again. */
    updateNativeBalance: async (_address: string, _chainId: string | number, namespace: ChainNamespace): Promise<void> =>
      refreshBalance(namespace, $chain.get().activeNetwork),
    /** The modal's wallets keep their own identity in sync; as AppKit core, this resolves with nothing to do. */
    syncIdentity: async (_params: { address: string; chainId: string | number; chainNamespace: ChainNamespace }): Promise<void> => undefined
  };
}

/** The instance `createAppKit` returns: AppKit 1.7.4's public members with its names, parameters and results. */
export type AppKit = Omit<CoreAppKit, keyof ReturnType<typeof buildMembers>> & ReturnType<typeof buildMembers>;

const extended = new WeakSet<object>();

/** Adds the full surface to the core instance once; the same object stays `getAppKit()`'s answer. */
function extend(core: CoreAppKit): AppKit {
  if (!extended.has(core)) {
    Object.defineProperties(core, Object.getOwnPropertyDescriptors(buildMembers({ ...core })));
    extended.add(core);
  }
  return core as unknown as AppKit;
}

/**
 * Creates (or reconfigures) the modal and returns AppKit's instance. Options are validated first; a bad option
 * throws an Error that names it and leaves any running instance untouched.
 */
export function createAppKit(options: AppKitOptions): AppKit {
  const kit = extend(createCoreAppKit(options));
  modal = kit;
  return kit;
}

/** The instance the last `createAppKit` made (AppKit's React entries export it as `modal`). */
export let modal: AppKit | undefined;

/** The running instance, if `createAppKit` was called (by code or by a configured `<w3m-modal>`). */
export function getAppKit(): AppKit | undefined {
  const core = getCoreAppKit();
  return core && extend(core);
}

/** AppKit's class, for its static `getInstance()` (the instance itself is a plain object here). */
export const AppKit = {
  getInstance: (): AppKit | undefined => getAppKit()
};
