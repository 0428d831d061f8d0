import type { Chain } from 'viem';

/** Every chain namespace AppKit 1.7.4 names; the modal connects `eip155` and `solana` ones. */
export type NetworkNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos';

/** A network in AppKit's `CaipNetwork` shape: a viem-like chain whose id may be a string, with its CAIP-2 id. */
export type DefinedNetwork = Omit<Chain, 'id'> & {
  id: number | string;
  chainNamespace: NetworkNamespace;
  caipNetworkId: `${NetworkNamespace}:${string}`;
  assets?: { imageId?: string | undefined; imageUrl?: string | undefined };
};

/**
 * What AppKit calls `AppKitNetwork`: a plain viem chain or a network in AppKit's shape. Every export of
 * `w3m-modal/networks` is one, and `createAppKit({ networks })` and `switchNetwork` take any of them.
 */
export type AppKitNetwork = Chain | DefinedNetwork;
