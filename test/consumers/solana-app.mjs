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
function installSolanaWallet(/** @type {{ address: string, publicKey: number[], name: string, evmAddress?: string }} */ { address, publicKey, name, evmAddress }) {
  const fromBase64 = (/** @type {string} */ text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  const toBase64 = (/** @type {Uint8Array} */ bytes) => btoa(String.fromCharCode(...bytes));
  const sign = /** @type {(kind: string, base64: string) => Promise<string>} */ (/** @type {any} */ (window).__solanaWalletSign);
  const chains = ['solana:mainnet', 'solana:devnet', 'solana:testnet'];
  const account = Object.freeze({ address, publicKey: new Uint8Array(publicKey), chains, features: ['solana:signMessage', 'solana:signTransaction'] });
  // As an extension does: no account until the player connects, then this site stays allowed (a reload too).
  const accounts = () => (localStorage.getItem('consumer-solana-wallet:allowed') ? [account] : []);
  const icon = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#9945ff"/></svg>');
  const wallet = {
    version: '1.0.0', name, icon, chains,
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
  if (!evmAddress) return;
  // The same wallet's EVM side, announced over EIP-6963 under the same name (as Phantom does).
  const allowed = () => (localStorage.getItem('consumer-solana-wallet:evm') ? [evmAddress] : []);
  const provider = {
    async request(/** @type {{ method: string, params?: any[] }} */ { method, params }) {
      if (method === 'eth_requestAccounts') localStorage.setItem('consumer-solana-wallet:evm', '1');
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return allowed();
      if (method === 'eth_chainId') return '0x1';
      // The Networks view asks the wallet to come back to Ethereum; it is already there, as wallets answer then.
      if (method === 'wallet_switchEthereumChain' && params?.[0]?.chainId === '0x1') return null;
      throw Object.assign(new Error(`The test wallet does not support ${method}`), { code: 4200 });
    },
    on() { return provider; },
    removeListener() { return provider; },
  };
  const detail = Object.freeze({ info: Object.freeze({ uuid: crypto.randomUUID(), name, icon, rdns: 'dev.w3m-modal.consumer-dual-wallet' }), provider });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}

/**
 * @param {import('playwright').BrowserContext} context a fresh context (its proxy: the offline trap)
 * @param {string} url the built app
 */
export async function checkSolanaApp(context, url) {
  const runtime = await startSolanaRuntime();
  try {
    const { secret, publicKey, address } = await walletSide(context, runtime);
    const page = await context.newPage();
    await page.addInitScript(installSolanaWallet, { address, publicKey: [...publicKey], name: 'Consumer Solana Wallet' });
    await page.goto(url);
    await drive(page, runtime, { secret, publicKey, address });
  } finally {
    await runtime.stop();
  }
}

/** The wallet's key in Node, funded on the runtime; the provider's RPC host answered by the runtime; the signer exposed. */
async function walletSide(/** @type {import('playwright').BrowserContext} */ context, /** @type {Awaited<ReturnType<typeof startSolanaRuntime>>} */ runtime) {
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
  return { secret, publicKey, address };
}

/** AppKit's Solana example: connect, sign a message, send a transfer, the balance moves. */
async function drive(/** @type {import('playwright').Page} */ page, /** @type {Awaited<ReturnType<typeof startSolanaRuntime>>} */ runtime, /** @type {{ publicKey: Uint8Array, address: string }} */ { publicKey, address }) {
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
  // A transfer to itself: the fee (5000 lamports) is what moves, on the button and in the Account view.
  await expect(account).toContainText('1.9999 SOL');
  await account.click();
  const accountView = page.getByRole('dialog').locator('w3m-account-view [part="balance"]');
  await expect(accountView).toContainText(/1\.9999\d* SOL/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Get Balance' }).click();
  await expect(page.getByText('Balance: 1.999995')).toBeVisible();
}

const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/**
 * AppKit's multichain example (test/consumers/react-multichain: WagmiAdapter + SolanaAdapter): one wallet (EIP-6963,
 * which wagmi discovers, and Wallet Standard under one name) is one row of the Connect view and connects in both
 * namespaces; the Networks view moves into Solana, back to Ethereum and into Solana again; a reload restores both; disconnecting Solana leaves EVM (and wagmi).
 * @param {import('playwright').BrowserContext} context @param {string} url the built app
 */
export async function checkMultichainPage(context, url) {
  const runtime = await startSolanaRuntime();
  try {
    const { publicKey, address } = await walletSide(context, runtime);
    const page = await context.newPage();
    await page.addInitScript(installSolanaWallet, { address, publicKey: [...publicKey], name: 'Consumer Dual Wallet', evmAddress: EVM_ADDRESS });
    await page.goto(url);
    const addresses = page.locator('section', { has: page.getByRole('heading', { name: 'All Addresses' }) });
    const state = page.locator('section', { has: page.getByRole('heading', { name: 'State' }) });
    await page.getByRole('button', { name: 'Open EVM' }).click();
    const rows = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Consumer Dual Wallet/ });
    await expect(rows).toHaveCount(1);
    await rows.click();
    await expect(addresses).toContainText(`Address EVM: ${EVM_ADDRESS}`);
    await expect(addresses).toContainText(`Address Solana: ${address}`);
    await expect(addresses).toContainText(`wagmi: ${EVM_ADDRESS}`);
    await expect(state).toContainText('activeChain: eip155');

    await page.getByRole('button', { name: 'Networks' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^Solana/ }).first().click();
    await expect(state).toContainText('activeChain: solana');
    await expect(state).toContainText('selectedNetworkId: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    // And back: Ethereum from the Networks view makes EVM active again; the Solana account stays.
    await page.getByRole('button', { name: 'Networks' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^Ethereum/ }).first().click();
    await expect(state).toContainText('activeChain: eip155');
    await expect(state).toContainText('selectedNetworkId: eip155:1');
    await expect(addresses).toContainText(`Address Solana: ${address}`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Networks' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^Solana/ }).first().click();
    await expect(state).toContainText('activeChain: solana');

    await page.reload();
    await expect(addresses).toContainText(`Address EVM: ${EVM_ADDRESS}`);
    await expect(addresses).toContainText(`Address Solana: ${address}`);
    await expect(state).toContainText('activeChain: solana');

    await page.getByRole('button', { name: 'Disconnect Solana' }).click();
    await expect(addresses).not.toContainText(address);
    await expect(addresses).toContainText(`Address EVM: ${EVM_ADDRESS}`);
    await expect(addresses).toContainText(`wagmi: ${EVM_ADDRESS}`);
    await expect(state).toContainText('activeChain: eip155');
  } finally {
    await runtime.stop();
  }
}
