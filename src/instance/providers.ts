/** The instance's provider and connector members (AppKit 1.7.4's names and shapes). */
import type { ChainNamespace, ConnectorInfo, ConnectorType, Eip1193Provider } from '../core/index.js';
import { $connectors, $options, $walletProvider, $walletProviders, sameFields, subscribeGuest } from '../core/index.js';
import { computed } from 'nanostores';
import { appKitProvider } from '../core/index.js';

/**
 * The connected providers by namespace, as AppKit's `subscribeProviders` reports them: every namespace AppKit knows,
 * `undefined` where nothing is connected (w3m-modal connects EVM and Solana wallets).
 */
export type ProvidersByNamespace = Record<ChainNamespace | 'polkadot' | 'bip122' | 'cosmos', Eip1193Provider | undefined>;

// Each connected namespace's provider: EVM and Solana may both be connected (one wallet in both, or two wallets).
const $providers = computed($walletProviders, (providers): ProvidersByNamespace => ({
  eip155: appKitProvider('eip155', providers.eip155?.provider),
  solana: providers.solana?.provider,
  polkadot: undefined,
  bip122: undefined,
  cosmos: undefined
}));

const connectedIn = (namespace: ChainNamespace) => $walletProviders.get()[namespace];

/** The active namespace's provider, with AppKit's members. */
const walletProvider = (): Eip1193Provider | undefined => {
  const wallet = $walletProvider.get();
  return wallet && appKitProvider(wallet.namespace, wallet.provider);
};

export const providerMembers = {
  getProvider: <T>(namespace: ChainNamespace): T | undefined => appKitProvider(namespace, connectedIn(namespace)?.provider) as T | undefined,
  getProviderType: (namespace: ChainNamespace): ConnectorType | undefined => connectedIn(namespace)?.type,
  getWalletProvider: (): unknown => walletProvider(),
  getWalletProviderType: (): ConnectorType | undefined => $walletProvider.get()?.type,
  /** Calls back with the providers by namespace when one of them changes: a wallet connects, changes or leaves. */
  subscribeProviders: (callback: (providers: ProvidersByNamespace) => void): (() => void) =>
    subscribeGuest('subscribeProviders', $providers, callback, sameFields),
  /**
   * The WalletConnect provider while a WalletConnect session is connected; `undefined` otherwise (AppKit
   * resolves `undefined` too when WalletConnect is off). The modal creates it lazily, on first use.
   */
  getUniversalProvider: async (): Promise<unknown> => {
    const wallet = $walletProvider.get();
    return wallet?.type === 'WALLET_CONNECT' ? wallet.provider : undefined;
  },
  /** The connectors the modal lists (browser wallets, WalletConnect, the embedded wallet). */
  getConnectors: (): ConnectorInfo[] => $connectors.get(),
  /** A connector's image: `connectorImages` first, then the connector's own. */
  getConnectorImage: (connector: Pick<ConnectorInfo, 'id'> & { imageUrl?: string }): string | undefined =>
    $options.get()?.given.connectorImages?.[connector.id] ?? connector.imageUrl
};
