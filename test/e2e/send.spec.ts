// Send on a real page (issue 36): the plain HTML demo with AppKit's `features.send` on (`?send=on`), the Demo
// Wallet connected on the local node. A player sends ETH from the Account view's Send button and an ERC-20 (a
// TestToken the spec deploys on the node and the local blockchain-data server lists) through
// `modal.open({ view: 'WalletSend', arguments })`; each transfer is mined and read back from the chain. A send the
// wallet declines says so and can be sent again; the whole flow runs from the keyboard alone.
import { expect, test, type Page } from '@playwright/test';
import { createPublicClient, createWalletClient, http, parseEther, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { testTokenAbi, testTokenBytecode } from '../fixtures/token/test-token.js';
import { ACCOUNT_0, accountButton, answerWallet, connectDemoWallet, expectConnected, setBalance, watchProblems } from './helpers.js';

const dialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('[part="card"]') });

async function services(page: Page): Promise<{ url: string; blockchainApiUrl: string }> {
  return (await (await page.request.get('/__e2e/anvil')).json()) as { url: string; blockchainApiUrl: string };
}

/** A receiver nobody else uses: its balance is what this spec sent. */
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address;

async function ethBalance(page: Page, address: Address): Promise<bigint> {
  return createPublicClient({ transport: http((await services(page)).url) }).getBalance({ address });
}

/** Deploys a TestToken, mints `amount` to the demo account, and has the blockchain-data server list it. */
async function deployToken(page: Page, amount: bigint) {
  const { url, blockchainApiUrl } = await services(page);
  const deployer = privateKeyToAccount(generatePrivateKey());
  await setBalance(page, deployer.address, '1');
  const wallet = createWalletClient({ account: deployer, transport: http(url) });
  const reader = createPublicClient({ transport: http(url) });
  const deployed = await reader.waitForTransactionReceipt({ hash: await wallet.deployContract({ abi: testTokenAbi, bytecode: testTokenBytecode, args: ['Arena Coin', 'ARC', 18], chain: null }), pollingInterval: 50 });
  const address = deployed.contractAddress!;
  await reader.waitForTransactionReceipt({ hash: await wallet.writeContract({ address, abi: testTokenAbi, functionName: 'mint', args: [ACCOUNT_0, amount], chain: null }), pollingInterval: 50 });
  const listed = await page.request.post(`${blockchainApiUrl}/__control/tokens`, { data: { address, name: 'Arena Coin', symbol: 'ARC', decimals: 18 } });
  expect(listed.ok()).toBe(true);
  return { address, balanceOf: (holder: Address) => reader.readContract({ address, abi: testTokenAbi, functionName: 'balanceOf', args: [holder] }) };
}

async function connect(page: Page, query = ''): Promise<void> {
  await page.goto(`/html.html?send=on${query}`);
  await connectDemoWallet(page);
  await expectConnected(page, ACCOUNT_0);
}

/** From the Account view's Send button to the Send view. */
async function openSend(page: Page): Promise<void> {
  await accountButton(page, ACCOUNT_0).click();
  await dialog(page).getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Send' }).click();
  await expect(dialog(page)).toHaveAccessibleName('Send');
}

async function fillEth(page: Page, amount: string, receiver: string): Promise<void> {
  const view = dialog(page);
  await view.locator('[part="token"]').click();
  await expect(view).toHaveAccessibleName('Select Token');
  await view.locator('[part="token"][data-symbol="ETH"]').click();
  await expect(view).toHaveAccessibleName('Send');
  await view.getByLabel('Amount').fill(amount);
  await view.getByLabel('To', { exact: true }).fill(receiver);
}

test('from the Account view\'s Send button: ETH to a fresh address, its fee previewed, mined and read back from the node', async ({ page }) => {
  const problems = await watchProblems(page);
  await connect(page);
  await openSend(page);
  const view = dialog(page);
  await expect(view.locator('wui-button[part="action"]')).toHaveText('Select token');
  await expect(view.locator('wui-button[part="action"]')).toHaveAttribute('disabled', '');
  const receiver = freshAddress();
  await fillEth(page, '0.5', receiver);
  await view.getByRole('button', { name: 'Preview send' }).click();
  await expect(view).toHaveAccessibleName('Review Send');
  const summary = view.locator('[part="summary"]');
  await expect(summary).toContainText(receiver);
  await expect(summary).toContainText('Ethereum');
  await expect(summary).not.toContainText('Estimating');
  await view.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(view).toHaveAccessibleName('Account');
  await expect(page.getByRole('status').filter({ hasText: 'Sent' })).toBeVisible();
  expect(await ethBalance(page, receiver)).toBe(parseEther('0.5'));
  expect(await problems()).toEqual([]);
});

test('modal.open({ view: \'WalletSend\', arguments }): an ERC-20 the spec deployed, its fields fixed, sent and read back', async ({ page }) => {
  await connect(page);
  const token = await deployToken(page, parseEther('4'));
  const receiver = freshAddress();
  await page.evaluate(
    ([assetAddress, to]) => {
      const modal = (window as unknown as { modal: { open(o: unknown): Promise<void> } }).modal;
      return modal.open({ view: 'WalletSend', arguments: { amount: '4', assetAddress, namespace: 'eip155', chainId: 1, to } });
    },
    [token.address, receiver],
  );
  const view = dialog(page);
  await expect(view).toHaveAccessibleName('Send');
  await expect(view.getByLabel('Amount')).toHaveValue('4');
  await expect(view.getByLabel('Amount')).toHaveAttribute('readonly', '');
  await expect(view.locator('[part="token"]')).toContainText('ARC');
  await view.getByRole('button', { name: 'Preview send' }).click();
  await expect(view.locator('[part="summary"]')).toContainText('ARC');
  await view.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(view).toHaveAccessibleName('Account');
  expect(await token.balanceOf(receiver)).toBe(parseEther('4'));
  expect(await token.balanceOf(ACCOUNT_0)).toBe(0n);
});

test('a send the Demo Wallet declines says so, and Send asks again', async ({ page }) => {
  // The Demo Wallet asks before it answers; connecting is approved by hand too.
  await page.goto('/html.html?send=on&wallet=manual');
  await connectDemoWallet(page);
  await answerWallet(page, 'Approve');
  await expectConnected(page, ACCOUNT_0);
  await openSend(page);
  const receiver = freshAddress();
  await fillEth(page, '0.01', receiver);
  const view = dialog(page);
  await view.getByRole('button', { name: 'Preview send' }).click();
  await expect(view.locator('[part="summary"]')).not.toContainText('Estimating');
  await view.getByRole('button', { name: 'Send', exact: true }).click();
  await answerWallet(page, 'Reject');
  await expect(view.getByRole('alert')).toHaveText('The send was declined in the wallet');
  await view.getByRole('button', { name: 'Send', exact: true }).click();
  await answerWallet(page, 'Approve');
  await expect(view).toHaveAccessibleName('Account');
  expect(await ethBalance(page, receiver)).toBe(parseEther('0.01'));
});

test('the whole send from the keyboard alone: token, amount, receiver, preview, send', async ({ page }) => {
  await connect(page);
  await openSend(page);
  const view = dialog(page);
  const receiver = freshAddress();
  await view.locator('[part="token"]').focus();
  await page.keyboard.press('Enter');
  await expect(view).toHaveAccessibleName('Select Token');
  await view.locator('[part="token"][data-symbol="ETH"]').focus();
  await page.keyboard.press('Enter');
  await expect(view).toHaveAccessibleName('Send');
  await view.getByLabel('Amount').focus();
  await page.keyboard.type('0.2');
  await view.getByLabel('To', { exact: true }).focus();
  await page.keyboard.type(receiver);
  await page.keyboard.press('Tab');
  await expect(view.getByRole('button', { name: 'Preview send' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(view).toHaveAccessibleName('Review Send');
  await expect(view.locator('[part="summary"]')).not.toContainText('Estimating');
  await view.getByRole('button', { name: 'Send', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(view).toHaveAccessibleName('Account');
  expect(await ethBalance(page, receiver)).toBe(parseEther('0.2'));
});
