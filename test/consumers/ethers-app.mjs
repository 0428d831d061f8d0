// The ethers apps (react-ethers, react-ethers5): a member connects the EVM key wallet (evm-wallet.mjs), whose key
// signs in this Node process, on local anvil nodes for Ethereum and Arbitrum. The page signs a pledge (verified
// against the key's address), pays a share that anvil mines (checked on the node), reads its holdings from the node,
// moves to Arbitrum with useAppKitNetwork().switchNetwork (the node there holds a different balance) and leaves.
import assert from 'node:assert/strict';
import { expect as playwrightExpect } from '@playwright/test';
import { formatEther, parseEther, verifyMessage } from 'viem';
import { rpc } from '../fixtures/anvil.mjs';
import { scaled } from '../fixtures/time-scale.mjs';
import { recordConsole, routeExplorer, routeRpc } from './harness.mjs';
import { EVM_ADDRESS, EVM_SHORT, addKeyWallet, startEvmNodes } from './evm-wallet.mjs';

const expect = playwrightExpect.configure({ timeout: scaled(15_000) });

/** Where "Pay my share" sends 0.001 ETH (anvil's tenth account). */
const FUND = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
const ARBITRUM_BALANCE = parseEther('7.5');
/** ethers prints a whole amount with one decimal (`10000.0`). */
const ethersEther = (/** @type {bigint} */ wei) => `${formatEther(wei).replace(/^(\d+)$/, '$1.0')} ETH`;

/**
 * @param {import('./own-apps.mjs').DriveSetup} setup
 * @param {string} pledge what the app's "Sign the pledge" signs
 */
export async function checkEthersApp({ context, url, explorerUrl }, pledge) {
  const { nodes, stop } = await startEvmNodes([1, 42161], { 42161: ARBITRUM_BALANCE });
  try {
    await routeRpc(context, { eip155: nodes });
    await routeExplorer(context, explorerUrl);
    const page = await context.newPage();
    const wallet = await addKeyWallet(page, nodes);
    const { pageErrors } = recordConsole(page);
    await page.goto(url);

    await page.getByRole('button', { name: 'Show the wallet desk' }).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: new RegExp(wallet.name) }).click();
    await expect(page.getByTestId('address')).toHaveText(EVM_ADDRESS);
    await expect(page.getByTestId('chain')).toHaveText('1');
    const account = page.getByRole('button', { name: new RegExp(EVM_SHORT) }).first();
    await expect(account).toContainText(/10[,.\u00a0\u202f]?000(\.\d+)?\sETH/);

    await page.getByRole('button', { name: 'Sign the pledge' }).click();
    await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/);
    const signature = /** @type {`0x${string}`} */ (await page.getByTestId('signature').textContent());
    assert.equal(await verifyMessage({ address: EVM_ADDRESS, message: pledge, signature }), true, "the signature is the key's");

    const fundBefore = BigInt(await rpc(nodes[1], 'eth_getBalance', [FUND, 'latest']));
    await page.getByRole('button', { name: 'Pay my share' }).click();
    await expect(page.getByTestId('hash')).toHaveText(/^0x[0-9a-f]{64}$/);
    const hash = await page.getByTestId('hash').textContent();
    // The node may answer the hash before the block is sealed on a loaded machine: ask until it has the receipt.
    let receipt = null;
    while (!receipt) receipt = /** @type {{ status: string, from: string, to: string } | null} */ (await rpc(nodes[1], 'eth_getTransactionReceipt', [hash]));
    assert.equal(receipt.status, '0x1', 'anvil mined the payment');
    assert.equal(receipt.from.toLowerCase(), EVM_ADDRESS.toLowerCase());
    assert.equal(receipt.to.toLowerCase(), FUND.toLowerCase());
    assert.equal(BigInt(await rpc(nodes[1], 'eth_getBalance', [FUND, 'latest'])), fundBefore + parseEther('0.001'));

    await page.getByRole('button', { name: 'Check my holdings' }).click();
    await expect(page.getByTestId('balance')).toHaveText(ethersEther(BigInt(await rpc(nodes[1], 'eth_getBalance', [EVM_ADDRESS, 'latest']))));

    // useAppKitNetwork().switchNetwork: the wallet moves, the page names the new network, reads come from its node.
    await page.getByRole('button', { name: 'Move to Arbitrum' }).click();
    await expect(page.getByTestId('chain')).toHaveText('42161');
    await expect(page.getByTestId('network')).toHaveText('Arbitrum One');
    assert.equal(wallet.chainId(), 42161, 'the wallet switched');
    await expect(account).toContainText('7.5 ETH');
    await page.getByRole('button', { name: 'Check my holdings' }).click();
    await expect(page.getByTestId('balance')).toHaveText(ethersEther(ARBITRUM_BALANCE));

    await page.getByRole('button', { name: 'Leave the co-op' }).click();
    await expect(page.getByTestId('address')).toHaveText('');
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
    assert.deepEqual(pageErrors, [], 'no error in the page');
  } finally {
    await stop();
  }
}
