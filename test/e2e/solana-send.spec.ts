// Send on Solana (issue 36): the Solana demo page with AppKit's `features.send` on (`?send=on`), the demo Wallet
// Standard wallet connected on the local Solana runtime. A player sends SOL from the Account view's Send button and
// an SPL token (a mint the spec creates on the runtime, funded to the player) through
// `modal.open({ view: 'WalletSend', arguments })`; each transfer is executed by the runtime and read back from its
// ledger, and the Account view's Activity lists it (the local blockchain-data server reads the runtime's ledger). A bad
// receiver, a short balance and a transfer the runtime refuses each say so and leave the view usable.
import { expect, test, type Page } from '@playwright/test';
import { Keypair } from '@solana/web3.js';
import { createFundedMint } from '../fixtures/solana/spl-mint.js';

const dialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('[part="card"]') });
const LAMPORTS_PER_SOL = 1_000_000_000;

async function runtimeUrl(page: Page): Promise<string> {
  return ((await (await page.request.get('/__e2e/anvil')).json()) as { solanaUrl: string }).solanaUrl;
}

/** Lamports `address` holds on the runtime's ledger. */
async function ledgerBalance(page: Page, address: string): Promise<number> {
  const answer = await page.request.post(await runtimeUrl(page), { data: { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] } });
  return ((await answer.json()) as { result: { value: number } }).result.value;
}

/** A receiver nobody else uses: what it holds is what this spec sent. */
const freshAddress = (): string => Keypair.generate().publicKey.toBase58();

/** The Solana page with Send on, the demo wallet connected (a fresh key: 2 SOL); returns its address. */
async function connect(page: Page): Promise<string> {
  await page.goto('/solana.html?send=on');
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await dialog(page).getByRole('button', { name: /Demo Solana Wallet/ }).click();
  await expect(accountButton(page)).toContainText('2 SOL');
  return (await page.evaluate(() => window.modal!.getAccount()?.address))!;
}

const accountButton = (page: Page) => page.locator('appkit-button').getByRole('button').first();

async function openSend(page: Page): Promise<void> {
  await accountButton(page).click();
  await dialog(page).getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Send' }).click();
  await expect(dialog(page)).toHaveAccessibleName('Send');
}

/** The newest row of the Account view's Activity tab. */
async function newestActivity(page: Page) {
  const view = dialog(page);
  await view.getByRole('tab', { name: 'Activity' }).click();
  return view.locator('w3m-account-activity [part="list"]').first().locator('li').first();
}

async function pickSol(page: Page): Promise<void> {
  const view = dialog(page);
  await view.locator('[part="token"]').click();
  await expect(view).toHaveAccessibleName('Select Token');
  await view.locator('[part="token"][data-symbol="SOL"]').click();
  await expect(view).toHaveAccessibleName('Send');
}

test('from the Account view\'s Send button: SOL to a fresh address, network and fee previewed, executed and read back', async ({ page }) => {
  await connect(page);
  await openSend(page);
  const view = dialog(page);
  await pickSol(page);
  await expect(view.getByText(/Balance/)).toContainText('2 SOL');
  const receiver = freshAddress();
  await view.getByLabel('Amount').fill('0.25');
  await view.getByLabel('To', { exact: true }).fill(receiver);
  await view.getByRole('button', { name: 'Preview send' }).click();
  await expect(view).toHaveAccessibleName('Review Send');
  const summary = view.locator('[part="summary"]');
  await expect(summary).toContainText(receiver);
  await expect(summary).toContainText('Solana');
  await expect(summary).toContainText('0.000005 SOL');
  await view.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(view).toHaveAccessibleName('Account');
  await expect(page.getByRole('status').filter({ hasText: 'Sent' })).toBeVisible();
  expect(await ledgerBalance(page, receiver)).toBe(0.25 * LAMPORTS_PER_SOL);
  // 2 − 0.25 − 0.000005: the account's balance is read again.
  await expect(accountButton(page)).toContainText('1.7499 SOL');
  const sent = await newestActivity(page);
  await expect(sent).toContainText('Sent');
  await expect(sent).toContainText('0.25\u00a0SOL');
});

test('modal.open({ view: \'WalletSend\', arguments }): an SPL token of a mint the spec created, listed, sent and read back', async ({ page }) => {
  const player = await connect(page);
  const token = await createFundedMint(await runtimeUrl(page), player, 5_000_000n);
  const receiver = freshAddress();
  // The token list shows SOL and the SPL token (named by its mint), read from the runtime.
  await openSend(page);
  const view = dialog(page);
  await view.locator('[part="token"]').click();
  await expect(view.locator('[part="token"][data-symbol="SOL"]')).toBeVisible();
  await expect(view.locator(`[part="token"][data-symbol="${token.mint.slice(0, 4)}…${token.mint.slice(-4)}"]`)).toContainText('5');
  await page.evaluate(
    ([assetAddress, to]) => window.modal!.open({ view: 'WalletSend', arguments: { amount: '1.5', assetAddress, namespace: 'solana', to } }),
    [token.mint, receiver],
  );
  await expect(view).toHaveAccessibleName('Send');
  await expect(view.getByLabel('Amount')).toHaveAttribute('readonly', '');
  await expect(view.locator('[part="token"]')).toContainText(token.mint.slice(0, 4));
  await view.getByRole('button', { name: 'Preview send' }).click();
  await expect(view.locator('[part="summary"]')).toContainText('0.000005 SOL');
  await view.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(view).toHaveAccessibleName('Account');
  // The receiver held none of it: its associated account was created by the same transaction.
  expect(await token.balanceOf(receiver)).toBe(1_500_000n);
  expect(await token.balanceOf(player)).toBe(3_500_000n);
  const sent = await newestActivity(page);
  await expect(sent).toContainText('Sent');
  await expect(sent).toContainText(`1.5\u00a0${token.mint.slice(0, 4)}…${token.mint.slice(-4)}`);
});

test('the button names a bad receiver and a short balance; a transfer the runtime refuses says so and Send stays usable', async ({ page }) => {
  await connect(page);
  await openSend(page);
  const view = dialog(page);
  const action = view.locator('wui-button[part="action"]');
  await pickSol(page);
  await view.getByLabel('Amount').fill('3');
  await expect(action).toHaveText('Insufficient funds');
  await view.getByLabel('Amount').fill('0.0001');
  // Base58 of the right length, but 33 bytes: not a Solana key. An EVM address is not one either.
  await view.getByLabel('To', { exact: true }).fill('zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz');
  await expect(action).toHaveText('Invalid address');
  await view.getByLabel('To', { exact: true }).fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
  await expect(action).toHaveText('Invalid address');
  // 0.0001 SOL cannot open a new account (below the rent-exempt minimum): the runtime refuses the transfer.
  const receiver = freshAddress();
  await view.getByLabel('To', { exact: true }).fill(receiver);
  await view.getByRole('button', { name: 'Preview send' }).click();
  await expect(view.locator('[part="summary"]')).not.toContainText('Estimating');
  await view.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(view.getByRole('alert')).toContainText(/rent|insufficient/i);
  expect(await ledgerBalance(page, receiver)).toBe(0);
  await expect(view.getByRole('button', { name: 'Send', exact: true })).toBeEnabled();
  await expect(accountButton(page)).toContainText('2 SOL');
});
