// Which embedded-wallet code a page fetches, and when. Nothing else in this file may load the auth connector
// or its views before the test says so: each test file runs in a page of its own.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { $connectors, mainnet, openModal, } from '../../src/core/index.js';
import { createAppKit, destroyAppKit } from '../../src/app-kit.js';
import { renderModal, waitForView } from '../modal/helpers.js';
import { resetAll } from '../helpers/reset.js';
import { fetched } from '../helpers/fetched.js';

// Not helpers.ts: it imports the frame client, which would count as loaded.
const secureSite = async (): Promise<{ origin: string }> => (await fetch('/__fixtures/secure-site')).json() as Promise<{ origin: string }>;
const newSession = (): string => `lazy-${Math.random().toString(36).slice(2, 10)}`;

/** The views src/features.ts prefetches when the modal first opens. */
const PREFETCHED_ON_OPEN = ['w3m-all-wallets-view', 'w3m-connecting-external-view', 'w3m-account-view'];

const AUTH = /(connectors|core|views)\/auth\/|w3m-(email|social)-login|w3m-approve-transaction-view|w3m-register-account-name/;

describe('Embedded wallet loading', function () {
  afterEach(() => {
    resetAll();
  });

  it('loads nothing with email and socials off (the product configuration); the frame waits for the email field', async () => {
    const site = await secureSite();
    // WalletConnect (on with a projectId) stays off here: with no browser wallet the modal would open on its QR
    // code instead of Connect. test/wc/lazy-load.test.ts and warm-up.test.ts cover what it loads.
    const kit = createAppKit({
      projectId: 'p',
      networks: [mainnet],
      features: { email: false, socials: false, emailShowWallets: false },
      secureSiteOrigin: site.origin,
      enableWalletConnect: false,
      // The Connect view asks the wallet directory (a projectId): a refused loopback port, never the public one.
      explorerApiUrl: 'http://127.0.0.1:9',
    });
    const modal = await renderModal();
    // open() waits for every feature the options turned on to load and start.
    await kit.open();
    await waitForView(modal, 'w3m-connect-view');
    // Opening is done fetching once the views it prefetches are defined (their modules and imports are in).
    await Promise.all(PREFETCHED_ON_OPEN.map(tag => customElements.whenDefined(tag)));
    expect(fetched(AUTH)).to.deep.equal([]);
    expect(document.querySelector('iframe')).to.equal(null);
    expect(fetched(new RegExp(site.origin.replace(/[.:/]/g, '\\$&')))).to.deep.equal([]);
    modal.remove();

    // Email on: the connector arrives, but the secure site is not contacted until the email field is shown.
    destroyAppKit();
    createAppKit({ projectId: newSession(), networks: [mainnet], features: { email: true }, secureSiteOrigin: site.origin, enableWalletConnect: false, explorerApiUrl: 'http://127.0.0.1:9' });

    await waitUntil(() => $connectors.get().some(c => c.type === 'AUTH'), 'auth connector registered', { timeout: 10_000 });
    expect(fetched(/connectors\/auth\/index\.ts/)).to.have.length(1);
    expect(document.querySelector('iframe')).to.equal(null);
    expect(fetched(/w3m-approve-transaction-view|w3m-register-account-name/)).to.deep.equal([]);
    const second = await renderModal();
    openModal();
    await waitForView(second, 'w3m-connect-view');
    await waitUntil(() => second.querySelector('iframe#w3m-iframe'), 'frame created when the email field shows', { timeout: 10_000 });
    expect(second.querySelector('iframe#w3m-iframe')!.getAttribute('src')!.startsWith(`${site.origin}/sdk?`)).to.equal(true);
  });
});
