/**
 * AppKit's events for moves between the modal's views, sent when the view opens as AppKit sends them from the
 * click that opens it: one listener on the router instead of a call in each view.
 */
import { $router } from './router.js';
import type { AppKitEventName } from '../events/store.js';
import { emitEvent } from '../events/store.js';
import { isSmartAccount } from '../connection/properties.js';

const ON_OPEN: Partial<Record<string, AppKitEventName>> = {
  AllWallets: 'CLICK_ALL_WALLETS',
  Networks: 'CLICK_NETWORKS',
  RegisterAccountName: 'OPEN_ENS_FLOW',
  WhatIsAWallet: 'CLICK_WALLET_HELP',
  WhatIsANetwork: 'CLICK_NETWORK_HELP'
};

/** Starts the listener; returns what stops it. */
export function watchViewEvents(): () => void {
  return $router.listen(({ view, direction, history }) => {
    // Opening the modal on a view (`open({ view })`) starts a new history: no click, no event (as AppKit).
    const event = direction === 'next' && history.length > 1 ? ON_OPEN[view] : undefined;
    if (event) emitEvent(event, event === 'OPEN_ENS_FLOW' ? { isSmartAccount: isSmartAccount() } : undefined);
  });
}
