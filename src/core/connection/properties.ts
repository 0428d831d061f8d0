/** Properties AppKit's events share, read from the stores at the moment the event is sent. */
import { $account } from './account.js';

/** Whether the connected account is a smart account (AppKit's `isSmartAccount`). */
export function isSmartAccount(): boolean {
  return $account.get().preferredAccountTypes.eip155 === 'smartAccount';
}
