// Shared set-up for the modal/view stories (not a story file: the Storybook glob only picks *.stories.ts).
import { addConnector, mainnet, setWalletChain } from '../src/core/index.js';
import { patchAccount } from '../src/core/connection/writes.js';
import type { AccountState, AppKitOptions, ConnectorInfo, Eip1193Provider, ThemeMode, WalletConnector } from '../src/core/index.js';
import { createAppKit, destroyAppKit } from '../src/app-kit.js';
import { FIXTURE_ICONS } from './fixture-icons.js';

// Stories tagged `picture-fallback` show a wallet without a usable picture on purpose (no image, a refused URL,
// one that fails): the pictures check (test/storybook/design.mjs) expects the fallback there, a real picture elsewhere.

export const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/**
 * With a projectId the Connect view asks the wallet directory when it is shown: stories ask the one Storybook
 * serves (.storybook/wallet-directory, written by scripts/story-directory.mjs), never the public one, and All
 * Wallets shows its wallets and pictures.
 */
export const STORY_DIRECTORY = `${location.origin}/wallet-directory`;


export const WALLETS: ConnectorInfo[] = [
  { id: 'io.example.fox', type: 'ANNOUNCED', name: 'Fox Wallet', rdns: 'io.example.fox', namespace: 'eip155', imageUrl: FIXTURE_ICONS.fox },
  { id: 'io.example.rabbit', type: 'ANNOUNCED', name: 'Rabbit Wallet', rdns: 'io.example.rabbit', namespace: 'eip155', imageUrl: FIXTURE_ICONS.rabbit },
  { id: 'injected', type: 'INJECTED', name: 'Browser Wallet', namespace: 'eip155', imageUrl: FIXTURE_ICONS.browser },
];

/** A connector whose wallet never answers: stories show states, they never reach a wallet or the network. */
export function silentConnector(info: ConnectorInfo): WalletConnector {
  const never = new Promise<never>(() => {});
  const provider: Eip1193Provider = { request: () => never };
  return {
    info,
    connect: () => never,
    restore: async () => undefined,
    disconnect: async () => {},
    getProvider: () => provider,
    switchChain: () => never,
  };
}

/** Fresh stores and a kit on mainnet with wallet discovery off, so only the connectors a story adds exist. */
export function freshKit(themeMode: ThemeMode, connectors: ConnectorInfo[] = [], extra: Partial<AppKitOptions> = {}): void {
  destroyAppKit();
  createAppKit({ projectId: 'storybook-demo', networks: [mainnet], themeMode, enableEIP6963: false, enableInjected: false, enableWalletConnect: false, explorerApiUrl: STORY_DIRECTORY, ...extra });

  connectors.forEach(info => addConnector(silentConnector(info)));
}

export type BalanceState = 'loaded' | 'loading' | 'unavailable';

/** A connected account on mainnet (or on an unsupported chain), its balance in the given state. */
export function connectAccount(balance: BalanceState, options: { unsupportedChainId?: number } = {}): void {
  const patch: Partial<AccountState> = { status: 'connected', address: ADDRESS, caipAddress: `eip155:1:${ADDRESS}` };
  if (balance === 'loaded') Object.assign(patch, { balance: '1.2345', balanceSymbol: 'ETH' });
  if (balance === 'loading') patch.balanceLoading = true;
  patchAccount('eip155', patch);
  if (options.unsupportedChainId !== undefined) setWalletChain(options.unsupportedChainId);
}
