import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { $account, $router, navigate, openModal, setPlatform } from '../../src/core/index.js';
import { BUNDLED_WALLETS } from '../../src/core/wallets/data.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import { emulateMedia, sendKeys } from '../modal/commands.js';
import { announceTestWallet, createTestKit, currentView, renderModal, waitForView } from '../modal/helpers.js';
import { explorerSession } from '../wallets/helpers.js';
import { deepActiveElement, tabFromPageTo, describeFocus, deepQuery, deepQueryAll, deepText, waitForText } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';
import { resetAll } from '../helpers/reset.js';

const tiles = (view: Element): HTMLElement[] => deepQueryAll<HTMLElement>(view, 'wui-wallet-tile');
const tileNames = (view: Element): string[] => tiles(view).map(tile => (tile as unknown as { name: string }).name);
const searchField = (view: Element): HTMLInputElement => view.shadowRoot!.querySelector('input')!;
const entryButton = (modal: Element): HTMLElement | undefined =>
  deepQueryAll<HTMLElement>(modal, 'w3m-all-wallets-entry')
    .map(entry => entry.shadowRoot?.querySelector<HTMLElement>('button'))
    .find(button => button) ?? undefined;

async function openAllWallets(options: Record<string, unknown> = {}): Promise<{ modal: W3mModal; view: HTMLElement }> {
  await createTestKit(options);
  const modal = await renderModal();
  openModal();
  await waitForView(modal, 'w3m-connect-view');
  navigate('AllWallets');
  const view = await waitForView(modal, 'w3m-all-wallets-view');
  await waitUntil(() => tiles(view).length > 0, 'no wallet tiles');
  return { modal, view };
}

describe('<w3m-all-wallets-view>', function () {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('Connect shows "All Wallets" with the count, following the allWallets option', async () => {
    await announceTestWallet();
    await createTestKit();
    const modal = await renderModal();
    openModal();
    await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => entryButton(modal), 'no All Wallets entry');
    // The count waits for the directory (a refused loopback port here), then shows the list All Wallets shows:
    // the bundled registry plus the test wallet announced in this browser.
    await waitUntil(() => deepText(entryButton(modal)!) !== 'All Wallets', 'the count never came');
    expect(deepText(entryButton(modal)!)).to.equal(`All Wallets ${BUNDLED_WALLETS.length + 1}`);
    // Screen readers also hear the unit: "All Wallets 47 wallets".
    expect(entryButton(modal)!.textContent!.replace(/\s+/g, ' ').trim()).to.equal(`All Wallets ${BUNDLED_WALLETS.length + 1} wallets`);
    await expectAccessibleInBothThemes(modal);
    entryButton(modal)!.click();
    expect($router.get().view).to.equal('AllWallets');

    resetAll();
    await createTestKit({ allWallets: 'ONLY_MOBILE' });
    const desktop = await renderModal();
    openModal();
    const connect = await waitForView(desktop, 'w3m-connect-view');
    await waitUntil(() => deepQuery(connect, 'w3m-all-wallets-entry')?.shadowRoot);
    await desktop.updateComplete;
    expect(entryButton(desktop)).to.equal(undefined);
    setPlatform({ mobile: true });
    await waitUntil(() => entryButton(desktop), 'ONLY_MOBILE: no entry on a phone');
  });

  it('Connect places featured and custom wallets among the connector groups, in connectorTypeOrder', async () => {
    await announceTestWallet();
    const TRUST = '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0';
    const custom = { id: 'my-game-wallet', name: 'My Game Wallet', homepage: 'https://wallet.example' };
    const rowNames = async (modal: W3mModal) => {
      const connect = await waitForView(modal, 'w3m-connect-view');
      await waitUntil(() => entryButton(modal));
      await waitUntil(() => deepQueryAll(connect, 'wui-list-wallet').length === 3, `not every row is there: ${deepQueryAll(connect, 'wui-list-wallet').map(row => deepText(row)).join(', ')}`);
      return deepQueryAll(connect, 'wui-list-wallet').map(row => deepText(row));
    };
    await createTestKit({ featuredWalletIds: [TRUST], customWallets: [custom] });
    let modal = await renderModal();
    openModal();
    // The seed's order: injected, then featured, then custom.
    expect(await rowNames(modal)).to.deep.equal(['Test Wallet Installed', 'Trust Wallet', 'My Game Wallet']);
    await expectAccessibleInBothThemes(modal);

    resetAll();
    await announceTestWallet();
    const explorer = await explorerSession(0);
    await createTestKit({ featuredWalletIds: [TRUST], customWallets: [custom], features: { connectorTypeOrder: ['custom', 'featured'] }, explorerApiUrl: explorer.base });
    modal = await renderModal();
    openModal();
    // connectorTypeOrder first (custom, featured), then the rest in the seed's order (the browser wallet).
    expect(await rowNames(modal)).to.deep.equal(['My Game Wallet', 'Trust Wallet', 'Test Wallet Installed']);
    // Without WalletConnect a phone wallet cannot connect here: the list offers its downloads.
    deepQueryAll<HTMLElement>(currentView(modal)!, 'wui-list-wallet')[0]!.click();
    expect($router.get().view).to.equal('AllWallets');
  });

  it('lists installed wallets first with their tag, then the registry; accessible in both themes', async () => {
    await announceTestWallet();
    const explorer = await explorerSession(0);
    const { modal, view } = await openAllWallets({ explorerApiUrl: explorer.base });
    expect(tileNames(view)[0]).to.equal('Test Wallet');
    expect(deepText(tiles(view)[0]!)).to.equal('Test Wallet Installed');
    expect(tileNames(view).slice(1, 3)).to.deep.equal(['MetaMask', 'Trust Wallet']);
    await waitForText(view, `${BUNDLED_WALLETS.length + 1} wallets`);
    await expectAccessibleInBothThemes(modal);
  });

  it('filters on every keystroke and shows the empty state', async () => {
    const explorer = await explorerSession(0);
    const { modal, view } = await openAllWallets({ explorerApiUrl: explorer.base });
    await waitUntil(() => deepActiveElement() === searchField(view), 'search field not focused');
    await sendKeys({ type: 'r' });
    await waitUntil(() => tileNames(view).every(name => name.toLowerCase().includes('r')));
    const afterOne = tileNames(view).length;
    await sendKeys({ type: 'ai' });
    await waitUntil(() => tileNames(view).join() === 'Rainbow');
    expect(afterOne).to.be.greaterThan(1);
    await sendKeys({ type: 'zzz' });
    await waitForText(view, 'No wallet matches “raizzz”.');
    expect(tiles(view)).to.have.length(0);
    await expectAccessibleInBothThemes(modal);
  });

  it('finds and connects a browser wallet by keyboard alone', async () => {
    const wallet = await announceTestWallet({}, { name: 'Keyboard Wallet', rdns: 'dev.w3m-modal.keyboard' });
    const explorer = await explorerSession(0);
    await createTestKit({ explorerApiUrl: explorer.base });
    const root = await fixture<HTMLDivElement>(html`<div><button>Play</button><w3m-button></w3m-button><w3m-modal></w3m-modal></div>`);
    const modal = root.querySelector('w3m-modal')!;
    await tabFromPageTo(root.querySelector('button')!, root.querySelector('w3m-button')!);
    await sendKeys({ press: 'Enter' });
    await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => entryButton(modal));
    // The count waits for the directory's first answer (then it is the All Wallets list's length).
    await waitUntil(() => deepText(entryButton(modal)!).includes(String(BUNDLED_WALLETS.length + 1)), 'the All Wallets count never showed');
    await waitUntil(() => deepActiveElement()?.getAttribute('aria-label') === 'Close', 'initial focus not on the close button').catch((error: Error) => {
      throw new Error(`${error.message}; it is on ${describeFocus()}`);
    });
    // Each Connect row is a Tab stop; "All Wallets" comes after them.
    const tabbed: string[] = [];
    while (deepActiveElement() !== entryButton(modal) && tabbed.length < 4) {
      await sendKeys({ press: 'Tab' });
      tabbed.push(deepText(deepActiveElement() ?? document.body));
    }
    expect(tabbed).to.deep.equal(['Keyboard Wallet Installed', `All Wallets ${BUNDLED_WALLETS.length + 1}`]);
    await sendKeys({ press: 'Enter' });
    const view = await waitForView(modal, 'w3m-all-wallets-view');
    await waitUntil(() => deepActiveElement() === searchField(view), 'search field not focused');
    await sendKeys({ type: 'keyboard' });
    await waitUntil(() => tileNames(view).join() === 'Keyboard Wallet');
    await sendKeys({ press: 'ArrowDown' });
    expect(deepText(deepActiveElement()!)).to.include('Keyboard Wallet');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => $account.get().status === 'connected', 'not connected');
    expect($account.get().address).to.equal(wallet.exposedAddresses[0]);
    expect(JSON.parse(localStorage.getItem('w3m:recentWallets') ?? '[]')).to.deep.equal(['dev.w3m-modal.keyboard']);
  });

  it('is an ARIA grid that tells its size and each cell\'s place, with one tab stop', async () => {
    const explorer = await explorerSession(1000);
    const { view } = await openAllWallets({ explorerApiUrl: explorer.base });
    const total = BUNDLED_WALLETS.length + 980;
    await waitForText(view, `${total.toLocaleString('en-US')} wallets`, 10_000);
    const grid = view.shadowRoot!.querySelector('[role="grid"]')!;
    expect(grid.getAttribute('aria-label')).to.equal('Wallets');
    expect(grid.getAttribute('aria-rowcount')).to.equal(String(Math.ceil(total / 4)));
    expect(grid.getAttribute('aria-colcount')).to.equal('4');
    const rows = [...grid.querySelectorAll('[role="row"]')];
    expect(rows.length).to.be.greaterThan(0);
    expect(rows[1]!.getAttribute('aria-rowindex')).to.equal('2');
    const cells = [...rows[1]!.querySelectorAll('[role="gridcell"]')];
    expect(cells.map(cell => cell.getAttribute('aria-colindex'))).to.deep.equal(['1', '2', '3', '4']);
    expect(grid.querySelectorAll('[role="gridcell"][tabindex="0"]').length).to.equal(1);
  });

  it('scrolls 1,000 wallets as a virtual grid and moves through it with the arrow keys', async () => {
    const explorer = await explorerSession(1000);
    const { view } = await openAllWallets({ explorerApiUrl: explorer.base });
    await waitForText(view, `${(BUNDLED_WALLETS.length + 980).toLocaleString('en-US')} wallets`, 10_000);
    // Only the rows near the viewport are in the DOM.
    expect(tiles(view).length).to.be.lessThan(60);
    await waitUntil(() => deepActiveElement() === searchField(view), 'search field not focused');
    await sendKeys({ press: 'ArrowDown' });
    const focusedIndex = () => (deepActiveElement()?.getRootNode() as ShadowRoot | undefined)?.host?.getAttribute('data-index');
    expect(focusedIndex()).to.equal('0');
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedIndex()).to.equal('1');
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedIndex()).to.equal('5');
    await sendKeys({ press: 'End' });
    await waitUntil(() => focusedIndex() === String(BUNDLED_WALLETS.length + 980 - 1), 'End did not reach the last wallet');
    // Explorer wallets come first (in the explorer's order), then the bundled ones it did not return.
    expect(deepText(deepActiveElement()!)).to.equal(BUNDLED_WALLETS[BUNDLED_WALLETS.length - 1]!.name);
    expect(tiles(view).length).to.be.lessThan(60);
    await sendKeys({ press: 'Home' });
    await waitUntil(() => focusedIndex() === '0', 'Home did not go back to the first wallet');
  });

  it('loads icons from the explorer and draws a monogram when an image fails or the explorer is down', async () => {
    const explorer = await explorerSession(3);
    const { view } = await openAllWallets({ explorerApiUrl: explorer.base });
    await waitForText(view, `${BUNDLED_WALLETS.length + 3} wallets`);
    const tile = (name: string) => tiles(view).find(t => (t as unknown as { name: string }).name === name)!;
    await waitUntil(() => tile('Fixture Wallet 001')?.shadowRoot?.querySelector('img')?.complete);
    const img = tile('Fixture Wallet 001').shadowRoot!.querySelector('img')!;
    expect(img.src).to.equal(`${explorer.base}/getWalletImage/img-1?projectId=test-project&st=appkit&sv=html-w3m-modal-0.1.0`);
    // The directory's icon itself (a 96×96 SVG), not a placeholder.
    expect(img.naturalWidth).to.equal(96);
    resetAll();
    await explorer.setMode('hostile');
    const hostile = await openAllWallets({ explorerApiUrl: explorer.base });
    await waitUntil(() => tileNames(hostile.view).includes('<img src=x onerror=alert(1)>'));
    const bad = tiles(hostile.view).find(t => (t as unknown as { name: string }).name.startsWith('<img'))!;
    // Its image id answers 404: the monogram replaces the broken image.
    await waitUntil(() => bad.shadowRoot?.querySelector('wui-wallet-image') && !bad.shadowRoot.querySelector('img'), 'broken image still shown');
    expect(deepQueryAll(hostile.view, 'img[src^="javascript"], script')).to.have.length(0);
  });

  it('shows the bundled wallets and a retry when the explorer is down', async () => {
    const explorer = await explorerSession();
    await explorer.setMode('down');
    const { modal, view } = await openAllWallets({ explorerApiUrl: explorer.base });
    await waitForText(view, 'Could not reach the wallet directory');
    expect(tiles(view).length).to.be.greaterThan(0);
    expect(tiles(view).every(t => !t.shadowRoot?.querySelector('img'))).to.equal(true);
    await expectAccessibleInBothThemes(modal);
    await explorer.setMode('normal', { count: 2 });
    deepQueryAll<HTMLElement>(view, 'wui-button').find(b => deepText(b) === 'Try again')!.click();
    await waitForText(view, `${BUNDLED_WALLETS.length + 2} wallets`);
  });

  it('offers the download links of a wallet that is not installed and cannot connect here', async () => {
    const explorer = await explorerSession(0);
    const { modal, view } = await openAllWallets({ explorerApiUrl: explorer.base });
    searchField(view).value = 'rainbow';
    searchField(view).dispatchEvent(new Event('input'));
    await waitUntil(() => tileNames(view).join() === 'Rainbow');
    tiles(view)[0]!.click();
    await waitForText(view, 'Get Rainbow');
    const links = deepQueryAll<HTMLAnchorElement>(view, '.downloads a');
    expect(links.map(a => [deepText(a), a.getAttribute('href')])).to.deep.equal([
      ['App Store', 'https://apps.apple.com/app/rainbow-ethereum-wallet/id1457119021'],
      ['Google Play', 'https://play.google.com/store/apps/details?id=me.rainbow'],
      ['Website', 'https://rainbow.me/'],
    ]);
    expect(links.every(a => a.rel.includes('noopener'))).to.equal(true);
    await expectAccessibleInBothThemes(modal);
    deepQueryAll<HTMLElement>(view, 'wui-button').find(b => deepText(b) === 'Back to all wallets')!.click();
    await waitUntil(() => tileNames(view).join() === 'Rainbow');
  });

  it('hides browser wallets whose registry id is excluded, in Connect and in the list', async () => {
    await announceTestWallet({}, { name: 'MetaMask', rdns: 'io.metamask' });
    await announceTestWallet({}, { name: 'Kept Wallet', rdns: 'dev.w3m-modal.kept' });
    const explorer = await explorerSession(0);
    const { view } = await openAllWallets({
      explorerApiUrl: explorer.base,
      excludeWalletIds: ['c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'],
    });
    await waitUntil(() => !tileNames(view).includes('MetaMask'));
    expect(tileNames(view)[0]).to.equal('Kept Wallet');
  });
});
