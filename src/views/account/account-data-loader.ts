import type { ResolvedOptions } from '../../core/index.js';
import { walletDataOn } from '../../core/data/index.js';
import { loadLazy } from '../../core/lazy.js';

/**
 * The Account view's door to the account-data chunk (tabs, balances, activity, identity), opened only when the
 * options turn the data features on; the loading table's `account identity` row opens the same chunk at start. It
 * only loads: the name-and-avatar lookup is that row's, the balances and activity the onMount of the store the tabs
 * read. Returns whether the features are on.
 */
export function loadAccountData(options: ResolvedOptions | undefined): boolean {
  const on = walletDataOn(options);
  if (on) loadLazy('accountTabs').catch(e => console.error('w3m: account data', e));
  return on;
}
