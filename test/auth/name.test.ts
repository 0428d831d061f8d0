import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { recoverMessageAddress } from 'viem';
import { $nameFlow } from '../../src/core/auth/store.js';
import { nameProblem, registerAccountName } from '../../src/core/auth/name.js';
import { getAccount, showModal } from '../../src/core/index.js';
import { patchAccount } from '../helpers/account.js';
import { getAnvil } from '../fixtures/chain.js';
import { emulateMedia, sendKeys } from '../modal/commands.js';
import { renderModal, waitForView } from '../modal/helpers.js';
import { rejection, steer } from './helpers.js';
import { createAuthKit, signInByEmail } from './kit.js';
import { deepQuery, deepQueryAll, deepText, waitForText } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';
import { resetAll } from '../helpers/reset.js';

interface Recorded {
  method: string;
  path: string;
  body: { coin_type: number; address: string; message: string; signature: `0x${string}` };
}

/** A tenant of its own on the blockchain-data fixture (its path prefix keeps parallel files apart). */
async function apiTenant(): Promise<{ baseUrl: string; requests(): Promise<Recorded[]> }> {
  const { url } = (await (await fetch('/__fixtures/blockchain-api')).json()) as { url: string };
  const baseUrl = `${url}/t/name-${Math.random().toString(36).slice(2, 10)}`;
  return { baseUrl, requests: async () => (await fetch(`${baseUrl}/__control/requests`)).json() as Promise<Recorded[]> };
}

async function typeName(view: Element, text: string): Promise<void> {
  const input = deepQuery<HTMLInputElement>(view, '#name')!;
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  await sendKeys({ type: text });
}

describe('RegisterAccountName', () => {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('validates names: letters, digits and hyphen, at least 4 characters', () => {
    expect(nameProblem('player-1')).to.equal(undefined);
    expect(nameProblem('ABCD')).to.equal(undefined);
    expect(nameProblem('abc')).to.equal('name.tooShort');
    expect(nameProblem('')).to.equal('name.tooShort');
    expect(nameProblem('player_1')).to.equal('name.invalid');
    expect(nameProblem('plàyer')).to.equal('name.invalid');
    expect(nameProblem('play er')).to.equal('name.invalid');
  });

  it('needs an account of the auth connector', async () => {
    await createAuthKit();
    const modal = await renderModal();
    showModal('RegisterAccountName');
    const view = await waitForView(modal, 'w3m-register-account-name-view');
    await waitForText(view, 'Name registration needs an embedded wallet account');
    expect((await rejection(registerAccountName('player-one'))).message).to.equal('Address or auth connector not found');
  });

  it('the Account view offers Choose Name to an embedded-wallet account without a name, and opens the form', async () => {
    await createAuthKit();
    const modal = await renderModal();
    await signInByEmail();
    showModal('Account');
    const account = await waitForView(modal, 'w3m-account-view');
    await waitUntil(() => deepQuery(account, '[part="choose-name"]') !== undefined, 'no Choose Name row');
    const row = deepQuery<HTMLButtonElement>(account, '[part="choose-name"]')!;
    expect(deepText(row)).to.contain('Choose Name');
    row.click();
    await waitForView(modal, 'w3m-register-account-name-view');

    // With a name, the row is gone.
    patchAccount('eip155', { profileName: 'player-one.reown.id' });
    showModal('Account');
    const named = await waitForView(modal, 'w3m-account-view');
    await waitForText(named, 'player-one.reown.id');
    expect(deepQuery(named, '[part="choose-name"]')).to.equal(undefined);
  });

  it('validates live, suggests names, and registers with a real signature through the embedded wallet', async () => {
    const api = await apiTenant();
    const { site, session } = await createAuthKit({ blockchainApiUrl: api.baseUrl });
    const modal = await renderModal();
    await signInByEmail();
    await steer(session, { autoApprove: true });
    showModal('RegisterAccountName');
    const view = await waitForView(modal, 'w3m-register-account-name-view');
    await typeName(view, 'pla');
    await waitForText(view, 'At least 4 characters');
    expect(deepQuery(view, '#name')!.getAttribute('aria-invalid')).to.equal('true');
    await typeName(view, 'player_1');
    await waitForText(view, 'Use only letters, digits and hyphens');
    await typeName(view, 'player-one');
    await waitUntil(() => deepQueryAll(view, '.suggestions button').length === 3, 'suggestions');
    expect(deepQueryAll(view, '.suggestions button').map(b => deepText(b))).to.deep.equal([
      'player-one.reown.id Available',
      'player-one1.reown.id Available',
      'player-one-game.reown.id Available',
    ]);
    await expectAccessibleInBothThemes(modal);
    await sendKeys({ press: 'Enter' });
    const success = await waitForView(modal, 'w3m-register-account-name-success-view');
    await waitForText(success, 'player-one.reown.id is now your account name.');
    await expectAccessibleInBothThemes(modal);
    expect(getAccount('eip155').profileName).to.equal('player-one.reown.id');
    const posted = (await api.requests()).filter(r => r.method === 'POST' && r.path === '/v1/profile/account');
    expect(posted).to.have.length(1);
    const { body } = posted[0]!;
    expect(body.coin_type).to.equal(2147483649);
    expect(body.address).to.equal(site.address);
    expect(JSON.parse(body.message)).to.include({ name: 'player-one.reown.id' });
    expect(await recoverMessageAddress({ message: body.message, signature: body.signature })).to.equal(site.address);
  });

  it('refuses a chain id of 2147483648 or more with "Invalid chainId" and sends nothing', async () => {
    const api = await apiTenant();
    const anvil = await getAnvil();
    const big = {
      id: 2147483648,
      name: 'Big Chain',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.url] } },
    };
    const { session } = await createAuthKit({ blockchainApiUrl: api.baseUrl, networks: [big], customRpcUrls: {} }, { user: { chainId: 2147483648 } });
    const modal = await renderModal();
    await signInByEmail();
    await steer(session, { autoApprove: true, user: { chainId: 2147483648 } });
    showModal('RegisterAccountName');
    const view = await waitForView(modal, 'w3m-register-account-name-view');
    await typeName(view, 'player-two');
    await sendKeys({ press: 'Enter' });
    await waitForText(view, 'Registration failed: Invalid chainId');
    expect($nameFlow.get()).to.deep.equal({ status: 'failed', error: 'Invalid chainId' });
    expect((await api.requests()).filter(r => r.method === 'POST')).to.deep.equal([]);
  });
});
