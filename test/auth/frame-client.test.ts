import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { APP_EVENTS } from '../../src/connectors/auth/constants.js';
import { postFrameEvent } from '../../src/connectors/auth/frame-client.js';
import { holdClock } from '../helpers/timed-state.js';
import { runCleanups } from '../helpers/reset.js';
import { callNames, destroyClients, iframeOf, newClient, rejection, secureSite, siteState, stateWhen } from './helpers.js';

const FAST = { readyDelayMs: 20 };
// The spec's figures, written out: a test that read them from the constants would follow a wrong value.
const SPEC_READY_DELAY_MS = 500;
const SPEC_LOAD_TIMEOUT_MS = 20_000;
const SPEC_REQUEST_TIMEOUT_MS = 30_000;
const HEX_HELLO = '0x68656c6c6f';

describe('FrameClient: loading', () => {
  afterEach(() => {
    destroyClients();
    runCleanups();
  });

  it('loads the secure site with projectId, chainId, version and enableLogger, hidden at z-index 999999', async () => {
    const { client, session } = await newClient({ chainId: 8453, enableLogger: true, ...FAST });
    await client.init();
    const iframe = iframeOf();
    const url = new URL(iframe.src);
    expect(url.origin).to.equal((await secureSite()).origin);
    expect(url.pathname).to.equal('/sdk');
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({ projectId: session, chainId: '8453', version: '1.7.4', enableLogger: 'true' });
    expect(iframe.style.zIndex).to.equal('999999');
    expect(getComputedStyle(iframe).display).to.equal('none');
  });

  it('starts not ready and becomes ready 500 ms after the ready event, on the modal clock', async () => {
    const held = holdClock();
    const { client } = await newClient();
    const readySeen = new Promise<void>(resolve => {
      const onMessage = (event: MessageEvent): void => {
        if (event.data?.type !== '@w3m-frame/READY') return;
        window.removeEventListener('message', onMessage);
        resolve();
      };
      window.addEventListener('message', onMessage);
    });
    expect(client.ready).to.equal(false);
    const loaded = client.init();
    await readySeen;
    await waitUntil(() => held.armed(SPEC_READY_DELAY_MS), 'the ready delay was not armed');
    held.advance(SPEC_READY_DELAY_MS - 1);
    expect(await stateWhen(loaded)).to.equal('pending');
    expect(client.ready).to.equal(false);
    held.advance(1);
    await loaded;
    expect(client.ready).to.equal(true);
  });

  it('gives up loading after 20 s (FRAME_LOAD_TIMEOUT_MS), not a moment before: requests fail with the load error', async () => {
    const held = holdClock();
    const { client, timeouts } = await newClient({}, { noReady: true });
    void client.init();
    const user = client.request('GET_USER', { chainId: 1 });
    held.advance(SPEC_LOAD_TIMEOUT_MS - 1);
    expect(await stateWhen(user)).to.equal('pending');
    expect(timeouts).to.deep.equal([]);
    held.advance(1);
    expect((await rejection(user)).message).to.equal('Unable to load email login dependency');
    expect(timeouts).to.deep.equal(['iframe_load_failed']);
  });

  it('gives up on a timed request (an email sign-in) the frame never answers after 30 s (FRAME_REQUEST_TIMEOUT_MS), not a moment before', async () => {
    const held = holdClock();
    const { client, timeouts, session, logger } = await newClient({}, { hang: ['CONNECT_EMAIL'] });
    const loaded = client.init();
    await waitUntil(() => held.armed(SPEC_READY_DELAY_MS), 'the frame never said it was ready');
    held.advance(SPEC_READY_DELAY_MS);
    await loaded;
    const email = client.request('CONNECT_EMAIL', { email: 'player@example.com' });
    await waitUntil(async () => (await callNames(session)).includes('CONNECT_EMAIL'), 'the frame never got CONNECT_EMAIL');
    held.advance(SPEC_REQUEST_TIMEOUT_MS - 1);
    expect(await stateWhen(email)).to.equal('pending');
    held.advance(1);
    expect((await rejection(email)).message).to.equal('Something went wrong');
    expect(timeouts).to.deep.equal(['iframe_request_timeout']);
    expect(logger.errors.map(e => e.message)).to.deep.equal(['W3mFrame: CONNECT_EMAIL failed']);
  });

  it('fails requests with "Unable to load email login dependency" when the frame never gets ready', async () => {
    const { client, timeouts, logger } = await newClient({ loadTimeoutMs: 300, ...FAST }, { noReady: true });
    void client.init();
    const error = await rejection(client.request('GET_USER', { chainId: 1 }));
    expect(error.message).to.equal('Unable to load email login dependency');
    expect(timeouts).to.deep.equal(['iframe_load_failed']);
    expect(logger.errors.map(e => e.message)).to.deep.equal(['W3mFrame: GET_USER failed']);
  });

  it('does not apply the load timeout to theme sync, dapp data sync and set preferred account', async () => {
    const { client } = await newClient({ loadTimeoutMs: 200, ...FAST }, { noReady: true });
    void client.init();
    const theme = client.request('SYNC_THEME', { themeMode: 'dark' });
    const dapp = client.request('SYNC_DAPP_DATA', { sdkVersion: '1.7.4', sdkType: 'w3m-modal', projectId: 'p' });
    const preferred = client.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' });
    const user = client.request('GET_USER', {});
    expect(await stateWhen(user, user)).to.equal('rejected');
    // The load timeout that rejected the user request is the event that would have rejected these too.
    expect(await stateWhen(Promise.race([theme, dapp, preferred]), user)).to.equal('pending');
  });

  it('refuses to send without a frame: "W3mFrame: iframe is not set"', async () => {
    const { client } = await newClient(FAST);
    expect((await rejection(client.request('GET_CHAIN_ID'))).message).to.equal('W3mFrame: iframe is not set');
    await client.init();
    client.destroy();
    expect((await rejection(client.request('GET_CHAIN_ID'))).message).to.equal('W3mFrame: iframe is not set');
    expect(() => client.show({ left: 0, top: 0, width: 10, height: 10 })).to.throw('W3mFrame: iframe is not set');
  });

  it('a request cut short by destroy() rejects without a "failed" log line (the app ended it, nothing failed)', async () => {
    const { client, logger } = await newClient(FAST);
    await client.init();
    const waiting = client.request('GET_USER', {});
    client.destroy();
    expect((await rejection(waiting)).message).to.equal('Something went wrong');
    expect(logger.errors).to.deep.equal([]);
  });

  it('refuses to post a frame event without a parent window: "W3mFrame: parent is not set"', () => {
    expect(window.parent).to.equal(window);
    expect(() => postFrameEvent({ type: '@w3m-frame/READY' }, '*')).to.throw('W3mFrame: parent is not set');
  });
});

describe('FrameClient: every app event and its answer', () => {
  afterEach(() => destroyClients());

  it('round-trips each app event through the frame with its payload', async () => {
    const { client, session } = await newClient(FAST, { autoApprove: true });
    await client.init();
    const site = await secureSite();
    expect(await client.request('CONNECT_EMAIL', { email: 'player@example.com' })).to.deep.equal({ action: 'VERIFY_OTP' });
    expect(await client.request('CONNECT_DEVICE')).to.equal(undefined);
    expect(await client.request('CONNECT_OTP', { otp: '123456' })).to.equal(undefined);
    const user = await client.request('GET_USER', { chainId: 1, preferredAccountType: 'eoa' });
    expect(user.address).to.equal(site.address);
    expect(user.email).to.equal('player@example.com');
    expect(user.accounts?.map(a => a.type)).to.deep.equal(['eoa', 'smartAccount']);
    expect(await client.request('IS_CONNECTED', {})).to.deep.equal({ isConnected: true });
    expect(await client.request('SWITCH_NETWORK', { chainId: 8453 })).to.deep.equal({ chainId: 8453 });
    expect(await client.request('GET_CHAIN_ID')).to.deep.equal({ chainId: 8453 });
    expect(await client.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).to.deep.equal({ smartAccountEnabledNetworks: [1, 8453] });
    expect((await client.request('INIT_SMART_ACCOUNT')).isDeployed).to.equal(false);
    expect((await client.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).type).to.equal('smartAccount');
    const { uri } = await client.request('GET_SOCIAL_REDIRECT_URI', { provider: 'github' });
    expect(uri.startsWith(`${site.origin}/oauth?provider=github`)).to.equal(true);
    const social = await client.request('CONNECT_SOCIAL', { uri: `${site.origin}/oauth/done?code=ok&provider=github` });
    expect(social.userName).to.equal('player-github');
    expect((await client.request('GET_FARCASTER_URI')).url).to.contain('/farcaster');
    expect(await client.request('CONNECT_FARCASTER')).to.deep.equal({ userName: 'fc-player' });
    expect(await client.request('RPC_REQUEST', { method: 'eth_chainId' })).to.equal('0x1');
    const signature = await client.request('RPC_REQUEST', { method: 'personal_sign', params: [HEX_HELLO, site.address] });
    expect(signature).to.match(/^0x[0-9a-f]{130}$/);
    expect(await client.request('UPDATE_EMAIL', { email: 'new@example.com' })).to.deep.equal({ action: 'VERIFY_PRIMARY_OTP' });
    expect(await client.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: '123456' })).to.equal(undefined);
    expect(await client.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: '123456' })).to.deep.equal({ newEmail: 'new@example.com' });
    expect(await client.request('SYNC_THEME', { themeMode: 'dark', themeVariables: { '--w3m-accent': '#f00' } })).to.equal(undefined);
    expect(await client.request('SYNC_DAPP_DATA', { sdkVersion: '1.7.4', sdkType: 'w3m-modal', projectId: session })).to.equal(undefined);
    expect(await client.request('RELOAD')).to.equal(undefined);
    expect(await client.request('SIGN_OUT')).to.equal(undefined);
    expect(await client.request('IS_CONNECTED', {})).to.deep.equal({ isConnected: false });
    const seen = new Set(await callNames(session));
    const answered = APP_EVENTS.filter(name => name !== 'RPC_ABORT');
    expect(answered.filter(name => !seen.has(name))).to.deep.equal([]);
    const state = await siteState(session);
    expect(state.calls.find(c => c.name === 'SYNC_THEME')?.payload).to.deep.equal({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#f00' } });
  });

  it('rejects with the frame\'s message, or "An error occurred" when it gives none, and logs it', async () => {
    const { client, logger } = await newClient(FAST, { fail: { GET_USER: 'Session expired on the frame', GET_CHAIN_ID: null } });
    await client.init();
    expect((await rejection(client.request('GET_USER', {}))).message).to.equal('Session expired on the frame');
    expect((await rejection(client.request('GET_CHAIN_ID'))).message).to.equal('An error occurred');
    expect(logger.errors.map(e => e.message)).to.deep.equal(['W3mFrame: GET_USER failed', 'W3mFrame: GET_CHAIN_ID failed']);
  });

  it('checks outbound payloads and sends nothing that breaks the schema', async () => {
    const { client, session } = await newClient(FAST);
    await client.init();
    const bad: [Promise<unknown>, string][] = [
      [client.request('CONNECT_EMAIL', { email: 'not-an-email' }), 'CONNECT_EMAIL'],
      [client.request('CONNECT_OTP', { otp: 123456 as unknown as string }), 'CONNECT_OTP'],
      [client.request('GET_SOCIAL_REDIRECT_URI', { provider: 'myspace' as 'x' }), 'GET_SOCIAL_REDIRECT_URI'],
      [client.request('SET_PREFERRED_ACCOUNT', { type: 'multisig' as 'eoa' }), 'SET_PREFERRED_ACCOUNT'],
      [client.request('RPC_REQUEST', { method: 'wallet_sendCalls', params: [{ calls: [{ to: 'abc' }] }] } as never), 'RPC_REQUEST'],
      [client.request('RPC_REQUEST', { method: 'wallet_sendCalls', params: [{ calls: [{ to: '0x1', data: 'zz' }] }] } as never), 'RPC_REQUEST'],
      [client.request('RPC_REQUEST', { method: 'solana_signMessage', params: { message: 'hi' } } as never), 'RPC_REQUEST'],
      [client.request('RPC_REQUEST', { method: 'solana_signTransaction', params: {} } as never), 'RPC_REQUEST'],
      [client.request('RPC_REQUEST', { method: 'solana_signAllTransactions', params: { transactions: [1] } } as never), 'RPC_REQUEST'],
      [client.request('UPDATE_EMAIL', { email: '' }), 'UPDATE_EMAIL'],
    ];
    for (const [promise, name] of bad) {
      const error = await rejection(promise);
      expect(error).to.be.instanceOf(TypeError);
      expect(error.message.startsWith(`Invalid ${name} request`)).to.equal(true);
    }
    expect(await callNames(session)).to.deep.equal([]);
    // A well-formed call afterwards still works: nothing was left half-sent.
    expect(await client.request('RPC_REQUEST', { method: 'eth_chainId' })).to.equal('0x1');
    expect(await callNames(session)).to.deep.equal(['RPC_REQUEST']);
  });
});

describe('FrameClient: timeouts and aborts', () => {
  afterEach(() => destroyClients());

  for (const name of ['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'GET_SOCIAL_REDIRECT_URI'] as const) {
    it(`times ${name} out with "Something went wrong" and iframe_request_timeout`, async () => {
      const { client, timeouts, logger } = await newClient({ requestTimeoutMs: 250, ...FAST }, { hang: [name] });
      await client.init();
      const payloads = {
        CONNECT_EMAIL: { email: 'a@b.co' },
        CONNECT_DEVICE: undefined,
        CONNECT_OTP: { otp: '1' },
        CONNECT_SOCIAL: { uri: 'x' },
        GET_SOCIAL_REDIRECT_URI: { provider: 'google' },
      } as const;
      const error = await rejection((client.request as (n: string, p?: unknown) => Promise<unknown>)(name, payloads[name]));
      expect(error.message).to.equal('Something went wrong');
      expect(timeouts).to.deep.equal(['iframe_request_timeout']);
      expect(logger.errors).to.have.length(1);
    });
  }

  it('does not time out requests that are not timed (the user, RPC, the farcaster uri)', async () => {
    const { client, timeouts } = await newClient({ requestTimeoutMs: 150, ...FAST }, { hang: ['GET_USER', 'RPC_REQUEST', 'GET_FARCASTER_URI', 'CONNECT_DEVICE'] });
    await client.init();
    const open = [client.request('GET_USER', {}), client.request('RPC_REQUEST', { method: 'eth_blockNumber' }), client.request('GET_FARCASTER_URI')];
    // A timed request sent after them times out first: by then theirs would have run out too.
    const timed = client.request('CONNECT_DEVICE');
    expect((await rejection(timed)).message).to.equal('Something went wrong');
    expect(await stateWhen(Promise.race(open))).to.equal('pending');
    expect(timeouts).to.deep.equal(['iframe_request_timeout']);
    expect(client.openRequests).to.equal(3);
  });

  it('aborts open signing requests with "Request was aborted" and leaves safe ones running', async () => {
    const { client, session } = await newClient(FAST, { hang: ['RPC_REQUEST'], autoApprove: true });
    await client.init();
    const site = await secureSite();
    const sign = client.request('RPC_REQUEST', { method: 'personal_sign', params: [HEX_HELLO, site.address] });
    const read = client.request('RPC_REQUEST', { method: 'eth_getBalance', params: [site.address, 'latest'] });
    await waitUntil(async () => (await callNames(session)).filter(name => name === 'RPC_REQUEST').length === 2, 'both requests reached the frame');
    expect(client.abortRpcRequests()).to.equal(1);
    expect((await rejection(sign)).message).to.equal('Request was aborted');
    expect(await stateWhen(read)).to.equal('pending');
    expect(client.openRequests).to.equal(1);
  });

  it('abortAll rejects RPC with "Request was aborted", others with "Something went wrong", never the farcaster uri', async () => {
    const { client, session } = await newClient(FAST, { hang: ['RPC_REQUEST', 'GET_USER', 'GET_FARCASTER_URI'] });
    await client.init();
    const rpc = client.request('RPC_REQUEST', { method: 'eth_blockNumber' });
    const user = client.request('GET_USER', {});
    const farcaster = client.request('GET_FARCASTER_URI');
    await waitUntil(async () => (await callNames(session)).includes('GET_FARCASTER_URI'), 'the requests reached the frame');
    client.abortAll();
    expect((await rejection(rpc)).message).to.equal('Request was aborted');
    expect((await rejection(user)).message).to.equal('Something went wrong');
    expect(await stateWhen(farcaster)).to.equal('pending');
  });
});
