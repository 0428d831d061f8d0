// `npm start`: the demo's local services (scripts/demo-services.mjs: an EVM node, chain id 1, with the game's
// score board deployed; a WalletConnect relay; a wallet directory) + the Vite dev server for the demo pages in
// examples/. The pages reach the services through VITE_* variables. Ctrl-C stops all.
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { startDemoServices } from './demo-services.mjs';

const HOST = '127.0.0.1';

/**
 * Every page in examples/ with what it shows, in the banner's order (test/node/start-banner.test.mjs checks that
 * none is missing).
 * @type {readonly (readonly [page: string, label: string])[]}
 */
export const DEMO_PAGES = [
  ['index.html', 'game demo (React)'],
  ['html.html', 'plain HTML demo'],
  ['appkit.html', 'AppKit-style page'],
  ['wagmi.html', 'React + wagmi page'],
  ['solana.html', 'Solana page'],
  ['ethers.html', 'React + ethers page'],
  ['qr-first.html', 'QR first (no wallet)'],
  ['features-off.html', 'every feature off'],
  ['phone-wallet.html', 'Demo Phone Wallet'],
  ['phaser.html', 'Phaser game'],
  ['canvas-game.html', 'canvas game'],
];

/** The banner's lines for the pages, served from `url`. @param {string} url */
export const pageLines = (url) => DEMO_PAGES.map(([page, label]) => `  ${label.padEnd(20)} ${new URL(page, url).href}`).join('\n');

/** @param {number} port @returns {Promise<boolean>} */
function isFree(port) {
  return new Promise((resolvePort) => {
    const probe = createNetServer();
    probe.once('error', () => resolvePort(false));
    probe.listen(port, HOST, () => probe.close(() => resolvePort(true)));
  });
}

/** `port` when it is free (a wallet set up for 127.0.0.1:8545 keeps working), otherwise any free one. */
const preferred = async (port) => ((await isFree(port)) ? port : 0);

/**
 * Starts the services and the dev server on them.
 * @param {{ port?: number, anvilPort?: number, relayPort?: number }} [options] preferred ports
 */
export async function startDev({ port = 5173, anvilPort = 8545, relayPort = 8546 } = {}) {
  const services = await startDemoServices({ anvilPort: await preferred(anvilPort), relayPort: await preferred(relayPort) });
  // Vite passes VITE_* variables from the environment to import.meta.env and to %VITE_…% in the pages.
  Object.assign(process.env, services.env);
  let server;
  try {
    server = await createServer({
      configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
      mode: 'development',
      // No HMR: React Fast Refresh needs an inline preamble script, which the pages' CSP (script-src 'self') blocks.
      server: { host: HOST, port, strictPort: false, hmr: false },
    });
    await server.listen();
  } catch (error) {
    await server?.close().catch(() => {});
    await services.stop();
    throw error;
  }
  const url = server.resolvedUrls?.local[0] ?? `http://${HOST}:${port}/`;
  return {
    url,
    services,
    async stop() {
      await server.close().catch(() => {});
      await services.stop();
    },
  };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  const dev = await startDev({
    port: Number(process.env.PORT) || 5173,
    anvilPort: Number(process.env.ANVIL_PORT) || 8545,
    relayPort: Number(process.env.WC_RELAY_PORT) || 8546,
  }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    void dev.stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  const { services, url } = dev;
  console.log(`
  anvil (chain id 1)   ${services.anvil.url}
  score board          ${services.scoreBoard}
  WalletConnect relay  ${services.relay.url}
  WalletConnect Verify ${services.env.VITE_VERIFY_URL}
  Solana runtime       ${services.solana.url}
  wallet directory     ${services.explorer.url}
  secure site (email)  ${services.env.VITE_SECURE_SITE_ORIGIN}
  blockchain-data API  ${services.env.VITE_BLOCKCHAIN_API_URL}
${pageLines(url)}

  Demo Wallet approves automatically; add ?wallet=manual to approve each request yourself.
  Plain HTML demo: ?email=on signs in by email (code 123456); ?siwx=required asks to sign in.
  WalletConnect: pick it in the modal, "Copy link", paste into the Demo Phone Wallet tab and Pair.
  Press Ctrl-C to stop.
`);
}
