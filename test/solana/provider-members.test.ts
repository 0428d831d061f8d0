// The Solana provider the modal hands out answers every member of AppKit 1.7.4's Solana `Provider`
// (@reown/appkit-utils/solana) and the adapter's `getActiveChain` and `requestedChains`: the check list below is keyed
// by AppKit's own declaration, so a member AppKit adds fails the type check until it is called here. A Wallet
// Standard wallet holding a real ed25519 key is behind it, on the local Solana runtime (litesvm).
// (test/surface/provider-types.ts checks the members' types.)
import { expect } from '@open-wc/testing';
import { ed25519 } from '@noble/curves/ed25519.js';
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import type { Provider as AppKitSolanaProvider } from '../../node_modules/appkit-1.7.4/node_modules/@reown/appkit-utils/dist/types/src/solana/SolanaTypesUtil.js';
import { createAppKit, getAppKit } from '../../src/index.js';
import { $connectors, connect, getAccount } from '../../src/core/index.js';
import { encodeBase58 } from '../../src/core/solana/index.js';
import { solana } from '../../src/networks/solana.js';
import { solanaDevnet } from '../../src/networks/solana-devnet.js';
import { SolanaAdapter } from '../../src/solana.js';
import type { Provider } from '../../src/solana.js';
import { $solanaConnection } from '../../src/connectors/solana/connection.js';
import { createFixtureSolanaWallet, registerFixtureWallet } from '../fixtures/solana/wallet-standard-wallet.js';
import type { FixtureSolanaWallet } from '../fixtures/solana/wallet-standard-wallet.js';
import { airdrop, getSolanaRuntime, landed } from '../fixtures/solana/runtime.js';
import { resetAll } from '../helpers/reset.js';
import { waitUntil } from '../helpers/wait.js';

type Check = (provider: Provider, wallet: FixtureSolanaWallet) => Promise<void>;

const message = new TextEncoder().encode('Level 3 unlocked');
const verifies = (signature: Uint8Array, wallet: FixtureSolanaWallet, bytes: Uint8Array = message) =>
  ed25519.verify(new Uint8Array(signature), new Uint8Array(bytes), wallet.publicKey);

/** A transfer of the rent minimum from the connected key to a new account, on a fresh blockhash. */
async function transfer(provider: Provider): Promise<Transaction> {
  const connection = $solanaConnection.get()!;
  const rent = await connection.getMinimumBalanceForRentExemption(0);
  const { blockhash } = await connection.getLatestBlockhash();
  return new Transaction({ feePayer: provider.publicKey!, recentBlockhash: blockhash })
    .add(SystemProgram.transfer({ fromPubkey: provider.publicKey!, toPubkey: Keypair.generate().publicKey, lamports: rent }));
}

const MEMBERS: Record<keyof AppKitSolanaProvider | 'getActiveChain' | 'requestedChains', Check> = {
  async id(provider, wallet) {
    expect(provider.id).to.equal(wallet.wallet.name);
  },
  async name(provider, wallet) {
    expect(provider.name).to.equal(wallet.wallet.name);
  },
  async type(provider) {
    expect(provider.type).to.equal('ANNOUNCED');
  },
  async chain(provider) {
    expect(provider.chain).to.equal('solana');
  },
  async chains(provider) {
    expect(provider.chains.map(network => network.caipNetworkId)).to.deep.equal([solana.caipNetworkId, solanaDevnet.caipNetworkId]);
  },
  async requestedChains(provider) {
    expect(provider.requestedChains.map(network => network.caipNetworkId)).to.deep.equal([solana.caipNetworkId, solanaDevnet.caipNetworkId]);
  },
  async getActiveChain(provider) {
    expect(provider.getActiveChain()?.caipNetworkId).to.equal(solana.caipNetworkId);
  },
  async publicKey(provider, wallet) {
    expect(provider.publicKey).to.be.instanceOf(PublicKey);
    expect(provider.publicKey?.toBase58()).to.equal(wallet.address);
  },
  async provider(provider) {
    expect(await provider.provider.request<{ signature: string }>({ method: 'solana_signMessage', params: { message: encodeBase58(message), pubkey: provider.publicKey!.toBase58() } }))
      .to.have.property('signature');
  },
  async request(provider, wallet) {
    const { signature } = await provider.request<{ signature: string }>({ method: 'solana_signMessage', params: { message: encodeBase58(message), pubkey: wallet.address } });
    expect(signature).to.be.a('string');
  },
  async getAccounts(provider, wallet) {
    expect(await provider.getAccounts()).to.deep.equal([{ namespace: 'solana', address: wallet.address, type: 'eoa' }]);
  },
  async signMessage(provider, wallet) {
    expect(verifies(await provider.signMessage(message), wallet)).to.equal(true);
  },
  async signTransaction(provider, wallet) {
    const signed = await provider.signTransaction(await transfer(provider));
    expect(signed).to.be.instanceOf(Transaction);
    expect(verifies(signed.signatures[0]!.signature!, wallet, signed.serializeMessage())).to.equal(true);
  },
  async signAllTransactions(provider, wallet) {
    const signed = await provider.signAllTransactions([await transfer(provider), await transfer(provider)]);
    expect(signed.map(transaction => verifies(transaction.signatures[0]!.signature!, wallet, transaction.serializeMessage()))).to.deep.equal([true, true]);
  },
  async sendTransaction(provider) {
    expect(await landed(await provider.sendTransaction(await transfer(provider), $solanaConnection.get()!))).to.equal(true);
  },
  async signAndSendTransaction(provider) {
    expect(await landed(await provider.signAndSendTransaction(await transfer(provider)))).to.equal(true);
  },
  async on(provider) {
    const heard: unknown[] = [];
    provider.on('chainChanged', chain => heard.push(chain));
    provider.emit('chainChanged', solanaDevnet.caipNetworkId);
    expect(heard).to.deep.equal([solanaDevnet.caipNetworkId]);
  },
  async removeListener(provider) {
    const heard: unknown[] = [];
    const listener = (chain: string) => heard.push(chain);
    provider.on('chainChanged', listener);
    provider.removeListener('chainChanged', listener);
    provider.emit('chainChanged', solanaDevnet.caipNetworkId);
    expect(heard).to.deep.equal([]);
  },
  async emit(provider) {
    const heard: unknown[] = [];
    provider.on('pendingTransaction', data => heard.push(data));
    provider.emit('pendingTransaction', undefined);
    expect(heard).to.deep.equal([undefined]);
  },
  async disconnect(provider) {
    const gone: unknown[] = [];
    provider.on('disconnect', data => gone.push(data));
    await provider.disconnect();
    expect(getAccount('solana').status).to.equal('disconnected');
    await waitUntil(() => gone.length === 1, 'the provider told its listeners');
  },
  async connect(provider, wallet) {
    expect(await provider.connect()).to.equal(wallet.address);
    expect(getAccount('solana').status).to.equal('connected');
  },
};

describe("the Solana provider has AppKit's members", function () {
  let wallet: FixtureSolanaWallet;
  let unregister: (() => void) | undefined;

  afterEach(() => {
    unregister?.();
    resetAll();
  });

  it("every member of AppKit 1.7.4's Solana Provider answers, over a Wallet Standard wallet", async () => {
    wallet = createFixtureSolanaWallet(`Members Wallet ${Math.random().toString(36).slice(2, 8)}`);
    const runtime = await getSolanaRuntime();
    wallet.rpcUrl = runtime.url;
    await airdrop(wallet.address, 2 * LAMPORTS_PER_SOL);
    unregister = registerFixtureWallet(wallet);
    const kit = createAppKit({ projectId: 'p-solana-members', networks: [solana, solanaDevnet], adapters: [new SolanaAdapter()], enableWalletConnect: false,
      customRpcUrls: { [solana.caipNetworkId]: [{ url: runtime.url }] } });
    const id = `wallet-standard:${wallet.wallet.name}`;
    await waitUntil(() => $connectors.get().some(connector => connector.id === id), 'the wallet was discovered');
    expect(kit.getProvider('solana')).to.equal(undefined);
    expect(await connect(id)).to.equal(true);
    const handedOut = getAppKit()!.getProvider<Provider>('solana')!;
    expect(getAppKit()!.getWalletProvider()).to.equal(handedOut);
    // disconnect, then connect again through the provider itself, last.
    const order = (Object.keys(MEMBERS) as (keyof typeof MEMBERS)[]).sort((a, b) => rank(a) - rank(b));
    for (const member of order) await MEMBERS[member](handedOut, wallet);
  });
});

const rank = (member: string): number => (member === 'disconnect' ? 1 : member === 'connect' ? 2 : 0);
