import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { $account, $activeConnectorId, $modal, disconnect, getAccount, openModal } from '../../src/core/index.js';
import { readAuthCache } from '../../src/connectors/auth/auth-session.js';
import { setPreferredAccountType } from '../../src/core/auth/actions.js';
import { $emailFlow } from '../../src/core/auth/store.js';
import { until } from '../core/setup.js';
import { destroyAppKit } from '../../src/app-kit.js';
import { emulateMedia, sendKeys } from '../modal/commands.js';
import { announceTestWallet, renderModal, waitForView } from '../modal/helpers.js';
import { callNames, steer } from './helpers.js';
import { createAuthKit, signInByEmail } from './kit.js';
import { deepActiveElement, deepQuery, deepQueryAll, waitForText } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';
import { resetAll } from '../helpers/reset.js';
import { recordToasts } from '../helpers/timed-state.js';
import { captureConsoleErrors } from '../helpers/console.js';

const SMART_ACCOUNT = '0x5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a';

/** The top-level sections of the Connect view, in order: 'email', 'social' or 'wallet'. */
function sections(view: Element): string[] {
  return [...(view.shadowRoot?.children ?? [])]
    .map(el => (el.localName === 'w3m-email-login' ? 'email' : el.localName === 'w3m-social-login' ? 'social' : el.localName === 'ul' || el.classList.contains('empty') ? 'wallet' : ''))
    .filter((kind, i, all) => kind && all.indexOf(kind) === i);
}

/** The first `inner` inside the first `outer` (each may sit in another element's shadow root). */
const within = <T extends Element = HTMLElement>(root: Element, outer: string, inner: string): T | undefined => {
  const host = deepQuery(root, outer);
  return host ? deepQuery<T>(host, inner) : undefined;
};

async function typeInto(host: Element, selector: string, text: string): Promise<void> {
  const input = deepQuery<HTMLInputElement>(host, selector)!;
  input.focus();
  input.value = '';
  await sendKeys({ type: text });
}

describe('Auth connector: email and social sign-in from the Connect view', () => {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('shows the email field and social buttons in the default order (email, social, wallet)', async () => {
    await createAuthKit();
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => within(view, 'w3m-social-login', 'button'), 'social buttons');
    expect(sections(view)).to.deep.equal(['email', 'social', 'wallet']);
    expect(deepQueryAll(deepQuery(view, 'w3m-social-login')!, 'button').map(b => b.getAttribute('aria-label'))).to.deep.equal([
      'Continue with Google',
      'Continue with GitHub',
    ]);
    await expectAccessibleInBothThemes(modal);
  });

  it('puts wallets first when a browser wallet is installed, and follows connectMethodsOrder when set', async () => {
    await announceTestWallet();
    await createAuthKit();
    const modal = await renderModal();
    openModal();
    let view = await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => deepQuery(view, 'wui-list-wallet') && deepQuery(view, 'w3m-social-login'));
    expect(sections(view)).to.deep.equal(['wallet', 'email', 'social']);
    resetAll();
    await createAuthKit({ features: { email: true, socials: ['x'], connectMethodsOrder: ['social', 'wallet', 'email'] } });
    const second = await renderModal();
    openModal();
    view = await waitForView(second, 'w3m-connect-view');
    await waitUntil(() => deepQuery(view, 'w3m-social-login'));
    expect(sections(view)).to.deep.equal(['social', 'wallet', 'email']);
  });

  it('email → code (VERIFY_OTP): a wrong code is shown, the right one connects the embedded wallet', async () => {
    const logged = captureConsoleErrors(/^W3mFrame: /);
    const { site, session } = await createAuthKit();
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    const login = await waitUntil(() => within(view, 'w3m-email-login', 'input')).then(() => deepQuery<HTMLElement>(view, 'w3m-email-login')!);
    await typeInto(login, 'input', 'not-an-email');
    await sendKeys({ press: 'Enter' });
    await waitForText(login, 'Enter a valid email address');
    expect(await callNames(session)).not.to.include('CONNECT_EMAIL');
    await typeInto(login, 'input', 'player@example.com');
    await sendKeys({ press: 'Enter' });
    await waitForText(login, 'Code sent to player@example.com');
    await waitUntil(() => deepActiveElement()?.getAttribute('autocomplete') === 'one-time-code', 'focus on the code field');
    await expectAccessibleInBothThemes(modal);
    await sendKeys({ type: '000000' });
    await sendKeys({ press: 'Enter' });
    await waitForText(login, 'Invalid code');
    expect(logged.messages).to.deep.equal(['W3mFrame: CONNECT_OTP failed']);
    expect(logged.errorMessages()).to.deep.equal(['Invalid code']);
    await typeInto(login, 'input', '123456');
    await sendKeys({ press: 'Enter' });
    await until($account, a => a.status === 'connected' && a.allAccounts.length === 2, 'connected with both accounts');
    const account = getAccount('eip155');
    expect(account.address).to.equal(site.address);
    expect(account.allAccounts.map(a => a.type)).to.deep.equal(['eoa', 'smartAccount']);
    expect(account.preferredAccountTypes.eip155).to.equal('eoa');
    expect(account.user?.email).to.equal('player@example.com');
    expect(account.connectedWalletInfo?.type).to.equal('AUTH');
    expect($activeConnectorId.get()).to.equal('ID_AUTH');
    await waitUntil(() => !$modal.get().open, 'modal closes');
    expect(readAuthCache()).to.include({ emailLoginUsed: true, email: 'player@example.com' });
  });

  it('VERIFY_DEVICE shows the device step, then the code step; CONNECT signs in at once', async () => {
    const { session } = await createAuthKit({}, { emailAction: 'VERIFY_DEVICE', hang: ['CONNECT_DEVICE'] });
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => within(view, 'w3m-email-login', 'input'));
    const login = deepQuery<HTMLElement>(view, 'w3m-email-login')!;
    await typeInto(login, 'input', 'device@example.com');
    await sendKeys({ press: 'Enter' });
    await waitForText(login, 'Approve this login from the email we sent to device@example.com');
    await steer(session, { emailAction: 'VERIFY_DEVICE' });
    resetAll();
    await createAuthKit({}, { emailAction: 'CONNECT' });
    await renderModal();
    openModal();
    const { submitEmail } = await import('../../src/core/auth/actions.js');
    await submitEmail('direct@example.com');
    await until($account, a => a.status === 'connected', 'connected without a code');
    expect($emailFlow.get().step).to.equal('idle');
  });

  it('refuses a second email within 30 s with the wait in seconds', async () => {
    const { session } = await createAuthKit();
    const { submitEmail, restartEmailFlow } = await import('../../src/core/auth/actions.js');
    await submitEmail('player@example.com');
    expect($emailFlow.get().step).to.equal('verify-otp');
    restartEmailFlow();
    await submitEmail('player@example.com');
    expect($emailFlow.get().error).to.match(/^Please try again after (29|30) seconds$/);
    expect((await callNames(session)).filter(n => n === 'CONNECT_EMAIL')).to.have.length(1);
  });

  it('signs in with a social provider through the sign-in window', async () => {
    const { site, session } = await createAuthKit();
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => within(view, 'w3m-social-login', 'button[data-provider="github"]'));
    within<HTMLElement>(view, 'w3m-social-login', 'button[data-provider="github"]')!.click();
    await until($account, a => a.status === 'connected', 'social connection');
    const account = getAccount('eip155');
    expect(account.address).to.equal(site.address);
    expect(account.socialProvider).to.equal('github');
    expect(account.user?.username).to.equal('player-github');
    expect(readAuthCache().socialUsername).to.equal('player-github');
    expect(await callNames(session)).to.include.members(['GET_SOCIAL_REDIRECT_URI', 'CONNECT_SOCIAL', 'GET_USER']);
  });

  it('shows the frame\'s message when the social sign-in is refused', async () => {
    const logged = captureConsoleErrors(/^W3mFrame: /);
    await createAuthKit({}, { denySocial: true });
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => within(view, 'w3m-social-login', 'button'));
    within<HTMLElement>(view, 'w3m-social-login', 'button')!.click();
    await waitForText(deepQuery(view, 'w3m-social-login')!, 'Social login was cancelled');
    expect(getAccount('eip155').status).not.to.equal('connected');
    expect(logged.messages).to.deep.equal(['W3mFrame: CONNECT_SOCIAL failed']);
    expect(logged.errorMessages()).to.deep.equal(['Social login was cancelled']);
  });

  it('restores the session on the next start, and a disconnect signs out and clears the cache', async () => {
    const { session, site } = await createAuthKit();
    await renderModal();
    await signInByEmail();
    // A new page: stores gone, storage kept.
    destroyAppKit();
    await createAuthKit({ projectId: session });
    await until($account, a => a.status === 'connected' && a.address === site.address, 'restored');
    expect(await callNames(session)).to.include('IS_CONNECTED');
    await disconnect();
    expect(getAccount('eip155').status).to.equal('disconnected');
    expect((await callNames(session)).at(-1)).to.equal('SIGN_OUT');
    expect(readAuthCache()).not.to.have.property('emailLoginUsed');
  });

  it('switches to the smart account, and falls back to EOA with a toast when the frame refuses', async () => {
    const toasts = recordToasts();
    const logged = captureConsoleErrors(/^W3mFrame: /);
    const { session, site } = await createAuthKit();
    await renderModal();
    await signInByEmail();
    expect(await setPreferredAccountType('smartAccount')).to.equal('smartAccount');
    expect(getAccount('eip155').address).to.equal(SMART_ACCOUNT);
    await steer(session, { fail: { SET_PREFERRED_ACCOUNT: 'Smart accounts are off' } });
    expect(await setPreferredAccountType('smartAccount')).to.equal('eoa');
    expect(getAccount('eip155').preferredAccountTypes.eip155).to.equal('eoa');
    expect(getAccount('eip155').address).to.equal(site.address);
    await toasts.waitFor('This application might not support Smart Accounts');
    expect(logged.messages).to.deep.equal(['W3mFrame: SET_PREFERRED_ACCOUNT failed']);
    expect(logged.errorMessages()).to.deep.equal(['Smart accounts are off']);
  });
});
