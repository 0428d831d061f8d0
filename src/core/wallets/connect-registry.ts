import { computed } from 'nanostores';
import { $options } from '../options/store.js';
import { $connectRows, MAX_CONNECT_ROWS } from './connect-rows.js';
import type { RegistryGroup } from './connect-rows.js';
import { $recentWallets } from './recent.js';
import { $walletList } from './store.js';
import type { ListedWallet } from './types.js';

/** How many registry wallets the Connect view recommends before "All Wallets". */
export const RECOMMENDED_COUNT = 2;

/** Registry wallets of one Connect-view group that no browser wallet (the view's own rows) already covers. */
export function registryGroupWallets(group: RegistryGroup, wallets: readonly ListedWallet[], recentIds: readonly string[], walletConnect: boolean): ListedWallet[] {
  const list = wallets.filter(item => !item.connector);
  // Phone wallets are reached through WalletConnect: without it, recent and recommended ones could not connect.
  const recent = walletConnect ? recentIds.flatMap(id => list.filter(item => item.wallet.id === id)) : [];
  const notRecent = (item: ListedWallet): boolean => !recent.includes(item);
  switch (group) {
    case 'recent':
      return recent;
    case 'featured':
    case 'custom':
      return list.filter(item => item.rank === group && notRecent(item));
    case 'recommended':
      return walletConnect ? list.filter(item => item.rank === 'registry' && notRecent(item)).slice(0, RECOMMENDED_COUNT) : [];
  }
}

/**
 * The registry rows of the Connect view, per group: what room the connector rows leave under
 * {@link MAX_CONNECT_ROWS}, handed out in group order, so the whole list never grows past it.
 */
export const $connectRegistryRows = computed(
  [$connectRows, $walletList, $recentWallets, $options],
  (rows, wallets, recentIds, options): ReadonlyMap<RegistryGroup, ListedWallet[]> => {
    const walletConnect = Boolean(options?.enableWalletConnect);
    let room = MAX_CONNECT_ROWS - rows.filter(row => 'connector' in row).length;
    const byGroup = new Map<RegistryGroup, ListedWallet[]>();
    for (const row of rows) {
      if (!('registry' in row)) continue;
      const kept = registryGroupWallets(row.registry, wallets, recentIds, walletConnect).slice(0, Math.max(0, room));
      room -= kept.length;
      byGroup.set(row.registry, kept);
    }
    return byGroup;
  },
);
