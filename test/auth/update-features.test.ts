// The instance's updateFeatures takes createAppKit's own path: turning email on after start registers the embedded
// wallet (its row of the loading table starts), so the Connect view shows the email form and the player signs in
// through it against the local secure-site stand-in; turning it off stops the row and the form goes.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { $account, $connectors, disconnect, getAccount, mainnet, openModal, closeModal } from '../../src/core/index.js';
import { createAppKit } from '../../src/instance/index.js';
import { AUTH_CONNECTOR_ID } from '../../src/connectors/auth/connector.js';
import { rowsReady } from '../../src/features.js';
import { getAnvil } from '../fixtures/chain.js';
import { providerUrl } from '../fixtures/chains/provider.js';
import { until } from '../core/setup.js';
import { emulateMedia, sendKeys } from '../modal/commands.js';
import { announceTestWallet, renderModal, waitForView } from '../modal/helpers.js';
import { newSession, secureSite, steer } from './helpers.js';
import { deepQuery, waitForText } from '../helpers/dom.js';
import { resetAll } from '../helpers/reset.js';

const hasAuthConnector = (): boolean => $connectors.get().some(connector => connector.id === AUTH_CONNECTOR_ID);

describe('updateFeatures after start: the rows it touches start and stop', () => {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('{ email: true } shows the email form and signs in; { email: false } removes it', async () => {
    const site = await secureSite();
    const session = newSession();
    await steer(session, {});
    await announceTestWallet();
    const kit = createAppKit({
      projectId: session,
      networks: [mainnet],
      enableWalletConnect: false,
      explorerApiUrl: 'http://127.0.0.1:9',
      customRpcUrls: { 'eip155:1': [{ url: (await getAnvil()).url }] },
      rpcHost: await providerUrl(),
      secureSiteOrigin: site.origin,
    });
    await rowsReady();
    expect(hasAuthConnector(), 'no embedded wallet before email is on').to.equal(false);
    const modal = await renderModal();
    openModal();
    let view = await waitForView(modal, 'w3m-connect-view');
    await waitForText(view, 'Test Wallet');
    expect(deepQuery(view, 'w3m-email-login')).to.equal(undefined);

    kit.updateFeatures({ email: true });
    await waitUntil(() => hasAuthConnector(), 'the embedded wallet registered');
    await waitUntil(() => deepQuery(view, 'w3m-email-login') && deepQuery(deepQuery(view, 'w3m-email-login')!, 'input'), 'the email form');
    const login = deepQuery<HTMLElement>(view, 'w3m-email-login')!;
    deepQuery<HTMLInputElement>(login, 'input')!.focus();
    await sendKeys({ type: 'player@example.com' });
    await sendKeys({ press: 'Enter' });
    await waitForText(login, 'Code sent to player@example.com');
    await sendKeys({ type: '123456' });
    await sendKeys({ press: 'Enter' });
    await until($account, account => account.status === 'connected', 'signed in by email');
    expect(getAccount('eip155').address).to.equal(site.address);
    expect(getAccount('eip155').connectedWalletInfo?.type).to.equal('AUTH');

    await disconnect();
    closeModal();
    kit.updateFeatures({ email: false });
    await rowsReady();
    expect(hasAuthConnector(), 'the embedded wallet unregistered').to.equal(false);
    openModal();
    view = await waitForView(modal, 'w3m-connect-view');
    await waitForText(view, 'Test Wallet');
    expect(deepQuery(view, 'w3m-email-login')).to.equal(undefined);
    expect(kit.options.features.email).to.equal(false);
  });
});
