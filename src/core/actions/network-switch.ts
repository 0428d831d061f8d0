import { atom } from 'nanostores';
import type { CaipNetwork, CaipNetworkId, Eip1193Provider } from '../types.js';
import type { WalletConnector } from '../stores/connectors.js';
import { getAccount } from '../stores/account.js';
import { $chain } from '../stores/chain.js';
import { $modal } from '../stores/modal.js';
import { $router } from '../stores/router.js';
import { showToast } from '../stores/toast.js';
import { registerStoreReset } from '../reset.js';
import { classifyWalletError } from '../wallet-errors.js';
import { networkMsg } from '../network-messages.js';
import { onChainChanged } from './connection.js';

/** EIP-3085/3326: the wallet does not know the chain; it has to be added first. */
export const UNRECOGNIZED_CHAIN = 4902;
/** WalletConnect's "unsupported chains": the chain is outside the session's namespaces. */
export const CHAIN_NOT_IN_SESSION = 5100;

export type NetworkSwitchStatus = 'idle' | 'switching' | 'declined' | 'notApproved' | 'failed';

export interface NetworkSwitchState {
  status: NetworkSwitchStatus;
  /** The network asked for, while switching and after a failure. */
  network?: CaipNetworkId;
}

/** The last wallet switch: what the UnsupportedChain view shows while it runs and after it failed. */
export const $networkSwitch = atom<NetworkSwitchState>({ status: 'idle' });
registerStoreReset(() => $networkSwitch.set({ status: 'idle' }));

// A failed switch is news about the chain the wallet was on; once the wallet is elsewhere it is stale.
let walletChain = $chain.get().unsupportedChainId;
$chain.listen(({ unsupportedChainId }) => {
  if (unsupportedChainId === walletChain) return;
  walletChain = unsupportedChainId;
  if ($networkSwitch.get().status !== 'switching') $networkSwitch.set({ status: 'idle' });
});

/** The code of a wallet error; some mobile wallets nest 4902 in `data.originalError`. */
function codeOf(error: unknown): number | undefined {
  const nested = (error as { data?: { originalError?: { code?: unknown } } } | null)?.data?.originalError?.code;
  return typeof nested === 'number' ? nested : classifyWalletError(error).code;
}

function failureStatus(error: unknown): NetworkSwitchStatus {
  if (classifyWalletError(error).kind === 'declined') return 'declined';
  return codeOf(error) === CHAIN_NOT_IN_SESSION ? 'notApproved' : 'failed';
}

const hexId = (network: CaipNetwork): string => `0x${Number(network.id).toString(16)}`;

/**
 * The chain as `wallet_addEthereumChain` wants it. Only the network's own public URLs are sent: the wallet
 * keeps them for the player, and an app's customRpcUrls often carry the app's own API key.
 */
export function addChainParams(network: CaipNetwork): Record<string, unknown> {
  const explorer = network.blockExplorers?.default.url;
  return {
    chainId: hexId(network),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer && /^https?:\/\//i.test(explorer) ? { blockExplorerUrls: [explorer] } : {}),
  };
}

async function switchEip1193(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  const params = [{ chainId: hexId(network) }];
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params });
  } catch (error) {
    if (codeOf(error) !== UNRECOGNIZED_CHAIN) throw error;
    await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParams(network)] });
    // Some wallets switch as part of adding; asking again is then a no-op that answers at once.
    await provider.request({ method: 'wallet_switchEthereumChain', params });
  }
}

/**
 * Asks the connected wallet to move to `network`: wallet_switchEthereumChain, and for a chain the wallet does
 * not know (4902) wallet_addEthereumChain first. A connector with its own rules (WalletConnect sessions) does
 * it through `switchChain`. Failures are kept in {@link $networkSwitch} and rethrown; outside the
 * UnsupportedChain view, which shows them itself, they also show as a toast.
 */
export async function switchWalletChain(connector: WalletConnector, network: CaipNetwork): Promise<void> {
  $networkSwitch.set({ status: 'switching', network: network.caipNetworkId });
  try {
    if (connector.switchChain) await connector.switchChain(network);
    else await switchEip1193(connector.getProvider(), network);
  } catch (error) {
    const status = failureStatus(error);
    $networkSwitch.set({ status, network: network.caipNetworkId });
    const viewShowsIt = $modal.get().open && $router.get().view === 'UnsupportedChain';
    if (!viewShowsIt) showToast('error', networkMsg(`network.${status as 'declined' | 'notApproved' | 'failed'}`, { name: network.name }));
    throw error;
  }
  $networkSwitch.set({ status: 'idle' });
  // A wallet that switched without a chainChanged event (some WalletConnect wallets) still moves the account.
  const caipAddress = getAccount(network.chainNamespace).caipAddress;
  if (caipAddress && !caipAddress.startsWith(`${network.caipNetworkId}:`)) onChainChanged(connector.info.id, network.id);
}
