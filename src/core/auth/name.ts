import { emitEvent } from '../events/index.js';
import { isSmartAccount } from '../connection/properties.js';
import { createBlockchainApi, evmChainIdToCoinType } from '../api/blockchain-api.js';
import type { BlockchainApi } from '../api/blockchain-api.js';
import { getAccount } from '../connection/account.js';
import { setAccountProfile } from '../connection/details.js';
import { $activeConnectorId } from '../connection/store.js';
import { $chain } from '../network/store.js';
import { getOptions } from '../options/store.js';
import { replaceView } from '../modal/router.js';
import { authConnector } from './actions.js';
import { $nameFlow, AUTH_CONNECTOR_ID } from './store.js';
import type { AuthMessageKey } from './messages.js';
import type { Writable } from '../types.js';
import { onSessionEnd } from '../session.js';

/** Names live in this zone of the profile API. */
export const NAME_ZONE = 'reown.id';
export const NAME_MIN_LENGTH = 4;

/** Why a name cannot be registered as typed (spec section 5), as a message key; `undefined` when it can. */
export function nameProblem(name: string): AuthMessageKey | undefined {
  if (!/^[a-zA-Z0-9-]*$/.test(name)) return 'name.invalid';
  if (name.length < NAME_MIN_LENGTH) return 'name.tooShort';
  return undefined;
}

let cached: { key: string; api: BlockchainApi } | undefined;
// The client is the kit's: the next kit builds its own.
onSessionEnd(() => (cached = undefined));

function api(): BlockchainApi {
  const { blockchainApiUrl, projectId } = getOptions();
  const key = `${blockchainApiUrl}|${projectId}`;
  if (cached?.key !== key) cached = { key, api: createBlockchainApi({ baseUrl: blockchainApiUrl, projectId }) };
  return cached.api;
}

export interface NameSuggestion {
  name: string;
  registered: boolean;
}

/** Names close to `name` from the profile API; an empty list for a name that is not valid yet. */
export async function nameSuggestions(name: string): Promise<NameSuggestion[]> {
  if (nameProblem(name)) return [];
  return (await api().profileSuggestions(name, NAME_ZONE)).suggestions;
}

const toHex = (text: string): `0x${string}` =>
  `0x${[...new TextEncoder().encode(text)].map(byte => byte.toString(16).padStart(2, '0')).join('')}`;

/**
 * Registers `name` for the embedded wallet's account: the message is signed through the auth connector (the
 * frame asks the user on ApproveTransaction) and posted to the profile API. Success replaces the view with
 * RegisterAccountNameSuccess; a failure stays on the form with the reason in `$nameFlow`.
 */
export async function registerAccountName(name: string): Promise<boolean> {
  const bare = name.replace(new RegExp(`\\.${NAME_ZONE.replace('.', '\\.')}$`), '');
  const problem = nameProblem(bare);
  if (problem) throw new Error(`Invalid account name: ${bare}`);
  const connector = authConnector();
  const address = getAccount('eip155').address;
  if (!connector || $activeConnectorId.get() !== AUTH_CONNECTOR_ID || !address) throw new Error('Address or auth connector not found');
  const fullName = `${bare}.${NAME_ZONE}`;
  ($nameFlow as Writable<typeof $nameFlow>).set({ status: 'registering', error: undefined });
  emitEvent('REGISTER_NAME_INITIATED', { isSmartAccount: isSmartAccount(), ensName: fullName });
  try {
    const coinType = evmChainIdToCoinType(Number($chain.get().activeNetwork?.id ?? connector.user?.chainId));
    const message = JSON.stringify({ name: fullName, attributes: {}, timestamp: Math.floor(Date.now() / 1000) });
    const signature = (await connector.getProvider().request({ method: 'personal_sign', params: [toHex(message), address] })) as string;
    await api().registerName({ coinType, message, signature, address });
    setAccountProfile('eip155', { profileName: fullName });
    ($nameFlow as Writable<typeof $nameFlow>).set({ status: 'idle', error: undefined });
    emitEvent('REGISTER_NAME_SUCCESS', { isSmartAccount: isSmartAccount(), ensName: fullName });
    replaceView('RegisterAccountNameSuccess', { name: fullName });
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    ($nameFlow as Writable<typeof $nameFlow>).set({ status: 'failed', error: message });
    emitEvent('REGISTER_NAME_ERROR', { isSmartAccount: isSmartAccount(), ensName: fullName, error: message });
    return false;
  }
}
