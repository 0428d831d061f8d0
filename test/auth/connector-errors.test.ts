import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { $options, getAccount, mainnet, resolveOptions } from '../../src/core/index.js';
import { submitEmail } from '../../src/core/auth/index.js';
import { registerAuth } from '../../src/connectors/auth/index.js';
import { AuthConnector } from '../../src/connectors/auth/connector.js';
import { $emailFlow } from '../../src/core/auth/store.js';
import { renderModal } from '../modal/helpers.js';
import { callNames, steer } from './helpers.js';
import { createAuthKit } from './kit.js';
import { resetAll } from '../helpers/reset.js';
import { recordToasts } from '../helpers/timed-state.js';
import { captureConsoleErrors } from '../helpers/console.js';

describe('Auth connector: options and failures the user sees', () => {
  beforeEach(() => resetAll());
  afterEach(() => resetAll());

  it('checks secureSiteOrigin: an http(s) origin, nothing else; the default is the public secure site', () => {
    const base = { networks: [mainnet] };
    expect(() => resolveOptions({ ...base, secureSiteOrigin: 'ftp://secure.example.com' })).to.throw(
      'Invalid option `secureSiteOrigin`: expected an http(s) origin',
    );
    expect(() => resolveOptions({ ...base, secureSiteOrigin: 'https://secure.example.com/sdk' })).to.throw('secureSiteOrigin');
    expect(() => resolveOptions({ ...base, secureSiteOrigin: 42 })).to.throw('secureSiteOrigin');
    expect(resolveOptions({ ...base, secureSiteOrigin: 'http://127.0.0.1:4000' }).secureSiteOrigin).to.equal('http://127.0.0.1:4000');
    // Built but never started: the public host is named, not fetched.
    const connector = new AuthConnector(resolveOptions({ ...base, features: { email: true } }));
    expect(connector.session.frame.origin).to.equal('https://secure.walletconnect.org');
    expect(document.querySelector('iframe')).to.equal(null);
  });

  it('a frame that never loads: the email step fails with the spec text and an alert toast', async () => {
    const toasts = recordToasts();
    const logged = captureConsoleErrors(/^W3mFrame: /);
    await createAuthKit({}, { noReady: true });
    await renderModal();
    registerAuth($options.get()!, { loadTimeoutMs: 300, readyDelayMs: 20 });
    await submitEmail('player@example.com');
    expect($emailFlow.get()).to.deep.include({ step: 'idle', error: 'Unable to load email login dependency' });
    // Every frame failure is logged and rethrown (spec section 4).
    expect(logged.messages).to.deep.equal(['W3mFrame: CONNECT_EMAIL failed']);
    expect(logged.errorMessages()).to.deep.equal(['Unable to load email login dependency']);
    await toasts.waitFor('Network Error - Could not load embedded wallet');
    expect(getAccount('eip155').status).to.equal('disconnected');
  });

  it('an email request that runs out of time: "Something went wrong" and the timeout toast', async () => {
    const toasts = recordToasts();
    const logged = captureConsoleErrors(/^W3mFrame: /);
    const { session } = await createAuthKit({}, { hang: ['CONNECT_EMAIL'] });
    await renderModal();
    registerAuth($options.get()!, { requestTimeoutMs: 300, readyDelayMs: 20 });
    await submitEmail('player@example.com');
    expect($emailFlow.get()).to.deep.include({ step: 'idle', error: 'Something went wrong' });
    expect(logged.messages).to.deep.equal(['W3mFrame: CONNECT_EMAIL failed']);
    expect(logged.errorMessages()).to.deep.equal(['Something went wrong']);
    await toasts.waitFor('Embedded Wallet Request Timed Out');
    // The frame did get the request: it hangs there. It reports what it got on its own time (the timeout does not
    // wait for it), so this waits for the report.
    await waitUntil(async () => (await callNames(session)).includes('CONNECT_EMAIL'), 'the frame never got CONNECT_EMAIL');
    await steer(session, {});
  });
});
