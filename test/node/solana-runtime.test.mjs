// The local Solana runtime (test/fixtures/solana/runtime.mjs) answers @solana/web3.js's Connection like a cluster:
// a transfer signed with a real key lands on the VM's ledger, a badly signed one is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js';
import { MAINNET_GENESIS, startSolanaRuntime } from '../fixtures/solana/runtime.mjs';

test('a transfer signed with a real key lands; a forged signature does not', async () => {
  const runtime = await startSolanaRuntime();
  try {
    const connection = new Connection(runtime.url, 'confirmed');
    assert.equal(await connection.getGenesisHash(), MAINNET_GENESIS);
    const payer = Keypair.generate();
    const receiver = Keypair.generate();
    const airdrop = await connection.requestAirdrop(payer.publicKey, 2 * LAMPORTS_PER_SOL);
    assert.equal((await connection.getSignatureStatus(airdrop)).value?.err, null);
    assert.equal(await connection.getBalance(payer.publicKey), 2 * LAMPORTS_PER_SOL);
    const rent = await connection.getMinimumBalanceForRentExemption(0);
    const { blockhash } = await connection.getLatestBlockhash();
    const transfer = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash })
      .add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver.publicKey, lamports: rent + 1000 }));
    const simulated = await connection.simulateTransaction(transfer, [payer]);
    assert.equal(simulated.value.err, null);
    transfer.sign(payer);
    const signature = await connection.sendRawTransaction(transfer.serialize());
    const status = (await connection.getSignatureStatuses([signature])).value[0];
    assert.equal(status?.err, null);
    assert.equal(status?.confirmationStatus, 'finalized');
    assert.equal(await connection.getBalance(receiver.publicKey), rent + 1000);
    assert.ok((await connection.getAccountInfo(receiver.publicKey))?.lamports === rent + 1000);

    const again = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash })
      .add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver.publicKey, lamports: 5000 }));
    again.sign(payer);
    const forged = again.serialize();
    forged[1] ^= 1; // the first byte of the payer's signature (after the signature count)
    await assert.rejects(connection.sendRawTransaction(forged), /failed/i);
    assert.equal(await connection.getBalance(receiver.publicKey), rent + 1000);
  } finally {
    await runtime.stop();
  }
});
