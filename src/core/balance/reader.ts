import { getBalance } from 'viem/actions';
import type { CaipNetwork, ChainNamespace } from '../types.js';
import { $options } from '../options/store.js';
import { getAccount } from '../connection/account.js';
import { setAccountBalance } from '../connection/details.js';
import { formatAmount } from '../format.js';
import { isEvmAddress } from '../caip.js';
import { begin, isCurrent } from '../intent.js';
import type { ResolvedOptions } from '../options/options.js';
import { rpcUrlsFor } from '../network/rpc-urls.js';
import { rpcClient } from '../rpc/index.js';

/**
 * The only module that pulls viem into the page. It is imported lazily by refreshBalance (actions.ts), so the first paint
 * of the modal does not pay for an RPC client. Reads go through the shared transport (retries, batching,
 * ranked fallback when a network has several URLs), each URL with the app's `customRpcUrls` config.
 */
export async function readNativeBalance(
  options: Pick<ResolvedOptions, 'customRpcUrls'>,
  network: CaipNetwork,
  address: `0x${string}`
): Promise<bigint> {
  return getBalance(rpcClient(rpcUrlsFor(options, network), url => options.customRpcUrls[network.caipNetworkId]?.find(entry => entry.url === url)?.config), { address });
}

/** `refreshBalance` (actions.ts), once this chunk is here: a newer read wins over a slower older one. */
export async function readBalance(namespace: ChainNamespace, network: CaipNetwork): Promise<void> {
  const options = $options.get();
  const address = getAccount(namespace).address;
  if (!options || !isEvmAddress(address)) return;
  const intent = begin('balance');
  setAccountBalance(namespace, { balanceLoading: true });
  try {
    const wei = await readNativeBalance(options, network, address);
    if (!isCurrent(intent) || getAccount(namespace).address !== address) return;
    setAccountBalance(namespace, {
      balance: formatAmount(wei, network.nativeCurrency.decimals),
      balanceSymbol: network.nativeCurrency.symbol,
      balanceLoading: false
    });
  } catch {
    if (!isCurrent(intent)) return;
    setAccountBalance(namespace, { balance: undefined, balanceSymbol: network.nativeCurrency.symbol, balanceLoading: false });
  }
}
