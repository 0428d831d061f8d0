import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { createAppKit, getAppKit } from '../../src/app-kit.js';
import { $account, $chain, $connectError, $connectors, connect, disconnect, getAccount, mainnet, openModal } from '../../src/core/index.js';
import { solana } from '../../src/networks/solana.js';
import { solanaDevnet } from '../../src/networks/solana-devnet.js';
import { getAnvil } from '../fixtures/chain.js';
import { providerLog, providerUrl, setSolanaBalance } from '../fixtures/chains/provider.js';
import { createFixtureSolanaWallet, registerFixtureWallet } from '../fixtures/solana/wallet-standard-wallet.js';
import type { FixtureSolanaWallet } from '../fixtures/solana/wallet-standard-wallet.js';
import { announceTestWallet, renderModal, waitForView } from '../modal/helpers.js';
import { resetAll } from '../helpers/reset.js';
import { waitForText } from '../helpers/dom.js';

const ID = (name: string): string => `wallet-standard:${name}`;

async function kit(networks = [mainnet, solana]): Promise<void> {
  const anvil = await getAnvil();
  createAppKit({ projectId: 'p-solana', networks, customRpcUrls: { 'eip155:1': [{ url: anvil.url }] }, rpcHost: await providerUrl() });
}

describe('Solana through Wallet Standard browser wallets', function () {
  let fixture: FixtureSolanaWallet;
  let unregister: (() => void) | undefined;

  beforeEach(() => {
    fixture = createFixtureSolanaWallet(`Fixture Solana ${Math.random().toString(36).slice(2, 8)}`);
  });
  afterEach(() => {
    unregister?.();
    unregister = undefined;
    resetAll();
  });

  it('finds a wallet registered before the app, connects it, switches to the solana namespace and shows SOL', async () => {
    unregister = registerFixtureWallet(fixture);
    await setSolanaBalance(fixture.address, 1_500_000_000);
    await kit();
    await waitUntil(() => $connectors.get().some(c => c.id === ID(fixture.wallet.name)), 'the wallet was not discovered');
    expect($connectors.get().find(c => c.id === ID(fixture.wallet.name))?.namespace).to.equal('solana');
    expect($chain.get().activeNamespace).to.equal('eip155');
    const switching: boolean[] = [];
    const stop = $chain.listen(chain => switching.push(chain.switchingNamespace));
    try {
      expect(await connect(ID(fixture.wallet.name))).to.equal(true);
      await waitUntil(() => $chain.get().activeNamespace === 'solana', 'namespace did not switch');
    } finally {
      stop();
    }
    // The switch raised the flag (spec section 4) and lowered it when done.
    expect(switching).to.include(true);
    expect($chain.get().switchingNamespace).to.equal(false);
    expect($chain.get().activeNetwork?.caipNetworkId).to.equal(solana.caipNetworkId);
    expect($account.get().address).to.equal(fixture.address);
    expect($account.get().caipAddress).to.equal(`${solana.caipNetworkId}:${fixture.address}`);
    expect(getAccount('eip155').status).to.equal('disconnected');
    await waitUntil(() => $account.get().balance !== undefined, 'no SOL balance');
    expect($account.get().balance).to.equal('1.5');
    expect($account.get().balanceSymbol).to.equal('SOL');
    // The balance came from the provider endpoint for the Solana mainnet cluster.
    const reads = (await providerLog('/v1/')).filter(entry => entry.query['chainId'] === solana.caipNetworkId);
    expect(reads.some(entry => entry.query['projectId'] === 'p-solana' && entry.methods?.includes('getBalance'))).to.equal(true);
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-account-view');
    await waitForText(view, '1.5 SOL');
    await waitForText(view, 'Solana');
  });

  it('finds a wallet that registers after the app started', async () => {
    // The app's wallet-standard:app-ready says discovery is listening: a wallet registering now is a late one.
    const appReady = oneEvent(window, 'wallet-standard:app-ready');
    await kit();
    await appReady;
    unregister = registerFixtureWallet(fixture);
    await waitUntil(() => $connectors.get().some(c => c.id === ID(fixture.wallet.name)), 'the late wallet was not discovered');
  });

  it('signs a message with the wallet key: solana_signMessage verified with ed25519', async () => {
    unregister = registerFixtureWallet(fixture);
    await kit();
    await waitUntil(() => $connectors.get().some(c => c.id === ID(fixture.wallet.name)));
    await connect(ID(fixture.wallet.name));
    const message = new TextEncoder().encode('Play as this Solana account');
    const provider = getAppKit()!.getWalletProvider()!;
    const { signature } = (await provider.request({ method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: fixture.address } })) as { signature: string };
    expect(ed25519.verify(base58.decode(signature), message, fixture.publicKey)).to.equal(true);
    let refused: unknown;
    await provider.request({ method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: base58.encode(new Uint8Array(32).fill(7)) } }).catch(e => (refused = e));
    expect((refused as { code?: number }).code).to.equal(4100);
    await provider.request({ method: 'eth_sendTransaction', params: [] }).catch(e => (refused = e));
    expect((refused as { code?: number }).code).to.equal(4200);
  });

  it('follows an account change in the wallet and a wallet-side disconnect', async () => {
    unregister = registerFixtureWallet(fixture);
    await kit([solana]);
    await waitUntil(() => $connectors.get().some(c => c.id === ID(fixture.wallet.name)));
    await connect(ID(fixture.wallet.name));
    const next = fixture.changeAccount();
    await waitUntil(() => $account.get().address === next, 'account change not followed');
    fixture.dropAccount();
    await waitUntil(() => $account.get().status === 'disconnected', 'wallet-side disconnect not followed');
  });

  it('a declined connect leaves the state as it was; a malformed address is refused with a clear error', async () => {
    unregister = registerFixtureWallet(fixture);
    await kit();
    await waitUntil(() => $connectors.get().some(c => c.id === ID(fixture.wallet.name)));
    fixture.rejectNextConnect();
    expect(await connect(ID(fixture.wallet.name))).to.equal(false);
    expect($connectError.get()?.kind).to.equal('declined');
    expect($chain.get().activeNamespace).to.equal('eip155');
    expect(getAccount('solana').status).to.equal('disconnected');
    fixture.answerWithAddress('0x0000000000000000000000000000000000000000');
    expect(await connect(ID(fixture.wallet.name))).to.equal(false);
    expect($connectError.get()?.message).to.contain('returned no account');
    expect(getAccount('solana').address).to.equal(undefined);
    expect($chain.get().activeNamespace).to.equal('eip155');
  });

  it('an EVM wallet and a Solana wallet: disconnecting Solana leaves the EVM account; the active namespace decides the view', async () => {
    unregister = registerFixtureWallet(fixture);
    await kit();
    const evm = await announceTestWallet();
    await waitUntil(() => $connectors.get().some(c => c.id === ID(fixture.wallet.name)));
    await connect('dev.w3m-modal.test-wallet');
    expect($account.get().address).to.equal(evm.accounts[0]!.address);
    await connect(ID(fixture.wallet.name));
    await waitUntil(() => $chain.get().activeNamespace === 'solana');
    expect($account.get().address).to.equal(fixture.address);
    expect(getAccount('eip155').address).to.equal(evm.accounts[0]!.address);
    await disconnect({ namespace: 'solana' });
    expect(fixture.calls).to.include('disconnect');
    expect(getAccount('solana').status).to.equal('disconnected');
    expect(getAccount('eip155').address).to.equal(evm.accounts[0]!.address);
    // The namespace still connected becomes the active one.
    expect($chain.get().activeNamespace).to.equal('eip155');
    expect($account.get().address).to.equal(evm.accounts[0]!.address);
    // Without a namespace, every wallet goes.
    await disconnect();
    expect(getAccount('eip155').status).to.equal('disconnected');
  });

  it('restores the connection silently on reload', async () => {
    unregister = registerFixtureWallet(fixture);
    await kit([solana]);
    await waitUntil(() => $connectors.get().some(c => c.id === ID(fixture.wallet.name)));
    await connect(ID(fixture.wallet.name));
    // A reload: new stores, the stored connector id is kept, the wallet still has the account.
    const stored = localStorage.getItem('w3m:connectedConnectorId');
    resetAll();
    localStorage.setItem('w3m:connectedConnectorId', stored!);
    await kit([solana]);
    await waitUntil(() => $account.get().status === 'connected', 'not restored');
    expect($account.get().address).to.equal(fixture.address);
    expect(fixture.calls.filter(call => call === 'connect')).to.have.length(1);
    expect(fixture.calls).to.include('connect:silent');
  });

  it('switchNetwork moves the Solana account to another cluster, and into the EVM namespace with the switching flag', async () => {
    unregister = registerFixtureWallet(fixture);
    await setSolanaBalance(fixture.address, 3_000_000_000);
    const anvil = await getAnvil();
    createAppKit({ projectId: 'p-solana', networks: [mainnet, solana, solanaDevnet], customRpcUrls: { 'eip155:1': [{ url: anvil.url }] }, rpcHost: await providerUrl() });
    const evm = await announceTestWallet();
    await waitUntil(() => $connectors.get().some(c => c.id === ID(fixture.wallet.name)));
    await connect('dev.w3m-modal.test-wallet');
    await connect(ID(fixture.wallet.name));
    await waitUntil(() => $chain.get().activeNamespace === 'solana');
    const kit = getAppKit()!;
    await kit.switchNetwork(solanaDevnet);
    expect($chain.get().activeNetwork?.caipNetworkId).to.equal(solanaDevnet.caipNetworkId);
    expect($account.get().caipAddress).to.equal(`${solanaDevnet.caipNetworkId}:${fixture.address}`);
    await waitUntil(async () => (await providerLog('/v1/')).some(entry => entry.query['chainId'] === solanaDevnet.caipNetworkId), 'no devnet balance read');
    const switching: boolean[] = [];
    const stop = $chain.listen(chain => switching.push(chain.switchingNamespace));
    await kit.switchNetwork(mainnet);
    stop();
    expect(switching).to.include(true);
    expect($chain.get().switchingNamespace).to.equal(false);
    expect($chain.get().activeNamespace).to.equal('eip155');
    // The active namespace decides what the views (and the public account) show.
    expect($account.get().address).to.equal(evm.accounts[0]!.address);
    expect(kit.getAccount().caipAddress).to.equal(`eip155:1:${evm.accounts[0]!.address}`);
    expect(getAccount('solana').address).to.equal(fixture.address);
  });
});
