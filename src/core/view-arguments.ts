// The arguments `open({ view, arguments })` takes for the wallet flows, apart from types.ts (which re-exports them) so
// that each stays short. Types only: nothing here reaches a bundle.

/** `open({ view: 'WalletSend', arguments })`: AppKit's fields, each one given filled and fixed (EVM only). */
export interface WalletSendArguments {
  /** Decimal amount, e.g. "0.25". */
  amount?: string;
  /** The ERC-20 contract to send (plain address); the native token when absent. */
  assetAddress?: string;
  namespace?: string;
  /** The network's chain id (a number, or its CAIP-2 reference). */
  chainId?: number | string;
  /** The receiver's address. */
  to?: string;
}

/** What `open({ view: 'Swap', arguments })` fills in (AppKit's `SwapInputArguments`). */
export interface SwapOpenArguments {
  fromToken?: string;
  toToken?: string;
  amount?: string;
}

/**
 * The views whose `open()` takes arguments, and what each takes: Swap's tokens (symbols) and amount, as AppKit 1.7.4
 * types them; WalletSend's fields, given filled and fixed, as AppKit's later releases take them. Each view checks
 * them as it reads them.
 */
export interface OpenArguments {
  Swap: SwapOpenArguments;
  WalletSend: WalletSendArguments;
}
