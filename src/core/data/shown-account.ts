import { computed, onMount } from 'nanostores';
import { $account } from '../connection/account.js';
import { $chain } from '../network/store.js';
import { $options } from '../options/index.js';
import { fetchBalances } from './balances.js';
import { fetchActivity } from './activity.js';

/** The address and network whose balances and activity the account tabs show. */
export interface ShownAccount {
  address?: string;
  caipNetworkId?: string;
}

/**
 * The account the tabs show. Its `onMount` is the balances' and activity's reaction: while an element reads this
 * store (the account tabs, while the Account view shows them), the balances of that address on that network and,
 * with `features.history`, its activity are fetched, and fetched again whenever either changes.
 *
 * @watches `$account`, `$chain`, while the account tabs show
 * @does fetches the shown address's token balances and, with `features.history`, its activity, again on a new address or network
 */
export const $shownAccount = computed([$account, $chain], (account, chain): ShownAccount => ({
  address: account.address,
  caipNetworkId: chain.activeNetwork?.caipNetworkId,
}));

onMount($shownAccount, () => {
  let loadedFor = '';
  const fetchFor = (): void => {
    const address = $account.get().address;
    const network = $chain.get().activeNetwork?.caipNetworkId;
    const key = `${address}|${network}`;
    if (!address || !network || key === loadedFor) return;
    loadedFor = key;
    void fetchBalances(address, network);
    if ($options.get()?.features.history) void fetchActivity(address, network);
  };
  const stops = [$account.subscribe(fetchFor), $chain.listen(fetchFor)];
  return () => stops.forEach(stop => stop());
});
