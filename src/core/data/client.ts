import { $options } from '../options/store.js';
import { createBlockchainApi } from '../api/blockchain-api.js';
import type { BlockchainApi } from '../api/blockchain-api.js';
import { walletDataOn } from './gate.js';
import { onSessionEnd } from '../session.js';

let cached: { key: string; api: BlockchainApi } | undefined;
// The client is the kit's: the next kit builds its own.
onSessionEnd(() => (cached = undefined));

/**
 * The provider client for the current options (one per base URL and projectId). Throws when the data features
 * are off, so a stray call can never reach the public host under a configuration that did not ask for it.
 */
export function getApi(): BlockchainApi {
  const options = $options.get();
  if (!options || !walletDataOn(options)) throw new Error('Blockchain data is not enabled');
  const key = `${options.blockchainApiUrl}|${options.projectId}`;
  if (cached?.key !== key) cached = { key, api: createBlockchainApi({ baseUrl: options.blockchainApiUrl, projectId: options.projectId }) };
  return cached.api;
}
