import type { WalletConnector } from './connectors.js';
import { getConnector } from './connectors.js';
import { getAccount } from './account.js';
import { applyConnection, attemptOf } from './apply.js';
import { $connectStep } from './store.js';
import { siblingOf } from './siblings.js';
import { begin, servesCurrent } from '../intent.js';
import { classifyWalletError } from '../wallet-errors.js';
import type { Writable } from '../types.js';

/**
 * The other namespace of a wallet the player picked in one (a wallet that speaks both, as Phantom does): its
 * connector in that namespace is asked too and joins beside the picked one, which stays the active namespace. Its
 * steps carry the source `second-namespace`; a refusal or failure leaves the first connection as it is. It is an
 * intent about the picked wallet: a newer connect or a disconnect meanwhile makes the answer unwanted.
 */
export async function connectSecondNamespace(picked: WalletConnector): Promise<void> {
  const info = siblingOf(picked.info);
  const sibling = info ? getConnector(info.id) : undefined;
  if (!sibling || getAccount(sibling.info.namespace).status === 'connected') return;
  const intent = begin('connection', picked.info.id);
  const attempt = attemptOf(sibling, 'second-namespace');
  ($connectStep as Writable<typeof $connectStep>).set({ step: 'connecting', ...attempt });
  try {
    const result = await sibling.connect();
    if (!servesCurrent(intent)) {
      await sibling.disconnect().catch(() => undefined);
      return;
    }
    applyConnection(sibling, result, { activate: false });
    ($connectStep as Writable<typeof $connectStep>).set({ step: 'connected', ...attempt });
  } catch (error) {
    if (servesCurrent(intent)) ($connectStep as Writable<typeof $connectStep>).set({ step: 'failed', ...attempt, error: classifyWalletError(error) });
  }
}
