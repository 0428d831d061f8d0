// The SIWE app (js-siwe: plain JavaScript, `siweConfig` from w3m-modal/siwe's createSIWEConfig). Its own server
// (js-siwe/server.mjs, run by Node from the installed tarball) hands out nonces, verifies the signed message with
// w3m-modal/siwe's helpers and keeps the session in a cookie. A member connects and signs; the server's session
// survives a reload without a second signature; handing back the key ends it, so the next visit asks again;
// leaving (disconnect) signs out on the server too.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { expect as playwrightExpect } from '@playwright/test';
import { scaled } from '../fixtures/time-scale.mjs';
import { recordConsole, routeExplorer, routeRpc } from './harness.mjs';
import { EVM_ADDRESS, EVM_SHORT, addKeyWallet, startEvmNodes } from './evm-wallet.mjs';

const expect = playwrightExpect.configure({ timeout: scaled(15_000) });

/**
 * Starts the app's server (`node server.mjs` in the built app's folder) and resolves with its URL once it listens;
 * its log lines (`<method> <path> <answer>`) are kept for the test to read.
 * @param {string} dir @param {string} rpcUrl the node smart accounts are checked on
 */
async function startGuildServer(dir, rpcUrl) {
  const child = spawn(process.execPath, ['server.mjs'], { cwd: dir, env: { ...process.env, PORT: '0', RPC_URL: rpcUrl }, stdio: ['ignore', 'pipe', 'pipe'] });
  /** @type {string[]} */
  const log = [];
  let stderr = '';
  child.stderr.on('data', (chunk) => { stderr += chunk; });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      log.push(line);
      const listening = /^guild server on (http:\/\/\S+)$/.exec(line)?.[1];
      if (listening) resolve(listening);
    });
    child.once('exit', (code) => reject(new Error(`the guild server exited (${code}) before listening:\n${stderr}`)));
  });
  return {
    url,
    /** The log lines of `request` (`GET /api/session`, …) so far. */
    lines: (/** @type {string} */ request) => log.filter((line) => line.startsWith(`${request} `)),
    stop: async () => {
      child.kill();
      await exited;
    },
  };
}

/** @param {import('./own-apps.mjs').DriveSetup} setup */
export async function checkSiweApp({ context, dir, explorerUrl }) {
  const evm = await startEvmNodes([1]);
  const server = await startGuildServer(dir, /** @type {string} */ (evm.nodes[1]));
  try {
    await routeRpc(context, { eip155: evm.nodes });
    await routeExplorer(context, explorerUrl);
    const page = await context.newPage();
    const wallet = await addKeyWallet(page, evm.nodes);
    const { pageErrors } = recordConsole(page);
    const signatures = () => wallet.asked().filter((method) => method === 'personal_sign').length;
    await page.goto(server.url);
    const member = page.locator('#member');
    const signedIn = `member ${EVM_ADDRESS} on chain 1`;
    const signIn = page.getByRole('dialog', { name: /Sign In/i });
    const account = page.getByRole('button', { name: new RegExp(EVM_SHORT) }).first();
    await expect(member).toHaveText('guest');

    // Connect, then the Sign In view asks; the server verifies the signature and starts the session.
    await page.getByRole('button', { name: 'Join the guild' }).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: new RegExp(wallet.name) }).click();
    await expect(signIn.getByText("Cartographers' guild wants you to sign in")).toBeVisible();
    await signIn.getByRole('button', { name: 'Sign' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(member).toHaveText(signedIn);
    assert.equal(signatures(), 1);
    assert.deepEqual(server.lines('POST /api/verify'), ['POST /api/verify {"valid":true}'], 'the server verified the signature once');

    // A reload: the wallet comes back and the modal finds the server's session (it asks for it), so nobody signs.
    const checksBefore = server.lines('GET /api/session').length;
    await page.reload();
    await expect(account).toBeVisible();
    await expect(member).toHaveText(signedIn);
    // The page's own read and the modal's check, both answered with the session.
    await expect.poll(() => server.lines('GET /api/session').length - checksBefore).toBeGreaterThanOrEqual(2);
    assert.ok(server.lines('GET /api/session').slice(checksBefore).every((line) => line.includes(EVM_ADDRESS)), 'the session survived the reload');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    assert.equal(signatures(), 1, 'no second signature after the reload');

    // Handing back the key ends the server's session; the wallet stays, and the next visit asks to sign again.
    await page.getByRole('button', { name: 'Hand back the key' }).click();
    await expect(member).toHaveText('guest');
    await expect(account).toBeVisible();
    await page.reload();
    await expect(member).toHaveText('guest');
    await signIn.getByRole('button', { name: 'Sign' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(member).toHaveText(signedIn);
    assert.equal(signatures(), 2);

    // Leaving disconnects the wallet and signs out on the server (signOutOnDisconnect), across a reload too.
    await page.getByRole('button', { name: 'Leave the guild' }).click();
    await expect(member).toHaveText('guest');
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
    assert.equal(server.lines('POST /api/sign-out').length, 2);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
    await expect(member).toHaveText('guest');
    assert.deepEqual(pageErrors, [], 'no error in the page');
  } finally {
    await server.stop();
    await evm.stop();
  }
}
