import type { CaipNetwork } from '../../core/types.js';
import { addConnector, removeConnector, restoreConnection } from '../../core/connection/index.js';
import type { StandardWallet, WalletStandardApi } from './wallet-standard-types.js';
import { WalletStandardConnector } from './wallet-standard-connector.js';

const MAX_NAME = 100;

/** A wallet the modal can use: named, able to connect, and speaking at least one Solana chain. */
function usable(wallet: unknown): wallet is StandardWallet {
  if (!wallet || typeof wallet !== 'object') return false;
  const { name, chains, features } = wallet as Partial<StandardWallet>;
  return (
    typeof name === 'string' &&
    name.trim().length > 0 &&
    name.length <= MAX_NAME &&
    Array.isArray(chains) &&
    chains.some(chain => typeof chain === 'string' && chain.startsWith('solana:')) &&
    typeof features === 'object' &&
    features !== null &&
    typeof (features['standard:connect'] as { connect?: unknown } | undefined)?.connect === 'function'
  );
}

/**
 * Finds Solana browser wallets through the Wallet Standard: wallets that loaded first answer the
 * `wallet-standard:app-ready` event, later ones dispatch `wallet-standard:register-wallet`. Each becomes a
 * connector of the `solana` namespace and restores a connection the user approved before.
 * Returns a function that stops listening and removes the connectors it added.
 */
export function startWalletStandardDiscovery(options: { networks: readonly CaipNetwork[]; excludeWalletIds: readonly string[] }): () => void {
  if (typeof window === 'undefined') return () => {};
  const added = new Set<string>();
  const register = (...wallets: StandardWallet[]): (() => void) => {
    const ids: string[] = [];
    for (const wallet of wallets) {
      if (!usable(wallet) || options.excludeWalletIds.includes(wallet.name)) continue;
      const connector = new WalletStandardConnector(wallet, options.networks);
      if (!addConnector(connector)) continue;
      added.add(connector.info.id);
      ids.push(connector.info.id);
      void restoreConnection(connector);
    }
    return () => ids.forEach(removeConnector);
  };
  const api: WalletStandardApi = { register };
  const onRegister = (event: Event): void => {
    const callback = (event as CustomEvent<unknown>).detail;
    if (typeof callback !== 'function') return;
    try {
      (callback as (api: WalletStandardApi) => void)(api);
    } catch {
      // A broken wallet script must not break the modal.
    }
  };
  window.addEventListener('wallet-standard:register-wallet', onRegister);
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));
  return () => {
    window.removeEventListener('wallet-standard:register-wallet', onRegister);
    added.forEach(removeConnector);
  };
}
