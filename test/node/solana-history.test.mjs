// A Solana account's activity from the local blockchain-data server (test/fixtures/blockchain-api.mjs with
// test/fixtures/solana-history.mjs): transfers signed with real keys land on the local runtime, whose ledger
// (getSignaturesForAddress, getTransaction) the history endpoint reads and answers in the provider's shape, seen from
// each side, newest first, paged.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js';
import { startSolanaRuntime } from '../fixtures/solana/runtime.mjs';
import { HISTORY_PAGE_SIZE, startBlockchainApi } from '../fixtures/blockchain-api.mjs';
import { unitsToDecimal } from '../fixtures/solana-history.mjs';

const CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/** @param {Connection} connection @param {Keypair} from @param {import('@solana/web3.js').PublicKey} to @param {number} lamports */
async function transfer(connection, from, to, lamports) {
  const { blockhash } = await connection.getLatestBlockhash();
  const tx = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }));
  tx.sign(from);
  return connection.sendRawTransaction(tx.serialize());
}

test('SOL transfers on the runtime are listed as sent and received, with amount, symbol, parties and chain', async () => {
  const runtime = await startSolanaRuntime();
  const api = await startBlockchainApi({ solanaUrl: runtime.url });
  try {
    const connection = new Connection(runtime.url, 'confirmed');
    const player = Keypair.generate();
    const friend = Keypair.generate();
    await connection.requestAirdrop(player.publicKey, 2 * LAMPORTS_PER_SOL);
    const first = await transfer(connection, player, friend.publicKey, 0.25 * LAMPORTS_PER_SOL);
    const second = await transfer(connection, player, friend.publicKey, 0.125 * LAMPORTS_PER_SOL);
    const history = async (/** @type {Keypair} */ who, cursor = '') => {
      const answer = await fetch(`${api.url}/v1/account/${who.publicKey.toBase58()}/history?projectId=p&chainId=${CHAIN}${cursor && `&cursor=${cursor}`}`);
      assert.equal(answer.status, 200);
      return /** @type {{ data: any[], next: string | null }} */ (await answer.json());
    };
    const sent = await history(player);
    assert.deepEqual(sent.data.map((tx) => tx.metadata.hash), [second, first]);
    assert.equal(sent.next, null);
    const [latest] = sent.data;
    assert.equal(latest.metadata.chain, CHAIN);
    assert.equal(latest.metadata.status, 'confirmed');
    assert.equal(latest.metadata.sentFrom, player.publicKey.toBase58());
    assert.equal(latest.metadata.sentTo, friend.publicKey.toBase58());
    assert.ok(Math.abs(Date.parse(latest.metadata.minedAt) - Date.now()) < 60_000);
    assert.deepEqual(latest.transfers, [{ direction: 'out', fungible_info: { name: 'Solana', symbol: 'SOL', icon: { url: null } }, quantity: { numeric: '0.125' } }]);
    const received = await history(friend);
    assert.deepEqual(received.data.map((tx) => [tx.metadata.operationType, tx.transfers[0].direction, tx.transfers[0].quantity.numeric]), [['receive', 'in', '0.125'], ['receive', 'in', '0.25']]);

    // More transfers than a page: the cursor reaches the rest, and another chain's filter finds none of them.
    for (let n = 1; n <= HISTORY_PAGE_SIZE; n++) await transfer(connection, player, friend.publicKey, n * 1000);
    const page = await history(player);
    assert.equal(page.data.length, HISTORY_PAGE_SIZE);
    assert.equal(page.data[0].transfers[0].quantity.numeric, unitsToDecimal(BigInt(HISTORY_PAGE_SIZE * 1000), 9));
    assert.ok(page.next);
    assert.deepEqual((await history(player, page.next)).data.map((tx) => tx.metadata.hash), [second, first]);
    const devnet = await fetch(`${api.url}/v1/account/${player.publicKey.toBase58()}/history?projectId=p&chainId=solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`);
    assert.deepEqual((await devnet.json()).data, []);
  } finally {
    await api.stop();
    await runtime.stop();
  }
});

test('base units become decimal strings without rounding', () => {
  assert.equal(unitsToDecimal(250_000_000n, 9), '0.25');
  assert.equal(unitsToDecimal(3_000_000_000n, 9), '3');
  assert.equal(unitsToDecimal(1n, 9), '0.000000001');
  assert.equal(unitsToDecimal(1_500_000n, 6), '1.5');
  assert.equal(unitsToDecimal(0n, 6), '0');
});
