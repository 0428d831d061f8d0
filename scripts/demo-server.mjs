// Builds the demo against a fresh local EVM node and serves the built pages: what the e2e tests and the
// benchmark run against (the production bundle, with its CSP), not the dev server.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { startAnvil } from '../test/fixtures/anvil.mjs';
import { startRestartableRelay } from '../test/fixtures/wc/restartable-relay.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const demoOutDir = process.env.DEMO_OUT_DIR ?? join(root, 'dist-demo');

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon' };

/** The strictest policy the library supports: no inline scripts or styles, nothing off loopback. */
export const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*; img-src 'self' data:";

/**
 * Static file server for `dir` on 127.0.0.1; `GET /__e2e/anvil` tells tests where the node and the relay are.
 * With `relay` (a restartable one), `POST /__e2e/relay/kill` and `POST /__e2e/relay/restart` take it down and
 * bring it back on the same port: its URL is baked into the built pages, so e2e tests cannot use another one.
 * A page asked for with `?csp=strict` comes with the strict policy as a header (see STRICT_CSP).
 */
export function serveStatic(dir, { port = 0, anvilUrl, relayUrl, relay } = {}) {
  const relayActions = { '/__e2e/relay/kill': () => relay.kill(), '/__e2e/relay/restart': () => relay.restart() };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === '/__e2e/anvil') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: anvilUrl, chainId: 1, relayUrl }));
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
      headers['content-security-policy'] = STRICT_CSP;
    }
    res.writeHead(200, headers).end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Starts a node and a WalletConnect relay, builds the demo wired to them, and serves it. */
export async function startDemo({ port = 0 } = {}) {
  const anvil = await startAnvil({ chainId: 1 });
  let relay;
  let server;
  try {
    // DEMO_RELAY_LOG=1 prints each relay call (which client sent what, and when).
    const log = process.env.DEMO_RELAY_LOG ? line => console.log(`[relay ${new Date().toISOString().slice(17, 23)}] ${line}`) : undefined;
    relay = await startRestartableRelay({ port: 0, log });
    process.env.VITE_ANVIL_URL = anvil.url;
    process.env.VITE_WC_RELAY_URL = relay.url;
    await build({ configFile: join(root, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
    server = await serveStatic(demoOutDir, { port, anvilUrl: anvil.url, relayUrl: relay.url, relay });
  } catch (error) {
    await relay?.stop().catch(() => {});
    await anvil.stop().catch(() => {});
    throw error;
  }
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    anvil,
    relay,
    async stop() {
      server.close();
      await relay.stop();
      await anvil.stop();
    }
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const portArg = process.argv.indexOf('--port');
  const demo = await startDemo({ port: portArg > 0 ? Number(process.argv[portArg + 1]) : 0 });
  console.log(`demo ready: ${demo.url}/index.html (React game), ${demo.url}/html.html (plain HTML), ${demo.url}/appkit.html (written the AppKit way), ${demo.url}/wagmi.html (React + wagmi), ${demo.url}/phone-wallet.html (Demo Phone Wallet); node ${demo.anvil.url}, relay ${demo.relay.url}`);
  const shutdown = () => demo.stop().finally(() => process.exit(0));
  process.on('SIGINT', shutdown).on('SIGTERM', shutdown);
}
