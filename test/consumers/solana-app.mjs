// The Solana consumer app (test/consumers/react-solana: AppKit's Solana React example, package names changed), driven
// in Chromium against the local Solana runtime (litesvm behind JSON-RPC): a Wallet Standard wallet whose ed25519
// key stays in Node connects, signs a message the key verifies, and sends a transfer the runtime executes; the
// Account button's balance moves. The app names no RPC (as AppKit's example), so the provider's RPC host it uses
// is answered by the runtime.
import assert from 'node:assert/strict';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { expect as playwrightExpect } from '@playwright/test';
import { startSolanaRuntime } from '../fixtures/solana/runtime.mjs';
import { signWireTransaction } from '../fixtures/solana/sign.mjs';
import { scaled } from '../fixtures/time-scale.mjs';

const expect = playwrightExpect.configure({ timeout: scaled(15_000) });
const RPC_ROUTE = 'https://rpc.walletconnect.org/**';
const EXPLORER_ROUTE = 'https://explorer-api.walletconnect.com/**';
const MESSAGE = 'Hello Reown AppKit!';

/**
 * Runs in the page before its scripts: registers a Wallet Standard wallet as an extension's content script does.
 * Signing is done in Node (`__solanaWalletSign`), where the key is.
 */
function installSolanaWallet(/** @type {{ address: string, publicKey: number[] }} */ { address, publicKey }) {
  const fromBase64 = (/** @type {string} */ text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  const toBase64 = (/** @type {Uint8Array} */ bytes) => btoa(String.fromCharCode(...bytes));
  const sign = /** @type {(kind: string, base64: string) => Promise<string>} */ (/** @type {any} */ (window).__solanaWalletSign);
  const chains = ['solana:mainnet', 'solana:devnet', 'solana:testnet'];
  const account = Object.freeze({ address, publicKey: new Uint8Array(publicKey), chains, features: ['solana:signMessage', 'solana:signTransaction'] });
  // As an extension does: no account until the player connects, then this site stays allowed (a reload too).
  const accounts = () => (localStorage.getItem('consumer-solana-wallet:allowed') ? [account] : []);
  const icon = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#9945ff"/></svg>');
  const wallet = {
    version: '1.0.0', name: 'Consumer Solana Wallet', icon, chains,
    get accounts() { return accounts(); },
    features: {
      'standard:connect': { version: '1.0.0', connect: async (/** @type {{ silent?: boolean } | undefined} */ input) => {
        if (!input?.silent) localStorage.setItem('consumer-solana-wallet:allowed', '1');
        return { accounts: accounts() };
      } },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => localStorage.removeItem('consumer-solana-wallet:allowed') },
      'standard:events': { version: '1.0.0', on: () => () => undefined },
      'solana:signMessage': { version: '1.0.0', signMessage: async (/** @type {{ message: Uint8Array }[]} */ ...inputs) =>
        Promise.all(inputs.map(async ({ message }) => ({ signedMessage: message, signature: fromBase64(await sign('message', toBase64(message))) }))) },
      'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signTransaction: async (/** @type {{ transaction: Uint8Array }[]} */ ...inputs) =>
        Promise.all(inputs.map(async ({ transaction }) => ({ signedTransaction: fromBase64(await sign('transaction', toBase64(transaction))) }))) },
    },
  };
  const register = (/** @type {{ register(w: unknown): unknown }} */ api) => api.register(wallet);
  window.addEventListener('wallet-standard:app-ready', (event) => register(/** @type {CustomEvent} */ (event).detail));
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
}

/**
 * @param {import('playwright').BrowserContext} context a fresh context (its proxy: the offline trap)
 * @param {string} url the built app
 */
export async function checkSolanaApp(context, url) {
  const runtime = await startSolanaRuntime();
  try {
    const secret = ed25519.utils.randomSecretKey();
    const publicKey = ed25519.getPublicKey(secret);
    const address = base58.encode(publicKey);
    await fetch(runtime.url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [address, 2_000_000_000] }) });
    await context.route(RPC_ROUTE, async (route) => {
      const answer = await fetch(runtime.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: route.request().postData() ?? '' });
      await route.fulfill({ status: answer.status, contentType: 'application/json', body: await answer.text() });
    });
    await context.route(EXPLORER_ROUTE, (route) => route.fulfill({ json: { count: 0, data: [] } }));
    await context.exposeFunction('__solanaWalletSign', (/** @type {string} */ kind, /** @type {string} */ base64) => {
      const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
      const signed = kind === 'message' ? ed25519.sign(bytes, secret) : signWireTransaction(bytes, (message) => ed25519.sign(message, secret), publicKey);
      return Buffer.from(signed).toString('base64');
    });
    const page = await context.newPage();
    await page.addInitScript(installSolanaWallet, { address, publicKey: [...publicKey] });
    await page.goto(url);

    await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Consumer Solana Wallet/ }).click();
    const account = page.getByRole('button', { name: new RegExp(address.slice(0, 4)) }).first();
    await expect(account).toContainText('2 SOL');
    await expect(page.getByText(`caip Address: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${address}`)).toBeVisible();

    await page.getByRole('button', { name: 'Sign msg' }).click();
    const signature = await page.locator('output[data-signed-msg]').textContent({ timeout: scaled(15_000) });
    assert.equal(ed25519.verify(Buffer.from(signature ?? '', 'hex'), new TextEncoder().encode(MESSAGE), publicKey), true, 'the signature is the key\'s');

    await page.getByRole('button', { name: 'Send tx' }).click();
    const hash = await page.locator('output[data-hash]').textContent({ timeout: scaled(15_000) });
    assert.deepEqual(runtime.statusOf(hash ?? '')?.err, null, `the transfer ${hash} landed on the ledger`);
    // A transfer to itself: the fee (5000 lamports) is what moves.
    await expect(account).toContainText('1.9999 SOL');
    await page.getByRole('button', { name: 'Get Balance' }).click();
    await expect(page.getByText('Balance: 1.999995')).toBeVisible();
  } finally {
    await runtime.stop();
  }
}
