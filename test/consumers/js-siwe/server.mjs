// The guild's server: serves the built page (dist/) and the sign-in API its siweConfig calls. The signed message
// is checked with w3m-modal/siwe's helpers, as an AppKit app's server does with @reown/appkit-siwe's: the account
// and chain read from the message, the nonce this visitor was given, the signature verified for that chain (smart
// accounts on RPC_URL, the chain's node). Sessions live in memory, keyed by a cookie.
//
//   PORT=0 RPC_URL=http://127.0.0.1:8545 node server.mjs    prints "guild server on http://127.0.0.1:<port>/"
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getAddressFromMessage, getChainIdFromMessage, verifySignature } from 'w3m-modal/siwe';

const site = fileURLToPath(new URL('./dist/', import.meta.url));
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

/** Per visitor (cookie): the nonce last handed out, and who signed in. */
const visitors = new Map();

function visitorOf(request, response) {
  const id = /(?:^|;\s*)guild=([0-9a-f]{32})/.exec(request.headers.cookie ?? '')?.[1];
  if (id && visitors.has(id)) return visitors.get(id);
  const fresh = randomBytes(16).toString('hex');
  response.setHeader('set-cookie', `guild=${fresh}; Path=/; HttpOnly; SameSite=Lax`);
  const visitor = { nonce: undefined, session: null };
  visitors.set(fresh, visitor);
  return visitor;
}

async function bodyOf(request) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text || '{}');
}

/** Whether the signed text is this visitor's sign-in to this host, with the nonce they were given, signed by its account. */
async function checkSignIn(visitor, host, { message, signature }) {
  if (typeof message !== 'string' || typeof signature !== 'string' || !visitor.nonce) return null;
  const nonce = /^Nonce: (\S+)$/m.exec(message)?.[1];
  if (nonce !== visitor.nonce || !message.startsWith(`${host} wants you to sign in`)) return null;
  visitor.nonce = undefined;
  const address = getAddressFromMessage(message);
  const chainId = getChainIdFromMessage(message);
  const valid = await verifySignature({ address, message, signature, chainId, projectId: 'cartographers-guild-local', rpcUrl: process.env.RPC_URL });
  return valid ? { address, chainId: Number(chainId.split(':')[1]) } : null;
}

const api = {
  'GET /api/nonce': async (visitor) => {
    visitor.nonce = randomBytes(12).toString('hex');
    return { nonce: visitor.nonce };
  },
  'POST /api/verify': async (visitor, request) => {
    const session = await checkSignIn(visitor, request.headers.host, await bodyOf(request));
    if (session) visitor.session = session;
    return { valid: session !== null };
  },
  'GET /api/session': async (visitor) => ({ session: visitor.session }),
  'POST /api/sign-out': async (visitor) => {
    visitor.session = null;
    return { signedOut: true };
  },
};

async function serveFile(path, response) {
  const file = normalize(join(site, path === '/' ? 'index.html' : path));
  if (!file.startsWith(site)) return response.writeHead(404).end();
  try {
    const body = await readFile(file);
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    response.writeHead(404).end();
  }
}

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://guild');
  const handler = api[`${request.method} ${pathname}`];
  if (!handler) return serveFile(pathname, response);
  try {
    const answer = await handler(visitorOf(request, response), request);
    console.log(`${request.method} ${pathname} ${JSON.stringify(answer)}`);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  } catch (error) {
    console.log(`${request.method} ${pathname} failed: ${error.message}`);
    response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: error.message }));
  }
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`guild server on http://127.0.0.1:${server.address().port}/`);
});
