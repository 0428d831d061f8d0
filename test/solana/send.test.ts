// Send with a Solana account (issue 36), in the modal's views on the local Solana runtime: the token list shows SOL
// and an SPL token the test mints to the account, read from the runtime; Max keeps the fee back for SOL; an SPL send
// goes through the wallet's own `solana_signAndSendTransaction` (no SolanaAdapter: the modal's request provider),
// lands, and is read back from the ledger. A send the wallet declines says so, moves nothing and can be sent again.
// The transaction's pieces are checked against @solana/web3.js.
import { expect } from '@open-wc/testing';
import { Keypair, PublicKey } from '@solana/web3.js';
import { createAppKit } from '../../src/app-kit.js';
import { $connectors, connect, openModal, subscribeEvents } from '../../src/core/index.js';
import type { AppKitEvent } from '../../src/core/index.js';
import { isSolanaKey } from '../../src/core/data/send.js';
import { associatedTokenAccount, TOKEN_PROGRAM } from '../../src/core/solana/transaction.js';
import { solana } from '../../src/networks/solana.js';
import { createFixtureSolanaWallet, registerFixtureWallet } from '../fixtures/solana/wallet-standard-wallet.js';
import { airdrop, getSolanaRuntime, ledgerBalance } from '../fixtures/solana/runtime.js';
import { associatedTokenAddress, createFundedMint } from '../fixtures/solana/spl-mint.js';
import { renderModal, waitForView } from '../modal/helpers.js';
import { fixtureApi } from '../data/fixture-api.js';
import { providerUrl } from '../fixtures/chains/provider.js';
import { deepQuery, deepText, partOf, typeInto } from '../helpers/dom.js';
import { resetAll, addCleanup } from '../helpers/reset.js';
import { waitUntil } from '../helpers/wait.js';

const part = partOf;

const type = typeInto;

/**
 * A Solana-only kit with Send on, on the runtime, the fixture wallet (2 SOL and 5 of a fresh SPL token) connected;
 * the modal open on WalletSend.
 */
async function openSolanaSend() {
  const runtime = await getSolanaRuntime();
  const wallet = createFixtureSolanaWallet(`Solana Sender ${Math.random().toString(36).slice(2, 8)}`);
  wallet.rpcUrl = runtime.url;
  addCleanup(registerFixtureWallet(wallet));
  await airdrop(wallet.address, 2_000_000_000);
  const token = await createFundedMint(runtime.url, wallet.address, 5_000_000n);
  // The account's activity, read again after the send, comes from the local blockchain-data server.
  const blockchainApiUrl = (await fixtureApi()).baseUrl;
  createAppKit({ projectId: 'p-solana-send', networks: [solana], customRpcUrls: { [solana.caipNetworkId]: [{ url: runtime.url }] }, rpcHost: await providerUrl(), blockchainApiUrl, features: { send: true } });
  const modal = await renderModal();
  const id = `wallet-standard:${wallet.wallet.name}`;
  await waitUntil(() => $connectors.get().some(connector => connector.id === id), 'the wallet was not discovered');
  expect(await connect(id)).to.equal(true);
  openModal({ view: 'WalletSend' });
  return { modal, wallet, token, send: await waitForView(modal, 'w3m-wallet-send-view') };
}

async function pick(modal: HTMLElement, send: HTMLElement, symbol: string): Promise<HTMLElement> {
  part(send, 'token').click();
  const list = await waitForView(modal as never, 'w3m-wallet-send-select-token-view');
  await waitUntil(() => deepQuery(list, `[part="token"][data-symbol="${symbol}"]`), `the ${symbol} row`);
  deepQuery<HTMLButtonElement>(list, `[part="token"][data-symbol="${symbol}"]`)!.click();
  return waitForView(modal as never, 'w3m-wallet-send-view');
}

describe('Send with a Solana account, on the local Solana runtime', function () {
  this.timeout(60_000);
  afterEach(() => resetAll());

  it('lists SOL and the SPL token; Max keeps the fee back for SOL; the SPL token is sent through the wallet and read back', async () => {
    const opened = await openSolanaSend();
    const { token } = opened;
    const symbol = `${token.mint.slice(0, 4)}…${token.mint.slice(-4)}`;
    const events: string[] = [];
    addCleanup(subscribeEvents((e: AppKitEvent) => void (/SEND/.test((e.data as { event: string }).event) && events.push((e.data as { event: string }).event))));

    let send = await pick(opened.modal, opened.send, 'SOL');
    part(send, 'max').click();
    // 2 SOL less one signature's fee (5000 lamports).
    await waitUntil(() => part<HTMLInputElement>(send, 'amount').value === '1.999995', 'Max filled the amount');

    send = await pick(opened.modal, send, symbol);
    part(send, 'max').click();
    await waitUntil(() => part<HTMLInputElement>(send, 'amount').value === '5', 'Max filled the amount');
    type(send, 'amount', '2');
    type(send, 'receiver', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    await waitUntil(() => deepText(part(send, 'action')).trim() === 'Invalid address', 'an EVM address is not a Solana receiver');
    const receiver = Keypair.generate().publicKey.toBase58();
    type(send, 'receiver', receiver);
    await waitUntil(() => deepText(part(send, 'action')).trim() === 'Preview send', 'the Preview button');
    part(send, 'action').click();
    const preview = await waitForView(opened.modal, 'w3m-wallet-send-preview-view');
    await waitUntil(() => deepText(part(preview, 'summary')).includes('0.000005 SOL'), 'the previewed fee');
    expect(deepText(part(preview, 'summary'))).to.include('Solana');
    part(preview, 'send').click();
    await waitForView(opened.modal, 'w3m-account-view');
    expect(await token.balanceOf(receiver)).to.equal(2_000_000n);
    expect(await token.balanceOf(opened.wallet.address)).to.equal(3_000_000n);
    expect(opened.wallet.calls).to.include('signAndSendTransaction');
    expect(events).to.deep.equal(['SEND_INITIATED', 'SEND_SUCCESS']);
    // The fee and the receiver's new account's rent were paid in SOL.
    expect(await ledgerBalance(opened.wallet.address)).to.be.below(2_000_000_000 - 5000);
  });

  it('the wallet declines the SOL send: the preview says so, nothing leaves, and pressing Send again sends it', async () => {
    const opened = await openSolanaSend();
    const events: string[] = [];
    addCleanup(subscribeEvents((e: AppKitEvent) => void (/SEND/.test((e.data as { event: string }).event) && events.push((e.data as { event: string }).event))));
    const send = await pick(opened.modal, opened.send, 'SOL');
    const receiver = Keypair.generate().publicKey.toBase58();
    type(send, 'amount', '0.5');
    type(send, 'receiver', receiver);
    await waitUntil(() => deepText(part(send, 'action')).trim() === 'Preview send', 'the Preview button');
    part(send, 'action').click();
    const preview = await waitForView(opened.modal, 'w3m-wallet-send-preview-view');
    await waitUntil(() => deepText(part(preview, 'summary')).includes('0.000005 SOL'), 'the previewed fee');
    opened.wallet.rejectNextSend();
    part(preview, 'send').click();
    await waitUntil(() => deepQuery(preview, '[role="alert"]'), 'the decline was not shown');
    expect(deepText(deepQuery(preview, '[role="alert"]')!)).to.include('The send was declined in the wallet');
    expect(await ledgerBalance(receiver)).to.equal(0);
    expect(events).to.deep.equal(['SEND_INITIATED', 'SEND_ERROR']);
    await waitUntil(() => {
      const button = part<HTMLElement & { disabled: boolean; loading: boolean }>(preview, 'send');
      return !button.disabled && !button.loading;
    }, 'Send stays usable');
    part(preview, 'send').click();
    await waitForView(opened.modal, 'w3m-account-view');
    expect(await ledgerBalance(receiver)).to.equal(500_000_000);
    expect(events).to.deep.equal(['SEND_INITIATED', 'SEND_ERROR', 'SEND_INITIATED', 'SEND_SUCCESS']);
  });

  it('derives the associated token account as @solana/web3.js does, and takes only 32-byte keys as receivers', () => {
    for (let i = 0; i < 12; i++) {
      const [owner, mint] = [Keypair.generate().publicKey, Keypair.generate().publicKey];
      expect(associatedTokenAccount(owner.toBase58(), mint.toBase58(), TOKEN_PROGRAM)).to.equal(associatedTokenAddress(owner, mint).toBase58());
    }
    expect(isSolanaKey(new PublicKey(new Uint8Array(32)).toBase58())).to.equal(true);
    expect(isSolanaKey(Keypair.generate().publicKey.toBase58())).to.equal(true);
    expect(isSolanaKey('z'.repeat(44))).to.equal(false);
    expect(isSolanaKey('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).to.equal(false);
    expect(isSolanaKey('1'.repeat(31))).to.equal(false);
  });
});
