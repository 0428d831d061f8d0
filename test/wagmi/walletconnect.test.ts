// w3m-modal/wagmi with WalletConnect: a phone wallet (a Node wallet on the official SDK, test/fixtures/wc) paired
// in the modal over the local relay is wagmi's connection. wagmi's own actions sign, switch chain and disconnect
// through the session; the wallet's side reaches wagmi; a reload restores it through wagmi's reconnect.
// What it loads, and when: lazy.test.ts (this file's helpers load the SDK up front).
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { getAccount as wagmiAccount, disconnect as wagmiDisconnect, reconnect, signMessage, switchChain as wagmiSwitchChain } from '@wagmi/core';
import type { Config } from '@wagmi/core';
import { verifyMessage } from 'viem';
import { createAppKit, destroyAppKit } from '../../src/app-kit.js';
import { $account, $chain, disconnect, mainnet, } from '../../src/core/index.js';
import { connectWalletConnect } from '../../src/core/walletconnect/index.js';
import { setSdkBinding } from '../../src/core/sdk-version.js';
import { disposeWalletConnect } from '../../src/connectors/walletconnect/shared-provider.js';
import { WagmiAdapter } from '../../src/wagmi.js';
import { getAnvil } from '../fixtures/chain.js';
import { getWc } from '../fixtures/wc/control.js';
import { nextUri, secondNetwork, useWallet } from '../wc/helpers.js';
import { countReconnects, expectAgree, sampleFrames } from './helpers.js';

/** The app's side, as AppKit's wagmi quickstart writes it; WalletConnect is on because a projectId is given. */
/** A WagmiAdapter on mainnet and a second network, both on the local node, and what createAppKit needs beside it. */
async function newAdapter() {
  const { relayUrl, verifyUrl } = await getWc();
  const anvil = await getAnvil();
  const networks = [mainnet, await secondNetwork()];
  const customRpcUrls = { 'eip155:1': [{ url: anvil.url }], 'eip155:10': [{ url: anvil.url }] };
  const adapter = new WagmiAdapter({ networks, projectId: 'test-project', customRpcUrls });
  const start = () => createAppKit({ adapters: [adapter], networks, projectId: 'test-project', customRpcUrls, relayUrl, verifyUrl, metadata: METADATA });
  return { adapter, config: adapter.wagmiConfig, start };
}

const METADATA = { name: 'w3m wagmi tests', description: 'w3m-modal with wagmi', url: location.origin, icons: [] };

async function setUp(): Promise<Config> {
  const { adapter, start } = await newAdapter();
  start();
  await waitUntil(() => adapter.wagmiConfig.state.status === 'disconnected', 'wagmi did not settle after start');
  return adapter.wagmiConfig;
}

/** QR → the wallet pairs → wagmi and the modal are connected. */
async function pair(config: Config, wallet: { pair(uri: string): Promise<unknown> }, previous?: string): Promise<string> {
  const attempt = connectWalletConnect();
  const uri = await nextUri(previous);
  await wallet.pair(uri);
  expect(await attempt).to.equal(true);
  expect(wagmiAccount(config).status).to.equal('connected');
  return uri;
}

/** What a reload leaves: storage (wagmi's, the modal's, the SDK's IndexedDB) but no objects, stores or socket. */
async function reload(): Promise<void> {
  await disposeWalletConnect();
  destroyAppKit();
}

describe('WagmiAdapter: WalletConnect through wagmi', function () {
  this.timeout(30_000);
  const wallet = useWallet();

  it('a session paired in the modal is wagmi\'s: wagmi signs and switches chain through it; every frame agrees', async () => {
    const config = await setUp();
    const sample = sampleFrames(config);
    await pair(config, wallet);
    const address = wagmiAccount(config).address!;
    expect(address.toLowerCase()).to.equal((await wallet.state()).address.toLowerCase());
    expect($account.get().connectedWalletInfo?.type).to.equal('WALLET_CONNECT');
    expectAgree(config);

    const message = 'Play with wagmi over WalletConnect';
    const signature = await signMessage(config, { message });
    expect(await verifyMessage({ address, message, signature })).to.equal(true);

    await wagmiSwitchChain(config, { chainId: 10 });
    expect(wagmiAccount(config).chainId).to.equal(10);
    expect($chain.get().activeNetwork?.caipNetworkId).to.equal('eip155:10');
    expectAgree(config);

    // The wallet's side reaches wagmi: an account switch, a chain switch.
    const third = (await getAnvil()).accounts[2]!;
    await wallet.changeAccount(2);
    await waitUntil(() => wagmiAccount(config).address?.toLowerCase() === third.toLowerCase(), 'wagmi did not follow the account');
    await wallet.changeChain(1);
    await waitUntil(() => wagmiAccount(config).chainId === 1, 'wagmi did not follow the chain');
    expectAgree(config);
    expect((await sample()).disagreements).to.deep.equal([]);
  });

  it('a disconnect from wagmi, from the modal or from the wallet ends the session on both sides', async () => {
    const config = await setUp();
    const sample = sampleFrames(config);
    const deletes = async (): Promise<number> => (await wallet.state()).events.filter(e => e.name === 'session_delete').length;

    const first = await pair(config, wallet);
    await wagmiDisconnect(config);
    expect($account.get().status).to.equal('disconnected');
    await waitUntil(async () => (await deletes()) === 1, 'the wallet was not told (wagmi disconnect)');
    expect((await wallet.state()).sessions).to.have.length(0);

    const second = await pair(config, wallet, first);
    await disconnect();
    expect(wagmiAccount(config).status).to.equal('disconnected');
    await waitUntil(async () => (await deletes()) === 2, 'the wallet was not told (modal disconnect)');

    await pair(config, wallet, second);
    await wallet.disconnect();
    await waitUntil(() => wagmiAccount(config).status === 'disconnected', 'wagmi kept a session the wallet ended');
    expect($account.get().status).to.equal('disconnected');
    expectAgree(config);
    expect((await sample()).disagreements).to.deep.equal([]);
  });

  it('a reload restores the session through wagmi\'s reconnect, once, naming the stored address while it does', async () => {
    const first = await setUp();
    await pair(first, wallet);
    await wagmiSwitchChain(first, { chainId: 10 });
    const address = wagmiAccount(first).address!;
    const proposals = (await wallet.state()).events.filter(e => e.name === 'session_proposal').length;

    await reload();
    // A plain page: the adapter reconnects. The hooks are sampled from before it starts.
    const { config, start } = await newAdapter();
    const runs = countReconnects(config);
    const sample = sampleFrames(config);
    const seen: string[] = [];
    const stopSeeing = $account.subscribe(account => seen.push(`${account.status}|${account.address ?? ''}`));
    start();
    await waitUntil(() => wagmiAccount(config).status === 'connected', 'wagmi did not restore the session', { timeout: 10_000 });
    stopSeeing();
    expect(wagmiAccount(config).address).to.equal(address);
    expect(wagmiAccount(config).chainId).to.equal(10);
    expectAgree(config);
    // While wagmi reconnected, the modal named the stored address too.
    expect(seen).to.include(`connecting|${address}`);
    expect((await wallet.state()).events.filter(e => e.name === 'session_proposal')).to.have.length(proposals);
    const { frames, disagreements } = await sample();
    expect(frames).to.be.greaterThan(0);
    expect(disagreements).to.deep.equal([]);
    expect(runs()).to.equal(1);

    // The restored session signs.
    const signature = await signMessage(config, { message: 'after a reload' });
    expect(await verifyMessage({ address, message: 'after a reload', signature })).to.equal(true);
  });

  it('with the React binding the adapter leaves the reconnect to <WagmiProvider> (its reconnect on mount), which restores it once', async () => {
    const first = await setUp();
    await pair(first, wallet);
    const address = wagmiAccount(first).address!;
    await reload();
    setSdkBinding('react');
    try {
      const { config, start } = await newAdapter();
      const runs = countReconnects(config);
      start();
      expect(wagmiAccount(config).status).to.equal('disconnected');
      expectAgree(config);
      // What <WagmiProvider> does when it mounts.
      await reconnect(config);
      expect(wagmiAccount(config).status).to.equal('connected');
      expect(wagmiAccount(config).address).to.equal(address);
      expectAgree(config);
      expect(runs()).to.equal(1);
    } finally {
      setSdkBinding('html');
    }
  });
});
