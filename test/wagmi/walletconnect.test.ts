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
import type { AppKit } from '../../src/app-kit.js';
import { DISCONNECTED, connectedTo, countReconnects, kitAccount, readInWagmisUpdates } from './helpers.js';

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

async function setUp(): Promise<{ config: Config; kit: AppKit }> {
  const { adapter, start } = await newAdapter();
  const kit = start();
  await waitUntil(() => adapter.wagmiConfig.state.status === 'disconnected', 'wagmi did not settle after start');
  return { config: adapter.wagmiConfig, kit };
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

  it('a session paired in the modal is wagmi\'s: wagmi signs and switches chain through it; the modal shows each change in wagmi\'s update', async () => {
    const { config, kit } = await setUp();
    const reads = readInWagmisUpdates(config, kit);
    await pair(config, wallet);
    const address = wagmiAccount(config).address!;
    expect(address.toLowerCase()).to.equal((await wallet.state()).address.toLowerCase());
    expect($account.get().connectedWalletInfo?.type).to.equal('WALLET_CONNECT');
    expect(kitAccount(kit)).to.deep.equal(connectedTo(address, 1));

    const message = 'Play with wagmi over WalletConnect';
    const signature = await signMessage(config, { message });
    expect(await verifyMessage({ address, message, signature })).to.equal(true);

    await wagmiSwitchChain(config, { chainId: 10 });
    expect(wagmiAccount(config).chainId).to.equal(10);
    expect($chain.get().activeNetwork?.caipNetworkId).to.equal('eip155:10');
    expect(kitAccount(kit)).to.deep.equal(connectedTo(address, 10));

    // The wallet's side reaches wagmi: an account switch, a chain switch.
    const third = (await getAnvil()).accounts[2]!;
    await wallet.changeAccount(2);
    await waitUntil(() => wagmiAccount(config).address?.toLowerCase() === third.toLowerCase(), 'wagmi did not follow the account');
    expect(kitAccount(kit)).to.deep.equal(connectedTo(third, 10));
    await wallet.changeChain(1);
    await waitUntil(() => wagmiAccount(config).chainId === 1, 'wagmi did not follow the chain');
    expect(kitAccount(kit)).to.deep.equal(connectedTo(third, 1));
    const seen = reads();
    expect(seen).to.deep.include([third.toLowerCase(), third.toLowerCase()]);
    expect(seen.filter(([wagmi, kitSays]) => wagmi !== kitSays)).to.deep.equal([]);
  });

  it('a disconnect from wagmi, from the modal or from the wallet ends the session on both sides', async () => {
    const { config, kit } = await setUp();
    const deletes = async (): Promise<number> => (await wallet.state()).events.filter(e => e.name === 'session_delete').length;

    const first = await pair(config, wallet);
    await wagmiDisconnect(config);
    expect(kitAccount(kit)).to.deep.equal(DISCONNECTED);
    await waitUntil(async () => (await deletes()) === 1, 'the wallet was not told (wagmi disconnect)');
    expect((await wallet.state()).sessions).to.have.length(0);

    const second = await pair(config, wallet, first);
    await disconnect();
    expect(wagmiAccount(config).status).to.equal('disconnected');
    expect(kitAccount(kit)).to.deep.equal(DISCONNECTED);
    await waitUntil(async () => (await deletes()) === 2, 'the wallet was not told (modal disconnect)');

    await pair(config, wallet, second);
    await wallet.disconnect();
    await waitUntil(() => wagmiAccount(config).status === 'disconnected', 'wagmi kept a session the wallet ended');
    expect(kitAccount(kit)).to.deep.equal(DISCONNECTED);
  });

  it('a reload restores the session through wagmi\'s reconnect, once, naming the stored address while it does', async () => {
    const { config: first } = await setUp();
    await pair(first, wallet);
    await wagmiSwitchChain(first, { chainId: 10 });
    const address = wagmiAccount(first).address!;
    const proposals = (await wallet.state()).events.filter(e => e.name === 'session_proposal').length;

    await reload();
    // A plain page: the adapter reconnects. What the modal says is watched from before it starts.
    const { config, start } = await newAdapter();
    const runs = countReconnects(config);
    const seen: string[] = [];
    const stopSeeing = $account.subscribe(account => seen.push(`${account.status}|${account.address ?? ''}`));
    const kit = start();
    const reads = readInWagmisUpdates(config, kit);
    await waitUntil(() => wagmiAccount(config).status === 'connected', 'wagmi did not restore the session', { timeout: 10_000 });
    stopSeeing();
    expect(wagmiAccount(config).address).to.equal(address);
    expect(wagmiAccount(config).chainId).to.equal(10);
    expect(kitAccount(kit)).to.deep.equal(connectedTo(address, 10));
    // While wagmi reconnected, the modal named the stored address too.
    expect(seen).to.include(`connecting|${address}`);
    expect((await wallet.state()).events.filter(e => e.name === 'session_proposal')).to.have.length(proposals);
    expect(reads().filter(([wagmi, kitSays]) => wagmi !== kitSays)).to.deep.equal([]);
    expect(runs()).to.equal(1);

    // The restored session signs.
    const signature = await signMessage(config, { message: 'after a reload' });
    expect(await verifyMessage({ address, message: 'after a reload', signature })).to.equal(true);
  });

  it('with the React binding the adapter leaves the reconnect to <WagmiProvider> (its reconnect on mount), which restores it once', async () => {
    const { config: first } = await setUp();
    await pair(first, wallet);
    const address = wagmiAccount(first).address!;
    await reload();
    setSdkBinding('react');
    try {
      const { config, start } = await newAdapter();
      const runs = countReconnects(config);
      const kit = start();
      expect(wagmiAccount(config).status).to.equal('disconnected');
      expect(kitAccount(kit)).to.deep.equal(DISCONNECTED);
      // What <WagmiProvider> does when it mounts.
      await reconnect(config);
      expect(wagmiAccount(config).status).to.equal('connected');
      expect(wagmiAccount(config).address).to.equal(address);
      expect(kitAccount(kit)).to.deep.equal(connectedTo(address, 1));
      expect(runs()).to.equal(1);
    } finally {
      setSdkBinding('html');
    }
  });
});
