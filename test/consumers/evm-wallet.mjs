// The EVM wallet the consumer apps connect: announced over EIP-6963 as an extension's content script does, its key
// (anvil's first test key) in this Node process. Accounts and signatures come from the key, transactions are signed
// with it and sent to the anvil node of the wallet's current chain, every other call is answered by that node (as an
// extension forwards reads to its node). It switches between the chains it has a node for and tells the page
// (`chainChanged`), forgets the site on `wallet_revokePermissions`, and keeps every request for the test to read.
import { createWalletClient, http, isHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { rpc, startAnvil } from '../fixtures/anvil.mjs';

/** anvil's first test key; its account holds 10 000 ETH on a fresh node. */
export const WALLET_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const EVM_ADDRESS = privateKeyToAccount(WALLET_KEY).address;
/** How the account button shortens the address. */
export const EVM_SHORT = `${EVM_ADDRESS.slice(0, 6)}…${EVM_ADDRESS.slice(-4)}`;

/**
 * Runs in the page before its scripts: announces the wallet; its requests go to the Node side (the `__keyWallet`
 * binding), and the events the Node side names are emitted to the page's listeners. `window.__walletAsked` counts
 * what this page load asked, by method.
 * @param {{ name: string, rdns: string }} info
 */
export function installKeyWallet({ name, rdns }) {
  // The init script runs in every frame; the wallet serves the app's page only (not the frames it embeds, such as
  // WalletConnect Verify's, whose unreachable origin is not a secure context and has no crypto.randomUUID).
  if (window.top !== window) return;
  const binding = /** @type {(request: unknown) => Promise<{ result?: unknown, error?: { code: number, message: string }, events?: [string, unknown][] }>} */ (
    /** @type {any} */ (window).__keyWallet
  );
  /** @type {Map<string, Function[]>} */
  const listeners = new Map();
  /** @type {Record<string, number>} */
  const asked = {};
  Object.assign(window, { __walletAsked: asked });
  const provider = {
    async request(/** @type {{ method: string, params?: unknown }} */ { method, params }) {
      asked[method] = (asked[method] ?? 0) + 1;
      const answer = await binding({ method, params: params ?? [] });
      for (const [event, data] of answer.events ?? []) for (const listener of listeners.get(event) ?? []) listener(data);
      if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
      return answer.result;
    },
    on(/** @type {string} */ event, /** @type {Function} */ listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return provider;
    },
    removeListener(/** @type {string} */ event, /** @type {Function} */ listener) {
      listeners.set(event, (listeners.get(event) ?? []).filter((l) => l !== listener));
      return provider;
    },
  };
  const icon = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#1c7ed6"/></svg>');
  const detail = Object.freeze({ info: Object.freeze({ uuid: crypto.randomUUID(), name, icon, rdns }), provider });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}

/**
 * The wallet's Node side, on `nodes` (chain id → anvil URL); it starts on the first chain.
 * @param {Record<number, string>} nodes
 */
export function keyWallet(nodes) {
  const account = privateKeyToAccount(WALLET_KEY);
  let chainId = Number(Object.keys(nodes)[0]);
  let allowed = false;
  /** @type {{ method: string, params: any }[]} */
  const requests = [];
  const node = () => /** @type {string} */ (nodes[chainId]);
  const hex = (/** @type {number} */ n) => `0x${n.toString(16)}`;

  /** @param {{ method: string, params: any }} request @param {[string, unknown][]} events what the page is told after */
  const answer = async ({ method, params }, events) => {
    switch (method) {
      case 'eth_requestAccounts':
        allowed = true;
        return [account.address];
      case 'eth_accounts':
        return allowed ? [account.address] : [];
      case 'eth_chainId':
        return hex(chainId);
      case 'wallet_requestPermissions':
        allowed = true;
        return [{ parentCapability: 'eth_accounts' }];
      case 'wallet_revokePermissions':
        allowed = false;
        return null;
      case 'wallet_switchEthereumChain': {
        const wanted = Number(params?.[0]?.chainId);
        if (!nodes[wanted]) throw Object.assign(new Error(`Unrecognized chain ${params?.[0]?.chainId}`), { code: 4902 });
        if (wanted !== chainId) {
          chainId = wanted;
          events.push(['chainChanged', hex(chainId)]);
        }
        return null;
      }
      case 'personal_sign': {
        const [message, from] = params;
        if (String(from).toLowerCase() !== account.address.toLowerCase()) throw Object.assign(new Error('Unknown account'), { code: 4100 });
        return account.signMessage({ message: isHex(message) ? { raw: message } : String(message) });
      }
      case 'eth_sendTransaction': {
        const [tx] = params;
        const big = (/** @type {string | undefined} */ value) => (value === undefined ? undefined : BigInt(value));
        const client = createWalletClient({ account, transport: http(node()) });
        return client.sendTransaction({ to: tx.to, value: big(tx.value), data: tx.data, gas: big(tx.gas), chain: null });
      }
      default:
        return rpc(node(), method, params);
    }
  };
  /** What the page's binding calls. */
  const handle = async (/** @type {{ method: string, params: any }} */ request) => {
    requests.push(request);
    /** @type {[string, unknown][]} */
    const events = [];
    try {
      return { result: await answer(request, events), events };
    } catch (error) {
      const e = /** @type {{ code?: number, message?: string }} */ (error);
      return { error: { code: typeof e.code === 'number' ? e.code : -32603, message: e.message ?? String(error) }, events };
    }
  };
  return {
    handle,
    address: account.address,
    /** The methods asked so far, in order. */
    asked: () => requests.map((r) => r.method),
    chainId: () => chainId,
  };
}

/**
 * Puts the wallet in `page`: its Node side answers, the page side is installed before the app's scripts.
 * @param {import('playwright').Page} page @param {Record<number, string>} nodes chain id → anvil URL
 * @param {{ name?: string, rdns?: string }} [info]
 */
export async function addKeyWallet(page, nodes, { name = 'Key Test Wallet', rdns = 'dev.w3m-modal.key-wallet' } = {}) {
  const wallet = keyWallet(nodes);
  await page.exposeFunction('__keyWallet', wallet.handle);
  await page.addInitScript(installKeyWallet, { name, rdns });
  return { ...wallet, name };
}

/**
 * One anvil node per chain id; on each, the wallet's account holds `balances[id]` wei when given (10 000 ETH otherwise),
 * so a balance on the page says which node it came from.
 * @param {number[]} chainIds @param {Record<number, bigint>} [balances] wei by chain id
 */
export async function startEvmNodes(chainIds, balances = {}) {
  const started = await Promise.all(chainIds.map((chainId) => startAnvil({ chainId })));
  const nodes = Object.fromEntries(started.map((anvil, i) => [chainIds[i], anvil.url]));
  for (const [chainId, wei] of Object.entries(balances)) {
    if (nodes[Number(chainId)]) await rpc(nodes[Number(chainId)], 'anvil_setBalance', [EVM_ADDRESS, `0x${wei.toString(16)}`]);
  }
  return { nodes, stop: () => Promise.all(started.map((anvil) => anvil.stop())) };
}
