import { expect } from '@open-wc/testing';
import { ed25519 } from '@noble/curves/ed25519.js';
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { address, appendTransactionMessageInstruction, compileTransaction, createTransactionMessage, pipe, setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash } from '@solana/kit';
import type { Blockhash } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { createAppKit, getAppKit } from '../../src/app-kit.js';
import { $account, $connectors, connect, formatAmount, getAccount } from '../../src/core/index.js';
import { solana } from '../../src/networks/solana.js';
import { SolanaAdapter } from '../../src/solana.js';
import type { Provider } from '../../src/solana.js';
import { getSolanaConnection } from '../../src/solana.js';
import { createFixtureSolanaWallet, registerFixtureWallet } from '../fixtures/solana/wallet-standard-wallet.js';
import type { FixtureSolanaWallet } from '../fixtures/solana/wallet-standard-wallet.js';
import { airdrop, getSolanaRuntime, landed, ledgerBalance, solanaRpc } from '../fixtures/solana/runtime.js';
import { resetAll } from '../helpers/reset.js';
import { waitUntil } from '../helpers/wait.js';

const ID = (name: string): string => `wallet-standard:${name}`;

describe('SolanaAdapter: AppKit\'s Solana provider over the local Solana runtime (litesvm)', function () {
  let fixture: FixtureSolanaWallet;
  let unregister: (() => void) | undefined;

  /** createAppKit with the adapter, the RPC pointed at the runtime, the fixture wallet connected and funded. */
  async function connected(adapter = new SolanaAdapter()): Promise<Provider> {
    const runtime = await getSolanaRuntime();
    fixture.rpcUrl = runtime.url;
    await airdrop(fixture.address, 2 * LAMPORTS_PER_SOL);
    unregister = registerFixtureWallet(fixture);
    createAppKit({ projectId: 'p-solana-adapter', networks: [solana], adapters: [adapter], enableWalletConnect: false,
      customRpcUrls: { [solana.caipNetworkId]: [{ url: runtime.url }] } });
    await waitUntil(() => $connectors.get().some(c => c.id === ID(fixture.wallet.name)), 'the wallet was not discovered');
    expect(await connect(ID(fixture.wallet.name))).to.equal(true);
    await waitUntil(() => getAppKit()?.getWalletProvider() !== undefined, 'no provider');
    return getAppKit()!.getWalletProvider() as Provider;
  }

  beforeEach(() => {
    fixture = createFixtureSolanaWallet(`Fixture Solana ${Math.random().toString(36).slice(2, 8)}`);
  });
  afterEach(() => {
    unregister?.();
    unregister = undefined;
    resetAll();
  });

  it('gives the connected key as a PublicKey and signs messages the key verifies', async () => {
    const provider = await connected();
    expect(provider.chain).to.equal('solana');
    expect(provider.publicKey).to.be.instanceOf(PublicKey);
    expect(provider.publicKey?.toBase58()).to.equal(fixture.address);
    expect(await provider.getAccounts()).to.deep.equal([{ namespace: 'solana', address: fixture.address, type: 'eoa' }]);
    const message = new TextEncoder().encode('Hello Reown AppKit!');
    const signature = await provider.signMessage(message);
    expect(signature).to.be.instanceOf(Uint8Array);
    expect(ed25519.verify(signature, message, fixture.publicKey)).to.equal(true);
  });

  it('sendTransaction(tx, connection): a web3.js transfer signed in the page lands on the ledger; the balance moves', async () => {
    const provider = await connected();
    const connection = getSolanaConnection()!;
    expect(connection.rpcEndpoint).to.equal((await getSolanaRuntime()).url);
    await waitUntil(() => $account.get().balance === '2', `balance before: ${$account.get().balance}`);
    const receiver = Keypair.generate().publicKey;
    const rent = await connection.getMinimumBalanceForRentExemption(0);
    const { blockhash } = await connection.getLatestBlockhash();
    const transaction = new Transaction({ feePayer: provider.publicKey!, recentBlockhash: blockhash })
      .add(SystemProgram.transfer({ fromPubkey: provider.publicKey!, toPubkey: receiver, lamports: rent }));
    const signature = await provider.sendTransaction(transaction, connection);
    expect(await landed(signature)).to.equal(true);
    expect(await ledgerBalance(receiver.toBase58())).to.equal(rent);
    const left = await ledgerBalance(fixture.address);
    expect(left).to.equal(2 * LAMPORTS_PER_SOL - rent - 5000);
    const shown = formatAmount(BigInt(left), 9);
    expect(shown).not.to.equal('2');
    await waitUntil(() => $account.get().balance === shown, `balance after: ${$account.get().balance}, not ${shown}`);
  });

  it('signs a versioned transaction, and signAndSendTransaction sends through the wallet', async () => {
    const provider = await connected();
    const connection = getSolanaConnection()!;
    const receiver = Keypair.generate().publicKey;
    const rent = await connection.getMinimumBalanceForRentExemption(0);
    const { blockhash } = await connection.getLatestBlockhash();
    const message = new TransactionMessage({ payerKey: provider.publicKey!, recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: provider.publicKey!, toPubkey: receiver, lamports: rent })] }).compileToV0Message();
    const signed = await provider.signTransaction(new VersionedTransaction(message));
    expect(signed).to.be.instanceOf(VersionedTransaction);
    expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), fixture.publicKey)).to.equal(true);
    const again = new VersionedTransaction(new TransactionMessage({ payerKey: provider.publicKey!, recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: provider.publicKey!, toPubkey: receiver, lamports: rent + 1 })] }).compileToV0Message());
    const signature = await provider.signAndSendTransaction(again);
    expect(fixture.calls).to.include('signAndSendTransaction');
    expect(await landed(signature)).to.equal(true);
    expect(await ledgerBalance(receiver.toBase58())).to.equal(rent + rent + 1 - rent);
  });

  it('signs every transaction of signAllTransactions and a @solana/kit transaction', async () => {
    const provider = await connected();
    const { value } = await solanaRpc<{ value: { blockhash: string; lastValidBlockHeight: number } }>('getLatestBlockhash');
    const receivers = [Keypair.generate().publicKey, Keypair.generate().publicKey];
    const rent = await getSolanaConnection()!.getMinimumBalanceForRentExemption(0);
    const transfers = receivers.map(to => new Transaction({ feePayer: provider.publicKey!, recentBlockhash: value.blockhash })
      .add(SystemProgram.transfer({ fromPubkey: provider.publicKey!, toPubkey: to, lamports: rent })));
    const signedAll = await provider.signAllTransactions(transfers);
    expect(signedAll).to.have.length(2);
    for (const transaction of signedAll) {
      const signature = await solanaRpc<string>('sendTransaction', [transaction.serialize().toString('base64'), { encoding: 'base64' }]);
      expect(await landed(signature)).to.equal(true);
    }
    expect(await Promise.all(receivers.map(to => ledgerBalance(to.toBase58())))).to.deep.equal([rent, rent]);

    const kitReceiver = Keypair.generate().publicKey.toBase58();
    const payer = { address: address(fixture.address) } as Parameters<typeof getTransferSolInstruction>[0]['source'];
    const kitTransaction = compileTransaction(pipe(
      createTransactionMessage({ version: 0 }),
      m => setTransactionMessageFeePayer(address(fixture.address), m),
      m => setTransactionMessageLifetimeUsingBlockhash({ blockhash: value.blockhash as Blockhash, lastValidBlockHeight: BigInt(value.lastValidBlockHeight) }, m),
      m => appendTransactionMessageInstruction(getTransferSolInstruction({ source: payer, destination: address(kitReceiver), amount: BigInt(rent) }), m),
    ));
    const kitSigned = await provider.signTransaction(kitTransaction);
    const kitSignature = kitSigned.signatures[address(fixture.address)] as Uint8Array | null;
    expect(kitSignature && ed25519.verify(kitSignature, Uint8Array.from(kitSigned.messageBytes), fixture.publicKey)).to.equal(true);
    const wire = new Uint8Array([1, ...kitSignature!, ...kitSigned.messageBytes]);
    const sent = await solanaRpc<string>('sendTransaction', [btoa(String.fromCharCode(...wire)), { encoding: 'base64' }]);
    expect(await landed(sent)).to.equal(true);
    expect(await ledgerBalance(kitReceiver)).to.equal(rent);
  });

  it('is AppKit\'s adapter on the outside: options kept, bad options refused, no Solana provider shape after it stops', async () => {
    expect(() => new SolanaAdapter({ connectionSettings: 5 as never })).to.throw(/connectionSettings/);
    expect(() => new SolanaAdapter({ wallets: 'phantom' as never })).to.throw(/wallets/);
    const wallets = [{ name: 'Phantom' }];
    const adapter = new SolanaAdapter({ wallets, connectionSettings: { commitment: 'finalized' } });
    expect(adapter.wallets).to.equal(wallets);
    await connected(adapter);
    expect(getSolanaConnection()?.commitment).to.equal('finalized');
    expect(getAccount('solana').status).to.equal('connected');
    resetAll();
    expect(getSolanaConnection()).to.equal(undefined);
  });
});
