import type { ReadableAtom } from 'nanostores';
import type { AppKitOptions, ResolvedOptions } from './core/options/index.js';
import { adapterConnects } from './core/options/index.js';
import type { AppKitEvent } from './core/events/index.js';
import type { CaipNetwork, ChainNamespace, ConnectedWalletInfo, Eip1193Provider, OpenOptions, ThemeMode, ThemeVariables } from './core/types.js';
import type { AppKitNetwork } from './networks/types.js';
import type { PublicAccountState, PublicModalState, PublicNetworkState } from './core/public-state.js';
import { $publicAccount, $publicNetwork, $publicState, $walletInfo, $walletProvider } from './core/public-state.js';
import { setOptions } from './core/options/index.js';
import { setNetworks, switchNetwork } from './core/network/index.js';
import { $theme, initTheme, setThemeMode, setThemeVariables, showAlert, hideAlert, setPlatform, closeModal, openModal } from './core/modal/index.js';
import { emitEvent, subscribeEvents } from './core/events/index.js';
import { disconnect } from './core/connection/index.js';
import { checkLocale, followBrowserLocale, setLocale } from './core/locale/index.js';
import { startBrowserWalletDiscovery } from './connectors/browser-wallets.js';
import { startFeatures, stopFeatures } from './features.js';
import type { RunningFeatures } from './features.js';

/** The instance `createAppKit` returns: the AppKit 1.7 methods an app calls. */
export interface AppKit {
  readonly options: ResolvedOptions;
  /** Opens the modal; `view` is any view AppKit 1.7.4's `open` takes (the closest one when not built here). */
  open(options?: OpenOptions): Promise<void>;
  close(): Promise<void>;
  getState(): PublicModalState;
  subscribeState(listener: (state: PublicModalState) => void): () => void;
  getAccount(): PublicAccountState;
  subscribeAccount(listener: (account: PublicAccountState) => void): () => void;
  getCaipNetwork(): CaipNetwork | undefined;
  subscribeNetwork(listener: (network: PublicNetworkState) => void): () => void;
  /** Any network of `w3m-modal/networks`, a `defineChain` result or a plain viem chain, among the configured ones. */
  switchNetwork(network: AppKitNetwork): Promise<void>;
  disconnect(): Promise<void>;
  getThemeMode(): ThemeMode;
  setThemeMode(mode: ThemeMode): void;
  getThemeVariables(): ThemeVariables;
  setThemeVariables(variables: ThemeVariables): void;
  subscribeEvents(listener: (event: AppKitEvent) => void): () => void;
  getWalletInfo(): ConnectedWalletInfo | undefined;
  getWalletProvider(): Eip1193Provider | undefined;
  getWalletProviderType(): string | undefined;
  getIsConnectedState(): boolean;
}

let instance: AppKit | undefined;
let stopDiscovery: (() => void) | undefined;
let features: RunningFeatures | undefined;

function listen<T>(store: ReadableAtom<T>, listener: (value: T) => void): () => void {
  return store.listen(listener);
}

function isMobileDevice(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}

/**
 * Creates (or reconfigures) the modal. Options are validated first; a bad option throws an Error that names
 * it and leaves any running instance untouched. Nothing is fetched until the user acts.
 */
export function createAppKit(options: AppKitOptions): AppKit {
  // The supported locales come with the loading table, so the option is checked here rather than in core.
  if (options?.locale !== undefined) checkLocale(options.locale);
  const resolved = setOptions(options);
  setNetworks(resolved.networks, resolved.defaultNetwork);
  initTheme(resolved.themeMode, resolved.themeVariables);
  // A locale whose chunk fails to load leaves the current one (English at first).
  (resolved.locale ? setLocale(resolved.locale) : followBrowserLocale(globalThis.navigator?.languages ?? [])).catch(console.error);
  if (resolved.projectId) hideAlert();
  else showAlert('projectIdNotConfigured');
  setPlatform({ mobile: isMobileDevice() });
  // Features first: their reactions (balance, wrong network, sign-in) must hear a connection restored by discovery.
  features = startFeatures(resolved);
  stopDiscovery?.();
  // An adapter whose library connects EVM wallets (wagmi) discovers and restores browser wallets itself.
  stopDiscovery = adapterConnects(resolved, 'eip155') ? undefined : startBrowserWalletDiscovery(resolved);
  instance = buildInstance(resolved);
  if (!resolved.given.disableAppend) mountModal();
  emitEvent('INITIALIZE', { projectId: resolved.projectId ?? null });
  return instance;
}

/** Marks the `<w3m-modal>` that `createAppKit` added, so one the page renders itself can take its place. */
export const MOUNTED_MODAL_ATTRIBUTE = 'data-w3m-mounted';

/**
 * AppKit mounts its modal itself, and AppKit apps rely on it: a page that never writes `<w3m-modal>` gets
 * exactly one in `document.body` (after the parser has made the body, if called from `<head>`). A page that has
 * its own keeps it. On a server there is no document, and nothing is touched.
 */
function mountModal(): void {
  if (typeof document === 'undefined') return;
  const mount = (): void => {
    if (document.querySelector('w3m-modal')) return;
    const element = document.createElement('w3m-modal');
    element.setAttribute(MOUNTED_MODAL_ATTRIBUTE, '');
    document.body.append(element);
  };
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount, { once: true });
}

/** The running instance, if `createAppKit` was called (by code or by a configured `<w3m-modal>`). */
export function getAppKit(): AppKit | undefined {
  return instance;
}

function buildInstance(options: ResolvedOptions): AppKit {
  return {
    options,
    open: async (openOptions = {}) => {
      // The opening rules depend on which connectors the configured features add (WalletConnect above all).
      await features?.ready;
      openModal(openOptions);
    },
    close: async () => {
      closeModal();
    },
    getState: () => $publicState.get(),
    subscribeState: listener => listen($publicState, listener),
    getAccount: () => $publicAccount.get(),
    subscribeAccount: listener => listen($publicAccount, listener),
    getCaipNetwork: () => $publicNetwork.get().caipNetwork,
    subscribeNetwork: listener => listen($publicNetwork, listener),
    // The action matches the configured network by `caipNetworkId`, else by `id`: any AppKitNetwork has one of them.
    switchNetwork: network => switchNetwork(network as Pick<CaipNetwork, 'id'> & Partial<CaipNetwork>),
    disconnect: () => disconnect(),
    getThemeMode: () => $theme.get().themeMode,
    setThemeMode: mode => setThemeMode(mode),
    getThemeVariables: () => $theme.get().themeVariables,
    setThemeVariables: variables => setThemeVariables(variables),
    subscribeEvents: listener => subscribeEvents(listener),
    getWalletInfo: () => $walletInfo.get(),
    getWalletProvider: () => $walletProvider.get()?.provider,
    getWalletProviderType: () => $walletProvider.get()?.type,
    getIsConnectedState: () => $publicAccount.get().isConnected
  };
}

/** For tests and hot reload: stops discovery and the features, removes the modal it mounted, forgets the instance. */
export function destroyAppKit(): void {
  if (typeof document !== 'undefined') document.querySelectorAll(`w3m-modal[${MOUNTED_MODAL_ATTRIBUTE}]`).forEach(mounted => mounted.remove());
  stopDiscovery?.();
  stopDiscovery = undefined;
  stopFeatures();
  features = undefined;
  instance = undefined;
}

export type { ChainNamespace };
