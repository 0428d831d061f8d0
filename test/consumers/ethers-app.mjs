// The ethers consumer apps (react-ethers, react-ethers5): AppKit's ethers v6 and v5 React examples with only the
// package names changed, built from the packed tarball. In Chromium a player connects a wallet that signs with a
// real key (anvil's first test key, in this Node process) on a local anvil node, signs a message (verified against
// the key's address) and sends a transfer that anvil mines (checked on the node). Nothing may leave loopback.
import assert from 'node:assert/strict';
import { expect as playwrightExpect } from '@playwright/test';
import { createWalletClient, formatEther, http, isHex, parseEther, verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { serveStatic } from '../../scripts/demo-server.mjs';
import { buildApp } from '../../scripts/consumers.mjs';
import { rpc, startAnvil } from '../fixtures/anvil.mjs';
import { scaled } from '../fixtures/time-scale.mjs';

const expect = playwrightExpect.configure({ timeout: scaled(15_000) });

/** anvil's first test key; its account holds 10 000 ETH on a fresh node. */
const WALLET_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
/** Where the apps' "Send Transaction" sends 0.001 ETH (anvil's tenth account). */
const RECIPIENT = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
/** What each app's "Sign Message" signs. */
const MESSAGES = { 'react-ethers': 'Hello from ethers v6', 'react-ethers5': 'Hello from ethers v5' };
/** The apps use a placeholder projectId, so the modal reads balances from the provider's RPC host: routed to anvil. */
const RPC_ROUTE = 'https://rpc.walletconnect.org/**';
const EXPLORER_ROUTE = 'https://explorer-api.walletconnect.com/**';
const WALLET_NAME = 'Key Test Wallet';

/**
 * Runs in the page before its scripts: announces an EIP-6963 wallet whose requests are answered by the test's
 * Node side (the `__keyWallet` binding), which holds the key.
 */
function installKeyWallet(/** @type {string} */ name) {
  const binding = /** @type {(request: unknown) => Promise<{ result?: unknown, error?: { code: number, message: string } }>} */ (
    /** @type {any} */ (window).__keyWallet
  );
  const provider = {
    async request(/** @type {{ method: string, params?: unknown }} */ { method, params }) {
      const answer = await binding({ method, params: params ?? [] });
      if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
      return answer.result;
    },
    on: () => provider,
    removeListener: () => provider,
  };
  const icon = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#1c7ed6"/></svg>');
  const detail = Object.freeze({ info: Object.freeze({ uuid: crypto.randomUUID(), name, icon, rdns: 'dev.w3m-modal.key-wallet' }), provider });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}

/**
 * The wallet's Node side: accounts and signatures from the key, transactions signed with it and sent to anvil,
 * every other call answered by anvil itself (as an extension forwards reads to its node).
 * @param {string} nodeUrl
 */
function keyWallet(nodeUrl) {
  const account = privateKeyToAccount(WALLET_KEY);
  const client = createWalletClient({ account, transport: http(nodeUrl) });
  let allowed = false;
  /** @param {{ method: string, params: any[] }} request */
  const answer = async ({ method, params }) => {
    switch (method) {
      case 'eth_requestAccounts':
        allowed = true;
        return [account.address];
      case 'eth_accounts':
        return allowed ? [account.address] : [];
      case 'personal_sign': {
        const [message, from] = params;
        if (String(from).toLowerCase() !== account.address.toLowerCase()) throw Object.assign(new Error('Unknown account'), { code: 4100 });
        return account.signMessage({ message: isHex(message) ? { raw: message } : String(message) });
      }
      case 'eth_sendTransaction': {
        const [tx] = params;
        const big = (/** @type {string | undefined} */ value) => (value === undefined ? undefined : BigInt(value));
        return client.sendTransaction({ to: tx.to, value: big(tx.value), data: tx.data, gas: big(tx.gas), chain: null });
      }
      default:
        return rpc(nodeUrl, method, params);
    }
  };
  return async (/** @type {{ method: string, params: any[] }} */ request) => {
    try {
      return { result: await answer(request) };
    } catch (error) {
      const e = /** @type {{ code?: number, message?: string }} */ (error);
      return { error: { code: typeof e.code === 'number' ? e.code : -32603, message: e.message ?? String(error) } };
    }
  };
}

/**
 * Builds and drives one ethers app.
 * @param {{ app: { name: string }, packDir: string, browser: import('playwright').Browser,
 *   trap: { contextProxy: { server: string, bypass: string }, requests(): { target: string }[] } }} setup
 */
export async function checkEthersApp({ app, packDir, browser, trap }) {
  const message = MESSAGES[/** @type {keyof typeof MESSAGES} */ (app.name)];
  const built = await buildApp(packDir, /** @type {any} */ (app));
  console.log(`${app.name}: install ${built.installSeconds.toFixed(1)} s, build ${built.buildSeconds.toFixed(1)} s`);
  const anvil = await startAnvil({ chainId: 1 });
  const server = await serveStatic(built.dist);
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const context = await browser.newContext({ proxy: trap.contextProxy });
  const before = trap.requests().length;
  try {
    await context.route(RPC_ROUTE, async (route) => {
      const response = await fetch(anvil.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: route.request().postData() ?? '' });
      await route.fulfill({ status: response.status, contentType: 'application/json', body: await response.text() });
    });
    await context.route(EXPLORER_ROUTE, (route) => route.fulfill({ json: { count: 0, data: [] } }));
    const page = await context.newPage();
    await page.exposeFunction('__keyWallet', keyWallet(anvil.url));
    await page.addInitScript(installKeyWallet, WALLET_NAME);
    await page.goto(`http://127.0.0.1:${port}/`);

    await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: new RegExp(WALLET_NAME) }).click();
    const address = privateKeyToAccount(WALLET_KEY).address;
    await expect(page.getByTestId('address')).toHaveText(address);
    await expect(page.getByTestId('chain')).toHaveText('1');
    await expect(page.getByRole('button', { name: new RegExp(`${address.slice(0, 6)}…${address.slice(-4)}`) }).first()).toContainText(/10[,.\u00a0\u202f]?000(\.\d+)? ETH/);

    await page.getByRole('button', { name: 'Sign Message' }).click();
    await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/);
    const signature = /** @type {`0x${string}`} */ (await page.getByTestId('signature').textContent());
    assert.equal(await verifyMessage({ address, message, signature }), true, 'the signature is the key\'s');

    const recipientBefore = BigInt(await rpc(anvil.url, 'eth_getBalance', [RECIPIENT, 'latest']));
    await page.getByRole('button', { name: 'Send Transaction' }).click();
    await expect(page.getByTestId('hash')).toHaveText(/^0x[0-9a-f]{64}$/);
    const hash = await page.getByTestId('hash').textContent();
    // The node may answer the hash before the block is sealed on a loaded machine: ask until it has the receipt.
    let receipt = null;
    while (!receipt) receipt = /** @type {{ status: string, from: string, to: string } | null} */ (await rpc(anvil.url, 'eth_getTransactionReceipt', [hash]));
    assert.equal(receipt?.status, '0x1', 'anvil mined the transfer');
    assert.equal(receipt.from.toLowerCase(), address.toLowerCase());
    assert.equal(receipt.to.toLowerCase(), RECIPIENT.toLowerCase());
    assert.equal(BigInt(await rpc(anvil.url, 'eth_getBalance', [RECIPIENT, 'latest'])), recipientBefore + parseEther('0.001'));

    await page.getByRole('button', { name: 'Get Balance' }).click();
    const balance = BigInt(await rpc(anvil.url, 'eth_getBalance', [address, 'latest']));
    await expect(page.getByTestId('balance')).toHaveText(`${formatEther(balance)} ETH`.replace(/^(\d+) ETH$/, '$1.0 ETH'));
    assert.deepEqual(trap.requests().slice(before).map((r) => r.target), [], 'nothing left loopback');
  } finally {
    await context.close();
    await new Promise((resolve) => server.close(resolve));
    await anvil.stop();
  }
}
