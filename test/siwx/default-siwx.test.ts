import { expect } from '@open-wc/testing';
import { hashMessage } from 'viem';
import type { Address, Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { DefaultSIWX, createDefaultSIWX } from '../../src/core/siwx/default.js';
import type { SIWXSession } from '../../src/core/siwx-types.js';
import { rpc } from '../fixtures/chain.js';
import { createTestKit } from '../modal/helpers.js';
import { SESSIONS_KEY, storedSessions, writeSessions } from './helpers.js';
import { resetAll } from '../helpers/reset.js';

/** Signs a fresh message for a fresh key, as a wallet would (EIP-191 personal message). */
async function signedSession(siwx: DefaultSIWX, chainId = 'eip155:1'): Promise<{ session: SIWXSession; address: Address }> {
  const account = privateKeyToAccount(generatePrivateKey());
  const message = await siwx.createMessage({ accountAddress: account.address, chainId });
  const text = message.toString();
  const { toString: _text, ...data } = message;
  return { session: { data, message: text, signature: await account.signMessage({ message: text }) }, address: account.address };
}

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a rejection');
}

/**
 * A minimal ERC-1271 wallet contract (runtime code written by hand): `isValidSignature(hash, sig)` returns
 * the magic value 0x1626ba7e when `hash` equals storage slot 0, else zero. Slot 0 holds the one message
 * hash the "owner" approved, as a multisig's approved-hashes list does.
 */
const ERC1271_RUNTIME = '0x60043560005414600f5760206000f35b631626ba7e60e01b60005260206000f3';

async function deploySmartAccount(approvedHash: Hex): Promise<Address> {
  const address = privateKeyToAccount(generatePrivateKey()).address;
  await rpc('anvil_setCode', [address, ERC1271_RUNTIME]);
  await rpc('anvil_setStorageAt', [address, '0x0', approvedHash]);
  return address;
}

describe('DefaultSIWX (EIP-4361 with viem, sessions in localStorage)', () => {
  beforeEach(async () => {
    resetAll();
    // Smart-account checks read the network's RPC from the modal's options (anvil here).
    await createTestKit();
  });
  afterEach(() => resetAll());

  it('builds an EIP-4361 message for the account and keeps a session signed by it', async () => {
    const siwx = createDefaultSIWX({ statement: 'Sign in to play', expiration: 60_000 });
    const { session, address } = await signedSession(siwx);
    const parsed = parseSiweMessage(session.message);
    expect(parsed).to.include({ address, chainId: 1, domain: location.host, uri: location.origin, version: '1', statement: 'Sign in to play' });
    expect(parsed.nonce).to.match(/^[a-zA-Z0-9]{8,}$/);
    expect(session.data).to.include({ accountAddress: address, chainId: 'eip155:1', nonce: parsed.nonce, domain: location.host });
    expect(new Date(session.data.expirationTime!).getTime() - new Date(session.data.issuedAt!).getTime()).to.equal(60_000);
    expect(await siwx.getSessions('eip155:1', address)).to.deep.equal([]);
    await siwx.addSession(session);
    expect(await siwx.getSessions('eip155:1', address)).to.deep.equal([session]);
    expect(await siwx.getSessions('eip155:1', address.toLowerCase())).to.have.length(1);
    expect(await siwx.getSessions('eip155:10', address)).to.deep.equal([]);
    expect(storedSessions()).to.deep.equal([session]);
    // Each message gets its own nonce.
    const again = await siwx.createMessage({ accountAddress: address, chainId: 'eip155:1' });
    expect(again.nonce).not.to.equal(parsed.nonce);
  });

  it('refuses a session whose message, data or signature was changed, and stores nothing', async () => {
    const siwx = new DefaultSIWX();
    const { session, address } = await signedSession(siwx);
    const other = await signedSession(siwx);
    const cases: SIWXSession[] = [
      { ...session, message: session.message.replace(/Nonce: \w+/, 'Nonce: abcdefgh1234') },
      { ...session, signature: other.session.signature },
      { ...session, data: { ...session.data, accountAddress: other.address } },
      { ...session, data: { ...session.data, chainId: 'eip155:10' } },
      { ...session, signature: 'not hex' },
    ];
    for (const tampered of cases) {
      expect(await rejection(siwx.addSession(tampered))).to.match(/Invalid SIWX session/);
    }
    expect(localStorage.getItem(SESSIONS_KEY)).to.equal(null);
    expect(await siwx.getSessions('eip155:1', address)).to.deep.equal([]);
  });

  it('ignores a corrupted stored value and drops a tampered stored session, keeping the valid ones', async () => {
    const siwx = new DefaultSIWX();
    localStorage.setItem(SESSIONS_KEY, '{not json');
    const first = await signedSession(siwx);
    expect(await siwx.getSessions('eip155:1', first.address)).to.deep.equal([]);
    writeSessions([{ data: 'wrong shape' }]);
    expect(await siwx.getSessions('eip155:1', first.address)).to.deep.equal([]);
    expect(localStorage.getItem(SESSIONS_KEY)).to.equal(null);

    const second = await signedSession(siwx);
    await siwx.addSession(first.session);
    await siwx.addSession(second.session);
    const tampered = { ...first.session, message: first.session.message.replace('Version: 1', 'Version: 1 ') };
    writeSessions([tampered, second.session]);
    expect(await siwx.getSessions('eip155:1', first.address)).to.deep.equal([]);
    expect(storedSessions()).to.deep.equal([second.session]);
    expect(await siwx.getSessions('eip155:1', second.address)).to.deep.equal([second.session]);
  });

  it('drops a session once it expired (on its clock)', async () => {
    // The test moves the clock: signing and verifying may take any time on a busy machine.
    let now = Date.parse('2030-01-01T00:00:00.000Z');
    const siwx = new DefaultSIWX({ expiration: 400, now: () => now });
    const { session, address } = await signedSession(siwx);
    expect(session.data).to.include({ issuedAt: '2030-01-01T00:00:00.000Z', expirationTime: '2030-01-01T00:00:00.400Z' });
    await siwx.addSession(session);
    now += 399;
    expect(await siwx.getSessions('eip155:1', address)).to.have.length(1);
    now += 1;
    expect(await siwx.getSessions('eip155:1', address)).to.deep.equal([]);
    expect(storedSessions()).to.deep.equal([]);
  });

  it('refuses a session signed for another domain', async () => {
    const elsewhere = new DefaultSIWX({ domain: 'phishing.example' });
    const { session } = await signedSession(elsewhere);
    expect(await rejection(new DefaultSIWX().addSession(session))).to.match(/Invalid SIWX session/);
  });

  it('revokes one account and replaces or clears every session', async () => {
    const siwx = new DefaultSIWX();
    const a = await signedSession(siwx);
    const b = await signedSession(siwx);
    await siwx.setSessions([a.session, b.session]);
    expect(storedSessions()).to.have.length(2);
    await siwx.revokeSession('eip155:1', a.address);
    expect(await siwx.getSessions('eip155:1', a.address)).to.deep.equal([]);
    expect(await siwx.getSessions('eip155:1', b.address)).to.have.length(1);
    const bad = { ...a.session, signature: b.session.signature };
    expect(await rejection(siwx.setSessions([a.session, bad]))).to.match(/Invalid SIWX session/);
    expect(storedSessions()).to.deep.equal([b.session]);
    await siwx.setSessions([]);
    expect(storedSessions()).to.deep.equal([]);
  });

  it('says clearly when asked for a network it cannot sign for, and how it treats the defaults', async () => {
    const siwx = new DefaultSIWX();
    const address = privateKeyToAccount(generatePrivateKey()).address;
    expect(await rejection(siwx.createMessage({ accountAddress: address, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }))).to.equal(
      'DefaultSIWX supports EVM networks only (got "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp")',
    );
    expect(await rejection(siwx.createMessage({ accountAddress: 'nope', chainId: 'eip155:1' }))).to.match(/not an EVM address/);
    expect(await rejection(siwx.createMessage({ accountAddress: address, chainId: 'eip155:1', notBefore: 'soon' }))).to.match(/not a valid date/);
    expect(siwx.getRequired()).to.equal(true);
    expect(new DefaultSIWX({ required: false }).getRequired()).to.equal(false);
    expect(siwx.signOutOnDisconnect).to.equal(true);
    // Before an account is known (WalletConnect one-click authentication) the fields exist, the text does not.
    const early = await siwx.createMessage({ accountAddress: '', chainId: 'eip155:1' });
    expect(early).to.include({ accountAddress: '', domain: location.host, version: '1' });
    expect(() => early.toString()).to.throw(/needs an account address/);
  });

  it('verifies a smart-account signature through ERC-1271 on the local node', async () => {
    const siwx = new DefaultSIWX();
    // The address is only known once deployed, and the message names it: deploy, then approve its hash.
    const account = await deploySmartAccount(`0x${'00'.repeat(32)}`);
    const message = await siwx.createMessage({ accountAddress: account, chainId: 'eip155:1' });
    const text = message.toString();
    await rpc('anvil_setStorageAt', [account, '0x0', hashMessage(text)]);
    const { toString: _text, ...data } = message;
    // Contract wallets return whatever their scheme needs; this one ignores the bytes.
    const session: SIWXSession = { data, message: text, signature: `0x${'ab'.repeat(65)}` };
    await siwx.addSession(session);
    expect(await siwx.getSessions('eip155:1', account)).to.deep.equal([session]);

    // The contract approves one hash only: another message for the same account is refused.
    const other = (await siwx.createMessage({ accountAddress: account, chainId: 'eip155:1' })).toString();
    expect(await rejection(siwx.addSession({ ...session, message: other, data: { ...data, nonce: parseSiweMessage(other).nonce! } }))).to.match(
      /Invalid SIWX session/,
    );
    // Revoking the approval on chain invalidates the stored session on the next check.
    await rpc('anvil_setStorageAt', [account, '0x0', `0x${'00'.repeat(32)}`]);
    expect(await siwx.getSessions('eip155:1', account)).to.deep.equal([]);
  });
});
