import type { AppKitOptions, ResolvedOptions } from './core/options/index.js';
import type { AppKitEvent } from './core/events/index.js';
import type { CaipNetwork, ChainNamespace, ConnectedWalletInfo, Eip1193Provider, OpenOptions, ThemeMode, ThemeVariables } from './core/types.js';
import type { AppKitNetwork } from './networks/types.js';
import type { PublicAccountState, PublicModalState, PublicNetworkState } from './core/public-state.js';
import { $publicAccount, $publicNetwork, $publicState, $walletInfo, $walletProvider, sameData, sameFields, subscribeEventsAsGuest, subscribeGuest, toPublicAccount } from './core/public-state.js';
import { $options, markInitialized, setOptions } from './core/options/index.js';
import { rememberedNetwork, setNetworks, switchNetwork } from './core/network/index.js';
import { $theme, initTheme, setThemeMode, setThemeVariables, showAlert, hideAlert, setPlatform, closeModal, openModal } from './core/modal/index.js';
import { emitEvent } from './core/events/index.js';
import { disconnect, getAccount as getNamespaceAccount } from './core/connection/index.js';
import { checkLocale, followBrowserLocale, setLocale } from './core/locale/index.js';
import { startRows } from './features.js';
import type { RunningRows } from './features.js';
import { assembleKit, dropKit } from './root.js';

/** Marks the `<w3m-modal>` that `createAppKit` added, so one the page renders itself can take its place. */
export const MOUNTED_MODAL_ATTRIBUTE = 'data-w3m-mounted';

/** The instance `createAppKit` returns: the AppKit 1.7 methods an app calls. */
export interface AppKit {
  readonly options: ResolvedOptions;
  /** Opens the modal; `view` is any view AppKit 1.7.4's `open` takes (the closest one when not built here). */
  open(options?: OpenOptions): Promise<void>;
  close(): Promise<void>;
  getState(): PublicModalState;
  subscribeState(listener: (state: PublicModalState) => void): () => void;
  /** The active namespace's account, or `namespace`'s. */
  getAccount(namespace?: ChainNamespace): PublicAccountState;
  subscribeAccount(listener: (account: PublicAccountState) => void): () => void;
  getCaipNetwork(): CaipNetwork | undefined;
  subscribeNetwork(listener: (network: PublicNetworkState) => void): () => void;
  /** Any network of `w3m-modal/networks`, a `defineChain` result or a plain viem chain, among the configured ones. */
  switchNetwork(network: AppKitNetwork): Promise<void>;
  /** Disconnects every connected wallet, or only the one of `namespace`. */
  disconnect(namespace?: ChainNamespace): Promise<void>;
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
let rows: RunningRows | undefined;

function isMobileDevice(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}

/**
 * Creates (or reconfigures) the modal. Options are validated first (in the development build); a bad option throws
 * an Error that names it and leaves any running instance untouched. Nothing is fetched until the user acts.
 */
export function createAppKit(options: AppKitOptions): AppKit {
  assembleKit();
  const resolved = configureAppKit(options);
  instance = buildInstance(resolved);
  if (!resolved.given.disableAppend) mountModal();
  emitEvent('INITIALIZE', { projectId: resolved.projectId ?? null });
  return instance;
}

/**
 * The one configuration path: `createAppKit`, and the instance's `updateOptions` / `updateFeatures` with the running
 * options changed. It makes `options` current and applies what changed: the networks, the theme, the language,
 * the projectId alert and the loading table's rows (a row the change turns on starts, one it turns off stops, one
 * whose options changed starts again; the others keep running). A bad option throws before anything changes.
 */
export function configureAppKit(options: AppKitOptions): ResolvedOptions {
  // The supported locales come with the loading table, so the option is checked here rather than in core.
  if (options?.locale !== undefined) checkLocale(options.locale);
  const previous = $options.get()?.given;
  const resolved = setOptions(options);
  const changed = (...names: string[]): boolean => !previous || names.some(name => !Object.is(previous[name], resolved.given[name]));
  // The network the player was on last time comes first, as in AppKit; else `defaultNetwork` (the first by default).
  if (changed('networks', 'defaultNetwork', 'chainImages')) setNetworks(resolved.networks, rememberedNetwork(resolved.networks) ?? resolved.defaultNetwork);
  if (changed('themeMode', 'themeVariables')) initTheme(resolved.themeMode, resolved.themeVariables);
  // A locale whose chunk fails to load leaves the current one (English at first).
  if (changed('locale')) (resolved.locale ? setLocale(resolved.locale) : followBrowserLocale(globalThis.navigator?.languages ?? [])).catch(console.error);
  if (resolved.projectId) hideAlert();
  else showAlert('projectIdNotConfigured');
  setPlatform({ mobile: isMobileDevice() });
  // The loading table's rows, browser-wallet discovery among them (after the reactions that must hear it).
  const started = (rows = startRows(resolved));
  // Public `initialized` once every row has loaded and started (AppKit's is set after its adapters' start too).
  void started.ready.then(() => rows === started && markInitialized());
  return resolved;
}

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
      // The opening rules depend on which connectors the configured rows add (WalletConnect above all).
      await rows?.ready;
      openModal(openOptions);
    },
    close: async () => {
      closeModal();
    },
    getState: () => $publicState.get(),
    subscribeState: listener => subscribeGuest('subscribeState', $publicState, listener, sameFields),
    getAccount: namespace => (namespace ? toPublicAccount(getNamespaceAccount(namespace)) : $publicAccount.get()),
    subscribeAccount: listener => subscribeGuest('subscribeAccount', $publicAccount, listener, sameData),
    getCaipNetwork: () => $publicNetwork.get().caipNetwork,
    subscribeNetwork: listener => subscribeGuest('subscribeNetwork', $publicNetwork, listener, sameFields),
    // The action matches the configured network by `caipNetworkId`, else by `id`: any AppKitNetwork has one of them.
    switchNetwork: network => switchNetwork(network as Pick<CaipNetwork, 'id'> & Partial<CaipNetwork>),
    disconnect: namespace => disconnect(namespace ? { namespace } : {}),
    getThemeMode: () => $theme.get().themeMode,
    setThemeMode: mode => setThemeMode(mode),
    getThemeVariables: () => $theme.get().themeVariables,
    setThemeVariables: variables => setThemeVariables(variables),
    subscribeEvents: listener => subscribeEventsAsGuest(listener),
    getWalletInfo: () => $walletInfo.get(),
    getWalletProvider: () => $walletProvider.get()?.provider,
    getWalletProviderType: () => $walletProvider.get()?.type,
    getIsConnectedState: () => $publicAccount.get().isConnected
  };
}

/**
 * The kit's one teardown (tests, hot reload): stops the loading table's rows (discovery, connector registration
 * and every listener they started), removes the modal it mounted, forgets the instance, and ends the session:
 * every store is back at its initial value and nothing in flight is believed any more (src/core/session.ts).
 */
export function destroyAppKit(): void {
  if (typeof document !== 'undefined') document.querySelectorAll(`w3m-modal[${MOUNTED_MODAL_ATTRIBUTE}]`).forEach(mounted => mounted.remove());
  rows = undefined;
  instance = undefined;
  dropKit();
}

export type { ChainNamespace };
