import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { destroyAppKit, getAppKit } from '../../src/app-kit.js';
import { $account, $chain, $connectors, $walletProviders, disconnect, getAccount, mainnet, openModal, switchNetwork } from '../../src/core/index.js';
import { toHex, verifyMessage } from 'viem';
import type { Address, Hex } from 'viem';
import { Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js';
import { SolanaAdapter } from '../../src/solana.js';
import type { Provider } from '../../src/solana.js';
import { $solanaConnection } from '../../src/connectors/solana/connection.js';
import { airdrop, getSolanaRuntime, landed, ledgerBalance } from '../fixtures/solana/runtime.js';
import { getAnvil } from '../fixtures/chain.js';
import { disposeWalletConnect } from '../../src/connectors/walletconnect/shared-provider.js';
import { optionalNamespaces } from '../../src/connectors/walletconnect/namespaces.js';
import { solana, solanaDevnet } from '../../src/networks/index.js';
import { createSolanaWcWallet, providerLog, setSolanaBalance } from '../fixtures/chains/provider.js';
import type { SolanaWcWallet } from '../fixtures/chains/provider.js';
import { getWc } from '../fixtures/wc/control.js';
import { createTestKit, waitForView } from '../modal/helpers.js';
import { openQr, resetWc } from '../wc/helpers.js';
import { waitForText } from '../helpers/dom.js';

describe('Solana through WalletConnect (official wallet SDK with an ed25519 key)', function () {
  let wallet: SolanaWcWallet | undefined;

  beforeEach(() => resetWc());
  afterEach(async () => {
    await resetWc();
    await wallet?.dispose();
    wallet = undefined;
  });

  it('proposes the solana namespace with its signing methods next to eip155', () => {
    const namespaces = optionalNamespaces({ networks: [mainnet, solana, solanaDevnet], customRpcUrls: {} });
    expect(namespaces.eip155?.chains).to.deep.equal(['eip155:1']);
    expect(namespaces.solana?.chains).to.deep.equal([solana.caipNetworkId, solanaDevnet.caipNetworkId]);
    expect(namespaces.solana?.methods).to.include.members(['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions']);
    // A Solana-only app proposes no empty eip155 namespace (the SDK refuses one).
    expect(optionalNamespaces({ networks: [solana], customRpcUrls: {} })).to.have.keys(['solana']);
  });

  it('connects the wallet\'s Solana account: namespace switch, SOL balance, a signature the dapp verifies, disconnect', async () => {
    const { relayUrl, verifyUrl } = await getWc();
    wallet = await createSolanaWcWallet();
    await setSolanaBalance(wallet.address, 2_250_000_000);
    await createTestKit({
      enableWalletConnect: true,
      relayUrl,
      verifyUrl,
      networks: [mainnet, solana],
      metadata: { name: 'w3m tests', description: 'w3m-modal browser tests', url: location.origin, icons: [] },
    });
    await waitUntil(() => $connectors.get().some(c => c.type === 'WALLET_CONNECT'), 'WalletConnect was not registered');
    const switching: boolean[] = [];
    const stop = $chain.listen(chain => switching.push(chain.switchingNamespace));
    const { modal, uri } = await openQr();
    await wallet.pair(uri);
    await waitUntil(() => getAccount('solana').status === 'connected', `not connected: ${getAccount('solana').status}`, { timeout: 15_000 });
    await waitUntil(() => $chain.get().activeNamespace === 'solana', 'namespace did not switch');
    stop();
    expect(switching).to.include(true);
    expect($chain.get().switchingNamespace).to.equal(false);
    expect($account.get().address).to.equal(wallet.address);
    expect($account.get().caipAddress).to.equal(`${solana.caipNetworkId}:${wallet.address}`);
    expect($account.get().connectedWalletInfo?.type).to.equal('WALLET_CONNECT');
    expect(getAccount('eip155').status).not.to.equal('connected');
    await waitUntil(() => $account.get().balance !== undefined, 'no SOL balance');
    expect(`${$account.get().balance} ${$account.get().balanceSymbol}`).to.equal('2.25 SOL');
    const reads = await providerLog('/v1/');
    expect(reads.some(entry => entry.query['chainId'] === solana.caipNetworkId && entry.query['projectId'] === 'test-project')).to.equal(true);
    openModal();
    await waitForText(await waitForView(modal, 'w3m-account-view'), '2.25 SOL');

    const message = new TextEncoder().encode('Sign in to the game with Solana');
    const { signature } = (await getAppKit()!
      .getWalletProvider()!
      .request({ method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: wallet.address } })) as { signature: string };
    expect(ed25519.verify(base58.decode(signature), message, base58.decode(wallet.address))).to.equal(true);
    expect((await wallet.requests()).map(r => [r.method, r.chainId])).to.deep.equal([['solana_signMessage', solana.caipNetworkId]]);

    await disconnect();
    expect(getAccount('solana').status).to.equal('disconnected');
    expect($account.get().address).to.equal(undefined);
  });

  it('restores a Solana-only session after a reload without pairing again, and it still signs', async () => {
    const { relayUrl, verifyUrl } = await getWc();
    wallet = await createSolanaWcWallet();
    const options = { enableWalletConnect: true, relayUrl, verifyUrl, networks: [solana] };
    await createTestKit(options);
    await waitUntil(() => $connectors.get().some(c => c.type === 'WALLET_CONNECT'), 'WalletConnect was not registered');
    const { uri } = await openQr();
    await wallet.pair(uri);
    await waitUntil(() => getAccount('solana').status === 'connected', 'not connected', { timeout: 15_000 });
    // A reload: storage (localStorage and the SDK's IndexedDB) stays, objects and stores go.
    await disposeWalletConnect();
    destroyAppKit();
    expect(getAccount('solana').status).to.equal('disconnected');
    await createTestKit(options);
    await waitUntil(() => getAccount('solana').status === 'connected', 'the session was not restored', { timeout: 15_000 });
    expect($account.get().address).to.equal(wallet.address);
    expect($chain.get().activeNamespace).to.equal('solana');
    const message = new TextEncoder().encode('still here after a reload');
    const { signature } = (await getAppKit()!
      .getWalletProvider()!
      .request({ method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: wallet.address } })) as { signature: string };
    expect(ed25519.verify(base58.decode(signature), message, base58.decode(wallet.address))).to.equal(true);
  });

  it('one session approving eip155 and solana connects both; the Solana provider signs a transfer the local runtime executes; a reload restores both', async () => {
    const { relayUrl, verifyUrl } = await getWc();
    const runtime = await getSolanaRuntime();
    // Anvil's first account: the wallet signs personal_sign with its key.
    wallet = await createSolanaWcWallet({ evmKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' });
    const evmAddress = wallet.evmAddress as Address;
    await airdrop(wallet.address, LAMPORTS_PER_SOL);
    const options = { enableWalletConnect: true, relayUrl, verifyUrl, networks: [mainnet, solana], adapters: [new SolanaAdapter()],
      customRpcUrls: { 'eip155:1': [{ url: (await getAnvil()).url }], [solana.caipNetworkId]: [{ url: runtime.url }] } };
    await createTestKit(options);
    await waitUntil(() => $connectors.get().some(c => c.type === 'WALLET_CONNECT'), 'WalletConnect was not registered');
    const { uri } = await openQr();
    await wallet.pair(uri);
    await waitUntil(() => getAccount('eip155').status === 'connected' && getAccount('solana').status === 'connected', 'not connected in both', { timeout: 15_000 });
    expect($chain.get().activeNamespace).to.equal('eip155');
    expect(getAccount('eip155').address).to.equal(evmAddress);
    expect(getAccount('solana').caipAddress).to.equal(`${solana.caipNetworkId}:${wallet.address}`);

    // useAppKitProvider('solana') while EVM is active: its requests name the Solana cluster.
    const provider = $walletProviders.get().solana?.provider as Provider;
    expect(provider.publicKey?.toBase58()).to.equal(wallet.address);
    const connection = $solanaConnection.get()!;
    const receiver = Keypair.generate().publicKey;
    const rent = await connection.getMinimumBalanceForRentExemption(0);
    const { blockhash } = await connection.getLatestBlockhash();
    const transfer = new Transaction({ feePayer: provider.publicKey!, recentBlockhash: blockhash })
      .add(SystemProgram.transfer({ fromPubkey: provider.publicKey!, toPubkey: receiver, lamports: rent }));
    const signature = await provider.sendTransaction(transfer, connection);
    expect(await landed(signature)).to.equal(true);
    expect(await ledgerBalance(receiver.toBase58())).to.equal(rent);
    expect((await wallet.requests()).map(r => [r.method, r.chainId])).to.deep.equal([['solana_signTransaction', solana.caipNetworkId]]);

    // The session lists Solana first: plain EVM requests through the EIP-1193 provider still name the EVM chain the
    // modal shows (without a chain the SDK sends to the session's first namespace), and Solana requests their cluster.
    const sign = async (eip1193: { request(args: { method: string; params?: unknown }): Promise<unknown> }, message: string): Promise<boolean> =>
      verifyMessage({ address: evmAddress, message, signature: (await eip1193.request({ method: 'personal_sign', params: [toHex(message), evmAddress] })) as Hex });
    expect(await sign(getAppKit()!.getWalletProvider()!, 'EVM while EVM is active')).to.equal(true);
    expect(Number(await getAppKit()!.getWalletProvider()!.request({ method: 'eth_chainId' }))).to.equal(1);
    const raw = (await provider.request({ method: 'solana_signMessage', params: { message: base58.encode(new TextEncoder().encode('plain')), pubkey: wallet.address } })) as { signature: string };
    expect(ed25519.verify(base58.decode(raw.signature), new TextEncoder().encode('plain'), base58.decode(wallet.address))).to.equal(true);
    // The Networks view's switch into Solana: the EVM provider keeps naming its own chain.
    await switchNetwork(solana);
    expect($chain.get().activeNamespace).to.equal('solana');
    expect(await sign($walletProviders.get().eip155!.provider, 'EVM while Solana is active')).to.equal(true);
    expect((await wallet.requests()).map(r => [r.method, r.chainId])).to.deep.equal([
      ['solana_signTransaction', solana.caipNetworkId],
      ['personal_sign', 'eip155:1'],
      ['solana_signMessage', solana.caipNetworkId],
      ['personal_sign', 'eip155:1'],
    ]);
    await switchNetwork(mainnet);

    // A reload restores both namespaces from the one session.
    await disposeWalletConnect();
    destroyAppKit();
    await createTestKit(options);
    await waitUntil(() => getAccount('eip155').status === 'connected' && getAccount('solana').status === 'connected', 'not both restored', { timeout: 15_000 });
    // Disconnecting Solana keeps the session for EVM.
    await disconnect({ namespace: 'solana' });
    expect(getAccount('solana').status).to.equal('disconnected');
    expect(getAccount('eip155').address).to.equal(evmAddress);
  });
});

