// A module of its own, apart from properties.ts (whose isSmartAccount the page uses): only the wallet flows' lazy
// chunks send these events, and a module the page shares would carry this function onto the page.
import { $chain } from '../network/store.js';
import { isSmartAccount } from './properties.js';

/** `{ isSmartAccount, network }` with the active network's CAIP-2 id, as AppKit's account-flow events carry. */
export function accountFlowProperties(): { isSmartAccount: boolean; network: string } {
  return { isSmartAccount: isSmartAccount(), network: $chain.get().activeNetwork?.caipNetworkId ?? '' };
}
