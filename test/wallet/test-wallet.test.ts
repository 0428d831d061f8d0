// The test wallet against the real anvil node the test runner starts (test/fixtures/wtr-plugins.mjs).
import { expect } from '@open-wc/testing';
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData } from 'viem';
import type { Address, Hex, PublicClient } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { getAnvil, mine, setBalance } from '../fixtures/chain.js';
import type { AnvilInfo } from '../fixtures/chain.js';
import { TestWallet } from '../fixtures/test-wallet.js';

const ACCOUNT_0: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT_1: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** An address no other test uses: a new key's. */
const unusedAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address;

async function rejection(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await promise;
  } catch (err) {
    return err as { code: number; message: string };
  }
  throw new Error('expected the request to be rejected');
}

describe('TestWallet (EIP-1193 over anvil)', () => {
  let anvil: AnvilInfo;
  let client: PublicClient;
  let wallet: TestWallet;

  before(async () => {
    anvil = await getAnvil();
    client = createPublicClient({ transport: http(anvil.url) });
  });

  // The node is shared with the files running beside this one: no snapshot and revert (it would undo their
  // transactions), and balances are set only on addresses of this file's own.
  beforeEach(() => {
    wallet = new TestWallet({ rpcUrl: anvil.url });
  });

  it('serves the node address and chain id', async () => {
    expect(anvil.url).to.match(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(anvil.chainId).to.equal(1);
    expect(await wallet.request({ method: 'eth_chainId' })).to.equal('0x1');
    expect(await wallet.request({ method: 'net_version' })).to.equal('1');
  });

  it('exposes no accounts until connected, then the first two test accounts', async () => {
    expect(await wallet.request({ method: 'eth_accounts' })).to.deep.equal([]);
    const changes: unknown[] = [];
    wallet.on('accountsChanged', (accounts) => changes.push(accounts));
    expect(await wallet.request({ method: 'eth_requestAccounts' })).to.deep.equal([ACCOUNT_0, ACCOUNT_1]);
    expect(changes).to.deep.equal([[ACCOUNT_0, ACCOUNT_1]]);
    expect(await wallet.request({ method: 'eth_accounts' })).to.deep.equal([ACCOUNT_0, ACCOUNT_1]);
  });

  it('queues the connect prompt in manual mode until approved', async () => {
    wallet.approval = 'manual';
    const result = wallet.request({ method: 'eth_requestAccounts' });
    const pending = await wallet.waitForRequest('eth_requestAccounts');
    expect(pending.method).to.equal('eth_requestAccounts');
    expect(wallet.pendingRequests).to.have.length(1);
    const duplicate = await rejection(wallet.request({ method: 'eth_requestAccounts' }));
    expect(duplicate.code).to.equal(-32002);
    await wallet.approveNext();
    expect(await result).to.deep.equal([ACCOUNT_0, ACCOUNT_1]);
    expect(wallet.pendingRequests).to.have.length(0);
  });

  it('rejects prompts with 4001 by default or with a chosen code', async () => {
    wallet.approval = 'manual';
    const first = wallet.request({ method: 'eth_requestAccounts' });
    await wallet.waitForRequest('eth_requestAccounts');
    wallet.rejectNext();
    const err = await rejection(first);
    expect(err.code).to.equal(4001);
    expect(err.message).to.be.a('string').and.not.be.empty;

    const second = wallet.request({ method: 'eth_requestAccounts' });
    await wallet.waitForRequest('eth_requestAccounts');
    wallet.rejectNext(4100, 'Locked');
    expect(await rejection(second)).to.include({ code: 4100, message: 'Locked' });
    expect(await wallet.request({ method: 'eth_accounts' })).to.deep.equal([]);
  });

  it('refuses to sign for a site that is not connected (4100) and malformed params (-32602)', async () => {
    expect((await rejection(wallet.request({ method: 'personal_sign', params: ['0x68690a', ACCOUNT_0] }))).code).to.equal(4100);
    await wallet.request({ method: 'eth_requestAccounts' });
    expect((await rejection(wallet.request({ method: 'personal_sign', params: ['hi'] }))).code).to.equal(-32602);
    expect((await rejection(wallet.request({ method: 'eth_sign', params: [ACCOUNT_0, '0x00'] }))).code).to.equal(4200);
  });

  it('signs personal_sign with the real key', async () => {
    await wallet.request({ method: 'eth_requestAccounts' });
    const signature = (await wallet.request({ method: 'personal_sign', params: ['Sign in to w3m-modal', ACCOUNT_0] })) as Hex;
    expect(await verifyMessage({ address: ACCOUNT_0, message: 'Sign in to w3m-modal', signature })).to.equal(true);
    expect(await verifyMessage({ address: ACCOUNT_1, message: 'Sign in to w3m-modal', signature })).to.equal(false);
  });

  it('signs eth_signTypedData_v4 with the real key', async () => {
    await wallet.request({ method: 'eth_requestAccounts' });
    const typed = {
      domain: { name: 'w3m-modal', version: '1', chainId: 1 },
      types: { Login: [{ name: 'user', type: 'address' }, { name: 'nonce', type: 'uint256' }] },
      primaryType: 'Login' as const,
      message: { user: ACCOUNT_1, nonce: 7 },
    };
    const signature = (await wallet.request({
      method: 'eth_signTypedData_v4',
      params: [ACCOUNT_1, JSON.stringify(typed)],
    })) as Hex;
    expect(await verifyTypedData({ ...typed, message: { user: ACCOUNT_1, nonce: 7n }, address: ACCOUNT_1, signature })).to.equal(true);
  });

  it('sends a signed transaction that moves real balance', async () => {
    const recipient = unusedAddress();
    await wallet.request({ method: 'eth_requestAccounts' });
    const before = await client.getBalance({ address: ACCOUNT_0 });
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: ACCOUNT_0, to: recipient, value: `0x${parseEther('1.5').toString(16)}` }],
    })) as Hex;
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt.status).to.equal('success');
    expect(await client.getBalance({ address: recipient })).to.equal(parseEther('1.5'));
    expect(await client.getBalance({ address: ACCOUNT_0 }) < before - parseEther('1.5')).to.equal(true);
    const forwarded = await wallet.request({ method: 'eth_getTransactionReceipt', params: [hash] });
    expect((forwarded as { status: string }).status).to.equal('0x1');
  });

  it('forwards read-only calls to the node', async () => {
    const start = BigInt((await wallet.request({ method: 'eth_blockNumber' })) as Hex);
    await mine(3);
    // Other files mine too: at least the three blocks asked for.
    expect(BigInt((await wallet.request({ method: 'eth_blockNumber' })) as Hex) >= start + 3n).to.equal(true);
    const holder = unusedAddress();
    await setBalance(holder, 123n);
    expect(await wallet.request({ method: 'eth_getBalance', params: [holder, 'latest'] })).to.equal('0x7b');
  });

  it('switches chains: known ones emit chainChanged, unknown ones fail with 4902 until added', async () => {
    const events: unknown[] = [];
    wallet.on('chainChanged', (id) => events.push(id));
    const unknown = await rejection(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }));
    expect(unknown.code).to.equal(4902);
    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x89', chainName: 'Polygon', rpcUrls: [anvil.url], nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 } }],
    });
    expect(await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })).to.equal(null);
    expect(await wallet.request({ method: 'eth_chainId' })).to.equal('0x89');
    wallet.switchChain(1);
    expect(events).to.deep.equal(['0x89', '0x1']);
  });

  it('adding a chain moves the wallet to it, as extensions do (the site does not have to ask again)', async () => {
    const events: unknown[] = [];
    wallet.on('chainChanged', (id) => events.push(id));
    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0xa', chainName: 'OP Mainnet', rpcUrls: [anvil.url], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
    });
    expect(await wallet.request({ method: 'eth_chainId' })).to.equal('0xa');
    expect(events).to.deep.equal(['0xa']);
    // Adding a chain it knows moves it there too.
    wallet.switchChain(1);
    await wallet.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0xa', chainName: 'OP Mainnet', rpcUrls: [anvil.url] }] });
    expect(wallet.chainId).to.equal(10);
  });

  it('lets the test play the user: setAccounts, lock, disconnect', async () => {
    await wallet.request({ method: 'eth_requestAccounts' });
    const accounts: unknown[] = [];
    const disconnects: unknown[] = [];
    wallet.on('accountsChanged', (a) => accounts.push(a));
    wallet.on('disconnect', (e) => disconnects.push(e));
    wallet.setAccounts(1);
    expect(await wallet.request({ method: 'eth_accounts' })).to.deep.equal([ACCOUNT_1]);
    wallet.lock();
    expect(await wallet.request({ method: 'eth_accounts' })).to.deep.equal([]);
    wallet.unlock();
    wallet.disconnectFromWallet();
    expect(accounts).to.deep.equal([[ACCOUNT_1], [], [ACCOUNT_1], []]);
    expect(disconnects).to.have.length(1);
    expect(disconnects[0]).to.include({ code: 4900 });
    expect(await wallet.request({ method: 'eth_accounts' })).to.deep.equal([]);
    expect(wallet.listenerCount('accountsChanged')).to.equal(1);
  });

  it('stays connected across a "reload" when given a storage key; revoking forgets', async () => {
    const storageKey = `test-wallet-${crypto.randomUUID()}`;
    const first = new TestWallet({ rpcUrl: anvil.url, storageKey });
    await first.request({ method: 'eth_requestAccounts' });
    first.setAccounts([ACCOUNT_1, ACCOUNT_0]);
    const reloaded = new TestWallet({ rpcUrl: anvil.url, storageKey });
    expect(await reloaded.request({ method: 'eth_accounts' })).to.deep.equal([ACCOUNT_1, ACCOUNT_0]);
    await reloaded.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    const again = new TestWallet({ rpcUrl: anvil.url, storageKey });
    expect(await again.request({ method: 'eth_accounts' })).to.deep.equal([]);
    again.clearPersisted();
  });
});
