// Buy (issue 36 point 5): the Account view's Buy button, OnRampProviders and BuyInProgress, against the local
// fixture server standing in for the on-ramp provider (options, quote, the page's address, the purchase it reports).
import { expect } from '@open-wc/testing';
import { $account, $modal, $router, openModal, setLocale } from '../../src/core/index.js';
import type { AppKitOptions } from '../../src/core/index.js';
import { $onramp, chooseOnramp } from '../../src/core/data/index.js';
import { getAppKit } from '../../src/app-kit.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import { emulateMedia, sendKeys } from '../modal/commands.js';
import { dialogOf, waitForView } from '../modal/helpers.js';
import { deepQuery, deepQueryAll, deepText, waitForText } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';
import { fetched } from '../helpers/fetched.js';
import { resetAll } from '../helpers/reset.js';
import { waitUntil } from '../helpers/wait.js';
import { fixtureApi, type FixtureApi } from '../data/fixture-api.js';
import { connectAndOpen } from './wallet-actions-kit.js';

const BUY_CHUNK = /onramp\/w3m-onramp-providers-view\.ts/;
const ON = { onramp: true, history: true } as const;

interface Opened {
  fx: FixtureApi;
  modal: W3mModal;
  view: HTMLElement;
  address: string;
  events: { event: string; properties?: unknown }[];
}

/** Connects with Buy on, opens Account, presses Buy; the provider's answers are `fx`'s. */
async function openBuy(options: Partial<AppKitOptions> = {}, prepare?: (fx: FixtureApi) => Promise<void>, beforePress?: () => void): Promise<Opened> {
  const fx = await fixtureApi();
  await prepare?.(fx);
  const connected = await connectAndOpen({ blockchainApiUrl: fx.baseUrl, features: ON, ...options });
  const events: Opened['events'] = [];
  getAppKit()!.subscribeEvents(event => events.push(event.data as Opened['events'][number]));
  await waitUntil(() => deepQuery(connected.view, 'button[data-feature="onramp"]'), 'the Buy button');
  beforePress?.();
  deepQuery<HTMLButtonElement>(connected.view, 'button[data-feature="onramp"]')!.click();
  const view = await waitForView(connected.modal, 'w3m-onramp-providers-view');
  await waitUntil(() => $onramp.get().status === 'ready', 'the provider\'s options');
  return { fx, modal: connected.modal, view, address: connected.address, events };
}

const part = (view: Element, name: string) => deepQuery<HTMLElement>(view, `[part="${name}"]`);
const pressed = (view: Element, name: string) => deepQueryAll<HTMLButtonElement>(view, `[part="${name}"] button[aria-pressed="true"]`).map(b => deepText(b).trim());
const choices = (view: Element, name: string) => deepQueryAll<HTMLButtonElement>(view, `[part="${name}"] button`).map(b => deepText(b).trim());

async function typeAmount(view: HTMLElement, text: string): Promise<void> {
  const input = part(view, 'amount') as HTMLInputElement;
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const continueButton = (view: Element) => part(view, 'continue') as HTMLElement & { disabled: boolean };

describe('Buy (OnRampProviders, BuyInProgress)', () => {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('the Buy button sends SELECT_BUY_CRYPTO and opens the provider\'s currencies and limits, titled Buy crypto; nothing of Buy is fetched before', async () => {
    // The first test of the file (each file has a page of its own): no test before it fetched the view either.
    const { modal, view, events } = await openBuy({}, undefined, () => expect(fetched(BUY_CHUNK)).to.deep.equal([]));
    expect($router.get().view).to.equal('OnRampProviders');
    await waitUntil(() => events.some(e => e.event === 'SELECT_BUY_CRYPTO'), 'SELECT_BUY_CRYPTO');
    expect(events.find(e => e.event === 'SELECT_BUY_CRYPTO')!.properties).to.deep.equal({ isSmartAccount: false });
    await waitForText(dialogOf(modal), 'Buy crypto');
    // The fixture provider's options: ETH, paid in USD by card between 5 and 1,000.
    expect(choices(view, 'asset')).to.deep.equal(['ETH']);
    expect(pressed(view, 'fiat')).to.deep.equal(['USD']);
    expect(pressed(view, 'method')).to.deep.equal(['Card']);
    expect(deepText(part(view, 'limits')!)).to.equal('Between $5.00 and $1,000.00');
    expect(part(view, 'notice')).to.equal(undefined);
    expect(continueButton(view).disabled).to.equal(true);
    await expectAccessibleInBothThemes(modal);
  });

  it('an amount outside the limits, or not a number, gets a clear message and no quote', async () => {
    const { view, fx } = await openBuy();
    await typeAmount(view, '2000');
    await waitForText(part(view, 'problem')!, 'The most you can pay this way is $1,000.00.');
    expect((part(view, 'amount') as HTMLInputElement).getAttribute('aria-invalid')).to.equal('true');
    await typeAmount(view, '1');
    await waitForText(part(view, 'problem')!, 'The least you can pay this way is $5.00.');
    await typeAmount(view, '12abc');
    await waitForText(part(view, 'problem')!, 'Enter an amount such as 25 or 25.50.');
    expect(continueButton(view).disabled).to.equal(true);
    expect((await fx.requests()).filter(r => r.path === '/v1/onramp/quote')).to.deep.equal([]);
  });

  it('quotes the amount: what arrives, the fees and the total, in the locale\'s format', async () => {
    const { view, fx } = await openBuy();
    await typeAmount(view, '30');
    await waitUntil(() => !continueButton(view).disabled, 'the quote');
    expect(deepText(part(view, 'quote')!).replace(/\s+/g, ' ')).to.equal('You receive about 0.01 ETH Fees $1.50 You pay $31.50');
    const quotes = (await fx.requests()).filter(r => r.path === '/v1/onramp/quote');
    expect(quotes.map(q => q.body)).to.deep.equal([{ purchaseCurrency: 'eth', paymentCurrency: 'USD', amount: '30', network: 'ethereum' }]);
    await setLocale('de');
    await waitForText(view, '31,50 $');
    expect(deepText(part(view, 'limits')!)).to.equal('Zwischen 5,00 $ und 1.000,00 $');
  });

  it('a late quote never replaces the one for the newer amount', async () => {
    const { view, fx } = await openBuy();
    await fx.route({ method: 'POST', path: '/v1/onramp/quote', hold: true, times: 1 });
    const totals: string[] = [];
    const stop = $onramp.subscribe(state => void (state.quote && totals.push(state.quote.paymentTotal.amount)));
    await typeAmount(view, '30');
    await waitUntil(async () => (await fx.requests()).some(r => r.path === '/v1/onramp/quote'), 'the held quote');
    await typeAmount(view, '60');
    await waitForText(view, '$61.50');
    await fx.release();
    // The held answer (for 30) arrives after 60's, before the next amount's: it never showed.
    await typeAmount(view, '90');
    await waitForText(view, '$91.50');
    stop();
    expect(totals).to.include('61.50');
    expect(totals).not.to.include('31.50');
  });

  it('the quote service down: a quote without fees, and the player is told', async () => {
    const { view } = await openBuy({}, fx => fx.route({ method: 'POST', path: '/v1/onramp/quote', status: 503, body: { message: 'down' } }));
    await typeAmount(view, '30');
    await waitForText(view, 'No quote from the provider right now: this estimate has no fees, and Coinbase\'s page shows the real price.');
    expect(deepText(part(view, 'quote')!).replace(/\s+/g, ' ').trim()).to.equal('You pay $30.00');
    expect(continueButton(view).disabled).to.equal(false);
  });

  it('the options down: the built-in list (said so), card 10.00–7,500.00 and bank transfer 10.00–25,000.00', async () => {
    const { view } = await openBuy({}, fx => fx.route({ path: '/v1/onramp/options', status: 500, body: { message: 'down' } }));
    expect(deepText(part(view, 'notice')!)).to.equal('The provider\'s currencies could not be loaded: these are the usual ones.');
    expect(choices(view, 'asset')).to.deep.equal(['ETH', 'USDC']);
    expect(choices(view, 'fiat')).to.deep.equal(['USD', 'EUR']);
    expect(choices(view, 'method')).to.deep.equal(['Card', 'Bank transfer']);
    expect(deepText(part(view, 'limits')!)).to.equal('Between $10.00 and $7,500.00');
    deepQueryAll<HTMLButtonElement>(view, '[part="method"] button')[1]!.click();
    await waitForText(part(view, 'limits')!, 'Between $10.00 and $25,000.00');
    deepQueryAll<HTMLButtonElement>(view, '[part="fiat"] button')[1]!.click();
    await waitForText(part(view, 'limits')!, 'Between €10.00 and €25,000.00');
    expect(pressed(view, 'method')).to.deep.equal(['Bank transfer']);
    // An id the options do not have is refused, and nothing changes.
    const before = $onramp.get();
    expect(() => chooseOnramp('payment', 'GBP')).to.throw('Buy: unknown payment "GBP"; expected one of USD, EUR');
    expect($onramp.get()).to.equal(before);
  });

  it('Continue opens the provider\'s page for this wallet in a new window; its reported purchase ends the wait and is in the activity', async () => {
    const { view, modal, address, events } = await openBuy();
    const opened: (Window | null)[] = [];
    const realOpen = window.open;
    window.open = (...args) => {
      const popup = realOpen.apply(window, args);
      opened.push(popup);
      return popup;
    };
    try {
      await typeAmount(view, '30');
      await waitUntil(() => !continueButton(view).disabled, 'the quote');
      continueButton(view).click();
      const progress = await waitForView(modal, 'w3m-buy-in-progress-view');
      await waitForText(progress, 'Finish your purchase in Coinbase\'s window');
      expect(opened).to.have.length(1);
      expect(part(progress, 'blocked')).to.equal(undefined);
      const link = part(progress, 'open') as HTMLAnchorElement;
      const page = new URL(link.href);
      expect(page.pathname).to.match(/\/onramp$/);
      expect(Object.fromEntries(page.searchParams)).to.deep.equal({ partner: address, amount: '30', fiat: 'USD', asset: 'ETH' });
      expect(link.rel).to.equal('noopener noreferrer');
      await waitUntil(() => events.some(e => e.event === 'SELECT_BUY_PROVIDER'), 'SELECT_BUY_PROVIDER');
      expect(events.find(e => e.event === 'SELECT_BUY_PROVIDER')!.properties).to.deep.equal({ provider: 'coinbase', isSmartAccount: false });
      // What the provider's page does when the player completes the purchase there.
      const done = await fetch(new URL('onramp/complete', page), { method: 'POST', body: JSON.stringify(Object.fromEntries(page.searchParams)) });
      expect(done.status).to.equal(200);
      window.dispatchEvent(new Event('focus'));
      await waitForText(progress, 'Purchase received');
      expect(deepText(part(progress, 'amount')!).replace(/\s+/g, ' ')).to.equal('0.01 ETH');
      part(progress, 'account')!.click();
      const account = await waitForView(modal, 'w3m-account-view');
      await waitUntil(() => deepQuery(account, '#tab-activity'), 'the Activity tab');
      deepQuery<HTMLButtonElement>(account, '#tab-activity')!.click();
      const list = () => {
        const activity = deepQuery(account, 'w3m-account-activity');
        return activity && deepQuery(activity, '[part="list"]');
      };
      await waitUntil(list, 'the activity list');
      expect(deepText(list()!).replace(/\s+/g, ' ')).to.include('Bought Dec 7, 2026 0.01 ETH'.replace('Dec 7, 2026', new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date())));
    } finally {
      window.open = realOpen;
      opened.forEach(popup => popup?.close());
    }
  });

  it('a blocked window: the player is told, and the link to the provider\'s page still works', async () => {
    const { view, modal } = await openBuy();
    const realOpen = window.open;
    // What a popup blocker does: window.open gives nothing.
    window.open = () => null;
    try {
      await typeAmount(view, '30');
      await waitUntil(() => !continueButton(view).disabled, 'the quote');
      continueButton(view).click();
      const progress = await waitForView(modal, 'w3m-buy-in-progress-view');
      await waitForText(progress, 'Your browser blocked Coinbase\'s window. Open it with the link below.');
      expect(part(progress, 'blocked')!.getAttribute('role')).to.equal('alert');
      const link = part(progress, 'open') as HTMLAnchorElement;
      expect(link.target).to.equal('_blank');
      // The page is there (its body is the provider's: no CORS for this page to read it).
      const page = await fetch(link.href, { mode: 'no-cors' });
      expect(page.type).to.equal('opaque');
    } finally {
      window.open = realOpen;
    }
  });

  it('the provider\'s page cannot be had: a clear message, the choices kept', async () => {
    const { view, modal } = await openBuy({}, fx => fx.route({ method: 'POST', path: '/v1/generators/onrampurl', status: 500, body: { message: 'down' } }));
    const realOpen = window.open;
    let closed = 0;
    window.open = () => ({ closed: false, close: () => void closed++ }) as unknown as Window;
    try {
      await typeAmount(view, '30');
      await waitUntil(() => !continueButton(view).disabled, 'the quote');
      continueButton(view).click();
      await waitForText(part(view, 'problem')!, 'Could not open Coinbase\'s page. Try again.');
      expect(closed).to.equal(1);
      expect($router.get().view).to.equal('OnRampProviders');
      expect((part(view, 'amount') as HTMLInputElement).value).to.equal('30');
      expect(dialogOf(modal)).to.exist;
    } finally {
      window.open = realOpen;
    }
  });

  it('open({ view: \'OnRampProviders\' }) opens Buy when connected; with features.onramp off the view says so and asks the provider nothing', async () => {
    const { modal } = await connectAndOpen({ features: ON });
    openModal({ view: 'OnRampProviders' });
    expect($router.get().view).to.equal('OnRampProviders');
    await waitUntil(() => $onramp.get().status === 'ready', 'the provider\'s options');
    expect(deepQuery(await waitForView(modal, 'w3m-onramp-providers-view'), '[part="amount"]')).to.exist;
    resetAll();
    const fx = await fixtureApi();
    const off = await connectAndOpen({ blockchainApiUrl: fx.baseUrl, features: { history: true } });
    openModal({ view: 'OnRampProviders' });
    expect($modal.get().open).to.equal(true);
    const view = await waitForView(off.modal, 'w3m-onramp-providers-view');
    await waitForText(view, 'Buying crypto is not turned on in this app.');
    expect((await fx.requests()).filter(r => r.path.startsWith('/v1/onramp'))).to.deep.equal([]);
  });

  it('open({ view: \'OnRampProviders\' }) with no account connected opens the Connect view, as the opening rules say', async () => {
    const fx = await fixtureApi();
    const { modal } = await connectAndOpen({ blockchainApiUrl: fx.baseUrl, features: ON });
    await getAppKit()!.disconnect();
    await waitUntil(() => !$account.get().address, 'the disconnect');
    openModal({ view: 'OnRampProviders' });
    expect($router.get().view).to.not.equal('OnRampProviders');
    expect(deepQuery(modal, 'w3m-onramp-providers-view')).to.equal(undefined);
  });

  it('a preset amount is pressed with the keyboard alone, and the flow reads in Arabic', async () => {
    const { view, modal } = await openBuy();
    const preset = deepQueryAll<HTMLButtonElement>(view, '[part="presets"] button')[0]!;
    expect(deepText(preset)).to.equal('$25.00');
    preset.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => !continueButton(view).disabled, 'the quote');
    expect((part(view, 'amount') as HTMLInputElement).value).to.equal('25');
    await setLocale('ar');
    await waitForText(dialogOf(modal), 'شراء العملات الرقمية');
    // On screen the amount reads right to left, number first, and the sign keeps its letters in order: "US$ 25.00",
    // not the "$US 25.00" a bare trailing "$" gets from the bidi algorithm.
    await waitUntil(() => deepText(preset).includes('US$'), 'the preset in Arabic');
    const left = (char: string): number => {
      const text = [...preset.childNodes].find(node => node.nodeType === Node.TEXT_NODE && node.textContent!.includes(char))!;
      const range = document.createRange();
      range.setStart(text, text.textContent!.indexOf(char));
      range.setEnd(text, text.textContent!.indexOf(char) + 1);
      return range.getBoundingClientRect().left;
    };
    expect(left('U')).to.be.below(left('$'));
    expect(left('$')).to.be.below(left('2'));
  });
});
