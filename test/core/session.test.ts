import { expect } from '@open-wc/testing';
import { destroyAppKit } from '../../src/app-kit.js';
import { $accounts, $activeConnectorId, $alert, $chain, $connectError, $connectStep, $connectors, $lastEvent, $locale, $modal, $namespaceConnectors, $options, $router, $theme, $toast, connect, openModal, setThemeMode } from '../../src/core/index.js';
import { setupWallet } from '../connectors/helpers.js';
import { freshState, runCleanups } from '../helpers/reset.js';
import { waitUntil } from '../helpers/wait.js';

// The initial core's stores: each is made by the session's store factory (src/core/session.ts).
const STORES = { $accounts, $activeConnectorId, $alert, $chain, $connectError, $connectStep, $connectors, $lastEvent, $locale, $modal, $namespaceConnectors, $options, $router, $theme, $toast };
const listeners = (store: object): number => (store as { lc: number }).lc;

describe('the kit session: destroyAppKit() is the one teardown', () => {
  beforeEach(freshState);
  afterEach(runCleanups);

  it('puts every store back at its initial value and leaves nothing listening, after a real connection', async () => {
    const initial = Object.fromEntries(Object.entries(STORES).map(([name, store]) => [name, store.get()]));
    const { id } = await setupWallet();
    openModal();
    setThemeMode('light');
    expect(await connect(id)).to.equal(true);
    expect($connectStep.get().step).to.equal('connected');
    expect($accounts.get().eip155?.status).to.equal('connected');
    expect(listeners($connectStep)).to.be.greaterThan(0);
    destroyAppKit();
    for (const [name, store] of Object.entries(STORES)) expect(store.get(), name).to.deep.equal(initial[name]);
    // The rows' listeners (events, the modal's, the wrong-network check, balance) stopped with the session; a
    // computed store lets go of its sources when nanostores unmounts it, a moment after its last listener left.
    for (const [name, store] of Object.entries({ $connectStep, $chain, $accounts, $modal, $activeConnectorId })) {
      await waitUntil(() => listeners(store) === 0, `${name} still has listeners`);
    }
  });
});
