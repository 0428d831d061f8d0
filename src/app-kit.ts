import type { ReadableAtom } from 'nanostores';
import type { AppKitOptions, ResolvedOptions } from './core/options.js';
import type { AppKitEvent } from './core/stores/events.js';
import type { CaipNetwork, ChainNamespace, ConnectedWalletInfo, Eip1193Provider, ThemeMode, ThemeVariables, ViewId } from './core/types.js';
import type { PublicAccountState, PublicModalState, PublicNetworkState } from './core/public-state.js';
import { $publicAccount, $publicNetwork, $publicState, $walletInfo, $walletProvider } from './core/public-state.js';
import { setOptions } from './core/stores/options.js';
import { setNetworks } from './core/stores/chain.js';
import { $theme, initTheme, setThemeMode, setThemeVariables } from './core/stores/theme.js';
import { showAlert, hideAlert } from './core/stores/alert.js';
import { emitEvent, subscribeEvents } from './core/stores/events.js';
import { closeModal } from './core/stores/modal.js';
import { setPlatform } from './core/stores/platform.js';
import { removeConnector } from './core/stores/connectors.js';
import { openModal } from './core/actions/modal.js';
import { disconnect } from './core/actions/connection.js';
import { switchNetwork } from './core/actions/network.js';
import { startBrowserWalletDiscovery } from './connectors/browser-wallets.js';

/** The instance `createAppKit` returns: the AppKit 1.7 methods an app calls. */
export interface AppKit {
  readonly options: ResolvedOptions;
  open(options?: { view?: ViewId }): Promise<void>;
  close(): Promise<void>;
  getState(): PublicModalState;
  subscribeState(listener: (state: PublicModalState) => void): () => void;
  getAccount(): PublicAccountState;
  subscribeAccount(listener: (account: PublicAccountState) => void): () => void;
  getCaipNetwork(): CaipNetwork | undefined;
  subscribeNetwork(listener: (network: PublicNetworkState) => void): () => void;
  switchNetwork(network: CaipNetwork): Promise<void>;
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
let stopChains: (() => void) | undefined;
/** Registration of the WalletConnect connector, a small chunk loaded only when `enableWalletConnect` is set. */
let walletConnectSetup: Promise<void> | undefined;

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
  const resolved = setOptions(options);
  setNetworks(resolved.networks, resolved.defaultNetwork);
  initTheme(resolved.themeMode, resolved.themeVariables);
  if (resolved.projectId) hideAlert();
  else showAlert('projectIdNotConfigured');
  setPlatform({ mobile: isMobileDevice() });
  stopDiscovery?.();
  stopDiscovery = startBrowserWalletDiscovery(resolved);
  stopChains?.();
  stopChains = undefined;
  // Solana wallet discovery and the allowed-origins check: one chunk, fetched only by configurations that use them.
  if (resolved.features.email || resolved.features.socials || resolved.networks.some(n => n.chainNamespace === 'solana')) {
    void import('./connectors/chains-setup.js').then(({ setupChains }) => {
      if (instance?.options === resolved) stopChains = setupChains(resolved);
    });
  }
  // Email and social sign-in: the embedded-wallet connector and its frame client, a chunk of their own.
  if (resolved.features.email || resolved.features.socials) {
    import('./connectors/auth/index.js').then(
      ({ registerAuth }) => {
        if (instance?.options === resolved) registerAuth(resolved);
      },
      error => console.error('w3m-modal: email and social sign-in could not be loaded', error),
    );
  } else removeConnector('ID_AUTH');
  if (resolved.enableWalletConnect) {
    walletConnectSetup = import('./connectors/walletconnect/proxy.js').then(
      ({ registerWalletConnect }) => {
        if (instance?.options === resolved) registerWalletConnect(resolved);
      },
      error => console.error('w3m-modal: WalletConnect could not be loaded', error),
    );
  } else {
    walletConnectSetup = undefined;
    removeConnector('walletConnect');
  }
  instance = buildInstance(resolved);
  emitEvent('INITIALIZE', { projectId: resolved.projectId ?? null });
  return instance;
}

/** The running instance, if `createAppKit` was called (by code or by a configured `<w3m-modal>`). */
export function getAppKit(): AppKit | undefined {
  return instance;
}

function buildInstance(options: ResolvedOptions): AppKit {
  return {
    options,
    open: async ({ view } = {}) => {
      // The opening rules depend on whether WalletConnect is there.
      await walletConnectSetup;
      openModal(view ? { view } : {});
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
    switchNetwork: network => switchNetwork(network),
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

/** For tests and hot reload: stops discovery and forgets the instance. */
export function destroyAppKit(): void {
  stopDiscovery?.();
  stopDiscovery = undefined;
  stopChains?.();
  stopChains = undefined;
  walletConnectSetup = undefined;
  instance = undefined;
}

export type { ChainNamespace };
