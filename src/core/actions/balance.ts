import type { CaipNetwork, ChainNamespace } from '../types.js';
import { $options } from '../stores/options.js';
import { getAccount, patchAccount } from '../stores/account.js';
import { formatAmount } from '../format.js';
import { isEvmAddress } from '../caip.js';

let generation = 0;

/**
 * Reads the native balance from the network's RPC (customRpcUrls first). A newer read wins over a slower
 * older one, so a quick account switch never shows the previous account's balance.
 */
export async function refreshBalance(namespace: ChainNamespace, network: CaipNetwork | undefined): Promise<void> {
  const account = getAccount(namespace);
  const options = $options.get();
  const address = account.address;
  if (!network || !options || !isEvmAddress(address) || namespace !== 'eip155') return;
  const ticket = ++generation;
  patchAccount(namespace, { balanceLoading: true });
  try {
    const { readNativeBalance } = await import('./balance-reader.js');
    const wei = await readNativeBalance(options, network, address);
    if (ticket !== generation || getAccount(namespace).address !== address) return;
    patchAccount(namespace, {
      balance: formatAmount(wei, network.nativeCurrency.decimals),
      balanceSymbol: network.nativeCurrency.symbol,
      balanceLoading: false
    });
  } catch {
    if (ticket !== generation) return;
    patchAccount(namespace, { balance: undefined, balanceSymbol: network.nativeCurrency.symbol, balanceLoading: false });
  }
}
