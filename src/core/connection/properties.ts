/** Properties AppKit's events share, read from the stores at the moment the event is sent. */
import { $account } from './account.js';
import { $chain } from '../network/store.js';

/** Whether the connected account is a smart account (AppKit's `isSmartAccount`). */
export function isSmartAccount(): boolean {
  return $account.get().preferredAccountTypes.eip155 === 'smartAccount';
}

/** `{ isSmartAccount, network }` with the active network's CAIP-2 id, as AppKit's account-flow events carry. */
export function accountFlowProperties(): { isSmartAccount: boolean; network: string } {
  return { isSmartAccount: isSmartAccount(), network: $chain.get().activeNetwork?.caipNetworkId ?? '' };
}
