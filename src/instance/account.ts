/**
 * The instance's account members (AppKit 1.7.4's names and shapes): read by namespace, the active one by default.
 */
import type { AccountState, AccountType, CaipAddress, ChainNamespace, ConnectedWalletInfo, PreferredAccountType, PublicAccountState } from '../core/index.js';
import { $accounts, $chain, $options, $walletInfo, emptyAccount, forgetAccount, preferAccountType, sameData, subscribeGuest, toPublicAccount } from '../core/index.js';
import { computed } from 'nanostores';

const accountOf = (namespace: ChainNamespace | undefined): AccountState =>
  $accounts.get()[namespace ?? $chain.get().activeNamespace] ?? emptyAccount();

/** The account of `namespace`, as `getAccount` reports it; `undefined` before `createAppKit` (as AppKit). */
function publicAccount(namespace: ChainNamespace | undefined): PublicAccountState | undefined {
  return $options.get() ? toPublicAccount(accountOf(namespace)) : undefined;
}

export const accountMembers = {
  getAccount: (namespace?: ChainNamespace): PublicAccountState | undefined => publicAccount(namespace),
  /** Calls back with the account of `namespace` (the active one by default) when it changes, as AppKit. */
  subscribeAccount(callback: (account: PublicAccountState) => void, namespace?: ChainNamespace): () => void {
    const store = computed([$accounts, $chain], () => toPublicAccount(accountOf(namespace)));
    return subscribeGuest('subscribeAccount', store, callback, sameData);
  },
  getAddress: (namespace?: ChainNamespace): string | undefined => accountOf(namespace).address,
  getAddressByChainNamespace: (namespace: ChainNamespace): string | undefined => accountOf(namespace).address,
  getCaipAddress: (namespace?: ChainNamespace): CaipAddress | undefined => accountOf(namespace).caipAddress,
  getIsConnectedState: (): boolean => toPublicAccount(accountOf(undefined)).isConnected,
  getWalletInfo: (): ConnectedWalletInfo | undefined => $walletInfo.get(),
  /** Calls back with the connected wallet's info whenever it changes, as AppKit. */
  subscribeWalletInfo: (callback: (info?: ConnectedWalletInfo) => void): (() => void) =>
    subscribeGuest('subscribeWalletInfo', $walletInfo, info => callback(info), sameData),
  /** AppKit calls back when the embedded wallet moves to another address; the modal's wallets report that as an account change. */
  subscribeShouldUpdateToAddress(callback: (address?: string) => void): () => void {
    // Told only of a move from one address to another (not of a first connect, nor of a disconnect).
    const $address = computed([$accounts, $chain], () => accountOf(undefined).address);
    let last = $address.get();
    return subscribeGuest('subscribeShouldUpdateToAddress', $address, address => {
      const moved = address !== undefined && last !== undefined && address !== last;
      last = address;
      if (moved) callback(address);
    });
  },
  /** The account type of `namespace`: the wallet's choice, else `defaultAccountTypes`. */
  getPreferredAccountType(namespace: ChainNamespace): PreferredAccountType | undefined {
    return accountOf(namespace).preferredAccountTypes[namespace] ?? $options.get()?.given.defaultAccountTypes?.[namespace];
  },
  setPreferredAccountType(accountType: PreferredAccountType, namespace: ChainNamespace): void {
    // AppKit's wider list (bitcoin's payment and ordinal types) is kept as given, as AppKit keeps it.
    preferAccountType(namespace, accountType as AccountType);
  },
  /** AppKit keeps address labels for its account view; this modal's account view shows none, so they are accepted and not kept. */
  addAddressLabel: (_address: string, _label: string, _namespace?: ChainNamespace): void => undefined,
  removeAddressLabel: (_address: string, _namespace?: ChainNamespace): void => undefined,
  /** Forgets the account of `namespace` in the modal's state (the wallet stays connected; AppKit's reset). */
  resetAccount: (namespace: ChainNamespace): void => forgetAccount(namespace)
};
