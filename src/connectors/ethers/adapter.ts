import type { ChainAdapter } from '../../core/options/index.js';

/**
 * ethers as the app's EVM library, with AppKit's shape:
 *
 * ```tsx
 * createAppKit({ adapters: [new EthersAdapter()], networks: [mainnet], projectId });
 * const { walletProvider } = useAppKitProvider<Provider>('eip155');
 * const signer = await new BrowserProvider(walletProvider).getSigner();
 * ```
 *
 * ethers has no wallet connectors of its own: it wraps the provider of whichever wallet the player picked. So
 * the modal's own connectors (browser wallets found through EIP-6963, WalletConnect, email and social sign-in)
 * stay on and own the EVM connection, and `useAppKitProvider('eip155')` / `getWalletProvider()` hand out the
 * connected wallet's EIP-1193 provider for ethers to wrap. Nothing of ethers is loaded by the modal: the app
 * imports it, and an app that never imports this entry ships none of it.
 */
export class EthersAdapter implements ChainAdapter {
  readonly namespace = 'eip155' as const;
  /** The modal's connectors find and connect the wallets; ethers wraps their providers. */
  readonly connectors = 'modal' as const;
  /** The major version of ethers the app wraps the provider with (the provider is the same for both). */
  readonly ethersVersion: 5 | 6 = 6;

  /** Called by `createAppKit`; the modal's own connectors already serve EVM, so there is nothing to stop. */
  start(): () => void {
    return () => undefined;
  }
}

/**
 * ethers v5 as the app's EVM library (AppKit's `@reown/appkit-adapter-ethers5`): the same as
 * {@link EthersAdapter}, for apps that wrap the provider with `new providers.Web3Provider(walletProvider)`.
 */
export class Ethers5Adapter extends EthersAdapter {
  override readonly ethersVersion = 5 as const;
}
