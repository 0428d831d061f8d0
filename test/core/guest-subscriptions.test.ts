// Subscribers are guests (issue 30): an app's subscribe* callback hears only changes of its own slice of public
// state, with AppKit's shapes, after the modal's own update; one that throws is reported once and changes nothing
// else. Driven with a real TestWallet on anvil, announced over EIP-6963.
import { expect } from '@open-wc/testing';
import { sepolia } from 'viem/chains';
import { createAppKit } from '../../src/index.js';
import { $modal, connect, mainnet, restoreConnection } from '../../src/core/index.js';
import { patchAccount } from '../helpers/account.js';
import type { Eip1193Provider, PublicModalState } from '../../src/core/index.js';
import { getConnector } from '../../src/core/connection/index.js';
import { WALLET_RDNS, announce, kitOptions, newWallet } from '../connectors/helpers.js';
import { captureConsoleErrors } from '../helpers/console.js';
import { freshState, resetAll } from '../helpers/reset.js';
import { waitUntil } from '../helpers/wait.js';
import { rowsReady } from '../../src/features.js';

async function kitWithWallet() {
  const wallet = await newWallet();
  announce(wallet, { rdns: WALLET_RDNS });
  // The wallet list is not part of these tests: its explorer is a closed port on loopback.
  const kit = createAppKit(await kitOptions({ networks: [mainnet, sepolia], explorerApiUrl: 'http://127.0.0.1:9' }));
  await rowsReady();
  await waitUntil(() => getConnector(WALLET_RDNS), 'the wallet was discovered');
  return { wallet, kit };
}

describe('subscribers are guests', () => {
  beforeEach(freshState);
  afterEach(resetAll);

  it('subscribeProviders hears provider changes only, with every namespace AppKit names', async () => {
    const { wallet, kit } = await kitWithWallet();
    const seen: Record<string, unknown>[] = [];
    kit.subscribeProviders(providers => seen.push({ ...providers }));
    // Discovery and the start of a connect change other state: no call for them.
    announce(await newWallet(), { rdns: 'dev.w3m-modal.another-wallet', name: 'Another Wallet' });
    await waitUntil(() => getConnector('dev.w3m-modal.another-wallet'), 'the second wallet was discovered');
    expect(await connect(WALLET_RDNS)).to.equal(true);
    await waitUntil(() => seen.length > 0, 'the connection was reported');
    expect(seen).to.have.length(1);
    expect(Object.keys(seen[0]!).sort()).to.deep.equal(['bip122', 'cosmos', 'eip155', 'polkadot', 'solana']);
    const handedOut = kit.getProvider('eip155');
    expect(seen[0]!.eip155).to.equal(handedOut);
    expect(await (handedOut as Eip1193Provider).request({ method: 'eth_chainId' })).to.equal(await wallet.request({ method: 'eth_chainId' }));
    expect(seen[0]!.solana).to.equal(undefined);
    await kit.disconnect();
    await waitUntil(() => seen.length > 1, 'the disconnect was reported');
    expect(seen.map(providers => providers.eip155)).to.deep.equal([handedOut, undefined]);
  });

  it('each subscribe* member hears only its own slice: theme, network, account, wallet info, providers, a moved address', async () => {
    const { wallet, kit } = await kitWithWallet();
    const heard: string[] = [];
    const moved: (string | undefined)[] = [];
    kit.subscribeTheme(() => heard.push('theme'));
    kit.subscribeNetwork(() => heard.push('network'));
    kit.subscribeCaipNetworkChange(() => heard.push('caipNetwork'));
    kit.subscribeAccount(() => heard.push('account'));
    kit.subscribeWalletInfo(() => heard.push('walletInfo'));
    kit.subscribeProviders(() => heard.push('providers'));
    kit.subscribeShouldUpdateToAddress(address => moved.push(address));
    const after = async (work: () => unknown, expected: string[]) => {
      heard.length = 0;
      await work();
      await waitUntil(() => expected.every(name => heard.includes(name)), `heard ${heard.join(', ')}, not ${expected.join(', ')}`);
      // One more update elsewhere proves nothing else was queued for the one before.
      await Promise.resolve();
      expect([...new Set(heard)].sort()).to.deep.equal([...expected].sort());
    };
    await after(() => kit.setThemeMode(kit.getThemeMode() === 'dark' ? 'light' : 'dark'), ['theme']);
    await after(() => kit.switchNetwork(sepolia), ['network', 'caipNetwork']);
    await after(() => connect(WALLET_RDNS), ['account', 'walletInfo', 'providers', 'network', 'caipNetwork']);
    expect(moved).to.deep.equal([]);
    await after(() => wallet.setAccounts([1]), ['account']);
    await waitUntil(() => moved.length === 1, 'the moved address was not told');
    expect(moved).to.deep.equal([wallet.accounts[1]!.address]);
  });

  it('subscribeState runs after the modal finished its own update, once per update, and only for its fields', async () => {
    const { kit } = await kitWithWallet();
    const order: string[] = [];
    kit.subscribeState(state => order.push(`app sees open=${state.open}`));
    // A listener of the modal registered after the app's subscription still runs before the app's callback.
    $modal.listen(state => order.push(`modal open=${state.open}`));
    await kit.open();
    await waitUntil(() => order.includes('app sees open=true'), 'the app heard the open');
    expect(order).to.deep.equal(['modal open=true', 'app sees open=true']);
    // A change outside the public state (the account's balance) calls nobody.
    const count = order.length;
    patchAccount('eip155', { balance: '1.5' });
    await kit.close();
    await waitUntil(() => order.length > count, 'the app heard the close');
    expect(order.slice(count)).to.deep.equal(['modal open=false', 'app sees open=false']);
  });

  it('callbacks that throw are reported once each; the connect, the restore and the other subscribers go on', async () => {
    const reports = captureConsoleErrors(/callback threw/);
    const { kit } = await kitWithWallet();
    kit.subscribeState(() => {
      throw new Error('the app broke on a state change');
    });
    kit.subscribeProviders(() => {
      throw new Error('the app broke on a provider');
    });
    const states: PublicModalState[] = [];
    kit.subscribeState(state => states.push(state));
    await kit.open();
    expect(await connect(WALLET_RDNS)).to.equal(true);
    await waitUntil(() => states.some(state => !state.open), 'the other subscriber heard the modal close');
    expect(kit.getIsConnectedState()).to.equal(true);
    await kit.disconnect();
    await waitUntil(() => !kit.getIsConnectedState() && reports.messages.length === 2, 'both throws reported');
    expect(reports.messages.map(message => message.match(/an app's (\w+) callback/)?.[1]).sort()).to.deep.equal(['subscribeProviders', 'subscribeState']);
    expect(reports.errorMessages().sort()).to.deep.equal(['the app broke on a provider', 'the app broke on a state change']);
  });

  it('a disconnect changes the public state too: loading while the wallet is asked, so the callback sees the wallet gone', async () => {
    const { kit } = await kitWithWallet();
    expect(await connect(WALLET_RDNS)).to.equal(true);
    const seen: { loading: boolean; connected: boolean }[] = [];
    kit.subscribeState(state => seen.push({ loading: state.loading, connected: kit.getIsConnectedState() }));
    await kit.disconnect();
    await waitUntil(() => seen.some(entry => !entry.connected), 'a callback ran with the wallet gone');
    expect(seen[0]).to.deep.equal({ loading: true, connected: true });
    expect(seen.at(-1)).to.deep.equal({ loading: false, connected: false });
  });

  it('a restore changes the public state: loading while it runs, so a subscribeState callback sees the session back', async () => {
    const { kit } = await kitWithWallet();
    expect(await connect(WALLET_RDNS)).to.equal(true);
    // As after a reload: the namespace is disconnected in the modal's state, and the wallet still allows the site.
    patchAccount('eip155', { status: 'disconnected', address: undefined, caipAddress: undefined });
    const seen: { loading: boolean; connected: boolean }[] = [];
    kit.subscribeState(state => seen.push({ loading: state.loading, connected: kit.getIsConnectedState() }));
    expect(await restoreConnection(getConnector(WALLET_RDNS)!)).to.equal(true);
    await waitUntil(() => seen.some(entry => entry.connected), 'a callback ran with the session back');
    expect(seen[0]).to.deep.equal({ loading: true, connected: false });
    expect(seen.at(-1)).to.deep.equal({ loading: false, connected: true });
  });
});
