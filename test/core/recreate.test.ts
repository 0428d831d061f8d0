import { expect } from '@open-wc/testing';
// The page entry's createAppKit (the whole instance surface) and the kit's one teardown.
import { createAppKit, getAppKit } from '../../src/index.js';
import { destroyAppKit } from '../../src/app-kit.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import { $locale, STORAGE_KEYS, connect } from '../../src/core/index.js';
import type { AppKitEvent, PublicModalState } from '../../src/core/index.js';
import { $recentWallets, $walletList } from '../../src/core/wallets/index.js';
import { base, polygon } from '../../src/networks/index.js';
import { WALLET_RDNS, announce, kitOptions, newWallet } from '../connectors/helpers.js';
import { until } from './setup.js';
import { freshState, resetAll } from '../helpers/reset.js';
import { waitUntil } from '../helpers/wait.js';

const ACCENT = 'rgb(200, 10, 20)';
// No wallet directory on this page (a port nothing listens on): the lists are the bundled and configured wallets.
const NO_EXPLORER = 'http://127.0.0.1:9';
const FIRST_KIT_WALLET = { id: 'first-kit-wallet', name: 'First Kit Wallet', homepage: 'https://first.example' };

const mountedModal = (): W3mModal | null => document.querySelector<W3mModal>('w3m-modal[data-w3m-mounted]');
const listed = (id: string): boolean => $walletList.get().some(row => row.wallet.id === id);

describe('a kit destroyed and created again in one page keeps nothing of the first', () => {
  beforeEach(freshState);
  afterEach(resetAll);

  it('the second kit shows its own modal, state, wallets, network, theme, language and events only', async () => {
    // The first kit: mainnet on the local chain, a custom wallet, the light theme with an accent, German; a
    // browser wallet connected through it, recorded as recent; the app listening to its events and state.
    announce(await newWallet(), { rdns: WALLET_RDNS });
    const first = createAppKit(await kitOptions({ explorerApiUrl: NO_EXPLORER, themeMode: 'light', themeVariables: { '--w3m-accent': ACCENT }, locale: 'de', customWallets: [FIRST_KIT_WALLET] }));
    const heardByFirst: AppKitEvent[] = [];
    const statesOfFirst: PublicModalState[] = [];
    first.subscribeEvents(event => heardByFirst.push(event));
    first.subscribeState(state => statesOfFirst.push(state));
    await first.open();
    const firstModal = mountedModal()!;
    await firstModal.updateComplete;
    expect(await connect(WALLET_RDNS)).to.equal(true);
    await waitUntil(() => first.getIsConnectedState(), 'the first kit never showed the wallet connected');
    await until($recentWallets, list => list.includes(WALLET_RDNS), 'the wallet recorded as recent');
    await until($locale, locale => locale === 'de', 'German');
    expect(listed(FIRST_KIT_WALLET.id)).to.equal(true);
    expect(firstModal.style.getPropertyValue('--w3m-accent')).to.equal(ACCENT);
    expect(first.getThemeMode()).to.equal('light');
    expect(first.getWalletInfo()?.name).to.be.a('string');
    await waitUntil(() => heardByFirst.some(event => event.data.event === 'CONNECT_SUCCESS'), 'the first kit never heard CONNECT_SUCCESS');

    destroyAppKit();

    // Gone with the kit: its modal, the instance, the recent wallets in memory. The player's storage stays (as
    // after a reload): it is one of the deliberate survivors (docs/architecture.md, "What outlives destroyAppKit").
    expect(document.querySelector('w3m-modal')).to.equal(null);
    expect(getAppKit()).to.equal(undefined);
    expect($recentWallets.get()).to.deep.equal([]);
    expect(localStorage.getItem(`w3m:${STORAGE_KEYS.recentWallets}`)).to.contain(WALLET_RDNS);
    const heardBeforeEnd = heardByFirst.length;
    const statesBeforeEnd = statesOfFirst.length;

    // The second kit: other networks, dark, no locale, another project, no custom wallet; browser wallets off, so
    // the page's wallet and the stored connection cannot bring the first connection back.
    const second = createAppKit({ projectId: 'second-project', explorerApiUrl: NO_EXPLORER, networks: [polygon, base], themeMode: 'dark', enableInjected: false, enableEIP6963: false, enableWalletConnect: false });
    const heardBySecond: AppKitEvent[] = [];
    second.subscribeEvents(event => heardBySecond.push(event));
    expect(getAppKit()).to.equal(second);

    const secondModal = mountedModal()!;
    expect(secondModal).not.to.equal(firstModal);
    await secondModal.updateComplete;
    expect(secondModal.style.getPropertyValue('--w3m-accent')).to.equal('');
    expect(second.getThemeVariables()).to.deep.equal({});
    expect(second.getThemeMode()).to.equal('dark');
    expect($locale.get()).to.equal('en');

    expect(second.getState()).to.include({ open: false, selectedNetworkId: polygon.caipNetworkId });
    expect(second.getCaipNetwork()?.caipNetworkId).to.equal(polygon.caipNetworkId);
    const account = second.getAccount();
    expect(account?.isConnected).to.equal(false);
    expect(account?.address).to.equal(undefined);
    expect(second.getWalletInfo()).to.equal(undefined);
    expect(second.getIsConnectedState()).to.equal(false);
    expect(listed(FIRST_KIT_WALLET.id)).to.equal(false);
    expect(listed(WALLET_RDNS)).to.equal(false);

    // Events: the second kit's stored event is its own start, and its open reaches its own subscriber only (the
    // first kit's subscribers were ahead of it in the same delivery, so they would have heard it first).
    expect(second.getEvent().data).to.deep.include({ event: 'INITIALIZE', properties: { projectId: 'second-project' } });
    await second.open();
    await waitUntil(() => heardBySecond.some(event => event.data.event === 'MODAL_OPEN'), 'the second kit never heard its open');
    expect(second.getState().open).to.equal(true);
    expect(heardByFirst.length).to.equal(heardBeforeEnd);
    expect(statesOfFirst.length).to.equal(statesBeforeEnd);
  });
});
