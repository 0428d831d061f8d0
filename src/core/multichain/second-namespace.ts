import type { WalletConnector } from '../connection/index.js';
import { $activeConnectorId, applyConnection, getAccount, getConnector } from '../connection/index.js';
import { siblingOf } from '../connection/siblings.js';
import { subscribeEvents } from '../events/index.js';
import { begin, servesCurrent } from '../intent.js';
import type { Intent } from '../intent.js';

/**
 * After the picked namespace, the other connector of the same wallet is asked too. Its refusal or failure leaves
 * the first connection as it is.
 */
async function connectSecondNamespace(picked: WalletConnector, intent: Intent): Promise<void> {
  const info = siblingOf(picked.info);
  const sibling = info ? getConnector(info.id) : undefined;
  if (!sibling || getAccount(sibling.info.namespace).status === 'connected') return;
  try {
    const result = await sibling.connect();
    // A newer connect or a disconnect meanwhile: the second namespace is not wanted any more.
    if (!servesCurrent(intent)) {
      await sibling.disconnect().catch(() => undefined);
      return;
    }
    applyConnection(sibling, result, { activate: false });
  } catch {
    // The picked namespace is connected; the other stays as it was.
  }
}

/**
 * A wallet that speaks both namespaces (as Phantom does) is picked once and connected in both: when the player
 * connects a browser wallet (`CONNECT_SUCCESS`), its connector in the other namespace is asked too. A restore
 * brings back each namespace on its own and is not followed.
 */
export function watchSecondNamespace(): () => void {
  return subscribeEvents(event => {
    if (event.data.event !== 'CONNECT_SUCCESS' || event.data.properties?.['method'] !== 'browser') return;
    const id = $activeConnectorId.get();
    const picked = id ? getConnector(id) : undefined;
    // Its own intent, about the same wallet: a newer connect or a disconnect makes it stale.
    if (picked) void connectSecondNamespace(picked, begin('connection', picked.info.id));
  });
}
