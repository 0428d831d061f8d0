import type { CaipNetwork, ChainNamespace } from '../types.js';
import { $options } from '../options/store.js';
import { $accounts, getAccount } from '../connection/account.js';
import { $chain } from '../network/store.js';
import { $activeConnectorId } from '../connection/store.js';
import { isEvmAddress } from '../caip.js';
import { lazyChunk } from '../lazy.js';

/**
 * Reads the native balance from the network's RPC (customRpcUrls first). A newer read wins over a slower
 * older one, so a quick account switch never shows the previous account's balance. The reading code (viem
 * included) is its own chunk, fetched on the first read.
 */
export async function refreshBalance(namespace: ChainNamespace, network: CaipNetwork | undefined): Promise<void> {
  if (!network || !$options.get() || namespace !== 'eip155' || !isEvmAddress(getAccount(namespace).address)) return;
  const { readBalance } = await readerChunk();
  return readBalance(namespace, network);
}

// One promise for every read, so reads that wait for the chunk together keep their order and the newest wins.
const readerChunk = lazyChunk('balanceReader');

/**
 * The balance reaction, started with the kit (src/features.ts): whenever the active account's address or
 * network changes (connect, restore, account or chain switch in the wallet, switchNetwork), its balance is
 * read again. Returns the stop function.
 */
export function watchBalance(): () => void {
  let readFor = '';
  const check = (): void => {
    const { activeNamespace, activeNetwork, unsupportedChainId } = $chain.get();
    const account = getAccount(activeNamespace);
    const network = unsupportedChainId === undefined ? activeNetwork : undefined;
    // Only a wallet connection has a balance to read (a page that sets the account by hand, like a story, does not).
    const connected = account.status === 'connected' && $activeConnectorId.get() !== undefined;
    const key = connected && network ? `${activeNamespace}|${account.address}|${network.caipNetworkId}` : '';
    if (key === readFor) return;
    readFor = key;
    if (key) refreshBalance(activeNamespace, network).catch(error => console.error('w3m-modal: the balance reader could not be loaded', error));
  };
  const stops = [$accounts.subscribe(check), $chain.listen(check)];
  return () => stops.forEach(stop => stop());
}
