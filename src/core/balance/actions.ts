import type { CaipNetwork, ChainNamespace } from '../types.js';
import { $options } from '../options/store.js';
import { $accounts, getAccount, patchAccount } from '../connection/account.js';
import { $chain } from '../network/store.js';
import { $activeConnectorId } from '../connection/store.js';
import { formatAmount } from '../format.js';
import { isEvmAddress } from '../caip.js';
import { loadLazy } from '../lazy.js';
import { begin, isCurrent } from '../intent.js';

/**
 * Reads the native balance from the network's RPC (customRpcUrls first). A newer read wins over a slower
 * older one, so a quick account switch never shows the previous account's balance.
 */
export async function refreshBalance(namespace: ChainNamespace, network: CaipNetwork | undefined): Promise<void> {
  const account = getAccount(namespace);
  const options = $options.get();
  const address = account.address;
  if (!network || !options || !isEvmAddress(address) || namespace !== 'eip155') return;
  const intent = begin('balance');
  patchAccount(namespace, { balanceLoading: true });
  try {
    const { readNativeBalance } = await loadLazy('balanceReader');
    const wei = await readNativeBalance(options, network, address);
    if (!isCurrent(intent) || getAccount(namespace).address !== address) return;
    patchAccount(namespace, {
      balance: formatAmount(wei, network.nativeCurrency.decimals),
      balanceSymbol: network.nativeCurrency.symbol,
      balanceLoading: false
    });
  } catch {
    if (!isCurrent(intent)) return;
    patchAccount(namespace, { balance: undefined, balanceSymbol: network.nativeCurrency.symbol, balanceLoading: false });
  }
}

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
    if (key) void refreshBalance(activeNamespace, network);
  };
  const stops = [$accounts.subscribe(check), $chain.listen(check)];
  return () => stops.forEach(stop => stop());
}
