import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { APP_EVENTS } from '../../src/connectors/auth/constants.js';
import { destroyClients, newClient, newSession, rejection, secureSite, siteState, stateWhen, steer } from './helpers.js';

// Hostile messages: wrong origin (this page, a second origin, a sibling frame of the right origin), wrong
// shape, unknown ids, answers to the wrong event, and replays of answers already taken. None may settle a
// request or make the client ready; each is logged as dropped.

const FRAME = '@w3m-frame/';
const NAMES = APP_EVENTS.filter(name => name !== 'RPC_ABORT');
const randomId = (): string => crypto.randomUUID();

/** A page of the fixture site in an extra iframe, whose messages reach this window from `origin`. */
async function extraFrame(origin: string): Promise<{ post(messages: unknown[]): void; remove(): void }> {
  const session = newSession();
  await steer(session, { noReady: true });
  const iframe = document.createElement('iframe');
  iframe.src = `${origin}/sdk?projectId=${session}`;
  const loaded = new Promise(resolve => iframe.addEventListener('load', resolve, { once: true }));
  document.body.appendChild(iframe);
  await loaded;
  return {
    post: messages => iframe.contentWindow?.postMessage({ __fixture: 'post', messages }, origin),
    remove: () => iframe.remove(),
  };
}

/** Well-formed answers for `id` under every event name (success and error). */
const forgedAnswers = (id: string): unknown[] =>
  NAMES.flatMap(name => [
    { type: `${FRAME}${name}_SUCCESS`, id, payload: { chainId: 1, isConnected: true, address: '0x0000000000000000000000000000000000000001' } },
    { type: `${FRAME}${name}_ERROR`, id, payload: { message: 'forged' } },
  ]);

function wrongShapes(id: string): unknown[] {
  const shapes: unknown[] = [
    null,
    42,
    'READY',
    [],
    [{ type: `${FRAME}READY` }],
    {},
    { type: 7 },
    { type: `${FRAME}GET_USER_SUCCESS` },
    { type: `${FRAME}GET_USER_SUCCESS`, id: 12345678 },
    { type: `${FRAME}GET_USER_SUCCESS`, id: 'short' },
    { type: `${FRAME}GET_USER_SUCCESS`, id: 'x'.repeat(65) },
    { type: `${FRAME}GET_USER_SUCCESS`, id: `${id} ` },
    { type: `${FRAME}GET_USER_SUCCESS`, id: `${id}<script>` },
    { type: `${FRAME}GET_USER_DONE`, id },
    { type: `${FRAME}GET_USERS_SUCCESS`, id },
    { type: `@w3m-app/GET_USER_SUCCESS`, id },
    { type: `${FRAME}get_user_success`, id },
    { type: `${FRAME}GET_USER_SUCCESS`, id, payload: null },
    { type: `${FRAME}GET_USER_SUCCESS`, id, payload: {} },
    { type: `${FRAME}GET_USER_SUCCESS`, id, payload: { address: 'not-an-address', chainId: 1 } },
    { type: `${FRAME}GET_USER_SUCCESS`, id, payload: { address: '0x01', chainId: 1 } },
    { type: `${FRAME}GET_USER_SUCCESS`, id, payload: { address: '0x0000000000000000000000000000000000000001', chainId: {} } },
    { type: `${FRAME}GET_USER_SUCCESS`, id, payload: { address: '0x0000000000000000000000000000000000000001', chainId: 1, accounts: [{ address: '0x1', type: 'eoa' }] } },
    { type: `${FRAME}GET_USER_SUCCESS`, id, payload: { address: '0x0000000000000000000000000000000000000001', chainId: 1, accounts: [{ address: '0x0000000000000000000000000000000000000001', type: 'root' }] } },
    { type: `${FRAME}GET_USER_SUCCESS`, id, payload: { address: '0x0000000000000000000000000000000000000001', chainId: 1, email: 'x'.repeat(5000) } },
    { type: `${FRAME}GET_USER_SUCCESS`, id, payload: { address: '0x0000000000000000000000000000000000000001', chainId: 1, smartAccountDeployed: 'yes' } },
    { type: `${FRAME}GET_USER_SUCCESS`, id, payload: { address: '0x0000000000000000000000000000000000000001', chainId: 1, preferredAccountType: 'admin' } },
    { type: `${FRAME}GET_USER_ERROR`, id, payload: { message: 42 } },
    { type: `${FRAME}GET_USER_ERROR`, id, payload: 'boom' },
    { type: `${FRAME}GET_USER_ERROR`, id, payload: { message: 'y'.repeat(5000) } },
    { type: `${FRAME}CONNECT_EMAIL_SUCCESS`, id, payload: { action: 'LOGIN' } },
    { type: `${FRAME}IS_CONNECTED_SUCCESS`, id, payload: { isConnected: 'true' } },
    { type: `${FRAME}GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS`, id, payload: { smartAccountEnabledNetworks: ['1'] } },
    { type: `${FRAME}UPDATE_EMAIL_SECONDARY_OTP_SUCCESS`, id, payload: { newEmail: 'nope' } },
    { type: `${FRAME}SET_PREFERRED_ACCOUNT_SUCCESS`, id, payload: { type: 'eoa' } },
    { type: `${FRAME}SESSION_UPDATE`, payload: { token: 5 } },
    { type: `${FRAME}READY`.toLowerCase() },
    { type: `${FRAME}READ` },
  ];
  return shapes;
}

describe('FrameClient: hostile messages', () => {
  afterEach(() => destroyClients());

  it('drops and logs at least 200 generated hostile messages; none settles a request', async () => {
    const site = await secureSite();
    const { client, logger, session } = await newClient({ readyDelayMs: 20 }, { hang: ['GET_USER'] });
    await client.init();
    // Real traffic first, so there are answers to replay.
    for (let i = 0; i < 5; i += 1) expect(await client.request('GET_CHAIN_ID')).to.deep.equal({ chainId: 1 });
    const user = client.request('GET_USER', { chainId: 1 });
    user.catch(() => undefined);
    await waitUntil(async () => (await siteState(session)).calls.some(call => call.name === 'GET_USER'));
    const pendingId = (await siteState(session)).calls.find(call => call.name === 'GET_USER')!.id;
    const answeredIds = (await siteState(session)).calls.filter(call => call.name === 'GET_CHAIN_ID').map(call => call.id);
    const realFrame = document.querySelector<HTMLIFrameElement>('iframe#w3m-iframe')!.contentWindow!;
    let expected = 0;

    // 1. From this page's own origin: forged answers to the open id and forged ready events.
    for (const message of [...forgedAnswers(pendingId), { type: `${FRAME}READY` }]) {
      window.postMessage(message, '*');
      expected += 1;
    }
    // 2. From a second origin, and 3. from a sibling frame of the secure origin (right origin, wrong window).
    const stranger = await extraFrame(site.otherOrigin);
    const sibling = await extraFrame(site.origin);
    for (const frame of [stranger, sibling]) {
      const forged = [...forgedAnswers(pendingId), { type: `${FRAME}READY` }];
      frame.post(forged);
      expected += forged.length;
    }
    // 4. From the real frame: wrong shapes, unknown ids, answers under the wrong event name, replays.
    const fromFrame = [
      ...wrongShapes(pendingId),
      ...Array.from({ length: 20 }, (_, i) => ({ type: `${FRAME}${NAMES[i % NAMES.length]}_SUCCESS`, id: randomId(), payload: { chainId: 1 } })),
      ...NAMES.filter(name => name !== 'GET_USER').map(name => ({ type: `${FRAME}${name}_SUCCESS`, id: pendingId, payload: { chainId: 1 } })),
      ...answeredIds.map(id => ({ type: `${FRAME}GET_CHAIN_ID_SUCCESS`, id, payload: { chainId: 999 } })),
    ];
    realFrame.postMessage({ __fixture: 'post', messages: fromFrame }, site.origin);
    expected += fromFrame.length;
    // The frame re-sends everything it sent before: its ready event and five answers already taken.
    realFrame.postMessage({ __fixture: 'replay' }, site.origin);
    expected += 6;

    expect(expected).to.be.at.least(200);
    await waitUntil(() => logger.warnings.length >= expected, `dropped ${logger.warnings.length} of ${expected}`, { timeout: 8000 });
    // The last hostile message logged (above) is the settled signal: none of them settled the request.
    expect(await stateWhen(user)).to.equal('pending');
    expect(logger.warnings.length).to.equal(expected);
    expect(logger.warnings.every(w => w.startsWith('W3mFrame: dropped a message'))).to.equal(true);
    expect(logger.errors).to.deep.equal([]);
    // The client still works and still routes by id.
    expect(await client.request('GET_CHAIN_ID')).to.deep.equal({ chainId: 1 });
    expect(client.openRequests).to.equal(1);
    stranger.remove();
    sibling.remove();
  });

  it('is not made ready by forged ready events from other origins', async () => {
    const site = await secureSite();
    // The frames that forge come first, so the load timeout runs only while the forged events arrive.
    const stranger = await extraFrame(site.otherOrigin);
    const sibling = await extraFrame(site.origin);
    const { client, logger } = await newClient({ loadTimeoutMs: 1500, readyDelayMs: 20 }, { noReady: true });
    void client.init();
    window.postMessage({ type: `${FRAME}READY` }, '*');
    stranger.post([{ type: `${FRAME}READY` }]);
    sibling.post([{ type: `${FRAME}READY` }]);
    // Every forged event was handled (dropped) before the verdict; on a busy machine some may come after the
    // load timeout, which changes nothing: they are dropped all the same.
    await waitUntil(() => logger.warnings.length >= 3, `dropped ${logger.warnings.length} of 3 forged ready events`);
    expect(client.ready).to.equal(false);
    expect((await rejection(client.request('GET_CHAIN_ID'))).message).to.equal('Unable to load email login dependency');
    expect(client.ready).to.equal(false);
    expect(logger.warnings.length).to.equal(3);
    stranger.remove();
    sibling.remove();
  });
});
