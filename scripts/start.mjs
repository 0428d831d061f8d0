// `npm start`: local EVM node (anvil, chain id 1) + local WalletConnect relay + the Vite dev server for the
// demo pages in examples/. The pages reach them through VITE_ANVIL_URL and VITE_WC_RELAY_URL. Ctrl-C stops all.
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { findFreePort, startAnvil } from '../test/fixtures/anvil.mjs';
import { startRelay } from '../test/fixtures/wc/relay.mjs';

const HOST = '127.0.0.1';
const PREFERRED_ANVIL_PORT = Number(process.env.ANVIL_PORT) || 8545;
const PREFERRED_RELAY_PORT = Number(process.env.WC_RELAY_PORT) || 8546;

/** @param {number} port @returns {Promise<boolean>} */
function isFree(port) {
  return new Promise((resolve) => {
    const probe = createNetServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

const anvilPort = (await isFree(PREFERRED_ANVIL_PORT)) ? PREFERRED_ANVIL_PORT : await findFreePort();
const node = await startAnvil({ chainId: 1, port: anvilPort });
// Vite passes VITE_* variables from the environment to import.meta.env.
process.env.VITE_ANVIL_URL = node.url;
const relay = await startRelay({ port: (await isFree(PREFERRED_RELAY_PORT)) ? PREFERRED_RELAY_PORT : 0 }).catch(async (error) => {
  await node.stop().catch(() => {});
  throw error;
});
process.env.VITE_WC_RELAY_URL = relay.url;

/** @type {import('vite').ViteDevServer | undefined} */
let server;
let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  await server?.close().catch(() => {});
  await relay.stop().catch(() => {});
  await node.stop().catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

try {
  server = await createServer({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    mode: 'development',
    // No HMR: React Fast Refresh needs an inline preamble script, which the pages' CSP (script-src 'self') blocks.
    server: { host: HOST, port: Number(process.env.PORT) || 5173, strictPort: false, hmr: false },
  });
  await server.listen();
} catch (error) {
  console.error(error);
  await shutdown(1);
}

const base = server?.resolvedUrls?.local[0] ?? `http://${HOST}:5173/`;
console.log(`
  anvil (chain id 1)   ${node.url}
  WalletConnect relay  ${relay.url}
  game demo (React)    ${base}
  plain HTML demo      ${new URL('html.html', base).href}
  Demo Phone Wallet    ${new URL('phone-wallet.html', base).href}

  Demo Wallet approves automatically; add ?wallet=manual to approve each request yourself.
  WalletConnect: pick it in the modal, "Copy link", paste into the Demo Phone Wallet tab and Pair.
  Press Ctrl-C to stop.
`);
