// The suite's swap fixture: the committed artifact is what solc makes of swap-pool.sol, and the blockchain-data
// fixture server's /v1/convert answers drive a real swap on anvil (quotes from the pool, the allowance from the
// token, approval and swap transactions that the node mines), a stale quote included.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { createPublicClient, createWalletClient, http, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { ARTIFACT_FILES, compileSwapContracts, renderSwapArtifact } from '../../scripts/swap-contracts.mjs';
import { swapPoolAbi, swapPoolBytecode, swapTokenAbi, swapTokenBytecode } from '../fixtures/contracts/swap-pool-artifact.mjs';
import { TEST_MNEMONIC, startAnvil } from '../fixtures/anvil.mjs';
import { startBlockchainApi } from '../fixtures/blockchain-api.mjs';
import { NATIVE_TOKEN } from '../fixtures/swap-pool.mjs';

test('the committed artifact is solc 0.8.37\'s output for swap-pool.sol (node scripts/swap-contracts.mjs --write)', () => {
  const compiled = compileSwapContracts();
  assert.match(compiled.version, /^0\.8\.37\+/);
  assert.equal(swapTokenBytecode, compiled.token.bytecode);
  assert.equal(swapPoolBytecode, compiled.pool.bytecode);
  assert.deepEqual(swapTokenAbi, compiled.token.abi);
  assert.deepEqual(swapPoolAbi, compiled.pool.abi);
  const files = renderSwapArtifact(compiled);
  assert.equal(readFileSync(ARTIFACT_FILES.module, 'utf8'), files.module);
  assert.equal(readFileSync(ARTIFACT_FILES.types, 'utf8'), files.types);
});

/** @type {Awaited<ReturnType<typeof startAnvil>>} */
let anvil;
/** @type {Awaited<ReturnType<typeof startBlockchainApi>>} */
let server;
before(async () => {
  anvil = await startAnvil({ chainId: 1 });
  server = await startBlockchainApi({ rpcUrl: anvil.url });
});
after(async () => {
  await server?.stop();
  await anvil?.stop();
});

const CHAIN = 'eip155:1';
const api = async (path, query = {}, body) => {
  const url = new URL(server.url + path);
  for (const [key, value] of Object.entries({ projectId: 'test', ...query })) url.searchParams.set(key, value);
  const res = await fetch(url, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : undefined);
  return { status: res.status, body: await res.json() };
};

test('quotes from the pool, reads the allowance from the token, and builds an approval and swaps the node executes', async () => {
  const player = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 7 });
  const client = createPublicClient({ transport: http(anvil.url) });
  const wallet = createWalletClient({ account: player, transport: http(anvil.url) });
  const sendBuilt = async (tx, value) => {
    const hash = await wallet.sendTransaction({ to: tx.to, data: tx.data, value, gas: BigInt(tx.eip155.gas), chain: null });
    return (await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })).status;
  };

  const { body: list } = await api('/v1/convert/tokens', { chainId: CHAIN });
  assert.deepEqual(list.tokens.map(t => t.symbol), ['ETH', 'SWT']);
  const native = list.tokens[0].address;
  const token = list.tokens[1].address;
  assert.equal(native, `${CHAIN}:${NATIVE_TOKEN}`);
  const tokenAddress = token.split(':').pop();
  const tokens = () => client.readContract({ address: tokenAddress, abi: swapTokenAbi, functionName: 'balanceOf', args: [player.address] });

  // Native in: a bigger amount gets a worse price (the pool's curve), and the swap pays what was quoted.
  const one = parseEther('1');
  const { body: quote } = await api('/v1/convert/quotes', { chainId: CHAIN, amount: one.toString(), from: native, to: token, userAddress: player.address, gasPrice: '1' });
  const { body: bigQuote } = await api('/v1/convert/quotes', { amount: (one * 10n).toString(), from: native, to: token, userAddress: player.address, gasPrice: '1' });
  const toAmount = BigInt(quote.quotes[0].toAmount);
  assert.ok(toAmount > 2900n * 10n ** 18n && toAmount < 3000n * 10n ** 18n, `1 ETH buys about 2970 SWT, not ${toAmount}`);
  assert.ok(BigInt(bigQuote.quotes[0].toAmount) < toAmount * 10n);
  const { body: buy } = await api('/v1/convert/build-transaction', {}, { amount: one.toString(), eip155: { slippage: '1' }, from: native, to: token, userAddress: player.address });
  assert.equal(buy.tx.amount, one.toString());
  assert.equal(await sendBuilt(buy.tx, one), 'success');
  assert.equal(await tokens(), toAmount);

  // Token in: no allowance until the approval the server builds is mined.
  const allowance = async () => BigInt((await api('/v1/convert/allowance', { tokenAddress: token, userAddress: player.address })).body.allowance);
  assert.equal(await allowance(), 0n);
  const { body: approve } = await api('/v1/convert/build-approve', { userAddress: player.address, from: token, to: native });
  assert.equal(await sendBuilt(approve.tx, 0n), 'success');
  assert.ok((await allowance()) >= toAmount);
  const sell = toAmount / 2n;
  const before = await client.getBalance({ address: player.address });
  const { body: sellTx } = await api('/v1/convert/build-transaction', {}, { amount: sell.toString(), eip155: { slippage: '1' }, from: token, to: native, userAddress: player.address });
  assert.equal(await sendBuilt(sellTx.tx, 0n), 'success');
  assert.equal(await tokens(), toAmount - sell);
  assert.ok((await client.getBalance({ address: player.address })) > before - parseEther('0.01'));

  // The player's SWT shows among the account's balances once they hold some.
  const { body: balance } = await api(`/v1/account/${player.address}/balance`, { chainId: CHAIN });
  assert.equal(balance.balances.find(b => b.symbol === 'SWT')?.address, token);
});

test('a swap built on a quote the pool has since moved away from reverts on chain', async () => {
  const [player, whale] = [8, 9].map(addressIndex => mnemonicToAccount(TEST_MNEMONIC, { addressIndex }));
  const client = createPublicClient({ transport: http(anvil.url) });
  const { body: list } = await api('/v1/convert/tokens', { chainId: CHAIN });
  const [native, token] = list.tokens.map(t => t.address);
  const amount = parseEther('1');
  const { body: built } = await api('/v1/convert/build-transaction', {}, { amount: amount.toString(), eip155: { slippage: '1' }, from: native, to: token, userAddress: player.address });
  const whaleBuy = await api('/v1/convert/build-transaction', {}, { amount: parseEther('20').toString(), eip155: { slippage: '1' }, from: native, to: token, userAddress: whale.address });
  const send = async (account, tx, value) => {
    const hash = await createWalletClient({ account, transport: http(anvil.url) }).sendTransaction({ to: tx.to, data: tx.data, value, gas: BigInt(tx.eip155.gas), chain: null });
    return (await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })).status;
  };
  assert.equal(await send(whale, whaleBuy.body.tx, parseEther('20')), 'success');
  assert.equal(await send(player, built.tx, amount), 'reverted');
});

test('a pair the pool does not trade, or a bad amount, is refused with a message', async () => {
  const { body: list } = await api('/v1/convert/tokens', { chainId: CHAIN });
  const [native] = list.tokens.map(t => t.address);
  const unknown = await api('/v1/convert/quotes', { amount: '1', from: native, to: `${CHAIN}:0x00000000000000000000000000000000000000aa`, userAddress: NATIVE_TOKEN, gasPrice: '1' });
  assert.deepEqual(unknown, { status: 400, body: { message: 'No route for this pair' } });
  const bad = await api('/v1/convert/quotes', { amount: '1.5', from: native, to: list.tokens[1].address, userAddress: NATIVE_TOKEN, gasPrice: '1' });
  assert.deepEqual(bad, { status: 400, body: { message: 'Invalid amount' } });
});
