import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { Config } from './wagmi-core.js';
import type { AccountConnection } from '../../core/connection/index.js';
import { walletInfoOf } from '../../core/connection/index.js';
import { toCaipAddress, toCaipNetworkId } from '../../core/caip.js';
import { bridgeInfo } from './bridge.js';

type WagmiState = Config['state'];

/** The account as wagmi's state has it, in the modal's words (what wagmi's `getAccount` says, plus the wallet's name). */
export function accountOf(state: WagmiState): AccountConnection {
  const connection = state.current ? state.connections.get(state.current) : undefined;
  const named = connection
    ? {
        address: connection.accounts[0],
        caipAddress: toCaipAddress(toCaipNetworkId('eip155', connection.chainId), connection.accounts[0]!),
        allAccounts: connection.accounts.map(address => ({ address, type: 'eoa' as const, namespace: 'eip155' as const })),
      }
    : { allAccounts: [] };
  if (state.status === 'connected' && connection) return { status: 'connected', ...named, connectedWalletInfo: walletInfoOf(bridgeInfo(connection.connector)), restoring: false };
  // wagmi's "reconnecting" (a session restored at start) is AppKit's public `status: 'reconnecting'`.
  if (state.status === 'connecting' || state.status === 'reconnecting') return { status: 'connecting', ...named, restoring: state.status === 'reconnecting' };
  return { status: 'disconnected', allAccounts: [], restoring: false };
}

/**
 * wagmi's account as a store the modal reads (`readAccountFrom`), as RainbowKit reads wagmi's `getAccount` and
 * `watchAccount`: its value is {@link accountOf} wagmi's state, taken in wagmi's own update by the first listener
 * the config gets, so whatever wagmi says (connect, reconnect, an account or chain switch, a disconnect) the modal
 * shows in the same task, before any other listener of wagmi's runs. It lives as long as the config.
 */
export function wagmiAccount(config: Config): ReadableAtom<AccountConnection> {
  const $account = atom(accountOf(config.state));
  let shown = JSON.stringify($account.get());
  config.subscribe(
    state => state,
    state => {
      const next = accountOf(state);
      const text = JSON.stringify(next);
      // wagmi's state changes for more than the account (its connectors, a chain while disconnected).
      if (text === shown) return;
      shown = text;
      $account.set(next);
    },
  );
  return $account;
}
