// The plain-JavaScript apps (js-core, js-wagmi, js-ethers): pages that show their connected-only buttons from
// `subscribeState` and `getIsConnectedState()`, as AppKit's JavaScript pages do. Each connects the EVM key wallet
// (evm-wallet.mjs) on anvil, uses what it connected, reloads (the session comes back and so do the buttons) and
// leaves with its own button.
import assert from 'node:assert/strict';
import { expect as playwrightExpect } from '@playwright/test';
import { formatEther, parseEther, verifyMessage } from 'viem';
import { rpc } from '../fixtures/anvil.mjs';
import { scaled } from '../fixtures/time-scale.mjs';
import { recordConsole, routeExplorer, routeRpc } from './harness.mjs';
import { EVM_ADDRESS, EVM_SHORT, addKeyWallet, startEvmNodes } from './evm-wallet.mjs';

const expect = playwrightExpect.configure({ timeout: scaled(15_000) });

/** What the wallet holds on Arbitrum's node, so the page's balance there says which node it read. */
const ARBITRUM_BALANCE = parseEther('42');

/**
 * Nodes, routes and the wallet for one app; `use` drives the page.
 * @param {import('./own-apps.mjs').DriveSetup} setup @param {number[]} chainIds
 * @param {(page: import('playwright').Page, wallet: Awaited<ReturnType<typeof addKeyWallet>>, nodes: Record<number, string>, log: ReturnType<typeof recordConsole>) => Promise<void>} use
 */
async function withWallet({ context, url, explorerUrl }, chainIds, use) {
  const { nodes, stop } = await startEvmNodes(chainIds, { 42161: ARBITRUM_BALANCE });
  try {
    await routeRpc(context, { eip155: nodes });
    await routeExplorer(context, explorerUrl);
    const page = await context.newPage();
    const wallet = await addKeyWallet(page, nodes);
    const log = recordConsole(page);
    await page.goto(url);
    await use(page, wallet, nodes, log);
  } finally {
    await stop();
  }
}

/** Picks the key wallet in the Connect view that `opener` opens. */
async function connectWith(/** @type {import('playwright').Page} */ page, /** @type {string} */ opener, /** @type {string} */ walletName) {
  await page.getByRole('button', { name: opener }).click();
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: new RegExp(walletName) }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** @param {import('./own-apps.mjs').DriveSetup} setup */
export async function checkJsCore(setup) {
  await withWallet(setup, [1, 42161], async (page, wallet, _nodes, { pageErrors }) => {
    const leave = page.getByRole('button', { name: 'Leave the market' });
    // At load: the instance answered before any wallet (no "is not a function"), the connected-only buttons hidden.
    await expect(page.locator('#chain')).toHaveText('1');
    await expect(page.locator('#trader-now')).toHaveText('');
    await expect(leave).toBeHidden();
    assert.deepEqual(pageErrors, [], 'the page ran its script without an error');

    await connectWith(page, 'Enter the market', wallet.name);
    await expect(page.locator('#trader')).toHaveText(EVM_ADDRESS);
    await expect(page.locator('#trader-now')).toHaveText(EVM_ADDRESS);
    await expect(page.locator('#wallet')).toHaveText(wallet.name);
    await expect(page.locator('#providers')).toHaveText('eip155');
    await expect(page.locator('#state-network')).toHaveText('eip155:1');
    const account = page.getByRole('button', { name: new RegExp(EVM_SHORT) }).first();
    await expect(account).toContainText(/10[,.\u00a0\u202f]?000(\.\d+)?\sETH/);

    // switchNetwork asks the wallet, and the page and the balance follow it to Arbitrum's node.
    await page.getByRole('button', { name: 'Trade on Arbitrum' }).click();
    await expect(page.locator('#chain')).toHaveText('42161');
    await expect(page.locator('#state-network')).toHaveText('eip155:42161');
    await expect(account).toContainText('42 ETH');
    assert.equal(wallet.chainId(), 42161, 'the wallet switched');

    await page.reload();
    await expect(page.locator('#trader')).toHaveText(EVM_ADDRESS);
    await expect(leave).toBeVisible();
    await leave.click();
    await expect(page.locator('#trader')).toHaveText('');
    await expect(leave).toBeHidden();
    await expect(page.getByRole('button', { name: 'Trade on Arbitrum' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
    assert.deepEqual(pageErrors, [], 'no error in the page');
  });
}

/** @param {import('./own-apps.mjs').DriveSetup} setup */
export async function checkJsWagmi(setup) {
  await withWallet(setup, [1], async (page, wallet, _nodes, { pageErrors }) => {
    const hold = page.getByRole('button', { name: 'Hold my lane' });
    const dropOut = page.getByRole('button', { name: 'Drop out' });
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
    await expect(dropOut).toBeHidden();

    await connectWith(page, 'Choose a wallet', wallet.name);
    await expect(page.locator('#runner')).toHaveText(EVM_ADDRESS);
    await expect(hold).toBeVisible();
    await hold.click();
    await expect(page.locator('#lane')).toHaveText(/^0x[0-9a-f]{130}$/);
    const signature = /** @type {`0x${string}`} */ (await page.locator('#lane').textContent());
    assert.equal(await verifyMessage({ address: EVM_ADDRESS, message: 'I will run the second leg', signature }), true, "the signature is the key's");

    // wagmi restores the session; the kit's state changes on the way, so the page shows its buttons again.
    await page.reload();
    await expect(page.getByRole('button', { name: new RegExp(EVM_SHORT) }).first()).toBeVisible();
    await expect(dropOut).toBeVisible();
    await expect(page.locator('#runner')).toHaveText(EVM_ADDRESS);
    await dropOut.click();
    await expect(dropOut).toBeHidden();
    await expect(hold).toBeHidden();
    await expect(page.locator('#runner')).toHaveText('');
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
    assert.deepEqual(pageErrors, [], 'no error in the page');
  });
}

/**
 * The two callbacks of js-ethers that throw until a wallet is there: each is reported on the console once per page
 * load, naming the member it was given to, and nothing else goes wrong.
 */
function assertReportedOnce(/** @type {string[]} */ errors, /** @type {string} */ when) {
  for (const member of ['subscribeProviders', 'subscribeState']) {
    const reports = errors.filter((text) => text.includes(`${member} callback`));
    assert.ok(reports.length <= 1, `${when}: the throwing ${member} callback is reported at most once (${reports.length}: ${reports.join(' | ')})`);
  }
  const other = errors.filter((text) => !/(subscribeProviders|subscribeState) callback/.test(text));
  assert.deepEqual(other, [], `${when}: no other error (a connect, reconnect or restore that failed says so)`);
}

/** @param {import('./own-apps.mjs').DriveSetup} setup */
export async function checkJsEthers(setup) {
  await withWallet(setup, [1], async (page, wallet, nodes, log) => {
    const castOff = page.getByRole('button', { name: 'Cast off' });
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
    await connectWith(page, 'Moor with a wallet', wallet.name);
    await expect(castOff).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(EVM_SHORT) }).first()).toBeVisible();
    // Until the wallet was there, the pause callback threw: reported once, and the connection went on.
    assert.ok(log.errors.some((text) => text.includes('subscribeState callback')), 'the throwing subscribeState callback was reported');
    assertReportedOnce(log.errors, 'first visit');
    assert.deepEqual(log.pageErrors, [], 'nothing was left uncaught');

    await page.getByRole('button', { name: 'Sign the ledger' }).click();
    await expect(page.locator('#entry')).toHaveText(/^0x[0-9a-f]{130}$/);
    const signature = /** @type {`0x${string}`} */ (await page.locator('#entry').textContent());
    assert.equal(await verifyMessage({ address: EVM_ADDRESS, message: 'Moored at berth 7', signature }), true, "the signature is the key's");
    await page.getByRole('button', { name: 'Count my coins' }).click();
    const held = BigInt(await rpc(nodes[1], 'eth_getBalance', [EVM_ADDRESS, 'latest']));
    await expect(page.locator('#coins')).toHaveText(`${formatEther(held).replace(/^(\d+)$/, '$1.0')} ETH`);

    log.clear();
    await page.reload();
    await expect(page.getByRole('button', { name: new RegExp(EVM_SHORT) }).first()).toBeVisible();
    await expect(castOff).toBeVisible();
    await castOff.click();
    await expect(castOff).toBeHidden();
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
    // The disconnect cleared the provider, so subscribeProviders' callback threw again (ethers refuses `undefined`).
    await expect.poll(() => log.errors.some((text) => text.includes('subscribeProviders callback')), { timeout: scaled(15_000) }).toBe(true);
    assertReportedOnce(log.errors, 'after the reload');
    assert.deepEqual(log.pageErrors, [], 'nothing was left uncaught');
  });
}
