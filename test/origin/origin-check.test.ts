import { expect } from '@open-wc/testing';
import { $alert, DEFAULT_FEATURES, mainnet, resolveOptions } from '../../src/core/index.js';
import type { Features } from '../../src/core/index.js';
import { checkAppOrigin, checkOrigin, clearAllowedOriginsCache } from '../../src/core/origin/check.js';
import { createAppKit } from '../../src/app-kit.js';
import { rowsFor } from '../../src/features.js';
import { providerLog, providerUrl, setAllowedOrigins } from '../fixtures/chains/provider.js';
import { renderModal } from '../modal/helpers.js';
import { resetAll } from '../helpers/reset.js';
import { waitForText } from '../helpers/dom.js';

const GAME = 'https://game.example.com';
let project = 0;
/** A project id of its own per test: the fixture's answers and the session cache are keyed by it. */
const nextProject = (): string => `p-origins-${Date.now()}-${++project}`;
const lookups = async (projectId: string) => (await providerLog('/projects/v1/origins')).filter(entry => entry.query['projectId'] === projectId);

describe('allowed origins: lookup against the provider and the Invalid App Configuration alert', () => {
  afterEach(() => {
    resetAll();
    clearAllowedOriginsCache();
    sessionStorage.clear();
  });

  it('an origin on the project list is allowed; the lookup carries projectId, st and sv', async () => {
    const host = await providerUrl();
    const projectId = nextProject();
    await setAllowedOrigins(projectId, { allowedOrigins: [GAME, 'https://*.example.org'] });
    expect(await checkOrigin(host, projectId, GAME)).to.equal('allowed');
    expect(await checkOrigin(host, projectId, 'https://play.example.org')).to.equal('allowed');
    expect($alert.get()).to.equal(undefined);
    const [first, ...rest] = await lookups(projectId);
    expect(first!.query['st']).to.equal('appkit');
    expect(first!.query['sv']).to.match(/1\.7\.4$/);
    // Cached for the session: the second check asked nobody.
    expect(rest).to.have.length(0);
  });

  it('an origin not on the list shows the alert in the modal', async () => {
    const projectId = nextProject();
    await setAllowedOrigins(projectId, { allowedOrigins: ['https://other.example.com'] });
    const modal = await renderModal();
    expect(await checkOrigin(await providerUrl(), projectId, GAME)).to.equal('not-allowed');
    expect($alert.get()?.id).to.equal('invalidAppConfiguration');
    await waitForText(modal.shadowRoot!.querySelector('dialog')!, 'Invalid App Configuration');
  });

  it('a project the provider refuses (invalid key) allows nothing beyond the default ancestors', async () => {
    const projectId = nextProject();
    expect(await checkOrigin(await providerUrl(), projectId, GAME)).to.equal('not-allowed');
    expect(await checkOrigin(await providerUrl(), projectId, 'http://localhost:3000')).to.equal('allowed');
  });

  it('the answer is cached for the session: a new page in the same tab does not ask again', async () => {
    const host = await providerUrl();
    const projectId = nextProject();
    await setAllowedOrigins(projectId, { allowedOrigins: [GAME] });
    expect(await checkOrigin(host, projectId, GAME)).to.equal('allowed');
    clearAllowedOriginsCache(); // what a reload does to the in-memory cache
    expect(await checkOrigin(host, projectId, GAME)).to.equal('allowed');
    expect(await lookups(projectId)).to.have.length(1);
  });

  it('rate limits and server errors say nothing about the origin: no alert, and a later check asks again', async () => {
    const host = await providerUrl();
    const projectId = nextProject();
    await setAllowedOrigins(projectId, { status: 429 });
    expect(await checkOrigin(host, projectId, GAME)).to.equal('unknown');
    await setAllowedOrigins(projectId, { status: 503 });
    expect(await checkOrigin(host, projectId, GAME)).to.equal('unknown');
    expect($alert.get()).to.equal(undefined);
    await setAllowedOrigins(projectId, { allowedOrigins: [GAME] });
    expect(await checkOrigin(host, projectId, GAME)).to.equal('allowed');
    expect(await lookups(projectId)).to.have.length(3);
  });

  it('a malformed answer is not trusted and does not raise the alert', async () => {
    const projectId = nextProject();
    await setAllowedOrigins(projectId, { allowedOrigins: [42 as unknown as string] });
    expect(await checkOrigin(await providerUrl(), projectId, GAME)).to.equal('unknown');
    expect($alert.get()).to.equal(undefined);
  });

  it('runs only when email or socials are on, and never for local development origins', async () => {
    const host = await providerUrl();
    const projectId = nextProject();
    await setAllowedOrigins(projectId, { allowedOrigins: [] });
    const off = resolveOptions({ projectId, networks: [mainnet], blockchainApiUrl: host });
    expect(await checkAppOrigin(off, GAME)).to.equal('unknown');
    const email = resolveOptions({ projectId, networks: [mainnet], blockchainApiUrl: host, features: { ...DEFAULT_FEATURES, email: true } });
    const socials = resolveOptions({ projectId, networks: [mainnet], blockchainApiUrl: host, features: { socials: ['google'] } });
    expect(await checkAppOrigin(email, 'http://127.0.0.1:8000')).to.equal('allowed');
    expect(await lookups(projectId)).to.have.length(0);
    expect(await checkAppOrigin(socials, GAME)).to.equal('not-allowed');
    expect(await lookups(projectId)).to.have.length(1);
  });

  it('the loading table starts the check only when email or socials are on ([] and false mean off)', () => {
    const names = (features?: Partial<Features>) =>
      rowsFor(resolveOptions({ projectId: 'p', networks: [mainnet], ...(features ? { features } : {}) }));
    expect(names(undefined)).not.to.include('allowed origins');
    expect(names({ email: false, socials: [] })).not.to.include('allowed origins');
    expect(names({ socials: false })).not.to.include('email and social sign-in');
    expect(names({ email: true })).to.include.members(['allowed origins', 'email and social sign-in']);
    expect(names({ socials: ['google'] })).to.include.members(['allowed origins', 'email and social sign-in']);
  });

  it('createAppKit with email on runs the check once its code is there; a loopback page needs no lookup', async () => {
    const host = await providerUrl();
    const projectId = nextProject();
    // The email field asks the secure site for its frame once the modal is open: the local stand-in here.
    const { origin: secureSiteOrigin } = (await (await fetch('/__fixtures/secure-site')).json()) as { origin: string };
    const kit = createAppKit({ projectId, networks: [mainnet], blockchainApiUrl: host, features: { email: true }, secureSiteOrigin });
    // open() waits for the features the configuration turned on.
    await kit.open();
    expect($alert.get()).to.equal(undefined);
    expect(await lookups(projectId)).to.have.length(0);
  });
});
