import { expect } from '@open-wc/testing';
import { renderToString } from 'react-dom/server';
import { createAppKit, getAppKit } from '../../src/app-kit.js';
import { rowsReady } from '../../src/features.js';
import { $theme, closeModal, connect, mainnet, openModal } from '../../src/core/index.js';
import type { Eip1193Provider } from '../../src/core/index.js';
import { TestWallet, announceWallet } from '../fixtures/test-wallet.js';
import {
  W3mButton, W3mModal, useAppKit, useAppKitAccount, useAppKitEvents, useAppKitLocale, useAppKitNetwork, useAppKitProvider,
  useAppKitState, useAppKitTheme, useAppKitWallets, useDisconnect, useWalletInfo
} from '../../react/index.js';
import { waitUntil } from '../helpers/wait.js';
import { deepText, waitForText } from '../helpers/dom.js';
import { until } from '../core/setup.js';
import { $account } from '../../src/core/index.js';
import { anvilUrl, change, cleanup, probe, render } from './render.js';
import { providerUrl } from '../fixtures/chains/provider.js';
import { freshState } from '../helpers/reset.js';

const RDNS = 'dev.w3m-modal.react-test';

describe('React hooks', () => {
  let stopAnnouncing: (() => void) | undefined;

  beforeEach(freshState);
  afterEach(async () => {
    stopAnnouncing?.();
    stopAnnouncing = undefined;
    await cleanup();
    freshState();
  });

  async function connectTestWallet(): Promise<TestWallet> {
    const rpcUrl = await anvilUrl();
    const wallet = new TestWallet({ rpcUrl });
    await change(async () => {
      // With a projectId, mainnet's reads go to the provider's endpoint: the local stand-in here.
      createAppKit({ projectId: 'p', enableWalletConnect: false, explorerApiUrl: 'http://127.0.0.1:9', networks: [{ ...mainnet, rpcUrls: { default: { http: [rpcUrl] } } }], rpcHost: await providerUrl() });
      stopAnnouncing = announceWallet(wallet, { name: 'React Test Wallet', rdns: RDNS });
      await connect(RDNS);
      // The balance read that follows a connection updates the account too; let it land inside act().
      await until($account, a => a.status === 'connected' && a.balanceSymbol !== undefined && !a.balanceLoading, 'balance read');
    });
    return wallet;
  }

  it('useAppKitState follows createAppKit and opening/closing the modal', async () => {
    const state = probe(useAppKitState);
    await render(<state.Probe />);
    expect(state.current()).to.include({ open: false, initialized: false });

    // Initialized once the kit has started (as AppKit's), a moment after createAppKit.
    await change(async () => {
      createAppKit({ projectId: 'p', enableWalletConnect: false, explorerApiUrl: 'http://127.0.0.1:9', networks: [mainnet] });
      await rowsReady();
    });
    expect(state.current()).to.deep.equal({
      open: false, loading: false, selectedNetworkId: 'eip155:1', activeChain: 'eip155', initialized: true
    });

    await change(() => openModal());
    expect(state.current().open).to.equal(true);
    await change(() => closeModal());
    expect(state.current().open).to.equal(false);
  });

  it('useAppKit opens and closes the running modal', async () => {
    createAppKit({ projectId: 'p', enableWalletConnect: false, explorerApiUrl: 'http://127.0.0.1:9', networks: [mainnet] });
    const kit = probe(useAppKit);
    const state = probe(useAppKitState);
    await render(<><kit.Probe /><state.Probe /></>);
    await change(() => kit.current().open());
    expect(state.current().open).to.equal(true);
    await change(() => kit.current().close());
    expect(state.current().open).to.equal(false);
  });

  it('account, wallet info and provider hooks follow a real wallet connecting and disconnecting', async () => {
    const account = probe(useAppKitAccount);
    const info = probe(useWalletInfo);
    const provider = probe(() => useAppKitProvider('eip155'));
    const disconnect = probe(useDisconnect);
    await render(<><account.Probe /><info.Probe /><provider.Probe /><disconnect.Probe /></>);
    expect(account.current()).to.deep.include({ isConnected: false, address: undefined, status: 'disconnected' });
    expect(provider.current().walletProvider).to.equal(undefined);

    const wallet = await connectTestWallet();
    const address = wallet.exposedAddresses[0]!;
    expect(account.current()).to.deep.include({ isConnected: true, address, caipAddress: `eip155:1:${address}`, status: 'connected' });
    expect(account.current().allAccounts.map(a => a.address)).to.deep.equal(wallet.exposedAddresses);
    expect(info.current().walletInfo?.name).to.equal('React Test Wallet');
    // The wallet's provider with AppKit's members around it (requests reach the wallet), the same object each render.
    expect(provider.current().walletProviderType).to.equal('ANNOUNCED');
    const handedOut = provider.current().walletProvider as unknown as Eip1193Provider;
    expect(await handedOut.request({ method: 'eth_accounts' })).to.deep.equal(await wallet.request({ method: 'eth_accounts' }));
    expect(provider.current().walletProvider).to.equal(handedOut);

    await change(() => disconnect.current().disconnect());
    expect(account.current()).to.deep.include({ isConnected: false, address: undefined });
    expect(info.current().walletInfo).to.equal(undefined);
    expect(provider.current().walletProvider).to.equal(undefined);
  });

  it('useAppKitWallets lists the page\'s wallet and connects it without the modal, and says when it is refused', async () => {
    const rpcUrl = await anvilUrl();
    const wallet = new TestWallet({ rpcUrl, approval: 'manual' });
    const wallets = probe(useAppKitWallets);
    const account = probe(useAppKitAccount);
    await render(<><wallets.Probe /><account.Probe /></>);
    await change(async () => {
      createAppKit({ projectId: 'p', enableWalletConnect: false, explorerApiUrl: 'http://127.0.0.1:9', networks: [{ ...mainnet, rpcUrls: { default: { http: [rpcUrl] } } }], rpcHost: await providerUrl() });
      stopAnnouncing = announceWallet(wallet, { name: 'Hook Wallet', rdns: RDNS });
    });
    await waitUntil(() => wallets.current().wallets.some(known => known.id === RDNS), 'the wallet was not listed');
    // The player refuses in the wallet: the promise says which wallet, and nothing is connected.
    const refused = wallets.current().connect({ id: RDNS }).then(() => 'connected', (error: unknown) => String(error));
    await wallet.waitForRequest('eth_requestAccounts');
    wallet.rejectNext();
    expect(await refused).to.include('Could not connect to Hook Wallet');
    expect(account.current().isConnected).to.equal(false);
    // Then accepts: connected, without the modal having opened.
    const accepted = wallets.current().connect({ id: RDNS });
    await wallet.waitForRequest('eth_requestAccounts');
    await change(async () => {
      await wallet.approveNext();
      await accepted;
    });
    expect(account.current()).to.deep.include({ isConnected: true, address: wallet.exposedAddresses[0] });
    expect(getAppKit()!.getState().open).to.equal(false);
  });

  it('useAppKitAccount follows an account switch made in the wallet', async () => {
    const account = probe(useAppKitAccount);
    await render(<account.Probe />);
    const wallet = await connectTestWallet();
    const second = wallet.accounts[1]!.address;
    await change(async () => {
      wallet.setAccounts(1);
      await until($account, a => a.address === second && a.balanceSymbol !== undefined && !a.balanceLoading, 'second account');
    });
    expect(account.current().address).to.equal(second);
  });

  it('useAppKitNetwork reports the active network', async () => {
    const network = probe(useAppKitNetwork);
    await render(<network.Probe />);
    expect(network.current().caipNetworkId).to.equal(undefined);
    await change(() => createAppKit({ projectId: 'p', enableWalletConnect: false, explorerApiUrl: 'http://127.0.0.1:9', networks: [mainnet] }));
    expect(network.current()).to.include({ chainId: 1, caipNetworkId: 'eip155:1' });
    expect(network.current().caipNetwork?.name).to.equal('Ethereum');
    expect(network.current().switchNetwork).to.be.a('function');
  });

  it('useAppKitLocale switches the language at run time from a picker, without a reload', async () => {
    const locale = probe(useAppKitLocale);
    function Picker() {
      const { locale: current, locales, setLocale } = useAppKitLocale();
      return (
        <select aria-label="Language" value={current} onChange={event => void setLocale(event.target.value)}>
          {locales.map(code => <option key={code} value={code}>{code}</option>)}
        </select>
      );
    }
    const container = await render(
      <>
        <locale.Probe />
        <W3mModal projectId="p" networks={[mainnet]} locale="en" />
        <W3mButton />
        <Picker />
      </>
    );
    (window as { notReloaded?: boolean }).notReloaded = true;
    expect(locale.current().locale).to.equal('en');
    expect(locale.current().locales).to.include.members(['en', 'ar', 'ja', 'zh']);
    const button = container.querySelector('w3m-button')!;
    await waitForText(button, 'Connect Wallet');

    const select = container.querySelector('select')!;
    await change(async () => {
      select.value = 'ja';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await waitUntil(() => locale.current().locale === 'ja', 'the hook never saw ja');
    });
    await waitForText(button, 'ウォレットを接続');
    expect(select.value).to.equal('ja');
    expect((window as { notReloaded?: boolean }).notReloaded).to.equal(true);

    // The hook's setter follows the library's rules: a bad locale throws and changes nothing.
    expect(() => locale.current().setLocale('xx')).to.throw('Invalid locale "xx"');
    expect(locale.current().locale).to.equal('ja');
    await change(() => locale.current().setLocale('ar'));
    expect(container.querySelector('w3m-modal')!.getAttribute('dir')).to.equal('rtl');
    expect(deepText(button)).to.include('ربط المحفظة');
  });

  it('useAppKitTheme reads and sets the theme', async () => {
    createAppKit({ projectId: 'p', enableWalletConnect: false, explorerApiUrl: 'http://127.0.0.1:9', networks: [mainnet], themeMode: 'dark' });
    const theme = probe(useAppKitTheme);
    await render(<theme.Probe />);
    expect(theme.current().themeMode).to.equal('dark');
    await change(() => theme.current().setThemeMode('light'));
    expect(theme.current().themeMode).to.equal('light');
    expect($theme.get().themeMode).to.equal('light');
    await change(() => theme.current().setThemeVariables({ '--w3m-accent': '#ff0000' }));
    expect(theme.current().themeVariables).to.deep.equal({ '--w3m-accent': '#ff0000' });
  });

  it('useAppKitEvents reports the last event', async () => {
    const events = probe(useAppKitEvents);
    await render(<events.Probe />);
    expect(events.current().data.event).to.equal('MODAL_CREATED');
    await change(() => createAppKit({ projectId: 'p', enableWalletConnect: false, explorerApiUrl: 'http://127.0.0.1:9', networks: [mainnet] }));
    await change(() => openModal());
    expect(events.current().data).to.deep.include({ type: 'track', event: 'MODAL_OPEN' });
    expect(events.current().timestamp).to.be.a('number');
  });

  it('keeps the same snapshot while nothing changes (no render loop)', async () => {
    let renders = 0;
    function Counter(): null {
      useAppKitAccount();
      useAppKitState();
      useAppKitNetwork();
      useAppKitTheme();
      renders += 1;
      return null;
    }
    await render(<Counter />);
    const after = renders;
    await change(() => undefined);
    expect(renders).to.equal(after);
  });

  it('renders on the server with every hook', () => {
    function Everything() {
      const { isConnected } = useAppKitAccount();
      const { open } = useAppKitState();
      const { chainId } = useAppKitNetwork();
      const { themeMode } = useAppKitTheme();
      const { data } = useAppKitEvents();
      const { walletInfo } = useWalletInfo();
      const { walletProvider } = useAppKitProvider('eip155');
      useAppKit();
      useDisconnect();
      return <p>{`${isConnected} ${open} ${chainId} ${themeMode} ${data.event} ${walletInfo?.name} ${walletProvider}`}</p>;
    }
    expect(renderToString(<Everything />)).to.equal('<p>false false undefined dark MODAL_CREATED undefined undefined</p>');
    expect(getAppKit()).to.equal(undefined);
  });
});
