import { expect } from '@open-wc/testing';
import { AuthSession, readAuthCache, smartAccountNetworks } from '../../src/connectors/auth/auth-session.js';
import { callNames, destroyClients, newClient, rejection, secureSite } from './helpers.js';
import type { Behaviour } from './helpers.js';
import { clearW3mStorage } from '../helpers/reset.js';

/** A session on the fixture frame with a clock the test moves. */
async function newSession(behaviour: Behaviour = {}) {
  const test = await newClient({ readyDelayMs: 20 }, behaviour);
  await test.client.init();
  const clock = { now: 1_000_000 };
  return { ...test, auth: new AuthSession(test.client, () => clock.now), clock };
}

async function signIn(auth: AuthSession): Promise<void> {
  await auth.connectEmail('player@example.com');
  await auth.connectOtp('123456');
  const user = await auth.getUser({ chainId: 1 });
  auth.loginSucceeded(user.email);
}

describe('AuthSession: stored values and login rules (spec section 4)', () => {
  beforeEach(() => clearW3mStorage());
  afterEach(() => {
    destroyClients();
    clearW3mStorage();
  });

  it('waits 30 s between email requests: "Please try again after {n} seconds", nothing sent meanwhile', async () => {
    const { auth, clock, session } = await newSession();
    expect(await auth.connectEmail('player@example.com')).to.deep.equal({ action: 'VERIFY_OTP' });
    clock.now += 5_500;
    expect((await rejection(auth.connectEmail('player@example.com'))).message).to.equal('Please try again after 25 seconds');
    clock.now += 24_000;
    expect((await rejection(auth.connectEmail('other@example.com'))).message).to.equal('Please try again after 1 seconds');
    expect((await callNames(session)).filter(n => n === 'CONNECT_EMAIL')).to.have.length(1);
    clock.now += 600;
    expect(await auth.connectEmail('player@example.com')).to.deep.equal({ action: 'VERIFY_OTP' });
  });

  it('a login stores the email and the used flag and clears the last email login time', async () => {
    const { auth } = await newSession();
    await auth.connectEmail('player@example.com');
    expect(readAuthCache().lastEmailLoginTime).to.equal(1_000_000);
    await auth.connectOtp('123456');
    const user = await auth.getUser({ chainId: 1 });
    auth.loginSucceeded(user.email);
    expect(readAuthCache()).to.deep.equal({ emailLoginUsed: true, email: 'player@example.com', lastUsedChain: 1 });
    expect(auth.emailWaitSeconds()).to.equal(0);
  });

  it('answers "not connected" without asking the frame when email login was never used', async () => {
    const { auth, session } = await newSession();
    expect(await auth.isConnected()).to.equal(false);
    expect(await callNames(session)).to.deep.equal([]);
  });

  it('a not-connected answer clears the auth cache (flag, email, last chain, social username)', async () => {
    const { auth, session } = await newSession();
    await signIn(auth);
    await auth.connectFarcaster();
    await auth.getSmartAccountEnabledNetworks();
    expect(await auth.isConnected()).to.equal(true);
    // The session ends on the secure site's side (another tab signed out).
    await fetch(`${(await secureSite()).origin}/call`, { method: 'POST', body: JSON.stringify({ session, name: 'SIGN_OUT' }) });
    expect(await auth.isConnected()).to.equal(false);
    expect(readAuthCache()).to.deep.equal({ smartAccountNetworks: '1,8453' });
  });

  it('a failed connection check clears the auth cache and rethrows', async () => {
    const { auth, client } = await newSession();
    await signIn(auth);
    const failing = await newClient({ readyDelayMs: 20 }, { fail: { IS_CONNECTED: 'Session lookup failed' } });
    await failing.client.init();
    const other = new AuthSession(failing.client);
    expect((await rejection(other.isConnected())).message).to.equal('Session lookup failed');
    expect(readAuthCache()).to.deep.equal({});
    expect(client.openRequests).to.equal(0);
  });

  it('a disconnect clears the cache even when the frame fails to sign out', async () => {
    const { auth } = await newSession({ fail: { SIGN_OUT: 'Frame is gone' } });
    auth.loginSucceeded('player@example.com');
    expect((await rejection(auth.signOut())).message).to.equal('Frame is gone');
    expect(readAuthCache()).to.deep.equal({});
  });

  it('answers the chain id from the stored last used chain, asking the frame only when none is stored', async () => {
    const { auth, session } = await newSession();
    expect(await auth.getChainId()).to.equal(1);
    expect(await callNames(session)).to.deep.equal(['GET_CHAIN_ID']);
    expect(await auth.switchNetwork(8453)).to.equal(8453);
    expect(await auth.getChainId()).to.equal(8453);
    expect(await callNames(session)).to.deep.equal(['GET_CHAIN_ID', 'SWITCH_NETWORK']);
  });

  it('stores the smart-account networks as a list, and an empty list when loading them fails', async () => {
    const ok = await newSession();
    expect(await ok.auth.getSmartAccountEnabledNetworks()).to.deep.equal([1, 8453]);
    expect(smartAccountNetworks()).to.deep.equal([1, 8453]);
    const failing = await newSession({ fail: { GET_SMART_ACCOUNT_ENABLED_NETWORKS: 'No networks' } });
    expect((await rejection(failing.auth.getSmartAccountEnabledNetworks())).message).to.equal('No networks');
    expect(smartAccountNetworks()).to.deep.equal([]);
  });

  it('stores the new email after the secondary code of an email update', async () => {
    const { auth } = await newSession();
    await signIn(auth);
    expect(await auth.updateEmail('new@example.com')).to.deep.equal({ action: 'VERIFY_PRIMARY_OTP' });
    expect((await rejection(auth.updateEmailPrimaryOtp('000000'))).message).to.equal('Invalid code');
    await auth.updateEmailPrimaryOtp('123456');
    expect(await auth.updateEmailSecondaryOtp('123456')).to.equal('new@example.com');
    expect(readAuthCache().email).to.equal('new@example.com');
  });

  it('forgets a corrupted field and keeps the others', () => {
    localStorage.setItem('w3m:auth', JSON.stringify({ emailLoginUsed: 'yes', email: 'a@b.co', lastUsedChain: { evil: 1 }, smartAccountNetworks: '1,x' }));
    expect(readAuthCache()).to.deep.equal({ email: 'a@b.co' });
    localStorage.setItem('w3m:auth', '{not json');
    expect(readAuthCache()).to.deep.equal({});
  });
});
