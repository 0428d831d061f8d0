/**
 * The parts of the Wallet Standard (github.com/wallet-standard) the modal uses, declared here rather than
 * pulling in the standard's packages for a few interfaces.
 */
export interface StandardWalletAccount {
  /** Base58 public key for Solana accounts. */
  readonly address: string;
  readonly publicKey: Uint8Array;
  readonly chains: readonly string[];
  readonly features: readonly string[];
  readonly label?: string;
}

export interface StandardWallet {
  readonly version: string;
  readonly name: string;
  readonly icon: string;
  readonly chains: readonly string[];
  readonly accounts: readonly StandardWalletAccount[];
  readonly features: {
    'standard:connect'?: {
      connect(input?: { silent?: boolean }): Promise<{ accounts: readonly StandardWalletAccount[] }>;
    };
    'standard:disconnect'?: { disconnect(): Promise<void> };
    'standard:events'?: {
      on(event: 'change', listener: (properties: { accounts?: readonly StandardWalletAccount[] }) => void): () => void;
    };
    'solana:signMessage'?: {
      signMessage(...inputs: { account: StandardWalletAccount; message: Uint8Array }[]): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]>;
    };
    'solana:signTransaction'?: {
      signTransaction(
        ...inputs: { account: StandardWalletAccount; transaction: Uint8Array; chain?: string | undefined }[]
      ): Promise<{ signedTransaction: Uint8Array }[]>;
    };
    'solana:signAndSendTransaction'?: {
      signAndSendTransaction(
        ...inputs: { account: StandardWalletAccount; transaction: Uint8Array; chain?: string | undefined }[]
      ): Promise<{ signature: Uint8Array }[]>;
    };
    readonly [name: string]: unknown;
  };
}

/** What the standard's `wallet-standard:register-wallet` callback and `wallet-standard:app-ready` detail carry. */
export interface WalletStandardApi {
  register(...wallets: StandardWallet[]): () => void;
}
