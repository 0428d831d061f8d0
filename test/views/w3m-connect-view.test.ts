import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { $account, $router, addConnector, openModal } from '../../src/core/index.js';
import { Eip1193Connector } from '../../src/connectors/eip1193-connector.js';
import { dispatchAnnouncement, hostileAnnouncements } from '../fixtures/test-wallet.js';
import { emulateMedia, sendKeys } from '../modal/commands.js';
import { TEST_WALLET_ID, announceTestWallet, createTestKit, dialogOf, renderModal, waitForView } from '../modal/helpers.js';
import { deepActiveElement, tabFromPageTo, deepQueryAll, deepText, waitForText } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';
import { resetAll } from '../helpers/reset.js';
import { isInside } from '../../src/controllers/deep-focus.js';

const rowsOf = (view: Element): HTMLElement[] => deepQueryAll<HTMLElement>(view, 'wui-list-wallet');
const rowNames = (view: Element): string[] => rowsOf(view).map(row => deepText(row));

describe('<w3m-connect-view>', () => {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('lists announced browser wallets with an "Installed" tag', async () => {
    await announceTestWallet();
    await createTestKit();
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => rowsOf(view).length === 1);
    expect(rowNames(view)).to.deep.equal(['Test Wallet Installed']);
    expect(deepText(view)).not.to.include('No browser wallet');
    await expectAccessibleInBothThemes(modal);
  });

  it("shows AppKit's legal line with the app's terms and privacy links, accessible in both themes", async () => {
    await announceTestWallet();
    await createTestKit({ termsConditionsUrl: 'https://game.example/terms', privacyPolicyUrl: 'https://game.example/privacy' });
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitForText(view, 'By connecting your wallet, you agree to our');
    const links = deepQueryAll<HTMLAnchorElement>(view, '[part="legal"] a');
    expect(links.map(link => [link.textContent, link.href, link.target, link.rel])).to.deep.equal([
      ['Terms of Service', 'https://game.example/terms', '_blank', 'noopener noreferrer'],
      ['Privacy Policy', 'https://game.example/privacy', '_blank', 'noopener noreferrer']
    ]);
    await expectAccessibleInBothThemes(modal);
  });

  it('has no legal line without the legal options, and never links a non-web URL', async () => {
    await createTestKit({ termsConditionsUrl: 'javascript:alert(1)' });
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitForText(view, 'No browser wallet found');
    expect(deepQueryAll(view, '[part="legal"]')).to.have.length(0);
  });

  it('shows the empty state when there is no browser wallet', async () => {
    await createTestKit();
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitForText(view, 'No browser wallet found');
    expect(rowsOf(view)).to.have.length(0);
    await expectAccessibleInBothThemes(modal);
  });

  it('orders groups by connectorTypeOrder (external before injected when asked)', async () => {
    const wallet = await announceTestWallet();
    await createTestKit({ features: { connectorTypeOrder: ['external', 'injected'] } });
    addConnector(new Eip1193Connector({ id: 'ext', type: 'EXTERNAL', name: 'External Wallet', namespace: 'eip155' }, wallet));
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => rowsOf(view).length === 2);
    expect(rowNames(view)).to.deep.equal(['External Wallet', 'Test Wallet Installed']);
  });

  it('lists installed wallets before external ones by default', async () => {
    const wallet = await announceTestWallet();
    await createTestKit();
    addConnector(new Eip1193Connector({ id: 'ext', type: 'EXTERNAL', name: 'External Wallet', namespace: 'eip155' }, wallet));
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => rowsOf(view).length === 2);
    expect(rowNames(view)).to.deep.equal(['Test Wallet Installed', 'External Wallet']);
  });

  it('the arrows go on past the first and last row: to the header above, to All Wallets below, and back', async () => {
    await announceTestWallet({}, { name: 'Alpha Wallet', rdns: 'dev.w3m-modal.alpha' });
    await announceTestWallet({}, { name: 'Beta Wallet', rdns: 'dev.w3m-modal.beta' });
    await createTestKit();
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => rowsOf(view).length === 2);
    const entry = (): HTMLElement | undefined =>
      deepQueryAll<HTMLElement>(view, 'w3m-all-wallets-entry').map(e => e.shadowRoot?.querySelector<HTMLElement>('button')).find(b => b && b.getBoundingClientRect().height > 0) ?? undefined;
    await waitUntil(() => entry() !== undefined && deepActiveElement()?.getAttribute('aria-label') === 'Close', 'no All Wallets entry, or no focus on Close');
    const focused = (): string => deepText(deepActiveElement() ?? document.body);
    const walk: string[] = [];
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowUp', 'ArrowUp']) {
      await sendKeys({ press: key });
      const inHeader = isInside(deepActiveElement()!, modal.shadowRoot!.querySelector('w3m-header')!);
      walk.push(deepActiveElement() === entry() ? 'All Wallets' : inHeader ? 'the header' : focused());
    }
    expect(walk).to.deep.equal(['Alpha Wallet Installed', 'Beta Wallet Installed', 'All Wallets', 'Beta Wallet Installed', 'Alpha Wallet Installed', 'the header']);
  });

  it('connects with the keyboard alone: every row is a Tab stop, arrows are a shortcut, Enter', async () => {
    await announceTestWallet({}, { name: 'Alpha Wallet', rdns: 'dev.w3m-modal.alpha' });
    const beta = await announceTestWallet({}, { name: 'Beta Wallet', rdns: 'dev.w3m-modal.beta' });
    await createTestKit();
    const root = await fixture<HTMLDivElement>(html`<div><button>Play</button><w3m-button></w3m-button><w3m-modal></w3m-modal></div>`);
    const modal = root.querySelector('w3m-modal')!;
    await tabFromPageTo(root.querySelector('button')!, root.querySelector('w3m-button')!);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => dialogOf(modal).open, 'Enter on the button did not open the modal');
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => rowsOf(view).length === 2);
    await waitUntil(() => deepActiveElement()?.getAttribute('aria-label') === 'Close', 'initial focus not on the close button');
    await sendKeys({ press: 'Tab' });
    expect(deepText(deepActiveElement()!)).to.include('Alpha Wallet');
    await sendKeys({ press: 'ArrowDown' });
    expect(deepText(deepActiveElement()!)).to.include('Beta Wallet');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'End' });
    expect(deepText(deepActiveElement()!)).to.include('Beta Wallet');
    // Every row is its own Tab stop: Shift+Tab from the second row goes to the first, Tab comes back.
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepText(deepActiveElement()!)).to.include('Alpha Wallet');
    await sendKeys({ press: 'Tab' });
    expect(deepText(deepActiveElement()!)).to.include('Beta Wallet');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => $account.get().status === 'connected', 'not connected');
    expect($account.get().address).to.equal(beta.exposedAddresses[0]);
    expect($account.get().connectedWalletInfo?.name).to.equal('Beta Wallet');
  });

  it('navigates to ConnectingExternal for the clicked wallet', async () => {
    await announceTestWallet({ approval: 'manual' });
    await createTestKit();
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => rowsOf(view).length === 1);
    rowsOf(view)[0]!.click();
    expect($router.get().view).to.equal('ConnectingExternal');
    expect($router.get().params).to.deep.equal({ connectorId: TEST_WALLET_ID });
    await waitForView(modal, 'w3m-connecting-external-view');
  });

  it('renders hostile wallet names as text and never a hostile icon URL', async () => {
    await createTestKit();
    // Each under its own rdns, since a second announcement with the same id is (rightly) ignored.
    const picked = hostileAnnouncements().filter(a => ['markup-name', 'javascript-icon', 'http-icon', 'svg-script-icon'].includes(a.id));
    picked.forEach(({ detail }, i) => {
      const { info, provider } = detail as { info: Record<string, unknown>; provider: unknown };
      dispatchAnnouncement({ info: { ...info, rdns: `example.hostile${i}` }, provider });
    });
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => rowsOf(view).length === 4);
    expect(deepText(view)).to.include('<img src=x onerror=alert(1)>');
    expect(deepQueryAll(view, 'img[src^="javascript"], img[src^="http"], script')).to.have.length(0);
    // The SVG-with-script icon is a data: image, shown only through <img> (where scripts never run).
    const images = deepQueryAll<HTMLImageElement>(view, 'img');
    expect(images.every(img => img.src.startsWith('data:image/'))).to.equal(true);
  });
});
