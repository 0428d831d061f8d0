import { expect, fixture, html } from '@open-wc/testing';
import { mainnet } from 'viem/chains';
import { setOptions } from '../../src/core/index.js';
import { BlockchainApiError, createBlockchainApi } from '../../src/core/api/blockchain-api.js';
import type { BlockchainApi } from '../../src/core/api/blockchain-api.js';
import { $balances, fetchBalances, resetBalances } from '../../src/core/data/balances.js';
import { $activity, fetchActivity, resetActivity } from '../../src/core/data/activity.js';
import '../../src/views/account/w3m-account-tokens.js';
import '../../src/views/account/w3m-account-activity.js';
import '../../src/views/account/w3m-account-nfts.js';
import { fixtureApi } from '../data/fixture-api.js';
import type { FixtureApi } from '../data/fixture-api.js';
import { ALL_DATA_FEATURES } from '../data/setup.js';
import { hostileVariants } from './hostile-cases.js';
import type { HostileCase } from './hostile-cases.js';
import { freshState } from '../helpers/reset.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CHAIN = 'eip155:1';
const DATA_ICON = 'data:image/png;base64,iVBORw0KGgo=';

const validBalance = {
  balances: [
    { name: 'Ether', symbol: 'ETH', chainId: CHAIN, value: 3000, price: 3000, quantity: { decimals: '18', numeric: '1' }, iconUrl: DATA_ICON },
    { name: 'USD Coin', symbol: 'USDC', chainId: CHAIN, address: `${CHAIN}:0xa0b8`, value: 5, price: 1, quantity: { decimals: '6', numeric: '5' }, iconUrl: '' }
  ]
};
const validHistory = {
  data: [
    {
      id: 'tx1',
      metadata: { minedAt: '2026-01-02T03:04:05Z', chain: CHAIN, status: 'confirmed', hash: '0x1', sentFrom: ADDRESS, sentTo: ADDRESS, operationType: 'send' },
      transfers: [
        { direction: 'in', fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: DATA_ICON } }, quantity: { numeric: '0.5' }, value: 1500, price: 3000 },
        { direction: 'in', nft_info: { name: 'Sword', content: { preview: { url: DATA_ICON } }, flags: { is_spam: false } }, quantity: { numeric: '1' } }
      ]
    }
  ],
  next: 'c1'
};

/** Each endpoint with a valid answer and the call that reads it. */
const ENDPOINTS: { path: string; method?: 'POST'; valid: unknown; call: (api: BlockchainApi) => Promise<unknown> }[] = [
  { path: `/v1/account/${ADDRESS}/balance`, valid: validBalance, call: api => api.balance({ address: ADDRESS, chainId: CHAIN }) },
  { path: `/v1/account/${ADDRESS}/history`, valid: validHistory, call: api => api.history({ address: ADDRESS, chainId: CHAIN }) },
  { path: `/v1/identity/${ADDRESS}`, valid: { name: 'player.reown.id', avatar: DATA_ICON }, call: api => api.identity(ADDRESS) },
  { path: '/v1/supported-chains', valid: { http: [CHAIN], ws: [CHAIN] }, call: api => api.supportedChains() },
  { path: '/v1/convert/gas-price', valid: { standard: '1', fast: '2', instant: '3' }, call: api => api.gasPrice(CHAIN) },
  { path: '/v1/profile/suggestions/abc', valid: { suggestions: [{ name: 'abc.reown.id', registered: false }] }, call: api => api.profileSuggestions('abc') },
  {
    path: '/v1/onramp/options',
    valid: { paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }], purchaseCurrencies: [{ id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }] }] },
    call: api => api.onrampOptions()
  },
  {
    path: '/v1/onramp/quote',
    method: 'POST',
    valid: { coinbaseFee: { amount: '1', currency: 'USD' }, networkFee: { amount: '1', currency: 'USD' }, paymentSubtotal: { amount: '1', currency: 'USD' }, paymentTotal: { amount: '1', currency: 'USD' }, purchaseAmount: { amount: '1', currency: 'ETH' }, quoteId: 'q' },
    call: api => api.onrampQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '1', network: 'ethereum' })
  }
];

const CASES_PER_ENDPOINT = 30;

/** Nothing a hostile answer carries may become markup: only the elements the tabs render themselves (`<bdi>` holds an amount apart from its symbol). */
function expectNoInjectedMarkup(root: Element): void {
  const allowed = new Set(['UL', 'LI', 'SPAN', 'P', 'DIV', 'SECTION', 'H3', 'IMG', 'WUI-SPINNER', 'WUI-BUTTON', 'STYLE', 'SVG', 'CIRCLE', 'PATH', 'BUTTON', 'SLOT', 'BDI']);
  const visit = (scope: Element | ShadowRoot): void => {
    for (const element of scope.querySelectorAll('*')) {
      expect(allowed.has(element.tagName.toUpperCase()), `unexpected <${element.localName}>`).to.equal(true);
      for (const attr of element.getAttributeNames()) expect(attr.startsWith('on'), `event attribute ${attr}`).to.equal(false);
      if (element instanceof HTMLImageElement) expect(element.getAttribute('src')).to.satisfy((src: string) => /^data:image\//.test(src) || src.startsWith(`${location.origin}/`));
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  visit(root.shadowRoot ?? root);
  expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
}

async function queue(fx: FixtureApi, path: string, method: 'GET' | 'POST', cases: HostileCase[]): Promise<void> {
  await fx.route(...cases.map(c => ({ path, method, status: c.status ?? 200, body: c.body, raw: c.raw, times: 1 })));
}

describe('hostile provider answers', () => {
  let fx: FixtureApi;

  beforeEach(async () => {
    freshState();
    fx = await fixtureApi();
  });
  afterEach(() => freshState());

  it(`never crash the client: ${ENDPOINTS.length * CASES_PER_ENDPOINT} generated answers end in data or a BlockchainApiError`, async () => {
    const api = createBlockchainApi({ baseUrl: fx.baseUrl, projectId: 'test-project', onAlert: () => {} });
    let total = 0;
    let rejected = 0;
    for (const [index, endpoint] of ENDPOINTS.entries()) {
      const cases = hostileVariants(endpoint.valid, CASES_PER_ENDPOINT, 1000 + index);
      await queue(fx, endpoint.path, endpoint.method ?? 'GET', cases);
      for (const c of cases) {
        total++;
        try {
          await endpoint.call(api);
        } catch (error) {
          rejected++;
          expect(error, `${endpoint.path} ${c.label}`).to.be.instanceOf(BlockchainApiError);
        }
      }
    }
    expect(total).to.be.at.least(200);
    // The generator must actually break most answers (markup in a text field is still a valid answer).
    expect(rejected).to.be.greaterThan(total / 2);
    expect(({} as { polluted?: boolean }).polluted).to.equal(undefined);
  });

  it('never render markup or unsafe images in the Tokens, Activity and NFTs tabs', async function () {
    setOptions({ projectId: 'test-project', networks: [mainnet], blockchainApiUrl: fx.baseUrl, features: ALL_DATA_FEATURES });
    const root = await fixture<HTMLElement>(html`<div>
      <w3m-account-tokens></w3m-account-tokens><w3m-account-activity></w3m-account-activity><w3m-account-nfts></w3m-account-nfts>
    </div>`);
    const balanceCases = hostileVariants(validBalance, 40, 7);
    const historyCases = hostileVariants(validHistory, 40, 8);
    await queue(fx, `/v1/account/${ADDRESS}/balance`, 'GET', balanceCases);
    await queue(fx, `/v1/account/${ADDRESS}/history`, 'GET', historyCases);
    let shownAsText = 0;
    for (let i = 0; i < 40; i++) {
      resetBalances();
      resetActivity();
      await fetchBalances(ADDRESS, CHAIN);
      await fetchActivity(ADDRESS, CHAIN);
      expect(['ready', 'error']).to.include($balances.get().status);
      expect(['ready', 'error']).to.include($activity.get().status);
      for (const element of root.children) await (element as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      for (const element of root.children) expectNoInjectedMarkup(element);
      const markup = balanceCases[i]!;
      if (markup.inserted && $balances.get().status === 'ready' && /\.(name|symbol)$/.test(markup.label)) {
        shownAsText++;
        expect(root.querySelector('w3m-account-tokens')!.shadowRoot!.textContent).to.include(markup.inserted);
      }
    }
    expect(shownAsText, 'some markup reached the screen as text').to.be.greaterThan(0);
  });
});
