// The wallet-flows app (react-wallet-flows): an AppKit React + wagmi app with `features.send`, `receive`, `swaps`
// and `onramp` on. A keeper connects the EVM key wallet (evm-wallet.mjs) on a local anvil node; the provider's host
// is answered by local parts: its JSON-RPC by the node, its blockchain-data endpoints (balances, the swap tokens and
// quotes, the on-ramp's options, quote and page) by the blockchain-data fixture server
// (test/fixtures/blockchain-api.mjs), whose swap pool is a contract of our own on the same node. From the Account
// view the keeper receives (the address shown), sends ETH (mined, read back from the node), swaps ETH for the
// pool's token (a quote from the fixture, then the swap the node executes) and buys (the provider listed, its page
// opened in a window, the purchase reported back).
import assert from 'node:assert/strict';
import { expect as playwrightExpect } from '@playwright/test';
import { parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { rpc, startAnvil } from '../fixtures/anvil.mjs';
import { startBlockchainApi } from '../fixtures/blockchain-api.mjs';
import { scaled } from '../fixtures/time-scale.mjs';
import { RPC_ROUTE, forward, recordConsole, routeExplorer } from './harness.mjs';
import { EVM_ADDRESS, EVM_SHORT, addKeyWallet } from './evm-wallet.mjs';

const expect = playwrightExpect.configure({ timeout: scaled(15_000) });

/**
 * The provider's host, as an app with a projectId reaches it: `/v1/?chainId=eip155:1` (JSON-RPC) by the node, every
 * other path by the blockchain-data fixture. Another chain is refused, as an unreachable host.
 * @param {import('playwright').BrowserContext} context @param {string} nodeUrl @param {string} apiUrl
 */
async function routeProvider(context, nodeUrl, apiUrl) {
  await context.route(RPC_ROUTE, (route) => {
    const url = new URL(route.request().url());
    if (/^\/v1\/?$/.test(url.pathname)) {
      return url.searchParams.get('chainId') === 'eip155:1' ? forward(route, nodeUrl) : route.abort('connectionrefused');
    }
    return forward(route, `${apiUrl}${url.pathname}${url.search}`);
  });
}

/** The pool's token as the fixture lists it, and what `holder` has of it on the node (its `balanceOf`). */
async function poolTokenHeld(/** @type {string} */ apiUrl, /** @type {string} */ nodeUrl, /** @type {string} */ holder) {
  const list = /** @type {{ tokens: { symbol: string, address: string }[] }} */ (
    await (await fetch(`${apiUrl}/v1/convert/tokens?chainId=eip155:1&projectId=guild-purse-local`)).json()
  );
  const token = list.tokens.find((t) => t.symbol !== 'ETH')?.address.split(':').pop();
  assert.ok(token, 'the fixture lists a token beside ETH');
  const word = holder.replace(/^0x/, '').toLowerCase().padStart(64, '0');
  return BigInt(/** @type {string} */ (await rpc(nodeUrl, 'eth_call', [{ to: token, data: `0x70a08231${word}` }, 'latest'])));
}

/** @param {import('./own-apps.mjs').DriveSetup} setup */
export async function checkWalletFlowsApp({ context, url, explorerUrl }) {
  const anvil = await startAnvil({ chainId: 1 });
  const api = await startBlockchainApi({ rpcUrl: anvil.url });
  try {
    await routeProvider(context, anvil.url, api.url);
    await routeExplorer(context, explorerUrl);
    const page = await context.newPage();
    const wallet = await addKeyWallet(page, { 1: anvil.url });
    const { pageErrors } = recordConsole(page);
    await page.goto(url);
    const dialog = page.getByRole('dialog').filter({ has: page.locator('[part="card"]') });

    await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
    await dialog.getByRole('button', { name: new RegExp(wallet.name) }).click();
    await expect(page.getByTestId('keeper')).toHaveText(EVM_ADDRESS);
    const account = page.getByRole('button', { name: new RegExp(EVM_SHORT) }).first();
    await expect(account).toContainText(/10[,.\u00a0\u202f]?000(\.\d+)?\sETH/);

    // The four flows, in AppKit's default order (the app leaves walletFeaturesOrder unset).
    await account.click();
    await expect(dialog).toHaveAccessibleName('Account');
    const actions = dialog.getByRole('group', { name: 'Wallet actions' });
    await expect(actions.getByRole('button')).toHaveText(['Buy', 'Swap', 'Receive', 'Send']);

    // Receive: the address as text and as a QR code, on the app's one network.
    await actions.getByRole('button', { name: 'Receive' }).click();
    await expect(dialog).toHaveAccessibleName('Receive');
    await expect(dialog.locator('[part="address"]')).toHaveText(new RegExp(`${EVM_ADDRESS}$`));
    await expect(dialog.getByRole('img', { name: 'QR code of your address' })).toBeVisible();
    await expect(dialog.locator('[part="networks"] li')).toHaveText(['Ethereum']);
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog).toHaveAccessibleName('Account');

    // Send: ETH from the account's balances to a fresh address; the node holds it afterwards.
    const receiver = privateKeyToAccount(generatePrivateKey()).address;
    await actions.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toHaveAccessibleName('Send');
    await dialog.locator('[part="token"]').click();
    await expect(dialog).toHaveAccessibleName('Select Token');
    await dialog.locator('[part="token"][data-symbol="ETH"]').click();
    await expect(dialog).toHaveAccessibleName('Send');
    await dialog.getByLabel('Amount').fill('0.5');
    await dialog.getByLabel('To', { exact: true }).fill(receiver);
    await dialog.getByRole('button', { name: 'Preview send' }).click();
    await expect(dialog).toHaveAccessibleName('Review Send');
    await expect(dialog.locator('[part="summary"]')).toContainText(receiver);
    await expect(dialog.locator('[part="summary"]')).not.toContainText('Estimating');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog).toHaveAccessibleName('Account');
    await expect(page.getByRole('status').filter({ hasText: 'Sent' })).toBeVisible();
    assert.equal(BigInt(/** @type {string} */ (await rpc(anvil.url, 'eth_getBalance', [receiver, 'latest']))), parseEther('0.5'), 'the node holds what was sent');
    assert.ok(wallet.asked().includes('eth_sendTransaction'), 'the wallet was asked to send');

    // Swap: ETH for the pool's token; the quote comes from the fixture, the node executes the swap.
    const heldBefore = await poolTokenHeld(api.url, anvil.url, EVM_ADDRESS);
    await actions.getByRole('button', { name: 'Swap' }).click();
    await expect(dialog).toHaveAccessibleName('Swap');
    await dialog.locator('[part="token"][data-side="to"]').click();
    await expect(dialog).toHaveAccessibleName('Select token');
    await dialog.getByRole('button', { name: /SWT/ }).click();
    await expect(dialog).toHaveAccessibleName('Swap');
    await dialog.getByRole('textbox', { name: 'Amount to swap' }).fill('0.5');
    await expect(dialog.locator('[part="details"]')).toContainText('Price impact');
    const quotes = /** @type {{ path: string }[]} */ (await (await fetch(`${api.url}/__control/requests`)).json()).filter((r) => r.path === '/v1/convert/quotes');
    assert.ok(quotes.length > 0, 'the quote was asked of the fixture');
    await dialog.getByRole('button', { name: 'Review swap' }).click();
    await expect(dialog).toHaveAccessibleName('Review swap');
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click();
    await expect(dialog).toHaveAccessibleName('Account');
    await expect(page.getByRole('status').filter({ hasText: /Swapped 0\.5 ETH for 1,4\d\d/ })).toBeVisible();
    const bought = (await poolTokenHeld(api.url, anvil.url, EVM_ADDRESS)) - heldBefore;
    assert.ok(bought > 1400n * 10n ** 18n, `the node credited the swap (${bought})`);

    // Buy: the stand-in provider's currencies and limits, a quote, its page in a window, the purchase reported.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('desk')).toHaveText('closed');
    await page.getByRole('button', { name: 'Open the purse' }).click();
    await expect(dialog).toHaveAccessibleName('Account');
    await actions.getByRole('button', { name: 'Buy' }).click();
    await expect(dialog).toHaveAccessibleName('Buy crypto');
    await expect(dialog.locator('[part="limits"]')).toHaveText('Between $5.00 and $1,000.00');
    await dialog.getByRole('button', { name: '$25.00' }).click();
    await expect(dialog.locator('[part="quote"]')).toContainText('$26.50');
    const opened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Continue with Coinbase' }).click();
    await expect(dialog).toHaveAccessibleName('Buy in progress');
    const popup = await opened;
    await popup.waitForURL(/\/onramp\?/);
    assert.deepEqual(Object.fromEntries(new URL(popup.url()).searchParams), { partner: EVM_ADDRESS, amount: '25', fiat: 'USD', asset: 'ETH' });
    await popup.getByRole('button', { name: 'Complete purchase' }).click();
    await expect(popup.getByRole('status')).toHaveText('Purchase complete. You can close this window.');
    await popup.close();
    await expect(dialog.getByText('Purchase received')).toBeVisible();
    await dialog.getByRole('button', { name: 'Back to your account' }).click();
    await expect(dialog).toHaveAccessibleName('Account');
    assert.deepEqual(pageErrors, [], 'no error in the page');
  } finally {
    await api.stop();
    await anvil.stop();
  }
}
