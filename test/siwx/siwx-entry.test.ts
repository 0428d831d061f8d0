// `w3m-modal/siwx`, AppKit's SIWX package: DefaultSIWX made of a messenger, verifiers and a storage, and
// ReownAuthentication against a local stand-in of the hosted service (test/fixtures/reown-auth.mjs), through the
// real modal and the test wallet.
import { expect } from '@open-wc/testing';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { $account, connect, mainnet } from '../../src/core/index.js';
import { encodeBase58 } from '../../src/core/solana/base58.js';
import type { SIWXSession } from '../../src/core/siwx-types.js';
import { BIP122Verifier, DefaultSIWX, EIP155Verifier, InformalMessenger, LocalStorage, ReownAuthentication, SolanaVerifier } from '../../src/siwx/index.js';
import { TEST_WALLET_ID, announceTestWallet, renderModal } from '../modal/helpers.js';
import { button, createSiwxKit, waitClosed, waitConnected, waitForSignInView } from './helpers.js';
import { $siwx } from '../../src/core/siwx/index.js';
import { deepText } from '../helpers/dom.js';
import { waitUntil } from '../helpers/wait.js';
import { resetAll } from '../helpers/reset.js';

const messenger = () => new InformalMessenger({ domain: 'game.example', uri: 'https://game.example/play', statement: 'Sign in to play', getNonce: async () => 'n0nce1234' });

async function signedEvmSession(): Promise<{ session: SIWXSession; address: string }> {
  const account = privateKeyToAccount(generatePrivateKey());
  const message = await messenger().createMessage({ accountAddress: account.address, chainId: 'eip155:1' });
  const text = message.toString();
  return { session: { data: message, message: text, signature: await account.signMessage({ message: text }) }, address: account.address };
}

async function reownAuthBase(tenant: string): Promise<string> {
  const { url } = (await (await fetch('/__fixtures/reown-auth')).json()) as { url: string };
  return `${url}/t/${tenant}`;
}

describe('w3m-modal/siwx', () => {
  beforeEach(() => resetAll());
  afterEach(() => resetAll());

  it('InformalMessenger writes EIP-4361\'s informal template, with the network\'s name', async () => {
    await createSiwxKit({ networks: [mainnet] });
    const message = await messenger().createMessage({ accountAddress: '0xAbC0000000000000000000000000000000000001', chainId: 'eip155:1' });
    const lines = message.toString().split('\n');
    expect(lines[0]).to.equal('game.example wants you to sign in with your Ethereum account:');
    expect(lines[1]).to.equal('0xAbC0000000000000000000000000000000000001');
    expect(lines).to.include.members(['Sign in to play', 'URI: https://game.example/play', 'Version: 1', 'Chain ID: eip155:1', 'Nonce: n0nce1234']);
    expect(message).to.include({ domain: 'game.example', nonce: 'n0nce1234', version: '1' });
  });

  it('DefaultSIWX keeps a verified EVM session in localStorage and refuses a forged one', async () => {
    await createSiwxKit({ networks: [mainnet] });
    const siwx = new DefaultSIWX({ messenger: messenger(), storage: new LocalStorage({ key: 'test:siwx' }) });
    const { session, address } = await signedEvmSession();
    await siwx.addSession(session);
    expect(await siwx.getSessions('eip155:1', address)).to.have.length(1);
    expect(JSON.parse(localStorage.getItem('test:siwx')!)).to.have.length(1);
    const other = await signedEvmSession();
    await siwx.addSession({ ...session, signature: other.session.signature }).then(
      () => expect.fail('a forged session was kept'),
      (error: Error) => expect(error.message).to.contain('Invalid SIWX session'),
    );
    // A session tampered with in storage is dropped when read.
    localStorage.setItem('test:siwx', JSON.stringify([{ ...session, message: `${session.message} ` }]));
    expect(await siwx.getSessions('eip155:1', address)).to.deep.equal([]);
    expect(JSON.parse(localStorage.getItem('test:siwx')!)).to.deep.equal([]);
    await siwx.addSession(session);
    await siwx.revokeSession('eip155:1', address);
    expect(await siwx.getSessions('eip155:1', address)).to.deep.equal([]);
    expect(siwx.getRequired()).to.equal(true);
    expect(new DefaultSIWX({ required: false }).getRequired()).to.equal(false);
  });

  it('the verifiers: EIP155 by recovery, Solana by Ed25519 (Web Crypto), Bitcoin refused', async () => {
    const { session } = await signedEvmSession();
    expect(await new EIP155Verifier().verify(session)).to.equal(true);
    expect(new SolanaVerifier().shouldVerify(session)).to.equal(false);

    const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    const address = encodeBase58(new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey)));
    const message = 'game.example wants you to sign in with your Solana account';
    const signature = encodeBase58(new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, keys.privateKey, new TextEncoder().encode(message))));
    const solanaSession = { data: { accountAddress: address, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, message, signature } as SIWXSession;
    expect(await new SolanaVerifier().verify(solanaSession)).to.equal(true);
    expect(await new SolanaVerifier().verify({ ...solanaSession, message: `${message}!` })).to.equal(false);

    const bitcoin = { data: { accountAddress: 'bc1q', chainId: 'bip122:000000000019d6689c085ae165831e93' }, message, signature } as SIWXSession;
    expect(new BIP122Verifier().shouldVerify(bitcoin)).to.equal(true);
    expect(await new BIP122Verifier().verify(bitcoin)).to.equal(false);
  });

  it('ReownAuthentication signs in through the hosted service with the modal and the test wallet, then knows the session', async () => {
    const apiUrl = await reownAuthBase(`auth-${Date.now()}`);
    const auth = new ReownAuthentication({ apiUrl });
    const changes: (SIWXSession | undefined)[] = [];
    auth.on('sessionChanged', session => changes.push(session));
    const wallet = await announceTestWallet();
    await createSiwxKit({ siwx: auth, networks: [mainnet], projectId: 'project-auth' });
    const modal = await renderModal();
    expect(await connect(TEST_WALLET_ID)).to.equal(true);
    await waitConnected();
    button(await waitForSignInView(modal), 'Sign')!.click();
    await waitClosed();
    const address = wallet.exposedAddresses[0]!;
    expect(localStorage.getItem('@appkit/siwx-auth-token')).to.be.a('string');
    expect(changes.at(-1)?.data.accountAddress).to.equal(address);

    const sessions = await auth.getSessions('eip155:1', address);
    expect(sessions).to.have.length(1);
    expect(await auth.getSessions('eip155:10', address)).to.deep.equal([]);
    const account = await auth.getSessionAccount();
    expect(account).to.include({ address, caip2Network: 'eip155:1', projectIdKey: 'project-auth' });
    await auth.setSessionAccountMetadata({ level: 3 });
    expect((await auth.getSessionAccount()).appKitAccount).to.deep.include({ metadata: { level: 3 } });

    const requests = (await (await fetch(`${apiUrl}/__control/requests`)).json()) as { key: string; query: Record<string, string>; headers: Record<string, string> }[];
    expect(requests.map(r => r.key).slice(0, 2)).to.deep.equal(['nonce', 'authenticate']);
    expect(requests[0]!.query).to.include({ projectId: 'project-auth', st: 'appkit' });
    expect(requests[1]!.headers['x-nonce-jwt']).to.match(/^Bearer /);

    await auth.revokeSession('eip155:1', address);
    expect(changes.at(-1)).to.equal(undefined);
    expect(await auth.getSessions('eip155:1', address)).to.deep.equal([]);
    expect($account.get().status).to.equal('connected');
  });

  it('ReownAuthentication with the service unreachable: the Sign In view says so and offers Try again, the wallet stays; Cancel disconnects', async () => {
    // Nothing listens on port 9 on loopback: every call of the client fails to reach the service.
    const auth = new ReownAuthentication({ apiUrl: 'http://127.0.0.1:9' });
    const wallet = await announceTestWallet();
    await createSiwxKit({ siwx: auth, networks: [mainnet], projectId: 'project-auth' });
    const modal = await renderModal();
    expect(await connect(TEST_WALLET_ID)).to.equal(true);
    await waitConnected();
    const view = await waitForSignInView(modal);
    button(view, 'Sign')!.click();
    await waitUntil(() => deepText(view).includes('We could not reach the sign-in service.'), 'the view did not say the service is unreachable');
    expect(deepText(view)).to.include('Your wallet stays connected.');
    expect($account.get().status).to.equal('connected');
    expect(wallet.requests.map(request => request.method)).not.to.include('wallet_revokePermissions');
    // Try again: a new attempt, the same answer, still connected.
    const retry = button(view, 'Try again')!;
    retry.click();
    await waitUntil(() => $siwx.get().status === 'prompt' && button(view, 'Try again'), 'the retry did not end in the same error');
    expect($account.get().status).to.equal('connected');
    button(view, 'Cancel')!.click();
    await waitUntil(() => $account.get().status === 'disconnected', 'Cancel did not disconnect');
  });

  it('ReownAuthentication refuses a session the service rejects', async () => {
    const auth = new ReownAuthentication({ apiUrl: await reownAuthBase(`reject-${Date.now()}`) });
    const { session } = await signedEvmSession();
    // The nonce in the message was never issued by the service.
    await auth.addSession(session).then(
      () => expect.fail('the service accepted a nonce it never issued'),
      (error: Error) => expect(error.message).to.contain('nonce'),
    );
    expect(localStorage.getItem('@appkit/siwx-auth-token')).to.equal(null);
  });
});
