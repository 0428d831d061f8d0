// Apart from properties.ts, whose isSmartAccount the page's first chunk carries: only the wallet flows' lazy chunks
// send these events, and a function of a module on the page would be bundled into the page with it.
import { $chain } from '../network/store.js';
import { isSmartAccount } from './properties.js';

/** `{ isSmartAccount, network }` with the active network's CAIP-2 id, as AppKit's account-flow events carry. */
export function accountFlowProperties(): { isSmartAccount: boolean; network: string } {
  return { isSmartAccount: isSmartAccount(), network: $chain.get().activeNetwork?.caipNetworkId ?? '' };
}
