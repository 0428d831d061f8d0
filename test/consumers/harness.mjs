// What every consumer-app test shares: the built app served on loopback, and the real parts its requests reach.
// The apps use a placeholder projectId, so the modal reads balances from the provider's RPC host and asks the
// public explorer for the wallet list; a route hands each such request to a local part: an anvil node per EVM
// chain, the Solana runtime (litesvm), the explorer fixture (test/fixtures/explorer-api.mjs). No answer is canned.
import { randomUUID } from 'node:crypto';
import { serveStatic } from '../../scripts/demo-server.mjs';

/** The provider's RPC host (`/v1/?chainId=<caip-2>&projectId=…`). */
export const RPC_ROUTE = 'https://rpc.walletconnect.org/**';
/** The public explorer, asked for the wallet list (and told the binding in use, `sv`). */
export const EXPLORER_ROUTE = 'https://explorer-api.walletconnect.com/**';
/** Reown's hosted sign-in service, which ReownAuthentication talks to. */
export const REOWN_AUTH_ROUTE = 'https://api.web3modal.org/**';
/** WalletConnect Verify, on by default: the app's SDK loads its attestation frame when WalletConnect starts. */
export const VERIFY_ROUTE = 'https://verify.walletconnect.org/**';

/**
 * The hosts whose requests the routes answer with local parts. Chromium may open a connection to such a host
 * before the route answers its first request (the attestation frame's navigation); the trap refuses it, and
 * the request itself is served locally, so a bare CONNECT to one of them carries nothing off loopback.
 */
export const ROUTED_HOSTS = new Set([RPC_ROUTE, EXPLORER_ROUTE, REOWN_AUTH_ROUTE, VERIFY_ROUTE].map((route) => new URL(route.replace('/**', '/')).hostname));

/** Serves a built app's dist folder on 127.0.0.1. */
export async function serve(/** @type {string} */ dist) {
  const server = await serveStatic(dist);
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

// Headers about the page's own connection to the public host, which the hop to the local part sets anew.
const HOP_HEADERS = new Set(['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'upgrade', 'expect', 'te', 'trailer']);

/**
 * Passes a routed request on to `target` (same method, headers and body) and answers with what `target` said. The
 * page's own headers go along: a part may need them (the sign-in service reads its nonce token from `x-nonce-jwt`).
 */
export async function forward(/** @type {import('playwright').Route} */ route, /** @type {string} */ target) {
  const request = route.request();
  const body = request.postData();
  const headers = Object.fromEntries(
    Object.entries(await request.allHeaders()).filter(([name]) => !name.startsWith(':') && !HOP_HEADERS.has(name)),
  );
  let response;
  try {
    response = await fetch(target, { method: request.method(), headers, ...(body === null ? {} : { body }) });
  } catch {
    // The part is not running (a test turned it off): the page sees a host that refuses the connection.
    return route.abort('connectionrefused');
  }
  await route.fulfill({
    status: response.status,
    headers: { 'content-type': response.headers.get('content-type') ?? 'application/json', 'access-control-allow-origin': '*' },
    body: Buffer.from(await response.arrayBuffer()),
  });
}

/**
 * The provider's RPC host answered by local nodes: `chainId=eip155:<n>` by `nodes.eip155[n]`, a Solana cluster by
 * `nodes.solana`. A chain with no node is refused (as an unreachable host), so a test notices a read it did not expect.
 * @param {import('playwright').BrowserContext} context
 * @param {{ eip155?: Record<number, string>, solana?: string }} nodes
 */
export async function routeRpc(context, nodes) {
  await context.route(RPC_ROUTE, async (route) => {
    const [namespace, reference] = (new URL(route.request().url()).searchParams.get('chainId') ?? '').split(':');
    const target = namespace === 'solana' ? nodes.solana : nodes.eip155?.[Number(reference)];
    if (!target) return route.abort('connectionrefused');
    return forward(route, target);
  });
}

/**
 * The explorer answered by the explorer fixture, in a session of this test's own (its requests are listed there).
 * @param {import('playwright').BrowserContext} context @param {string} explorerUrl the fixture's base URL
 * @returns {Promise<{ requests(): Promise<string[]> }>}
 */
export async function routeExplorer(context, explorerUrl) {
  const session = `consumer-${randomUUID()}`;
  await context.route(EXPLORER_ROUTE, (route) => {
    const url = new URL(route.request().url());
    return forward(route, `${explorerUrl}/${session}${url.pathname}${url.search}`);
  });
  return { requests: async () => /** @type {string[]} */ (await (await fetch(`${explorerUrl}/${session}/__requests`)).json()) };
}

/**
 * WalletConnect Verify answered by the local stand-in (test/fixtures/verify/server.mjs), which attests the page's
 * origin as the service does: the apps keep Verify on, as AppKit apps do.
 * @param {import('playwright').BrowserContext} context @param {string} verifyUrl the stand-in's base URL
 */
export async function routeVerify(context, verifyUrl) {
  await context.route(VERIFY_ROUTE, (route) => {
    const url = new URL(route.request().url());
    return forward(route, `${verifyUrl}${url.pathname}${url.search}`);
  });
}

/**
 * Collects what the page says on its console and its uncaught errors, for the assertions that no error happened
 * (or that an app's throwing callback was reported, and how often).
 * @param {import('playwright').Page} page
 */
export function recordConsole(page) {
  /** @type {string[]} */
  const errors = [];
  /** @type {string[]} */
  const pageErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  /** Forgets what was recorded (before a reload: the next page load starts a record of its own). */
  const clear = () => {
    errors.length = 0;
    pageErrors.length = 0;
  };
  return { errors, pageErrors, clear };
}
