// Reactions start in the loading table (src/features.ts) or in the onMount of the store they serve, never in an
// element's lifecycle: the elements of a connected account, rendered without a kit (so no row runs), ask the
// provider for no name and record no recent wallet; the same page with the kit's rows running does both.
import { expect, fixture, html } from '@open-wc/testing';
import { $connectStep, $activeConnectorId } from '../../src/core/index.js';
import { $recentWallets } from '../../src/core/wallets/recent.js';
import type { ConnectStep } from '../../src/core/index.js';
import type { Writable } from '../../src/core/types.js';
import { loadLazy } from '../../src/core/lazy.js';
import { createAppKit } from '../../src/app-kit.js';
import { rowsReady } from '../../src/features.js';
import { assembleKit } from '../../src/root.js';
import { patchAccount } from '../helpers/account.js';
import { fixtureApi, freshAccount } from '../data/fixture-api.js';
import { ALL_DATA_FEATURES, dataOptions } from '../data/setup.js';
import { deepQuery, deepText, waitForText } from '../helpers/dom.js';
import { waitUntil } from '../helpers/wait.js';
import { resetAll } from '../helpers/reset.js';
import { getAnvil } from '../fixtures/chain.js';
import '../../src/modal/w3m-button.js';
import '../../src/views/account/w3m-account-view.js';
import '../../src/views/wallets/w3m-all-wallets-entry.js';
import { mainnet } from 'viem/chains';

const NAME = 'player.reown.id';
const identityOf = (address: string) => (path: string) => path.toLowerCase() === `/v1/identity/${address.toLowerCase()}`;

describe('reactions start in the loading table, not in the elements', () => {
  beforeEach(() => resetAll());
  afterEach(() => resetAll());

  it('<w3m-button> and the Account view of a connected account look up no name without the kit\'s rows; with them, the name arrives', async () => {
    const fx = await fixtureApi();
    const { address } = await freshAccount();
    const other = await freshAccount();
    await fx.setName(address, NAME);
    // The kit's parts (its lazy modules) and the options alone, as createAppKit resolves them, but no row started.
    assembleKit();
    await dataOptions(fx.baseUrl);
    patchAccount('eip155', { address, status: 'connected' });
    const root = await fixture<HTMLElement>(html`<div><w3m-button></w3m-button><w3m-account-view></w3m-account-view></div>`);
    const button = root.querySelector('w3m-button')!;
    const view = root.querySelector('w3m-account-view')!;
    // Settled: the account data's chunk the elements load has arrived and the tabs are drawn.
    await loadLazy('accountTabs');
    await waitUntil(() => deepQuery(view, 'w3m-account-tabs')?.shadowRoot?.querySelector('[role="tab"]'), 'tabs element');
    await button.updateComplete;
    // A lookup of another address through the same client, answered: one the elements had started is logged before it.
    await (await loadLazy('identity')).loadIdentity(other.address);
    const before = (await fx.requests()).map(request => request.path);
    expect(before.some(identityOf(other.address))).to.equal(true);
    expect(before.some(identityOf(address))).to.equal(false);
    expect(deepText(button)).not.to.include(NAME);

    // The kit's `account identity` row, with the same options: the lookup happens, and both elements show the name.
    const anvil = await getAnvil();
    createAppKit({ projectId: 'test-project', networks: [mainnet], customRpcUrls: { 'eip155:1': [{ url: anvil.url }] }, blockchainApiUrl: fx.baseUrl, features: ALL_DATA_FEATURES });
    await rowsReady();
    patchAccount('eip155', { address, status: 'connected' });
    await waitForText(button, NAME);
    await waitForText(view, NAME);
    expect((await fx.requests()).filter(request => identityOf(address)(request.path)).length).to.equal(1);
  });

  it('the wallet list records no recent wallet without the kit\'s rows; the `recent wallets` row records one with no list shown', async () => {
    const step: ConnectStep = { step: 'connected', source: 'pick', connectorId: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', method: 'browser' };
    await dataOptions((await fixtureApi()).baseUrl);
    const entry = await fixture(html`<w3m-all-wallets-entry group="recent"></w3m-all-wallets-entry>`);
    ($activeConnectorId as Writable<typeof $activeConnectorId>).set('io.metamask');
    ($connectStep as Writable<typeof $connectStep>).set(step);
    await (entry as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect($recentWallets.get()).to.deep.equal([]);
    expect(localStorage.getItem('w3m:recentWallets')).to.equal(null);
    entry.remove();

    const anvil = await getAnvil();
    createAppKit({ projectId: 'test-project', networks: [mainnet], customRpcUrls: { 'eip155:1': [{ url: anvil.url }] } });
    await rowsReady();
    ($activeConnectorId as Writable<typeof $activeConnectorId>).set('io.rabby');
    ($connectStep as Writable<typeof $connectStep>).set({ ...step, connectorId: 'io.rabby', name: 'Rabby' });
    expect($recentWallets.get()).to.deep.equal(['io.rabby']);
    expect(JSON.parse(localStorage.getItem('w3m:recentWallets') ?? 'null')).to.deep.equal(['io.rabby']);
  });
});
