import { computed, atom } from 'nanostores';
import type { Commitment, Connection, ConnectionConfig } from '@solana/web3.js';
import type { CaipNetwork } from '../../core/types.js';
import { $accounts, $chain, $options } from '../../core/index.js';
import { solanaRpcUrl } from '../../core/solana/index.js';
import { $solanaWeb3 } from './web3-loader.js';

/** `SolanaAdapter`'s `connectionSettings`: a commitment, or @solana/web3.js's `ConnectionConfig`. */
export type ConnectionSettings = Commitment | ConnectionConfig;

/** The running adapter's settings; `undefined` while no `SolanaAdapter` is started. */
export const $connectionSettings = atom<ConnectionSettings | undefined>(undefined);

/**
 * The Solana network requests go to: the connected Solana account's cluster, else the active network when it is
 * Solana, else the first configured Solana network (so an app can read the chain before anyone connects).
 */
export const $solanaNetwork = computed([$chain, $accounts], (chain, accounts): CaipNetwork | undefined => {
  const solana = chain.networks.filter(network => network.chainNamespace === 'solana');
  const caipAddress = accounts.solana?.status === 'connected' ? accounts.solana.caipAddress : undefined;
  return (
    solana.find(network => caipAddress?.startsWith(`${network.caipNetworkId}:`)) ??
    (chain.activeNetwork?.chainNamespace === 'solana' ? chain.activeNetwork : undefined) ??
    solana[0]
  );
});

// One Connection per endpoint and settings: apps keep it across renders, and its websocket is opened once.
const connections = new Map<string, Connection>();

/**
 * A @solana/web3.js `Connection` to the selected Solana network's RPC (`customRpcUrls` first), as AppKit's adapter
 * gives, made with the app's own web3.js: `undefined` until it loaded, and in an app without web3.js.
 */
export const $solanaConnection = computed([$solanaNetwork, $options, $connectionSettings, $solanaWeb3], (network, options, settings, web3): Connection | undefined => {
  if (!network || !options || settings === undefined || !web3) return undefined;
  const url = solanaRpcUrl(options, network);
  const key = `${url} ${JSON.stringify(settings)}`;
  let connection = connections.get(key);
  if (!connection) connections.set(key, (connection = new web3.Connection(url, settings)));
  return connection;
});
