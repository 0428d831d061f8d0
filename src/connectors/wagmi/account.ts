import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { Config } from './wagmi-core.js';
import type { Accounts } from '../../core/connection/index.js';
import { emptyAccount, walletInfoOf } from '../../core/connection/index.js';
import type { AccountState } from '../../core/types.js';
import { toCaipAddress, toCaipNetworkId } from '../../core/caip.js';
import { bridgeInfo } from './bridge.js';

type WagmiState = Config['state'];

/** The fields of the EVM account wagmi decides. */
export type WagmiAccount = Pick<AccountState, 'status' | 'address' | 'caipAddress' | 'allAccounts' | 'connectedWalletInfo' | 'restoring'>;

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
  if (state.status === 'connected' && connection) return { status: 'connected', ...named, connectedWalletInfo: walletInfoOf(bridgeInfo(connection.connector)), restoring: false };
  // wagmi's "reconnecting" (a session restored at start) is AppKit's public `status: 'reconnecting'`.
  if (state.status === 'connecting' || state.status === 'reconnecting') return { status: 'connecting', ...named, connectedWalletInfo: undefined, restoring: state.status === 'reconnecting' };
  return { status: 'disconnected', address: undefined, caipAddress: undefined, allAccounts: [], connectedWalletInfo: undefined, restoring: false };
}

/**
 * wagmi's account as a store, as RainbowKit reads wagmi's `getAccount` and `watchAccount`: its value is
 * {@link accountOf} wagmi's state, taken in wagmi's own update by the first listener the config gets (the adapter
 * makes it with the config), so no other listener of wagmi's (the app's `watchAccount`, wagmi's hooks) hears of a
 * change the modal does not show yet. It lives as long as the config.
 */
export function wagmiAccount(config: Config): ReadableAtom<WagmiAccount> {
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

/**
 * The accounts the modal shows with the WagmiAdapter: the slice's record, with the EVM account wagmi's. Of what the
 * record holds for EVM, the modal's own details stay (the account type, and the balance and profile while wagmi
 * shows the address they were read for: `setAccountBalance` names it); its connection fields are not read.
 */
export function accountsWithWagmi($wagmi: ReadableAtom<WagmiAccount>): (record: ReadableAtom<Accounts>) => ReadableAtom<Accounts> {
  return $record => {
    let last: Accounts | undefined;
    return computed([$record, $wagmi], (record, wagmi) => {
      const own = record.eip155 ?? emptyAccount();
      const details = own.address === wagmi.address ? own : { ...own, balance: undefined, balanceSymbol: undefined, profileName: undefined, profileImage: undefined };
      const accounts = { ...record, eip155: { ...details, ...wagmi } };
      // A write of the record that changes nothing shown (the connect flow's own steps) tells no listener.
      if (last && JSON.stringify(last) === JSON.stringify(accounts)) return last;
      return (last = accounts);
    });
  };
}
