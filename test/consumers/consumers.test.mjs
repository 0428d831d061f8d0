// Consumer apps (`npm test` step): the packed library installed into small apps that carry the README's own
// examples; each app is built and a player connects a wallet in Chromium and sees the address. The React + wagmi
// apps (wagmi 2 and 3, AppKit's quickstart) also sign a message through wagmi and reload (one reconnect), and wagmi's account and
// the modal's are compared in every animation frame.
// The ethers apps (AppKit's ethers 6 and 5 examples) sign and send against anvil with a real key: ethers-app.mjs.
// The wallet is a tiny EIP-6963 wallet of this test's own (a fixed address on chain 1); the balance read that
// follows a connection is answered by a route, and anything else that leaves loopback fails the test.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { expect as playwrightExpect } from '@playwright/test';
import { toHex, verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { serveStatic } from '../../scripts/demo-server.mjs';
import { APPS, BROWSER_BUILD_URL, buildApp, describeTarball, packLibrary, sh } from '../../scripts/consumers.mjs';
import { launchChromium } from '../fixtures/chromium.mjs';
import { startOfflineTrap } from '../fixtures/offline-trap.mjs';
import { checkMultichainPage, checkSolanaApp } from './solana-app.mjs';
import { checkEthersApp } from './ethers-app.mjs';
import { scaled } from '../fixtures/time-scale.mjs';

// Assertions wait for what the page shows; their timeout is a safety net for a loaded machine (TEST_TIME_SCALE).
const expect = playwrightExpect.configure({ timeout: scaled(15_000) });

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SHORT = `${ADDRESS.slice(0, 6)}…${ADDRESS.slice(-4)}`;
/** The well-known first anvil/Hardhat key, whose address is ADDRESS: the wallet's signatures are made here. */
const WALLET_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
/** The message the README's React + wagmi example signs. */
const MESSAGE = 'Hello from wagmi';
/** The README examples use a placeholder projectId, so balances are read from the provider's RPC host. */
const RPC_ROUTE = 'https://rpc.walletconnect.org/**';
/** ...and the wallet list asks the public explorer, which is told the binding in use (`sv`). */
const EXPLORER_ROUTE = 'https://explorer-api.walletconnect.com/**';

/**
 * Runs in the page before its scripts: announces a wallet as an extension's content script would. It signs only
 * the messages it is given signatures for (made in Node with the wallet's key), by their hex form.
 */
function installTestWallet(/** @type {{ address: string, signatures: Record<string, string> }} */ { address, signatures }) {
  const listeners = new Map();
  /** @type {Record<string, number>} what the page asked, by method (a reload starts a new count) */
  const asked = {};
  Object.assign(window, { __walletAsked: asked });
  const provider = {
    async request(/** @type {{ method: string, params?: unknown[] }} */ { method, params }) {
      asked[method] = (asked[method] ?? 0) + 1;
      // As an extension does: no account until the player connects, then this site stays allowed (a reload too).
      if (method === 'eth_requestAccounts') localStorage.setItem('consumer-wallet:allowed', '1');
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return localStorage.getItem('consumer-wallet:allowed') ? [address] : [];
      if (method === 'eth_chainId') return '0x1';
      if (method === 'personal_sign') {
        const [message, from] = /** @type {string[]} */ (params ?? []);
        const signature = signatures[message.toLowerCase()];
        if (from?.toLowerCase() !== address.toLowerCase() || !signature) throw Object.assign(new Error(`The test wallet will not sign ${message}`), { code: 4001 });
        return signature;
      }
      throw Object.assign(new Error(`The test wallet does not support ${method}`), { code: 4200 });
    },
    on(/** @type {string} */ event, /** @type {Function} */ listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return provider;
    },
    removeListener(/** @type {string} */ event, /** @type {Function} */ listener) {
      listeners.set(event, (listeners.get(event) ?? []).filter((/** @type {Function} */ l) => l !== listener));
      return provider;
    },
  };
  const icon = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#2b8a3e"/></svg>');
  const detail = Object.freeze({
    info: Object.freeze({ uuid: crypto.randomUUID(), name: 'Consumer Test Wallet', icon, rdns: 'dev.w3m-modal.consumer-wallet' }),
    provider,
  });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}

/** Runs in the page before its scripts: records every animation frame in which wagmi and the modal disagree. */
function sampleEveryFrame() {
  const state = { frames: 0, drift: /** @type {string[]} */ ([]) };
  Object.assign(window, { __sides: state });
  const tick = () => {
    state.frames += 1;
    const sides = document.querySelector('[data-wagmi]');
    const wagmi = sides?.getAttribute('data-wagmi');
    const modal = sides?.getAttribute('data-modal');
    if (sides && wagmi !== modal) state.drift.push(`frame ${state.frames}: wagmi ${wagmi} ≠ modal ${modal}`);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** JSON-RPC answers for the balance read (single or batched): 1.5 ETH on chain 1. */
function answerRpc(/** @type {{ id: number, method: string }} */ call) {
  const results = { eth_getBalance: '0x14d1120d7b160000', eth_chainId: '0x1', eth_blockNumber: '0x1' };
  const result = results[/** @type {keyof typeof results} */ (call.method)];
  return result ? { jsonrpc: '2.0', id: call.id, result } : { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'not here' } };
}

/** Serves a built app's dist folder on 127.0.0.1. */
async function serve(/** @type {string} */ dist) {
  const server = await serveStatic(dist);
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** @type {Awaited<ReturnType<typeof packLibrary>>} */
let pack;
/** @type {Awaited<ReturnType<typeof startOfflineTrap>>} */
let trap;
/** @type {import('playwright').Browser} */
let browser;
/** @type {(() => Promise<void>) | undefined} */
let closeBrowser;
const started = Date.now();
/** @type {Record<string, string>} */
let signatures;
/** @type {string} */
let expectedSignature;

before(async () => {
  expectedSignature = await privateKeyToAccount(WALLET_KEY).signMessage({ message: MESSAGE });
  signatures = { [toHex(MESSAGE)]: expectedSignature };
  pack = await packLibrary();
  console.log(describeTarball(pack));
  trap = await startOfflineTrap();
  ({ browser, close: closeBrowser } = await launchChromium({ args: trap.chromiumArgs }));
});

// Teardown always ends (a hang here once held the run after every app had passed): Chromium's close is bounded
// and ends in a kill (test/fixtures/chromium.mjs), the trap destroys its sockets. Every step runs; a failing
// one fails the hook after the others have run.
after(async () => {
  const steps = [
    () => closeBrowser?.(),
    () => trap?.stop(),
    () => pack && rmSync(pack.dir, { recursive: true, force: true }),
  ];
  /** @type {unknown[]} */
  const errors = [];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      errors.push(error);
    }
  }
  console.log(`consumer apps: ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
  if (errors.length > 0) throw new AggregateError(errors, 'consumer apps: teardown failed');
}, { timeout: scaled(120_000) });

/**
 * The React + wagmi app, once connected in the modal: both sides name the address; a signature through wagmi's
 * useSignMessage is the wallet's; after a reload wagmi reconnects and the modal follows; no frame disagrees.
 */
async function checkWagmi(/** @type {import('playwright').Page} */ page) {
  const sides = page.locator('[data-wagmi]');
  await expect(sides).toHaveAttribute('data-wagmi', ADDRESS);
  await expect(sides).toHaveAttribute('data-modal', ADDRESS);
  await expect(page.locator('w3m-modal')).toHaveCount(1);

  await page.getByRole('button', { name: 'Sign a message' }).click();
  await expect(page.locator('output')).toHaveText(expectedSignature);
  const shown = /** @type {`0x${string}`} */ (await page.locator('output').textContent());
  assert.equal(await verifyMessage({ address: ADDRESS, message: MESSAGE, signature: shown }), true);

  const sampled = () => page.evaluate(() => /** @type {{ __sides: { frames: number, drift: string[] } }} */ (/** @type {unknown} */ (window)).__sides);
  assert.deepEqual((await sampled()).drift, [], 'wagmi and the modal agree in every frame up to the signature');
  await page.reload();
  await expect(sides).toHaveAttribute('data-wagmi', ADDRESS);
  await expect(sides).toHaveAttribute('data-modal', ADDRESS);
  await expect(page.getByRole('button', { name: new RegExp(SHORT) }).first()).toBeVisible();
  const afterReload = await sampled();
  assert.ok(afterReload.frames > 0, 'frames were sampled after the reload');
  // One reconnect (<WagmiProvider>'s on mount; the adapter leaves it to it): wagmi asks the wallet for its chain once.
  const asked = await page.evaluate(() => /** @type {{ __walletAsked: Record<string, number> }} */ (/** @type {unknown} */ (window)).__walletAsked);
  assert.equal(asked['eth_chainId'], 1, `one reconnect after the reload (the wallet was asked ${JSON.stringify(asked)})`);
  assert.deepEqual(afterReload.drift, [], 'wagmi and the modal agree in every frame of the reload');
  await expect(page.locator('w3m-modal')).toHaveCount(1);
}

/** The plain-JavaScript app at load: AppKit's instance members answered (no "is not a function"), no wallet yet. */
async function checkInstanceAtLoad(/** @type {import('playwright').Page} */ page, /** @type {string[]} */ pageErrors) {
  await expect(page.locator('#chain-id')).toHaveText('1');
  await expect(page.locator('#get-address')).toHaveText('');
  assert.deepEqual(pageErrors, [], 'the page ran its script without an error');
}

/** ...and once the wallet is connected through the modal: subscribeAccount, getAddress, the wallet and its provider. */
async function checkInstanceConnected(/** @type {import('playwright').Page} */ page) {
  await expect(page.locator('#account-address')).toHaveText(ADDRESS);
  await expect(page.locator('#get-address')).toHaveText(ADDRESS);
  await expect(page.locator('#wallet-name')).toHaveText('Consumer Test Wallet');
  await expect(page.locator('#providers')).toHaveText('eip155');
}

for (const app of APPS.filter((a) => 'typecheckOnly' in a && a.typecheckOnly)) {
  test(`${app.label}: the declarations type-check`, { timeout: scaled(300_000) }, async () => {
    const built = await buildApp(pack.dir, app);
    console.log(`${app.name}: install ${built.installSeconds.toFixed(1)} s, type check ${built.buildSeconds.toFixed(1)} s`);
    // The check ran with the TypeScript the app names, not one found further up.
    const version = await sh(join(built.dir, 'node_modules/.bin/tsc'), ['--version'], built.dir);
    assert.match(version, /^Version 6\./);
  });
}

/** The ethers apps carry their own sources ('own') and are driven by ethers-app.mjs; js-core is 'own' too, driven below. */
const isEthersApp = (/** @type {{ name: string }} */ a) => a.name === 'react-ethers' || a.name === 'react-ethers5';

for (const app of APPS.filter(isEthersApp)) {
  test(`${app.label}: connects a wallet that signs with a real key, signs (verified) and sends a transfer anvil mines`, { timeout: scaled(600_000) }, () =>
    checkEthersApp({ app, packDir: pack.dir, browser, trap }));
}

// The ethers and Solana apps have tests of their own (above and below); every other app runs this one.
const hasOwnTest = (/** @type {{ name: string }} */ a) => isEthersApp(a) || a.name === 'react-solana' || a.name === 'react-multichain';

for (const app of APPS.filter((a) => !('typecheckOnly' in a && a.typecheckOnly) && !hasOwnTest(a))) {
  test(`${app.label}: the wallet list names the binding to the explorer; a player connects and sees the address`, { timeout: scaled(600_000) }, async () => {
    const built = await buildApp(pack.dir, app);
    console.log(`${app.name}: install ${built.installSeconds.toFixed(1)} s, build ${built.buildSeconds.toFixed(1)} s`);
    const site = await serve(built.dist);
    const context = await browser.newContext({ proxy: trap.contextProxy });
    const before = trap.requests().length;
    try {
      await context.route(RPC_ROUTE, async (route) => {
        const body = route.request().postDataJSON();
        await route.fulfill({ json: Array.isArray(body) ? body.map(answerRpc) : answerRpc(body) });
      });
      await context.route(EXPLORER_ROUTE, (route) => route.fulfill({ json: { count: 0, data: [] } }));
      // The no-bundler pages load the build from the README's static host: that host is the app's own static
      // server (a folder with dist/browser/'s files), on another origin, so it answers with CORS as a CDN does.
      await context.route(`${BROWSER_BUILD_URL}**`, async (route) => {
        const file = route.request().url().slice(BROWSER_BUILD_URL.length);
        const response = await fetch(new URL(file, site.url));
        await route.fulfill({
          status: response.status,
          headers: { 'content-type': response.headers.get('content-type') ?? '', 'access-control-allow-origin': '*' },
          body: Buffer.from(await response.arrayBuffer()),
        });
      });
      const page = await context.newPage();
      await page.addInitScript(installTestWallet, { address: ADDRESS, signatures });
      if (app.example === 'wagmi') await page.addInitScript(sampleEveryFrame);
      const pageErrors = /** @type {string[]} */ ([]);
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(site.url);
      if (app.example === 'own') await checkInstanceAtLoad(page, pageErrors);

      await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
      const explorerRequest = page.waitForRequest(EXPLORER_ROUTE);
      await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /All Wallets/ }).click();
      const binding = app.example === 'react' || app.example === 'wagmi' ? 'react' : 'html';
      assert.match(new URL((await explorerRequest).url()).searchParams.get('sv') ?? '', new RegExp(`^${binding}-w3m-modal-`));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
      await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Consumer Test Wallet/ }).click();
      const account = page.getByRole('button', { name: new RegExp(SHORT) }).first();
      await expect(account).toBeVisible();
      await expect(account).toContainText('1.5 ETH');
      if (app.example === 'react') await expect(page.getByText(`Playing as ${ADDRESS}`)).toBeVisible();
      if (app.example === 'wagmi') await checkWagmi(page);
      if (app.example === 'own') await checkInstanceConnected(page);
      assert.deepEqual(pageErrors, [], 'no error in the page');
      assert.deepEqual(trap.requests().slice(before).map((r) => r.target), [], 'nothing left loopback');
    } finally {
      await context.close();
      await site.close();
    }
  });
}

for (const app of APPS.filter((a) => a.name === 'react-solana' || a.name === 'react-multichain')) {
  const what = app.name === 'react-solana'
    ? 'connects a Wallet Standard wallet, signs, sends a transfer the local Solana runtime executes'
    : 'one wallet in both namespaces from one row; the Networks view crosses them; a reload restores both; disconnecting Solana leaves EVM';
  test(`${app.label}: ${what}`, { timeout: scaled(600_000) }, async () => {
    const built = await buildApp(pack.dir, app);
    console.log(`${app.name}: install ${built.installSeconds.toFixed(1)} s, build ${built.buildSeconds.toFixed(1)} s`);
    const site = await serve(built.dist);
    const context = await browser.newContext({ proxy: trap.contextProxy });
    const before = trap.requests().length;
    try {
      await (app.name === 'react-solana' ? checkSolanaApp : checkMultichainPage)(context, site.url);
      assert.deepEqual(trap.requests().slice(before).map((r) => r.target), [], 'nothing left loopback');
    } finally {
      await context.close();
      await site.close();
    }
  });
}
