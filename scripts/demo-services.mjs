// What the demo pages talk to, started the same way by `npm start` (scripts/start.mjs, Vite's dev server) and by
// the built demo that the e2e tests and the bench use (scripts/demo-server.mjs): a local EVM node with the
// game's score board deployed, a local WalletConnect relay and Verify service, and a local wallet directory (the
// explorer fixture). All on 127.0.0.1. The pages learn the addresses from VITE_* variables (examples/demo-env.ts, and
// %VITE_…% in examples/index.html's CSP), which `env` holds.
import { rpc, startAnvil } from '../test/fixtures/anvil.mjs';
import { startSolanaRuntime } from '../test/fixtures/solana/runtime.mjs';
import { startExplorerServer } from '../test/fixtures/explorer-api.mjs';
import { startRestartableRelay } from '../test/fixtures/wc/restartable-relay.mjs';
import { startSecureSite } from '../test/fixtures/secure-site/server.mjs';
import { startBlockchainApi } from '../test/fixtures/blockchain-api.mjs';
import { startVerifyStandIn } from '../test/fixtures/verify/server.mjs';
import { scoreBoardBytecode } from '../examples/game/score-board.mjs';

/** The directory's session path (the fixture keeps state per session; the demo has one). */
const EXPLORER_SESSION = 'demo';
/** The last funded account of anvil's test mnemonic deploys: no wallet of the demo or the tests uses it. */
const DEPLOYER_INDEX = 9;

/**
 * The receipt of `hash` once mined (anvil mines each transaction as it arrives, a moment after answering).
 * @param {string} url @param {unknown} hash
 * @returns {Promise<{ status: string, contractAddress: `0x${string}` | null }>}
 */
async function receiptOf(url, hash) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const receipt = await rpc(url, 'eth_getTransactionReceipt', [hash]);
    if (receipt) return /** @type {any} */ (receipt);
    if (Date.now() > deadline) throw new Error(`no receipt for ${hash} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Deploys the score board from an account anvil holds unlocked.
 * @param {string} url the node's JSON-RPC URL
 * @returns {Promise<`0x${string}`>} the contract's address
 */
export async function deployScoreBoard(url) {
  const accounts = /** @type {string[]} */ (await rpc(url, 'eth_accounts'));
  const from = accounts[DEPLOYER_INDEX];
  if (!from) throw new Error(`anvil has no account ${DEPLOYER_INDEX} to deploy from`);
  const hash = await rpc(url, 'eth_sendTransaction', [{ from, data: scoreBoardBytecode }]);
  const receipt = await receiptOf(url, hash);
  if (receipt.status !== '0x1' || !receipt.contractAddress) throw new Error(`score board deployment failed: ${JSON.stringify(receipt)}`);
  return receipt.contractAddress;
}

/**
 * @typedef {object} DemoServices
 * @property {import('../test/fixtures/anvil.mjs').AnvilHandle} anvil chain id 1
 * @property {import('../test/fixtures/wc/restartable-relay.mjs').RestartableRelay} relay
 * @property {{ url: string, origin: string }} explorer `url` is the directory's base URL (explorerApiUrl)
 * @property {`0x${string}`} scoreBoard the ScoreBoard contract's address on `anvil`
 * @property {Record<string, string>} env what the pages are built or served with
 * @property {() => Promise<void>} stop
 */

/**
 * Starts the node (and deploys the score board), the relay, the Solana runtime, the directory, the secure site,
 * the blockchain-data API and the WalletConnect Verify stand-in; stops what started when a later step fails. Port 0
 * picks a free one.
 * @param {{ anvilPort?: number, relayPort?: number, relayLog?: (line: string) => void }} [options]
 * @returns {Promise<DemoServices>}
 */
export async function startDemoServices({ anvilPort = 0, relayPort = 0, relayLog } = {}) {
  /** @type {(() => Promise<void>)[]} */
  const stops = [];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step().catch(() => {});
  };
  try {
    const anvil = await startAnvil({ chainId: 1, port: anvilPort });
    stops.push(() => anvil.stop());
    const scoreBoard = await deployScoreBoard(anvil.url);
    const relay = await startRestartableRelay({ port: relayPort, ...(relayLog ? { log: relayLog } : {}) });
    stops.push(() => relay.stop());
    const solana = await startSolanaRuntime();
    stops.push(() => solana.stop());
    const directory = await startExplorerServer({ catalogue: 'demo' });
    stops.push(() => directory.close());
    const explorer = { url: `${directory.url}/${EXPLORER_SESSION}`, origin: directory.url };
    // The embedded wallet's secure site and the blockchain-data API, for the plain HTML page's `?email=on`.
    const secureSite = await startSecureSite({ rpcUrl: anvil.url });
    stops.push(() => secureSite.stop().then(() => undefined));
    const blockchainApi = await startBlockchainApi({ rpcUrl: anvil.url, solanaUrl: solana.url });
    stops.push(() => blockchainApi.stop());
    // WalletConnect Verify is on in the modal: the pages' attestations come from here, not the public service.
    const verify = await startVerifyStandIn();
    stops.push(() => verify.stop());
    const env = {
      VITE_ANVIL_URL: anvil.url,
      VITE_WC_RELAY_URL: relay.url,
      VITE_VERIFY_URL: verify.url,
      VITE_EXPLORER_URL: explorer.url,
      VITE_EXPLORER_ORIGIN: explorer.origin,
      VITE_SCORE_BOARD_ADDRESS: scoreBoard,
      VITE_SOLANA_RPC_URL: solana.url,
      VITE_SECURE_SITE_ORIGIN: secureSite.origin,
      VITE_BLOCKCHAIN_API_URL: blockchainApi.url,
    };
    return { anvil, relay, explorer, scoreBoard, solana, env, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
