import { computed } from 'nanostores';
import type {
  AppKitEvent, CaipNetwork, ChainNamespace, ConnectedWalletInfo, ConnectorType, Eip1193Provider, OpenOptions, ThemeMode, ThemeVariables
} from '../src/core/index.js';
import type { PublicAccountState, PublicModalState, PublicNetworkState } from '../src/core/index.js';
import { $publicAccount, $publicNetwork, $publicState, $walletInfo, $walletProviders, appKitProvider, toPublicAccount } from '../src/core/index.js';
import { $accounts, $lastEvent, $locale, $theme, emptyAccount, normalizeNetwork, setLocale, setThemeMode, setThemeVariables, supportedLocales, switchNetwork } from '../src/core/index.js';
import type { AppKitNetwork } from '../src/networks/index.js';
import type { Locale } from '../src/core/index.js';
import { getAppKit } from '../src/index.js';
import { keyedStores, useStore } from './use-store.js';

function appKit() {
  const kit = getAppKit();
  if (!kit) throw new Error('w3m-modal: call createAppKit() (or render <W3mModal>) before using useAppKit');
  return kit;
}

const appKitControls = {
  open: (options?: OpenOptions): Promise<void> => appKit().open(options),
  close: (): Promise<void> => appKit().close()
};

/** `{ open(options?), close() }` for the running modal (stable between renders). */
export function useAppKit(): typeof appKitControls {
  return appKitControls;
}

const accountOf = keyedStores((namespace: ChainNamespace) =>
  computed([$accounts], (accounts): PublicAccountState => toPublicAccount(accounts[namespace] ?? emptyAccount()))
);

/** The connected account of the active namespace, or of `namespace` when given. */
export function useAppKitAccount(options?: { namespace?: ChainNamespace }): PublicAccountState {
  return useStore(options?.namespace ? accountOf(options.namespace) : $publicAccount);
}

/** `switchNetwork` takes what AppKit's takes: any network of `w3m-modal/networks` or a plain viem chain. */
export type UseAppKitNetworkReturn = PublicNetworkState & { switchNetwork: (network: AppKitNetwork | CaipNetwork) => Promise<void> };

const switchTo = async (network: AppKitNetwork | CaipNetwork): Promise<void> => switchNetwork(normalizeNetwork(network, 'switchNetwork'));

const $networkHook = computed($publicNetwork, (network): UseAppKitNetworkReturn => ({ ...network, switchNetwork: switchTo }));

/** The active network and a `switchNetwork(network)` function. */
export function useAppKitNetwork(): UseAppKitNetworkReturn {
  return useStore($networkHook);
}

/** `{ open, selectedNetworkId, loading, activeChain, initialized }` of the modal. */
export function useAppKitState(): PublicModalState {
  return useStore($publicState);
}

export interface UseAppKitThemeReturn {
  themeMode: ThemeMode;
  themeVariables: ThemeVariables;
  setThemeMode: (mode: ThemeMode) => void;
  setThemeVariables: (variables: ThemeVariables) => void;
}

const $themeHook = computed($theme, (theme): UseAppKitThemeReturn => ({
  themeMode: theme.themeMode,
  themeVariables: theme.themeVariables,
  setThemeMode,
  setThemeVariables
}));

/** The theme and its setters. */
export function useAppKitTheme(): UseAppKitThemeReturn {
  return useStore($themeHook);
}

export interface UseAppKitLocaleReturn {
  /** The language the modal shows (a non-English one once its chunk has arrived). */
  locale: Locale;
  /** Every locale the modal speaks, English first: for a language picker. */
  locales: readonly Locale[];
  /**
   * Switches the language at run time, without a reload; settles when the modal shows it. An unsupported
   * locale throws (naming the supported ones) and changes nothing.
   */
  setLocale: (locale: Locale | (string & {})) => Promise<void>;
}

const $localeHook = computed($locale, (locale): UseAppKitLocaleReturn => ({ locale, locales: supportedLocales(), setLocale }));

/** The modal's language and its setter: `const { locale, setLocale } = useAppKitLocale()`. */
export function useAppKitLocale(): UseAppKitLocaleReturn {
  return useStore($localeHook);
}

// Before anything happened AppKit reports MODAL_CREATED; keep that so callers never get undefined.
const createdEvent: AppKitEvent = { timestamp: 0, reportedErrors: {}, data: { type: 'track', event: 'MODAL_CREATED' } };
const $eventHook = computed($lastEvent, (event): AppKitEvent => event ?? createdEvent);

/** The last event, `{ timestamp, data: { type: 'track', event, properties } }`. */
export function useAppKitEvents(): AppKitEvent {
  return useStore($eventHook);
}

const $walletInfoHook = computed($walletInfo, (walletInfo): { walletInfo: ConnectedWalletInfo | undefined } => ({ walletInfo }));

/** `{ walletInfo }`: name, icon and type of the connected wallet. */
export function useWalletInfo(): { walletInfo: ConnectedWalletInfo | undefined } {
  return useStore($walletInfoHook);
}

/**
 * As AppKit 1.7.4 types it: `walletProvider` is `T`, though it is `undefined` until a wallet of the namespace is
 * connected (so `walletProvider?.request(…)`, as AppKit's docs write it, typechecks either way).
 */
export interface UseAppKitProviderReturn<T = Eip1193Provider> {
  walletProvider: T;
  walletProviderType: ConnectorType | undefined;
}

const providerOf = keyedStores((namespace: ChainNamespace) =>
  computed($walletProviders, (providers): UseAppKitProviderReturn<unknown> => {
    const wallet = providers[namespace];
    return wallet
      ? { walletProvider: appKitProvider(namespace, wallet.provider), walletProviderType: wallet.type }
      : { walletProvider: undefined, walletProviderType: undefined };
  })
);

/**
 * The connected wallet's provider for `namespace` (e.g. 'eip155'), with AppKit's members; `undefined` when not
 * connected.
 */
export function useAppKitProvider<T = Eip1193Provider>(namespace: ChainNamespace): UseAppKitProviderReturn<T> {
  return useStore(providerOf(namespace)) as UseAppKitProviderReturn<T>;
}
