// The modal's language: detection from the browser, the `locale` option and attribute, switching at run time,
// right to left, Intl numbers, and each locale's chunk fetched only when it is used.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createAppKit, getAppKit } from '../../src/app-kit.js';
import { $locale, detectLocale, formatNumber, mainnet, navigate, openModal, setLocale, supportedLocales } from '../../src/core/index.js';
import { patchAccount } from '../helpers/account.js';
import type { Locale } from '../../src/core/index.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import type { W3mButton } from '../../src/modal/w3m-button.js';
import { createTestKit, dialogOf, renderModal, waitForView } from '../modal/helpers.js';
import { deepQuery, deepText, waitForText } from '../helpers/dom.js';
import { thrownMessage } from '../core/setup.js';
import { addCleanup, resetAll } from '../helpers/reset.js';
import { fetchedUrls } from '../helpers/fetched.js';

/** The locale chunks this page has fetched so far (Vite serves each locale file as a module of its own). */
const fetchedLocales = (): string[] =>
  fetchedUrls()
    .map(url => /\/src\/locales\/([\w-]+)\.ts/.exec(url)?.[1])
    .filter((code): code is string => code !== undefined && code !== 'index');

/** Makes the browser report `languages` as `navigator.languages` until the test ends. */
function browserLanguages(languages: string[]): void {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
  addCleanup(() => delete (navigator as { languages?: unknown }).languages);
}

const until = (locale: Locale) => waitUntil(() => $locale.get() === locale, `locale never became ${locale}`);

/** Collects console.error calls until the test ends. */
function consoleErrors(): unknown[][] {
  const errors: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  addCleanup(() => (console.error = original));
  return errors;
}

describe('locale', () => {
  beforeEach(resetAll);
  afterEach(resetAll);

  it('fetches no locale before one is used, then only that one', async () => {
    await createTestKit();
    const modal = await renderModal();
    openModal();
    await waitUntil(() => dialogOf(modal).open);
    expect($locale.get()).to.equal('en');
    expect(fetchedLocales()).to.deep.equal([]);
    await setLocale('ko');
    expect(fetchedLocales()).to.deep.equal(['ko']);
    await waitForText(modal.shadowRoot!.querySelector('.card')!, '지갑 연결');
  });

  it('detects the first of the browser languages it speaks, falling back by language and then to English', () => {
    expect(detectLocale(['pt-BR', 'en'])).to.equal('pt');
    expect(detectLocale(['tlh', 'de-AT', 'fr'])).to.equal('de');
    expect(detectLocale(['zh-Hant-TW'])).to.equal('zh');
    expect(detectLocale(['JA'])).to.equal('ja');
    // English first wins over a later language the modal also speaks.
    expect(detectLocale(['en-GB', 'ja'])).to.equal('en');
    // "fil" (Filipino) is not Finnish, nor anything else here.
    expect(detectLocale(['fil', 'xx-YY'])).to.equal('en');
    expect(detectLocale([])).to.equal('en');
    expect(supportedLocales()).to.have.length.of.at.least(20);
  });

  it('createAppKit follows navigator.languages when no locale is given', async () => {
    browserLanguages(['ja-JP', 'en-US']);
    await createTestKit();
    const button = await fixture<W3mButton>(html`<w3m-button></w3m-button>`);
    await until('ja');
    await waitForText(button, 'ウォレットを接続');
  });

  it('the locale option wins over the browser, and a player’s pick survives a reconfiguration without one', async () => {
    browserLanguages(['fr-FR']);
    await createTestKit({ locale: 'pt-BR' });
    await until('pt');
    await setLocale('de');
    await createTestKit();
    // Had the browser's French been applied, it would have landed once its chunk arrived: fetch it too.
    await import('../../src/locales/fr.js');
    await Promise.resolve();
    expect($locale.get()).to.equal('de');
  });

  it('a bad locale option throws naming the option and the supported locales, and changes nothing', async () => {
    await createTestKit({ locale: 'de' });
    await until('de');
    const kit = getAppKit();
    const message = thrownMessage(() => createAppKit({ networks: [mainnet], projectId: 'other', locale: 'klingon' }));
    expect(message).to.include('locale').and.include('"klingon"').and.include('ja');
    expect(getAppKit()).to.equal(kit);
    expect(kit?.options.projectId).to.equal('test-project');
    expect($locale.get()).to.equal('de');
  });

  it('setLocale throws at once on an unsupported locale and keeps the current one', async () => {
    await setLocale('es');
    expect(thrownMessage(() => setLocale('xx'))).to.include('Invalid locale "xx"').and.include('es');
    expect(thrownMessage(() => setLocale(42 as unknown as string))).to.include('Invalid locale');
    expect($locale.get()).to.equal('es');
  });

  it('of two quick switches the later one wins, whichever chunk arrives first', async () => {
    const first = setLocale('vi');
    const second = setLocale('en');
    await Promise.all([first, second]);
    expect($locale.get()).to.equal('en');
  });

  it('the locale attribute configures the modal, and changing it switches the language of the same instance', async () => {
    // WalletConnect (on with a project id) stays off: with no browser wallet the modal would open on its QR code.
    // The Connect view asks the wallet directory (a project id): a refused loopback port, never the public one.
    const modal = await fixture<W3mModal>(html`<w3m-modal project-id="abc" networks="eip155:1" locale="de" .config=${{ enableWalletConnect: false, explorerApiUrl: 'http://127.0.0.1:9' }}></w3m-modal>`);
    await until('de');
    const kit = getAppKit();
    openModal();
    await waitUntil(() => dialogOf(modal).open);
    await waitForText(modal.shadowRoot!.querySelector('.card')!, 'Wallet verbinden');
    modal.setAttribute('locale', 'fr');
    await until('fr');
    await waitForText(modal.shadowRoot!.querySelector('.card')!, 'Connecter un wallet');
    expect(getAppKit()).to.equal(kit);
    expect(modal.lang).to.equal('fr');
  });

  it('a bad locale attribute is reported on the console and changes nothing', async () => {
    const modal = await fixture<W3mModal>(html`<w3m-modal project-id="abc" networks="eip155:1" locale="it" .config=${{ enableWalletConnect: false, explorerApiUrl: 'http://127.0.0.1:9' }}></w3m-modal>`);
    await until('it');
    const errors = consoleErrors();
    modal.setAttribute('locale', 'xx-YY');
    await waitUntil(() => errors.length === 1, 'no console error');
    expect(String(errors[0]!.at(-1))).to.include('Invalid locale "xx-YY"');
    expect($locale.get()).to.equal('it');
    expect(getAppKit()?.options.projectId).to.equal('abc');
  });

  it('switching at run time re-renders what is open: title, header, view, and the page’s button', async () => {
    await createTestKit();
    const modal = await renderModal();
    const button = await fixture<W3mButton>(html`<w3m-button></w3m-button>`);
    openModal();
    await waitUntil(() => dialogOf(modal).open);
    const card = modal.shadowRoot!.querySelector('.card')!;
    await waitForText(card, 'Connect Wallet');
    await setLocale('ru');
    await waitForText(card, 'Подключить кошелёк');
    expect(deepQuery(modal, 'wui-icon-button[part="close"]')?.getAttribute('label')).to.equal('Закрыть');
    await waitForText(button, 'Подключить кошелёк');
    await setLocale('en');
    await waitForText(card, 'Connect Wallet');
    expect(deepText(card)).not.to.include('Подключить');
  });

  it('Arabic, Hebrew and Persian turn the dialog and its host right to left, and mirror the back arrow', async () => {
    await createTestKit({ locale: 'ar' });
    await until('ar');
    const modal = await renderModal();
    openModal();
    navigate('Networks');
    await waitForView(modal, 'w3m-networks-view');
    const dialog = dialogOf(modal);
    expect(dialog.getAttribute('dir')).to.equal('rtl');
    expect(dialog.getAttribute('lang')).to.equal('ar');
    expect(modal.getAttribute('dir')).to.equal('rtl');
    expect(getComputedStyle(dialog).direction).to.equal('rtl');
    const back = deepQuery(modal, 'wui-icon[name="back"]')!;
    expect(back.matches(':dir(rtl)')).to.equal(true);
    await waitUntil(() => back.shadowRoot?.querySelector('svg'));
    expect(getComputedStyle(back.shadowRoot!.querySelector('svg')!).transform).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
    // The close button sits on the left in Arabic: the header's grid follows the direction.
    const close = deepQuery(modal, 'wui-icon-button[part="close"]')!.getBoundingClientRect();
    expect(close.left).to.be.lessThan(dialog.getBoundingClientRect().left + 60);
    for (const locale of ['he', 'fa'] as const) {
      await setLocale(locale);
      expect(dialog.getAttribute('dir')).to.equal('rtl');
    }
    await setLocale('ja');
    await modal.updateComplete;
    expect(dialog.getAttribute('dir')).to.equal('ltr');
    expect(getComputedStyle(back.shadowRoot!.querySelector('svg')!).transform).to.equal('none');
  });

  it('balances and counts use the locale’s digits and separators', async () => {
    await createTestKit({ locale: 'de' });
    await until('de');
    expect(formatNumber('1234.5678')).to.equal('1.234,5678');
    expect(formatNumber('0.00')).to.equal('0,00');
    const button = await fixture<W3mButton>(html`<w3m-button></w3m-button>`);
    patchAccount('eip155', { status: 'connected', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', balance: '1234.5678', balanceSymbol: 'ETH' });
    await waitForText(button, '1.234,5678 ETH');
    await setLocale('en');
    await waitForText(button, '1,234.5678 ETH');
    // An exact decimal: no float rounding of a large balance.
    expect(formatNumber('98765432109876.5432')).to.equal('98,765,432,109,876.5432');
  });
});
