// Issue 13: nothing a page announces can break discovery, and a flood of wallets keeps the Connect view short.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { $connectors, navigate, openModal } from '../../src/core/index.js';
import { MAX_CONNECT_ROWS } from '../../src/core/wallets/connect-rows.js';
import { BUNDLED_WALLETS } from '../../src/core/wallets/data.js';
import { dispatchAnnouncement } from '../fixtures/test-wallet.js';
import { RecordingProvider } from '../fixtures/eip6963.js';
import { announceTestWallet, createTestKit, renderModal, waitForView } from '../modal/helpers.js';
import { deepQueryAll, deepText, waitForText } from '../helpers/dom.js';
import { addCleanup, resetAll } from '../helpers/reset.js';
import { explorerSession } from '../wallets/helpers.js';

const FLOOD = 1000;
const pad = (i: number): string => String(i).padStart(4, '0');

function listenForPageErrors(): unknown[] {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent | PromiseRejectionEvent): void => void errors.push('reason' in event ? event.reason : event.error);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onError);
  addCleanup(() => (window.removeEventListener('error', onError), window.removeEventListener('unhandledrejection', onError)));
  return errors;
}

const thrower = (): never => {
  throw new Error('hostile trap');
};
const hostileProxy = (): object =>
  new Proxy({}, { get: thrower, has: thrower, ownKeys: thrower, getOwnPropertyDescriptor: thrower, getPrototypeOf: thrower });

describe('EIP-6963 discovery under hostile and flooding pages (issue 13)', function () {
  beforeEach(() => resetAll());
  afterEach(() => resetAll());

  it('a 1000-wallet flood: Connect shows at most 8 wallet rows, AllWallets reaches them all', async () => {
    expect(MAX_CONNECT_ROWS).to.equal(8);
    // AllWallets asks the wallet explorer: the local fixture here (answering no wallets of its own).
    await createTestKit({ explorerApiUrl: (await explorerSession(0)).base });
    const provider = new RecordingProvider();
    for (let i = 0; i < FLOOD; i += 1) {
      dispatchAnnouncement({ info: { uuid: crypto.randomUUID(), name: `Flood Wallet ${pad(i)}`, icon: '', rdns: `io.flood.w${pad(i)}` }, provider });
    }
    expect($connectors.get().length).to.equal(FLOOD);
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => deepQueryAll(view, 'wui-list-wallet').length > 0, 'no wallet rows');
    const rows = deepQueryAll<HTMLElement>(view, 'wui-list-wallet');
    expect(rows.length).to.be.at.most(MAX_CONNECT_ROWS);
    expect(deepText(rows[0]!)).to.include('Flood Wallet 0000');
    const entry = (): HTMLElement | undefined =>
      deepQueryAll<HTMLElement>(modal, 'w3m-all-wallets-entry')
        .map(e => e.shadowRoot?.querySelector<HTMLElement>('button') ?? undefined)
        .find(button => button);
    await waitUntil(entry, 'no "All Wallets" entry');
    expect(deepText(entry()!)).to.include('All Wallets');
    // The count waits for the directory's answer (no wallets of its own here).
    await waitUntil(() => entry()!.querySelector('[part="count"]')!.textContent, 'the count never came');
    expect(Number(entry()!.querySelector('[part="count"]')!.textContent)).to.be.at.least(FLOOD);
    navigate('AllWallets');
    const all = await waitForView(modal, 'w3m-all-wallets-view');
    const search = all.shadowRoot!.querySelector('input')!;
    search.value = 'Flood Wallet 0999';
    search.dispatchEvent(new Event('input'));
    await waitForText(all, 'Flood Wallet 0999');
  });

  it('installed wallets plus ten featured ones: at most 8 rows, installed first, then featured', async () => {
    const featured = BUNDLED_WALLETS.slice(0, 10).map(wallet => wallet.id);
    await createTestKit({ featuredWalletIds: featured, enableWalletConnect: false });
    const provider = new RecordingProvider();
    for (let i = 0; i < 3; i += 1) {
      dispatchAnnouncement({ info: { uuid: crypto.randomUUID(), name: `Installed ${i}`, icon: '', rdns: `io.installed.w${i}` }, provider });
    }
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    // Settled: the featured group (loaded with the registry) has rendered its rows.
    await waitUntil(() => deepQueryAll(view, 'wui-list-wallet').length > 3, 'no featured rows');
    const names = deepQueryAll<HTMLElement>(view, 'wui-list-wallet').map(row => deepText(row));
    expect(names.length).to.equal(MAX_CONNECT_ROWS);
    expect(names.slice(0, 3).every(name => name.startsWith('Installed'))).to.equal(true);
  });

  it('announcements whose detail, info or provider are throwing Proxies or getters cause no page error', async () => {
    const errors = listenForPageErrors();
    const wallet = await announceTestWallet({}, { name: 'Honest Wallet', rdns: 'io.honest.wallet' });
    expect(wallet).not.to.equal(undefined);
    await createTestKit();
    const provider = new RecordingProvider();
    const goodInfo = () => ({ uuid: crypto.randomUUID(), name: 'Trap Wallet', icon: '', rdns: 'io.trap.wallet' });
    const details: unknown[] = [
      hostileProxy(),
      { info: hostileProxy(), provider },
      { info: goodInfo(), provider: hostileProxy() },
      Object.defineProperty({ provider }, 'info', { get: thrower, enumerable: true }),
      { info: Object.defineProperty(goodInfo(), 'name', { get: thrower }), provider },
      { info: Object.defineProperty(goodInfo(), 'icon', { get: thrower }), provider },
      { info: goodInfo(), provider: Object.defineProperty({}, 'request', { get: thrower }) },
      (() => {
        const { proxy, revoke } = Proxy.revocable({}, {});
        revoke();
        return proxy;
      })(),
    ];
    for (const detail of details) dispatchAnnouncement(detail);
    // A CustomEvent whose detail getter itself throws.
    const event = new CustomEvent('eip6963:announceProvider');
    Object.defineProperty(event, 'detail', { get: thrower });
    window.dispatchEvent(event);
    // Settled: a well-formed announcement after the hostile ones is listed.
    dispatchAnnouncement({ info: { uuid: crypto.randomUUID(), name: 'After Wallet', icon: '', rdns: 'io.after.wallet' }, provider });
    expect($connectors.get().map(c => c.name)).to.deep.equal(['Honest Wallet', 'After Wallet']);
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => deepQueryAll(view, 'wui-list-wallet').length === 2, 'the two wallets are not listed');
    expect(errors).to.deep.equal([]);
  });
});
