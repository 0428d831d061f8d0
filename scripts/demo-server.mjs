// Builds the demo against a fresh local EVM node and serves the built pages: what the e2e tests and the
// benchmark run against (the production bundle, with its CSP), not the dev server.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { startAnvil } from '../test/fixtures/anvil.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const demoOutDir = join(root, 'dist-demo');

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon' };

/** Static file server for `dir` on 127.0.0.1; `GET /__e2e/anvil` tells tests where the node is. */
export function serveStatic(dir, { port = 0, anvilUrl } = {}) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === '/__e2e/anvil') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: anvilUrl, chainId: 1 }));
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
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Starts a node, builds the demo wired to it, and serves it. */
export async function startDemo({ port = 0 } = {}) {
  const anvil = await startAnvil({ chainId: 1 });
  process.env.VITE_ANVIL_URL = anvil.url;
  await build({ configFile: join(root, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  const server = await serveStatic(demoOutDir, { port, anvilUrl: anvil.url });
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    anvil,
    async stop() {
      server.close();
      await anvil.stop();
    }
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const portArg = process.argv.indexOf('--port');
  const demo = await startDemo({ port: portArg > 0 ? Number(process.argv[portArg + 1]) : 0 });
  console.log(`demo ready: ${demo.url}/index.html (React game), ${demo.url}/html.html (plain HTML); node ${demo.anvil.url}`);
  const shutdown = () => demo.stop().finally(() => process.exit(0));
  process.on('SIGINT', shutdown).on('SIGTERM', shutdown);
}
