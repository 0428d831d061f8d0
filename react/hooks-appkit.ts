/**
 * Hooks AppKit apps call beyond the first ones: `useAppKitNetworkCore` (1.7) and, from AppKit 1.8,
 * `useAppKitBalance` and `useAppKitWallets` (a headless wallet list that can connect, for apps that draw their
 * own picker).
 */
import { computed } from 'nanostores';
import type { ChainNamespace } from '../src/core/index.js';
import type { PublicNetworkState } from '../src/core/index.js';
import { $publicNetwork } from '../src/core/index.js';
import { $account, $chain, $connectors, connectOnDemand, getAccount, refreshBalance } from '../src/core/index.js';
import { disconnect } from '../src/core/index.js';
import { useStore } from './use-store.js';

/** The active network without the switch function (AppKit's core hook). */
export function useAppKitNetworkCore(): PublicNetworkState {
  return useStore($publicNetwork);
}

const disconnectControls = {
  /** Disconnects every wallet, or only the one of `namespace` (the other namespace stays); nothing happens when it is not connected. */
  disconnect: async (props?: { namespace?: ChainNamespace }): Promise<void> => {
    if (props?.namespace && getAccount(props.namespace).status === 'disconnected') return;
    await disconnect(props?.namespace ? { namespace: props.namespace } : {});
  }
};

/** `{ disconnect({ namespace }?) }` for the connected wallet. */
export function useDisconnect(): typeof disconnectControls {
  return disconnectControls;
}

export interface AppKitBalanceResult {
  data?: { balance: string; symbol: string };
  error: string | null;
  isSuccess: boolean;
  isError: boolean;
}

const balanceControls = {
  /** Reads the connected account's native balance again and resolves with it (AppKit 1.8's result shape). */
  fetchBalance: async (): Promise<AppKitBalanceResult> => {
    const { activeNamespace, activeNetwork } = $chain.get();
    if ($account.get().status !== 'connected') return { error: 'No account connected', isSuccess: false, isError: true };
    try {
      await refreshBalance(activeNamespace, activeNetwork);
      const { balance, balanceSymbol } = $account.get();
      return { data: { balance: balance ?? '0', symbol: balanceSymbol ?? activeNetwork?.nativeCurrency.symbol ?? '' }, error: null, isSuccess: true, isError: false };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error), isSuccess: false, isError: true };
    }
  }
};

/** `{ fetchBalance() }` (AppKit 1.8). */
export function useAppKitBalance(): typeof balanceControls {
  return balanceControls;
}

/** A wallet of the headless list: what a custom picker draws, and what `connect` takes. */
export interface AppKitWallet {
  id: string;
  name: string;
  imageUrl: string | undefined;
  /** A browser wallet (EIP-6963 or injected), as opposed to WalletConnect or the embedded wallet. */
  isInjected: boolean;
}

export interface UseAppKitWalletsReturn {
  wallets: AppKitWallet[];
  isInitialized: boolean;
  /** The wallet a `connect` is waiting for, if any. */
  connectingWallet: AppKitWallet | undefined;
  /** Connects through `wallet` without opening the modal; resolves once connected, rejects when refused. */
  connect: (wallet: Pick<AppKitWallet, 'id'>) => Promise<void>;
}

let connecting: AppKitWallet | undefined;

async function connectTo(wallet: Pick<AppKitWallet, 'id'>): Promise<void> {
  connecting = $wallets.get().wallets.find(known => known.id === wallet.id);
  try {
    if (!(await connectOnDemand(wallet.id))) throw new Error(`Could not connect to ${connecting?.name ?? wallet.id}`);
  } finally {
    connecting = undefined;
  }
}

const $wallets = computed([$connectors, $account], (connectors): UseAppKitWalletsReturn => ({
  wallets: connectors.map(connector => ({
    id: connector.id,
    name: connector.name,
    imageUrl: connector.imageUrl,
    isInjected: connector.type === 'ANNOUNCED' || connector.type === 'INJECTED'
  })),
  isInitialized: true,
  connectingWallet: connecting,
  connect: connectTo
}));

/** The wallets the modal can connect, for an app that draws its own picker (AppKit 1.8's headless list). */
export function useAppKitWallets(): UseAppKitWalletsReturn {
  return useStore($wallets);
}
