/** Blockchain data for the account tabs: balances, activity, identity, their formatting and messages. */
import { readonlyType } from 'nanostores';
import { $activity as activityStore } from './activity.js';
import { $balances as balancesStore } from './balances.js';

// Its stores go out read-only (they shadow the star exports below): only the slice writes them, through its actions.
export const $activity = readonlyType(activityStore);
export const $balances = readonlyType(balancesStore);
export * from './gate.js';
export * from './balances.js';
export * from './activity.js';
export * from './identity.js';
export * from './format.js';
export * from './messages.js';
