import type { Config, Connector } from './wagmi-core.js';
import { emptyAccount, showEngineView } from '../../core/connection/index.js';
import type { Accounts } from '../../core/connection/index.js';
import type { AccountState, ConnectedWalletInfo } from '../../core/types.js';
import { toCaipAddress, toCaipNetworkId } from '../../core/caip.js';
import { bridgeInfo } from './bridge.js';

type WagmiState = Config['state'];

/** The fields of the EVM account wagmi decides. */
export type WagmiAccount = Pick<AccountState, 'status' | 'address' | 'caipAddress' | 'allAccounts' | 'connectedWalletInfo' | 'restoring'>;

/** The wallet the account is connected through, as the modal names it for any wallet. */
function walletInfo(connector: Connector): ConnectedWalletInfo {
  const { name, imageUrl, rdns, type } = bridgeInfo(connector);
  return { name, ...(imageUrl ? { icon: imageUrl } : {}), ...(rdns ? { rdns } : {}), type };
}

/** The account as wagmi's state has it, in the modal's words (what wagmi's `getAccount` says, plus the wallet's name). */
export function accountOf(state: WagmiState): WagmiAccount {
  const connection = state.current ? state.connections.get(state.current) : undefined;
  const named = connection
    ? {
        address: connection.accounts[0],
        caipAddress: toCaipAddress(toCaipNetworkId('eip155', connection.chainId), connection.accounts[0]!),
        allAccounts: connection.accounts.map(address => ({ address, type: 'eoa' as const, namespace: 'eip155' as const })),
      }
    : { address: undefined, caipAddress: undefined, allAccounts: [] };
  if (state.status === 'connected' && connection) return { status: 'connected', ...named, connectedWalletInfo: walletInfo(connection.connector), restoring: false };
  // wagmi's "reconnecting" (a session restored at start) is AppKit's public `status: 'reconnecting'`.
  if (state.status === 'connecting' || state.status === 'reconnecting') return { status: 'connecting', ...named, connectedWalletInfo: undefined, restoring: state.status === 'reconnecting' };
  return { status: 'disconnected', address: undefined, caipAddress: undefined, allAccounts: [], connectedWalletInfo: undefined, restoring: false };
}

/** The modal's record with `account` as its EVM account: the details the modal keeps (balance, profile, account type) stay. */
function withAccount(account: WagmiAccount): (record: Accounts) => Accounts {
  return record => ({ ...record, eip155: { ...(record.eip155 ?? emptyAccount()), ...account } });
}

/**
 * Shows wagmi's account as the modal's EVM account while the kit runs, as RainbowKit reads wagmi's `getAccount` and
 * `watchAccount`: {@link accountOf} wagmi's state, given to the connection slice (`showEngineView`) in wagmi's own
 * update by the first listener the config gets (the adapter makes it with the config), so no other listener of
 * wagmi's (the app's `watchAccount`, wagmi's hooks, follow.ts) hears of a change the modal does not show yet.
 * Returns what starts showing it (for `createAppKit`), which returns what stops.
 */
export function wagmiAccount(config: Config): () => () => void {
  let shown = accountOf(config.state);
  let showing = false;
  config.subscribe(
    state => state,
    state => {
      const next = accountOf(state);
      // wagmi's state changes for more than the account (its connectors, a chain while disconnected).
      if (JSON.stringify(next) === JSON.stringify(shown)) return;
      shown = next;
      if (showing) showEngineView(withAccount(next));
    },
  );
  return () => {
    showing = true;
    showEngineView(withAccount(shown));
    return () => {
      showing = false;
      showEngineView(undefined);
    };
  };
}
