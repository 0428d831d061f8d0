// Consumer apps (`npm test` step): the packed library installed into small apps, each built and driven in Chromium
// as a player would. The README's examples (React, HTML, the React + wagmi quickstart, no bundler) run one flow:
// the wallet list comes from the explorer fixture and names the binding, a player connects and sees the address
// and the balance anvil holds; the wagmi apps also sign through wagmi and reload (one reconnect), and wagmi's
// account and the modal's are compared in every animation frame. The apps of our own ('own' in
// scripts/consumers.mjs) have their own checks: js-apps.mjs, ethers-app.mjs, solana-app.mjs, siwx-app.mjs.
// Everything stays on loopback (the offline trap fails a test whose page asks anything else).
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { expect as playwrightExpect } from '@playwright/test';
import { verifyMessage } from 'viem';
import { APPS, BROWSER_BUILD_URL, buildApp, describeTarball, installApp, packLibrary, sh } from '../../scripts/consumers.mjs';
import { launchChromium } from '../fixtures/chromium.mjs';
import { startOfflineTrap } from '../fixtures/offline-trap.mjs';
import { startExplorerServer } from '../fixtures/explorer-api.mjs';
import { startAnvil } from '../fixtures/anvil.mjs';
import { scaled } from '../fixtures/time-scale.mjs';
import { EXPLORER_ROUTE, ROUTED_HOSTS, recordConsole, routeExplorer, routeRpc, routeVerify, serve } from './harness.mjs';
import { startVerifyStandIn } from '../fixtures/verify/server.mjs';
import { EVM_ADDRESS, EVM_SHORT, addKeyWallet } from './evm-wallet.mjs';
import { OWN_APP_CHECKS } from './own-apps.mjs';

// Assertions wait for what the page shows; their timeout is a safety net for a loaded machine (TEST_TIME_SCALE).
const expect = playwrightExpect.configure({ timeout: scaled(15_000) });

/** The message the README's React + wagmi example signs. */
const MESSAGE = 'Hello from wagmi';
/** anvil's test accounts start with 10 000 ETH; the account button shows it with the locale's grouping. */
const TEN_THOUSAND_ETH = /10[,.\u00a0\u202f]?000(\.\d+)?\sETH/;

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

/** `W3M_CONSUMER_APPS=readme-wagmi3,react-wagmi3`: only the apps named (scripts/consumers.mjs); every app otherwise. */
const selected = process.env.W3M_CONSUMER_APPS?.split(',').map((name) => name.trim()).filter(Boolean);
const unknown = selected?.filter((name) => !APPS.some((app) => app.name === name)) ?? [];
if (unknown.length > 0) throw new Error(`W3M_CONSUMER_APPS: no app named ${unknown.join(', ')}`);
const RUN = selected ? APPS.filter((app) => selected.includes(app.name)) : APPS;

/** @type {Awaited<ReturnType<typeof packLibrary>>} */
let pack;
/** The installs with no lock file (the README's command), started in `before`, by app name. */
const earlyInstalls = new Map();
/** @type {Awaited<ReturnType<typeof startOfflineTrap>>} */
let trap;
/** @type {Awaited<ReturnType<typeof startExplorerServer>>} */
let explorer;
/** @type {Awaited<ReturnType<typeof startVerifyStandIn>>} */
let verify;
/** @type {import('playwright').Browser} */
let browser;
/** @type {(() => Promise<void>) | undefined} */
let closeBrowser;
const started = Date.now();

before(async () => {
  pack = await packLibrary();
  console.log(describeTarball(pack));
  trap = await startOfflineTrap();
  explorer = await startExplorerServer();
  verify = await startVerifyStandIn();
  ({ browser, close: closeBrowser } = await launchChromium({ args: trap.chromiumArgs }));
  // The installs with no lock file ask the registry and take longest: they start now, one after the other (2 cores),
  // while the apps before them build and run. A failure is reported by the app's own test.
  let previous = Promise.resolve();
  for (const app of RUN.filter((a) => 'installs' in a)) {
    const installing = previous.then(() => installApp(pack.dir, app));
    installing.catch(() => undefined);
    earlyInstalls.set(app.name, installing);
    previous = installing.then(() => undefined, () => undefined);
  }
});

// Teardown always ends (a hang here once held the run after every app had passed): Chromium's close is bounded
// and ends in a kill (test/fixtures/chromium.mjs), the trap destroys its sockets. Every step runs; a failing
// one fails the hook after the others have run.
after(async () => {
  const steps = [
    () => closeBrowser?.(),
    () => trap?.stop(),
    () => explorer?.close(),
    () => verify?.stop(),
    // An install still writing into the folder would fail its removal.
    () => Promise.allSettled(earlyInstalls.values()),
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
 * Builds `app`, serves it and hands a fresh browser context (its proxy: the offline trap) to `drive`; after it,
 * nothing may have left loopback.
 * @param {(typeof APPS)[number]} app
 * @param {(setup: import('./own-apps.mjs').DriveSetup) => Promise<void>} drive
 * @param {import('playwright').BrowserContextOptions} [contextOptions]
 */
async function runApp(app, drive, contextOptions = {}) {
  const built = await buildApp(pack.dir, app, { installing: earlyInstalls.get(app.name) });
  console.log(`${app.name}: install ${built.installSeconds.toFixed(1)} s, build ${built.buildSeconds.toFixed(1)} s`);
  const site = await serve(built.dist);
  const context = await browser.newContext({ proxy: trap.contextProxy, ...contextOptions });
  await routeVerify(context, verify.url);
  const before = trap.requests().length;
  try {
    await drive({ context, url: site.url, explorerUrl: explorer.url, dir: built.dir });
    const offLoopback = trap.requests().slice(before).filter((r) => !(r.method === 'CONNECT' && ROUTED_HOSTS.has(r.host)));
    assert.deepEqual(offLoopback.map((r) => r.target), [], 'nothing left loopback');
  } finally {
    await context.close();
    await site.close();
  }
}

/**
 * The README's React + wagmi app, once connected in the modal: both sides name the address; a signature through
 * wagmi's useSignMessage is the key's; after a reload wagmi reconnects once and the modal follows; no frame disagrees.
 */
async function checkWagmi(/** @type {import('playwright').Page} */ page) {
  const sides = page.locator('[data-wagmi]');
  await expect(sides).toHaveAttribute('data-wagmi', EVM_ADDRESS);
  await expect(sides).toHaveAttribute('data-modal', EVM_ADDRESS);
  await expect(page.locator('w3m-modal')).toHaveCount(1);

  await page.getByRole('button', { name: 'Sign a message' }).click();
  await expect(page.locator('output')).toHaveText(/^0x[0-9a-f]{130}$/);
  const shown = /** @type {`0x${string}`} */ (await page.locator('output').textContent());
  assert.equal(await verifyMessage({ address: EVM_ADDRESS, message: MESSAGE, signature: shown }), true, "the signature is the key's");

  const sampled = () => page.evaluate(() => /** @type {{ __sides: { frames: number, drift: string[] } }} */ (/** @type {unknown} */ (window)).__sides);
  assert.deepEqual((await sampled()).drift, [], 'wagmi and the modal agree in every frame up to the signature');
  await page.reload();
  await expect(sides).toHaveAttribute('data-wagmi', EVM_ADDRESS);
  await expect(sides).toHaveAttribute('data-modal', EVM_ADDRESS);
  await expect(page.getByRole('button', { name: new RegExp(EVM_SHORT) }).first()).toBeVisible();
  const afterReload = await sampled();
  assert.ok(afterReload.frames > 0, 'frames were sampled after the reload');
  // One reconnect (<WagmiProvider>'s on mount; the adapter leaves it to it): wagmi asks the wallet for its chain once.
  const asked = await page.evaluate(() => /** @type {{ __walletAsked: Record<string, number> }} */ (/** @type {unknown} */ (window)).__walletAsked);
  assert.equal(asked['eth_chainId'], 1, `one reconnect after the reload (the wallet was asked ${JSON.stringify(asked)})`);
  assert.deepEqual(afterReload.drift, [], 'wagmi and the modal agree in every frame of the reload');
  await expect(page.locator('w3m-modal')).toHaveCount(1);
}

for (const app of RUN.filter((a) => 'typecheckOnly' in a && a.typecheckOnly)) {
  test(`${app.label}: the declarations type-check`, { timeout: scaled(300_000) }, async () => {
    const built = await buildApp(pack.dir, app);
    console.log(`${app.name}: install ${built.installSeconds.toFixed(1)} s, type check ${built.buildSeconds.toFixed(1)} s`);
    // The check ran with the TypeScript the app names, not one found further up.
    const version = await sh(join(built.dir, 'node_modules/.bin/tsc'), ['--version'], built.dir);
    assert.match(version, /^Version 6\./);
  });
}

for (const app of RUN.filter((a) => a.example !== 'own' && !('typecheckOnly' in a && a.typecheckOnly))) {
  test(`${app.label}: the wallet list names the binding to the explorer; a player connects and sees the address and anvil's balance`, { timeout: scaled(600_000) }, () =>
    runApp(app, async ({ context, url, explorerUrl }) => {
      const anvil = await startAnvil({ chainId: 1 });
      try {
        await routeRpc(context, { eip155: { 1: anvil.url } });
        await routeExplorer(context, explorerUrl);
        // The no-bundler pages load the build from the README's static host: that host is the app's own static
        // server (a folder with dist/browser/'s files), on another origin, so it answers with CORS as a CDN does.
        await context.route(`${BROWSER_BUILD_URL}**`, async (route) => {
          const file = route.request().url().slice(BROWSER_BUILD_URL.length);
          const response = await fetch(new URL(file, url));
          await route.fulfill({
            status: response.status,
            headers: { 'content-type': response.headers.get('content-type') ?? '', 'access-control-allow-origin': '*' },
            body: Buffer.from(await response.arrayBuffer()),
          });
        });
        const page = await context.newPage();
        const wallet = await addKeyWallet(page, { 1: anvil.url });
        if (app.example === 'wagmi') await page.addInitScript(sampleEveryFrame);
        const { pageErrors } = recordConsole(page);
        await page.goto(url);

        await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
        const explorerRequest = page.waitForRequest(EXPLORER_ROUTE);
        await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /All Wallets/ }).click();
        const binding = app.example === 'react' || app.example === 'wagmi' ? 'react' : 'html';
        assert.match(new URL((await explorerRequest).url()).searchParams.get('sv') ?? '', new RegExp(`^${binding}-w3m-modal-`));
        // The directory fixture's wallets, not a canned list.
        await expect(page.getByRole('dialog').getByRole('button', { name: /Fixture Wallet 001/ })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);

        await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
        await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: new RegExp(wallet.name) }).click();
        const account = page.getByRole('button', { name: new RegExp(EVM_SHORT) }).first();
        await expect(account).toBeVisible();
        await expect(account).toContainText(TEN_THOUSAND_ETH);
        if (app.example === 'react') await expect(page.getByText(`Playing as ${EVM_ADDRESS}`)).toBeVisible();
        if (app.example === 'wagmi') await checkWagmi(page);
        assert.deepEqual(pageErrors, [], 'no error in the page');
      } finally {
        await anvil.stop();
      }
    }));
}

for (const app of RUN.filter((a) => a.example === 'own')) {
  const check = OWN_APP_CHECKS[app.name];
  if (!check) throw new Error(`${app.name}: no check in test/consumers/own-apps.mjs`);
  test(`${app.label}: ${check.what}`, { timeout: scaled(600_000) }, () =>
    runApp(app, (setup) => check.drive(setup), check.contextOptions));
}
