// The session proposal the modal sends for a page configured with Ethereum, Solana and Solana Devnet: the library's
// own code (src/connectors/walletconnect/namespaces.ts), loaded in Node by ./modal-proposal.mjs. Every RPC it names
// is a refused loopback port, so nothing the SDK might read leaves the machine.
import { resolveOptions } from '../../src/core/options/index.js';
import { optionalNamespaces } from '../../src/connectors/walletconnect/namespaces.js';
import { mainnet } from '../../src/networks/mainnet.js';
import { solana } from '../../src/networks/solana.js';
import { solanaDevnet } from '../../src/networks/solana-devnet.js';

const NOWHERE = [{ url: 'http://127.0.0.1:9' }];

export function modalProposal(): ReturnType<typeof optionalNamespaces> {
  const networks = [mainnet, solana, solanaDevnet];
  const options = resolveOptions({ networks, customRpcUrls: Object.fromEntries(networks.map(n => [n.caipNetworkId, NOWHERE])) });
  return optionalNamespaces(options);
}
