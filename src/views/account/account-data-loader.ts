import type { ResolvedOptions } from '../../core/index.js';
import { walletDataOn } from '../../core/data/index.js';
import { loadLazy } from '../../core/lazy.js';

/**
 * The one door to the account-data chunk (tabs, balances, activity, identity), opened only when the options turn
 * the data features on. A single lazy entry also keeps the bundler from splitting the initial chunk along the
 * lines of several small ones. With an address, it starts that address's name-and-avatar lookup too.
 * Returns whether the features are on.
 */
export function loadAccountData(options: ResolvedOptions | undefined, address?: string): boolean {
  const on = walletDataOn(options);
  if (on) {
    loadLazy('accountTabs')
      .then(m => {
        if (address) void m.loadIdentity(address);
      })
      .catch(e => console.error('w3m: account data', e));
  }
  return on;
}
