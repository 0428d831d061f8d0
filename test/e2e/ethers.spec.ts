// The ethers demo page (examples/ethers): AppKit's ethers example with only the package names changed. The Demo
// Wallet (real keys, the local anvil node) connects in the modal; ethers 6 signs and sends through the provider the
// modal hands out, ethers 5 signs through it too. Signatures are checked against the address, the transfer on the node.
import { expect, test } from '@playwright/test';
import { createPublicClient, http, verifyMessage } from 'viem';
import { ACCOUNT_0, connectDemoWallet, expectConnected } from './helpers.js';

const RECIPIENT = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

test('connect the Demo Wallet, sign with ethers 6 and 5, send a transfer the node mines', async ({ page }) => {
  const { url } = (await (await page.request.get('/__e2e/anvil')).json()) as { url: string };
  const node = createPublicClient({ transport: http(url) });
  await page.goto('/ethers.html');
  await connectDemoWallet(page);
  await expectConnected(page, ACCOUNT_0);
  const result = page.getByTestId('result');

  await page.getByRole('button', { name: 'Sign a message with ethers 6' }).click();
  await expect(result).toHaveText(/^0x[0-9a-f]{130}$/);
  const signature6 = (await result.textContent()) as `0x${string}`;
  expect(await verifyMessage({ address: ACCOUNT_0, message: 'Play with ethers', signature: signature6 })).toBe(true);

  const before = await node.getBalance({ address: RECIPIENT });
  await page.getByRole('button', { name: 'Send 0.001 ETH with ethers 6' }).click();
  await expect(result).toHaveText(/^0x[0-9a-f]{64}$/);
  const receipt = await node.waitForTransactionReceipt({ hash: (await result.textContent()) as `0x${string}`, pollingInterval: 50 });
  expect(receipt.status).toBe('success');
  expect(receipt.from.toLowerCase()).toBe(ACCOUNT_0.toLowerCase());
  expect(await node.getBalance({ address: RECIPIENT })).toBe(before + 10n ** 15n);

  await page.getByRole('button', { name: 'Sign a message with ethers 5' }).click();
  await expect(result).not.toHaveText(signature6);
  await expect(result).toHaveText(/^0x[0-9a-f]{130}$/);
  const signature5 = (await result.textContent()) as `0x${string}`;
  expect(await verifyMessage({ address: ACCOUNT_0, message: 'Play with ethers 5', signature: signature5 })).toBe(true);
});

test('switched to OP Mainnet (the Demo Wallet adds it), ethers 6 reads the balance: the chain the wallet added is served locally', async ({ page }) => {
  await page.goto('/ethers.html');
  await connectDemoWallet(page);
  await expectConnected(page, ACCOUNT_0);
  await page.evaluate(() => window.modal!.open({ view: 'Networks' }));
  await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: /OP Mainnet/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.modal!.getCaipNetwork()?.id)).toBe(10);

  await page.getByRole('button', { name: 'Read the balance with ethers 6' }).click();
  await expect(page.getByTestId('result')).toHaveText(/^\d+(\.\d+)? ETH$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
