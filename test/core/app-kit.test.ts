import { expect } from '@open-wc/testing';
import { sepolia } from 'viem/chains';
import { createAppKit, getAppKit } from '../../src/app-kit.js';
import { rowsReady } from '../../src/features.js';
import { $alert, $modal, $options, $theme, mainnet } from '../../src/core/index.js';
import { patchAccount } from '../helpers/account.js';
import type { AppKitEvent, PublicAccountState, PublicModalState, PublicNetworkState } from '../../src/core/index.js';
import { thrownMessage } from './setup.js';
import { freshState } from '../helpers/reset.js';
import { nextIdle, waitUntil } from '../helpers/wait.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('createAppKit', () => {
  beforeEach(freshState);

  it('with a missing projectId shows the Project ID Not Configured alert instead of throwing', () => {
    const kit = createAppKit({ networks: [mainnet] });
    expect(kit).to.exist;
    expect($alert.get()?.id).to.equal('projectIdNotConfigured');
  });

  it('with a projectId shows no alert, and clears an earlier one', () => {
    createAppKit({ networks: [mainnet] });
    createAppKit({ projectId: 'p', networks: [mainnet] });
    expect($alert.get()).to.equal(undefined);
  });

  it('a bad option throws and leaves the running instance untouched', () => {
    const kit = createAppKit({ projectId: 'p', networks: [mainnet], themeMode: 'light' });
    expect(thrownMessage(() => createAppKit({ projectId: 'p', networks: [mainnet], themeMode: 'pink' as 'light' }))).to.contain('`themeMode`');
    expect(getAppKit()).to.equal(kit);
    expect($options.get()?.themeMode).to.equal('light');
  });

  it('fetches nothing at creation', async () => {
    const original = window.fetch;
    let calls = 0;
    window.fetch = (...args: Parameters<typeof fetch>) => {
      calls += 1;
      return original(...args);
    };
    try {
      createAppKit({ projectId: 'p', networks: [mainnet, sepolia] });
      // Creation is over once the rows it turned on have loaded and started, and the page was idle since.
      await rowsReady();
      await nextIdle();
    } finally {
      window.fetch = original;
    }
    expect(calls).to.equal(0);
  });

  it('getState / subscribeState report the modal, and unsubscribe stops updates', async () => {
    const kit = createAppKit({ projectId: 'p', networks: [mainnet] });
    const seen: PublicModalState[] = [];
    const unsubscribe = kit.subscribeState(state => seen.push(state));
    // As AppKit: initialized a moment after createAppKit (once the kit has started), which a subscriber hears.
    expect(kit.getState().initialized).to.equal(false);
    await rowsReady();
    await waitUntil(() => seen.length > 0, 'the subscriber did not hear the kit start');
    expect(kit.getState()).to.deep.equal({
      open: false,
      loading: false,
      selectedNetworkId: 'eip155:1',
      activeChain: 'eip155',
      initialized: true
    });
    expect(seen.at(-1)?.initialized).to.equal(true);
    await kit.open();
    expect(seen.at(-1)?.open).to.equal(true);
    const count = seen.length;
    unsubscribe();
    await kit.close();
    expect(kit.getState().open).to.equal(false);
    expect(seen.length).to.equal(count);
  });

  it('getAccount / subscribeAccount follow the account store (the callback after the update)', async () => {
    const kit = createAppKit({ projectId: 'p', networks: [mainnet] });
    expect(kit.getAccount()).to.include({ isConnected: false, address: undefined, status: 'disconnected' });
    const seen: PublicAccountState[] = [];
    const unsubscribe = kit.subscribeAccount(account => seen.push(account));
    patchAccount('eip155', { status: 'connected', address: ADDRESS, caipAddress: `eip155:1:${ADDRESS}` });
    expect(kit.getIsConnectedState()).to.equal(true);
    await waitUntil(() => seen.length > 0, 'the account was reported');
    expect(seen.at(-1)).to.include({ isConnected: true, address: ADDRESS, caipAddress: `eip155:1:${ADDRESS}` });
    unsubscribe();
    // A subscription still on hears the disconnect; the one that left does not.
    const still: PublicAccountState[] = [];
    kit.subscribeAccount(account => still.push(account));
    patchAccount('eip155', { status: 'disconnected', address: undefined });
    expect(kit.getIsConnectedState()).to.equal(false);
    await waitUntil(() => still.length > 0, 'the subscription still on heard the disconnect');
    expect(seen.at(-1)?.isConnected).to.equal(true);
  });

  it('getCaipNetwork / subscribeNetwork / switchNetwork between configured networks', async () => {
    const kit = createAppKit({ projectId: 'p', networks: [mainnet, sepolia] });
    expect(kit.getCaipNetwork()?.caipNetworkId).to.equal('eip155:1');
    const seen: PublicNetworkState[] = [];
    const events: AppKitEvent[] = [];
    const unsubscribe = kit.subscribeNetwork(network => seen.push(network));
    const stopEvents = kit.subscribeEvents(event => events.push(event));
    await kit.switchNetwork(kit.options.networks[1]!);
    unsubscribe();
    stopEvents();
    expect(kit.getCaipNetwork()?.caipNetworkId).to.equal('eip155:11155111');
    expect(seen.at(-1)).to.include({ chainId: 11155111, caipNetworkId: 'eip155:11155111' });
    expect(events.map(e => e.data.event)).to.include('SWITCH_NETWORK');
  });

  it('switchNetwork to an unconfigured network shows Network Not Found and rejects', async () => {
    const kit = createAppKit({ projectId: 'p', networks: [mainnet] });
    let error: unknown;
    try {
      await kit.switchNetwork({ ...mainnet, id: 11155111, caipNetworkId: 'eip155:11155111', name: 'Sepolia' });
    } catch (e) {
      error = e;
    }
    expect((error as Error).message).to.equal('Network not found');
    expect($alert.get()?.id).to.equal('networkNotFound');
    expect(kit.getCaipNetwork()?.caipNetworkId).to.equal('eip155:1');
  });

  it('theme mode: option, setter, and persistence across a second createAppKit', () => {
    const kit = createAppKit({ projectId: 'p', networks: [mainnet] });
    expect(kit.getThemeMode()).to.equal('dark');
    kit.setThemeMode('light');
    expect(kit.getThemeMode()).to.equal('light');
    expect(localStorage.getItem('w3m:themeMode')).to.equal('"light"');
    const second = createAppKit({ projectId: 'p', networks: [mainnet] });
    expect(second.getThemeMode()).to.equal('light');
    const explicit = createAppKit({ projectId: 'p', networks: [mainnet], themeMode: 'dark' });
    expect(explicit.getThemeMode()).to.equal('dark');
  });

  it('setThemeMode rejects a bad mode', () => {
    const kit = createAppKit({ projectId: 'p', networks: [mainnet] });
    expect(thrownMessage(() => kit.setThemeMode('sepia' as 'light'))).to.contain('Invalid theme mode');
    expect(kit.getThemeMode()).to.equal('dark');
  });

  it('setThemeVariables merges known names; an unknown name throws and leaves the theme intact', () => {
    const kit = createAppKit({ projectId: 'p', networks: [mainnet], themeVariables: { '--w3m-accent': '#f00' } });
    kit.setThemeVariables({ '--w3m-z-index': 10 });
    expect(kit.getThemeVariables()).to.deep.equal({ '--w3m-accent': '#f00', '--w3m-z-index': 10 });
    const before = $theme.get();
    const message = thrownMessage(() => kit.setThemeVariables({ '--w3m-accent': '#00f', '--w3m-colour': 'x' } as never));
    expect(message).to.contain('--w3m-colour');
    expect($theme.get()).to.equal(before);
    expect(kit.getThemeVariables()).to.deep.equal({ '--w3m-accent': '#f00', '--w3m-z-index': 10 });
  });

  it('subscribeEvents receives MODAL_OPEN and MODAL_CLOSE, and stops after unsubscribe', async () => {
    // Without WalletConnect: with it, and no browser wallet, open() itself starts the QR pairing (issue 25).
    const kit = createAppKit({ projectId: 'p', networks: [mainnet], enableWalletConnect: false });
    const events: AppKitEvent[] = [];
    const unsubscribe = kit.subscribeEvents(event => events.push(event));
    await kit.open();
    await kit.close();
    unsubscribe();
    await kit.open();
    expect(events.map(e => e.data.event)).to.deep.equal(['MODAL_OPEN', 'MODAL_CLOSE']);
    expect(events[0]?.data.type).to.equal('track');
    expect(events[0]?.data.properties).to.deep.equal({ connected: false });
  });

  it('without a wallet: no wallet info, no provider, not connected', () => {
    const kit = createAppKit({ projectId: 'p', networks: [mainnet] });
    expect(kit.getWalletInfo()).to.equal(undefined);
    expect(kit.getWalletProvider()).to.equal(undefined);
    expect(kit.getWalletProviderType()).to.equal(undefined);
    expect(kit.getIsConnectedState()).to.equal(false);
    expect($modal.get().open).to.equal(false);
  });
});
