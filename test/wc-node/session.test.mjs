// Official SDKs on both sides over the local relay: @walletconnect/universal-provider (dapp) and
// @walletconnect/sign-client (wallet, test/fixtures/wc/wallet.mjs), with anvil behind the wallet.
import { contacted, nonLoopbackHosts } from './net-audit.mjs';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createPublicClient, http, parseEther, verifyMessage } from 'viem';
import { TEST_ACCOUNTS as ACCOUNTS } from '../fixtures/anvil.mjs';
import { nextEvent, startHarness, within } from './harness.mjs';
import { scaled } from '../fixtures/time-scale.mjs';

const TEST_ACCOUNTS = /** @type {readonly `0x${string}`[]} */ (ACCOUNTS);

const T = { timeout: scaled(60_000) };
/** @type {Awaited<ReturnType<typeof startHarness>>} */
let h;

before(async () => { h = await startHarness(); });
after(async () => {
  await h?.stop();
  assert.ok(contacted.has('127.0.0.1'), 'the network audit saw no traffic at all');
  assert.deepEqual(nonLoopbackHosts(), [], 'the SDKs contacted hosts other than loopback');
});

describe('WalletConnect session over the local relay', () => {
  it('connects: the wallet pairs from the URI and approves', T, async (t) => {
    const { wallet, dapp, session, connectMs } = await h.connectPair();
    t.diagnostic(`connect() → session: ${connectMs} ms`);
    assert.ok(session);
    assert.deepEqual(session.namespaces.eip155?.accounts, [`eip155:1:${TEST_ACCOUNTS[0]}`]);
    assert.equal(wallet.sessions().length, 1);
    assert.equal(wallet.sessions()[0]?.topic, session.topic);
    assert.deepEqual(await dapp.provider.request({ method: 'eth_accounts' }), [TEST_ACCOUNTS[0]]);
    assert.ok((h.relay.stats().methods.wc_proposeSession ?? 0) >= 1);
  });

  it('personal_sign: the wallet signs with the anvil account, viem verifies it', T, async (t) => {
    const { wallet, dapp } = await h.connectPair();
    const message = 'Sign in to w3m-modal tests';
    const hex = `0x${Buffer.from(message).toString('hex')}`;
    const started = performance.now();
    const signature = /** @type {`0x${string}`} */ (await within(5_000,
      dapp.provider.request({ method: 'personal_sign', params: [hex, wallet.address()] }), 'personal_sign'));
    t.diagnostic(`personal_sign round trip: ${Math.round(performance.now() - started)} ms`);
    assert.equal(await verifyMessage({ address: TEST_ACCOUNTS[0], message, signature }), true);
  });

  it('eth_sendTransaction: signed by the wallet, mined by anvil', T, async () => {
    const { wallet, dapp } = await h.connectPair();
    const to = TEST_ACCOUNTS[2];
    const hash = /** @type {`0x${string}`} */ (await within(5_000, dapp.provider.request({ method: 'eth_sendTransaction',
      params: [{ from: wallet.address(), to, value: `0x${parseEther('0.01').toString(16)}` }] }), 'eth_sendTransaction'));
    const receipt = await createPublicClient({ transport: http(h.anvil.url) }).waitForTransactionReceipt({ hash, timeout: scaled(30_000) });
    assert.equal(receipt.status, 'success');
    assert.equal(receipt.from.toLowerCase(), wallet.address().toLowerCase());
    assert.equal(receipt.to?.toLowerCase(), to?.toLowerCase());
  });

  it('a chain change in the wallet reaches the dapp', T, async () => {
    const { wallet, dapp } = await h.connectPair({ chains: [1, 10] });
    const changed = nextEvent(dapp.provider, 'chainChanged');
    await wallet.changeChain(10);
    assert.equal(Number(await changed), 10);
    assert.equal(await dapp.provider.request({ method: 'eth_chainId' }), 10);
  });

  it('wallet_switchEthereumChain to a chain the session lacks goes to the wallet', T, async () => {
    const { wallet, dapp } = await h.connectPair({ chains: [1] });
    /** @type {string[]} */
    const seen = [];
    wallet.onRequest((r) => seen.push(r.method));
    const changed = nextEvent(dapp.provider, 'chainChanged');
    await within(5_000, dapp.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }), 'switch');
    assert.equal(Number(await changed), 137);
    assert.deepEqual(seen, ['wallet_switchEthereumChain']);
    assert.ok(dapp.provider.session?.namespaces.eip155?.chains?.includes('eip155:137'));
  });

  it('an account change in the wallet reaches the dapp, and it signs with the new account', T, async () => {
    const { wallet, dapp } = await h.connectPair();
    const changed = nextEvent(dapp.provider, 'accountsChanged');
    await wallet.changeAccount(1);
    assert.deepEqual(await changed, [TEST_ACCOUNTS[1]]);
    const signature = /** @type {`0x${string}`} */ (await dapp.provider.request({ method: 'personal_sign', params: ['0x6869', TEST_ACCOUNTS[1]] }));
    assert.equal(await verifyMessage({ address: TEST_ACCOUNTS[1], message: { raw: '0x6869' }, signature }), true);
  });

  it('a wallet-side disconnect reaches the dapp', T, async () => {
    const { wallet, dapp } = await h.connectPair();
    const gone = nextEvent(dapp.provider, 'disconnect');
    await wallet.disconnect();
    assert.ok(await gone);
    assert.equal(dapp.provider.session, undefined);
  });

  it('a dapp disconnect reaches the wallet', T, async () => {
    const { wallet, dapp } = await h.connectPair();
    await dapp.provider.disconnect();
    await wallet.waitForEvent('session_delete');
    assert.deepEqual(wallet.sessions(), []);
  });

  it('a request the user rejects fails in the dapp with code 4001', T, async () => {
    const { wallet, dapp } = await h.connectPair();
    wallet.setAutoApprove(false);
    const request = dapp.provider.request({ method: 'personal_sign', params: ['0x6869', wallet.address()] });
    await wallet.rejectNext(4001);
    await assert.rejects(within(5_000, request), (/** @type {any} */ e) => e.code === 4001);
  });

  it('a rejected proposal fails connect() with the SDK code 5000', T, async () => {
    const { wallet, dapp } = await h.connectPair({ settle: false });
    wallet.setAutoApprove(false);
    const { uri, session } = dapp.connect();
    await wallet.pair(await uri);
    await wallet.rejectNext();
    await assert.rejects(within(5_000, session), (/** @type {any} */ e) => e.code === 5000);
  });
});
