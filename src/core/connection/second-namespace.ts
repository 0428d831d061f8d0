import type { ConnectResult, WalletConnector } from './connectors.js';
import { $connectors, getConnector } from './connectors.js';
import { getAccount } from './account.js';
import { servesCurrent } from '../intent.js';
import type { Intent } from '../intent.js';

/**
 * A wallet that speaks both namespaces shows up as two connectors of one name (an EIP-6963 provider and a Wallet
 * Standard wallet, as Phantom does). Picking it connects it in both: after the picked namespace, the other
 * connector is asked too. Its refusal or failure leaves the first connection as it is.
 */
export async function connectSecondNamespace(
  picked: WalletConnector,
  intent: Intent,
  apply: (connector: WalletConnector, result: ConnectResult, options: { activate: boolean }) => void,
): Promise<void> {
  const info = $connectors.get().find(
    other => other.name === picked.info.name && other.namespace !== picked.info.namespace && other.type === 'ANNOUNCED' && picked.info.type === 'ANNOUNCED',
  );
  const sibling = info ? getConnector(info.id) : undefined;
  if (!sibling || getAccount(sibling.info.namespace).status === 'connected') return;
  try {
    const result = await sibling.connect();
    // A newer connect or a disconnect meanwhile: the second namespace is not wanted any more.
    if (!servesCurrent(intent)) {
      await sibling.disconnect().catch(() => undefined);
      return;
    }
    apply(sibling, result, { activate: false });
  } catch {
    // The picked namespace is connected; the other stays as it was.
  }
}
