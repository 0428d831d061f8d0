// Builds the demo against fresh local services (scripts/demo-services.mjs, as `npm start` runs them) and serves
// the built pages: what the e2e tests and the benchmark run against (the production bundle, with its CSP).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { startDemoServices } from './demo-services.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const demoOutDir = process.env.DEMO_OUT_DIR ?? join(root, 'dist-demo');

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.json': 'application/json', '.woff2': 'font/woff2' };

/**
 * The strictest policy the library supports: no inline scripts or styles, nothing off loopback; wallet icons
 * only from the wallet directory (`explorerOrigin`, when there is one); frames only from the WalletConnect
 * Verify service (`verifyOrigin`: its attestation frame; a page with a policy names it in frame-src).
 */
export const strictCsp = (explorerOrigin, verifyOrigin) =>
  `default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*; img-src 'self' data:${explorerOrigin ? ` ${explorerOrigin}` : ''}${verifyOrigin ? `; frame-src ${verifyOrigin}` : ''}`;

/**
 * Static file server for `dir` on 127.0.0.1. With `services` (scripts/demo-services.mjs), `GET /__e2e/anvil`
 * tells tests where the node, the relay, the directory and the score board are, and `POST /__e2e/relay/kill`
 * and `POST /__e2e/relay/restart` take the relay down and bring it back on the same port: its URL is baked into
 * the built pages, so e2e tests cannot use another one.
 * A page asked for with `?csp=strict` comes with the strict policy as a header (see strictCsp).
 */
export function serveStatic(dir, { port = 0, services } = {}) {
  const relay = services?.relay;
  const relayActions = { '/__e2e/relay/kill': () => relay.kill(), '/__e2e/relay/restart': () => relay.restart() };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (services && path === '/__e2e/anvil') {
      const info = { url: services.anvil.url, chainId: 1, relayUrl: relay.url, explorerUrl: services.explorer.url, scoreBoard: services.scoreBoard, blockchainApiUrl: services.env.VITE_BLOCKCHAIN_API_URL, solanaUrl: services.solana.url };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(info));
      return;
    }
    if (relay && req.method === 'POST' && path in relayActions) {
      relayActions[path]().then(
        () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ running: relay.running() })),
        error => res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }))
      );
      return;
    }
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    let body;
    try {
      body = readFileSync(file);
    } catch {
      return void res.writeHead(404).end();
    }
    const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
    // `?csp=strict` adds the strict policy the library promises to work under; browsers enforce it on top
    // of the pages' own <meta> policy (which allows inline styles for the demo's convenience).
    if (extname(file) === '.html' && new URL(req.url ?? '/', 'http://x').searchParams.get('csp') === 'strict') {
      headers['content-security-policy'] = strictCsp(services?.explorer.origin, services?.env.VITE_VERIFY_URL);
    }
    res.writeHead(200, headers).end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * Starts what `npm start` starts (scripts/demo-services.mjs: the node with the score board, the relay, the
 * wallet directory), builds the demo wired to them, and serves it.
 */
export async function startDemo({ port = 0 } = {}) {
  // DEMO_RELAY_LOG=1 prints each relay call (which client sent what, and when).
  const relayLog = process.env.DEMO_RELAY_LOG ? line => console.log(`[relay ${new Date().toISOString().slice(17, 23)}] ${line}`) : undefined;
  const services = await startDemoServices({ relayLog });
  let server;
  try {
    // Vite passes VITE_* variables from the environment to import.meta.env and to %VITE_…% in the pages.
    Object.assign(process.env, services.env);
    await build({ configFile: join(root, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
    server = await serveStatic(demoOutDir, { port, services });
  } catch (error) {
    await services.stop();
    throw error;
  }
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    anvil: services.anvil,
    relay: services.relay,
    explorer: services.explorer,
    scoreBoard: services.scoreBoard,
    async stop() {
      server.close();
      await services.stop();
    }
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const portArg = process.argv.indexOf('--port');
  const demo = await startDemo({ port: portArg > 0 ? Number(process.argv[portArg + 1]) : 0 });
  console.log(`demo ready: ${demo.url}/index.html (React game), ${demo.url}/html.html (plain HTML), ${demo.url}/appkit.html (written the AppKit way), ${demo.url}/wagmi.html (React + wagmi), ${demo.url}/ethers.html (React + ethers), ${demo.url}/phone-wallet.html (Demo Phone Wallet), ${demo.url}/phaser.html (Phaser game), ${demo.url}/canvas-game.html (canvas game, no engine); node ${demo.anvil.url}, relay ${demo.relay.url}`);
  const shutdown = () => demo.stop().finally(() => process.exit(0));
  process.on('SIGINT', shutdown).on('SIGTERM', shutdown);
}
