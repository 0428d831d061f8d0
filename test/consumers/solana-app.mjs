// The Solana apps, driven in Chromium against the local Solana runtime (litesvm behind JSON-RPC):
// - react-solana (Solana only): the page also has an EIP-6963 wallet, which must not be listed; a WalletConnect
//   phone wallet (sign-client in Node, on the local relay) is proposed only `solana`; a Wallet Standard wallet whose
//   ed25519 key stays in Node signs a message the key verifies and sends a transfer the runtime executes; the
//   cluster switched to survives a reload;
// - react-multichain (wagmi + Solana, no @solana/web3.js): one wallet in both namespaces.
// The apps name no RPC, so the provider's RPC host they use is answered by the runtime (and anvil for EVM).
import assert from 'node:assert/strict';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { expect as playwrightExpect } from '@playwright/test';
import WebSocket from 'ws';
import { startSolanaRuntime } from '../fixtures/solana/runtime.mjs';
import { signWireTransaction } from '../fixtures/solana/sign.mjs';
import { startRelay } from '../fixtures/wc/relay.mjs';
import { startSolanaWcWallet } from '../fixtures/wc/solana-wallet.mjs';
import { scaled } from '../fixtures/time-scale.mjs';
import { recordConsole, routeExplorer, routeRpc } from './harness.mjs';
import { EVM_ADDRESS, addKeyWallet, startEvmNodes } from './evm-wallet.mjs';

const expect = playwrightExpect.configure({ timeout: scaled(15_000) });
const RECEIPT = 'One cinnamon bun, paid in full';
const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const TESTNET = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z';

/**
 * Runs in the page before its scripts: registers a Wallet Standard wallet as an extension's content script does.
 * Signing is done in Node (`__solanaWalletSign`), where the key is.
 */
function installSolanaWallet(/** @type {{ address: string, publicKey: number[], name: string }} */ { address, publicKey, name }) {
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
}

/**
 * The Solana wallet's key in Node, funded with 2 SOL on the runtime, and its signer exposed to the page.
 * @param {import('playwright').BrowserContext} context @param {Awaited<ReturnType<typeof startSolanaRuntime>>} runtime
 */
async function solanaKey(context, runtime) {
  const secret = ed25519.utils.randomSecretKey();
  const publicKey = ed25519.getPublicKey(secret);
  const address = base58.encode(publicKey);
  await fetch(runtime.url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [address, 2_000_000_000] }) });
  await context.exposeFunction('__solanaWalletSign', (/** @type {string} */ kind, /** @type {string} */ base64) => {
    const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
    const signed = kind === 'message' ? ed25519.sign(bytes, secret) : signWireTransaction(bytes, (message) => ed25519.sign(message, secret), publicKey);
    return Buffer.from(signed).toString('base64');
  });
  return { publicKey, address };
}

/**
 * The public WalletConnect relay answered by the local relay: each socket the page opens is bridged to it (with the
 * query the SDK sent: its auth and project id).
 * @param {import('playwright').BrowserContext} context @param {string} relayUrl
 */
async function routeRelay(context, relayUrl) {
  await context.routeWebSocket(/^wss:\/\/relay\.walletconnect\.(org|com)/, (page) => {
    const relay = new WebSocket(`${relayUrl}/${new URL(page.url()).search}`);
    /** @type {(string | Buffer)[]} */
    const waiting = [];
    relay.on('open', () => waiting.splice(0).forEach((message) => relay.send(message)));
    relay.on('message', (data, isBinary) => page.send(isBinary ? /** @type {Buffer} */ (data) : data.toString()));
    relay.on('close', () => page.close());
    relay.on('error', () => page.close());
    page.onMessage((message) => (relay.readyState === WebSocket.OPEN ? relay.send(message) : waiting.push(message)));
    page.onClose(() => relay.close());
  });
}

/** @param {import('./own-apps.mjs').DriveSetup} setup */
export async function checkSolanaApp({ context, url, explorerUrl }) {
  const runtime = await startSolanaRuntime();
  const relay = await startRelay();
  const evm = await startEvmNodes([1]);
  const phone = await startSolanaWcWallet({ relayUrl: relay.url });
  try {
    const { publicKey, address } = await solanaKey(context, runtime);
    await routeRpc(context, { solana: runtime.url, eip155: evm.nodes });
    const directory = await routeExplorer(context, explorerUrl);
    await routeRelay(context, relay.url);
    const page = await context.newPage();
    // An EVM browser wallet is on the page too: a Solana-only app must not list it.
    await addKeyWallet(page, evm.nodes);
    await page.addInitScript(installSolanaWallet, { address, publicKey: [...publicKey], name: 'Consumer Solana Wallet' });
    const { pageErrors } = recordConsole(page);
    await page.goto(url);

    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
    await page.getByRole('button', { name: 'Open the till' }).click();
    await expect(dialog.getByRole('button', { name: /Consumer Solana Wallet/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /WalletConnect/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Key Test Wallet/ })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /Coinbase Wallet/ })).toHaveCount(0);
    // The directory is asked for Solana wallets only.
    await dialog.getByRole('button', { name: /All Wallets/ }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: /Fixture Wallet 050/ })).toBeVisible();
    const asked = (await directory.requests()).filter((path) => path.startsWith('/getWallets'));
    assert.ok(asked.length > 0, 'the directory was asked');
    for (const path of asked) assert.deepEqual(new URLSearchParams(path.split('?')[1]).get('chains')?.split(',').filter((c) => !c.startsWith('solana:')), [], `only Solana chains asked: ${path}`);
    await expect(page.getByRole('dialog').getByRole('button', { name: /Fixture Wallet 001/ })).toHaveCount(0);

    // WalletConnect: the phone wallet pairs from the QR's link; the proposal names `solana` and nothing else.
    await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: /WalletConnect/ }).click();
    await page.getByRole('dialog', { name: 'WalletConnect' }).getByRole('button', { name: 'Copy link' }).click();
    let uri = '';
    await expect.poll(async () => (uri = await page.evaluate(() => navigator.clipboard.readText()))).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    await phone.pair(uri);
    await expect(page.getByTestId('baker')).toHaveText(phone.address);
    const [proposal] = phone.proposals();
    assert.deepEqual([...new Set([...Object.keys(proposal?.requiredNamespaces ?? {}), ...Object.keys(proposal?.optionalNamespaces ?? {})])], ['solana'], 'the proposal asks only for solana');
    await page.getByRole('button', { name: 'Close the stall' }).click();
    await expect(page.getByTestId('baker')).toHaveText('');

    // The Wallet Standard wallet: connect, sign, send, read.
    await page.getByRole('button', { name: 'Open the till' }).click();
    await dialog.getByRole('button', { name: /Consumer Solana Wallet/ }).click();
    const account = page.getByRole('button', { name: new RegExp(address.slice(0, 4)) }).first();
    await expect(account).toContainText('2 SOL');
    await expect(page.getByTestId('baker-caip')).toHaveText(`${MAINNET}:${address}`);
    await expect(page.getByTestId('wallet')).toHaveText('Consumer Solana Wallet');

    await page.getByRole('button', { name: 'Sign the receipt' }).click();
    await expect(page.getByTestId('receipt')).toHaveText(/^[0-9a-f]{128}$/);
    const signature = await page.getByTestId('receipt').textContent();
    assert.equal(ed25519.verify(Buffer.from(signature ?? '', 'hex'), new TextEncoder().encode(RECEIPT), publicKey), true, "the signature is the key's");

    await page.getByRole('button', { name: 'Tip yourself' }).click();
    await expect(page.getByTestId('tip')).not.toHaveText('');
    const tip = await page.getByTestId('tip').textContent();
    assert.deepEqual(runtime.statusOf(tip ?? '')?.err, null, `the transfer ${tip} landed on the ledger`);
    // A transfer to itself: the fee (5000 lamports) is what moves, on the button and in the jar.
    await expect(account).toContainText('1.9999 SOL');
    await page.getByRole('button', { name: 'Count the jar' }).click();
    await expect(page.getByTestId('jar')).toHaveText('1.999995 SOL');

    // useAppKitNetwork().switchNetwork to Testnet: the page names it, and a reload keeps it.
    await page.getByRole('button', { name: 'Bake on Testnet' }).click();
    await expect(page.getByTestId('cluster')).toHaveText('Solana Testnet');
    await expect(page.getByTestId('cluster-id')).toHaveText(TESTNET);
    await expect(page.getByTestId('baker-caip')).toHaveText(`${TESTNET}:${address}`);
    await page.reload();
    await expect(page.getByTestId('baker')).toHaveText(address);
    await expect(page.getByTestId('cluster')).toHaveText('Solana Testnet');
    await expect(page.getByTestId('baker-caip')).toHaveText(`${TESTNET}:${address}`);

    await page.getByRole('button', { name: 'Close the stall' }).click();
    await expect(page.getByTestId('baker')).toHaveText('');
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
    assert.deepEqual(pageErrors, [], 'no error in the page');
  } finally {
    await phone.stop();
    await relay.stop();
    await evm.stop();
    await runtime.stop();
  }
}

/** @param {import('./own-apps.mjs').DriveSetup} setup */
export async function checkMultichainApp({ context, url, explorerUrl }) {
  const runtime = await startSolanaRuntime();
  const evm = await startEvmNodes([1, 42161]);
  try {
    const { publicKey, address } = await solanaKey(context, runtime);
    await routeRpc(context, { solana: runtime.url, eip155: evm.nodes });
    await routeExplorer(context, explorerUrl);
    const page = await context.newPage();
    // One wallet in both namespaces: its EVM side over EIP-6963 and its Solana side over the Wallet Standard, one name.
    const wallet = await addKeyWallet(page, evm.nodes, { name: 'Consumer Dual Wallet', rdns: 'dev.w3m-modal.consumer-dual-wallet' });
    await page.addInitScript(installSolanaWallet, { address, publicKey: [...publicKey], name: 'Consumer Dual Wallet' });
    const { pageErrors } = recordConsole(page);
    await page.goto(url);
    const field = (/** @type {string} */ id) => page.getByTestId(id);
    const crossTo = async (/** @type {RegExp} */ network) => {
      await page.getByRole('button', { name: 'Pick a crossing' }).click();
      await page.getByRole('dialog').getByRole('button', { name: network }).first().click();
    };

    await page.getByRole('button', { name: 'Board on the EVM side' }).click();
    const rows = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Consumer Dual Wallet/ });
    await expect(rows).toHaveCount(1);
    await rows.click();
    await expect(field('evm')).toHaveText(EVM_ADDRESS);
    await expect(field('solana')).toHaveText(address);
    await expect(field('wagmi')).toHaveText(EVM_ADDRESS);
    await expect(field('namespace')).toHaveText('eip155');
    await expect(field('wallet')).toHaveText('Consumer Dual Wallet');

    await crossTo(/^Solana/);
    await expect(field('namespace')).toHaveText('solana');
    await expect(field('network')).toHaveText(MAINNET);
    // And back: Ethereum from the Networks view makes EVM active again; the Solana account stays.
    await crossTo(/^Ethereum/);
    await expect(field('namespace')).toHaveText('eip155');
    await expect(field('network')).toHaveText('eip155:1');
    await expect(field('solana')).toHaveText(address);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // useAppKitNetwork().switchNetwork: wagmi switches the wallet, the page names the new network.
    await page.getByRole('button', { name: 'Cross to Arbitrum' }).click();
    await expect(field('network')).toHaveText('eip155:42161');
    await expect(field('network-name')).toHaveText('Arbitrum One');
    assert.equal(wallet.chainId(), 42161, 'the wallet switched');
    await crossTo(/^Solana/);
    await expect(field('namespace')).toHaveText('solana');

    await page.reload();
    await expect(field('evm')).toHaveText(EVM_ADDRESS);
    await expect(field('solana')).toHaveText(address);
    await expect(field('namespace')).toHaveText('solana');

    await page.getByRole('button', { name: 'Leave the Solana bank' }).click();
    await expect(field('solana')).toHaveText('');
    await expect(field('evm')).toHaveText(EVM_ADDRESS);
    await expect(field('wagmi')).toHaveText(EVM_ADDRESS);
    await expect(field('namespace')).toHaveText('eip155');
    // Back onto the Solana bank from the Connect view of that namespace; EVM stays.
    await page.getByRole('button', { name: 'Board on the Solana side' }).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Consumer Dual Wallet/ }).click();
    await expect(field('solana')).toHaveText(address);
    await expect(field('evm')).toHaveText(EVM_ADDRESS);

    await page.getByRole('button', { name: 'Leave the ferry' }).click();
    await expect(field('evm')).toHaveText('');
    await expect(field('wagmi')).toHaveText('');
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
    assert.deepEqual(pageErrors, [], 'no error in the page');
  } finally {
    await evm.stop();
    await runtime.stop();
  }
}
