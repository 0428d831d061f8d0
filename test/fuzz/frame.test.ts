// Property: arbitrary message events reaching the secure-frame client (any data, origin and source) never
// throw; a message settles the open request only when it is a well-formed answer from the frame's own window
// and origin to that request's id, and every malformed message that claims to be from the frame is dropped.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { FrameClient } from '../../src/connectors/auth/frame-client.js';
import { parseInbound } from '../../src/connectors/auth/schemas.js';
import { catchUncaught, check, hostileValue } from './config.js';

const ORIGIN = 'http://127.0.0.1:9';
const FRAME = '@w3m-frame/';
const types = fc.constantFrom(`${FRAME}GET_CHAIN_ID_SUCCESS`, `${FRAME}GET_CHAIN_ID_ERROR`, `${FRAME}GET_USER_SUCCESS`, `${FRAME}READY`, `${FRAME}SESSION_UPDATE`, `${FRAME}GET_CHAIN_ID`, '@w3m-app/GET_CHAIN_ID');
const payload = fc.oneof(fc.record({ chainId: fc.oneof(fc.integer(), fc.string(), hostileValue()) }), fc.record({ message: fc.oneof(fc.string(), hostileValue()) }), fc.record({ token: fc.string() }), hostileValue());
const message = fc.record({
  /** true: the data is an envelope naming the open request's id (filled in at run time). */
  envelope: fc.boolean(),
  data: fc.oneof(fc.record({ type: fc.oneof(types, fc.string()), payload }, { requiredKeys: ['type'] }), hostileValue()),
  useOpenId: fc.boolean(),
  from: fc.constantFrom('frame', 'frame-origin-other-window', 'other-origin')
});

describe('fuzz: secure-frame messages', function () {
  let client: FrameClient;
  let container: HTMLElement;
  const warnings: string[] = [];

  before(async () => {
    container = document.createElement('div');
    document.body.appendChild(container);
    client = new FrameClient({ secureSiteOrigin: ORIGIN, projectId: 'fuzz', chainId: 1, readyDelayMs: 0, container: () => container, logger: { warn: m => void warnings.push(m), error: () => undefined } });
    const loaded = client.init();
    window.dispatchEvent(new MessageEvent('message', { data: { type: `${FRAME}READY` }, origin: ORIGIN, source: frameWindow() }));
    await loaded;
  });
  after(() => {
    client.destroy();
    container.remove();
  });

  const frameWindow = (): Window => container.querySelector('iframe')!.contentWindow!;

  it('never throws; only a well-formed answer from the frame to the open id settles it', async () => {
    let settledCases = 0;
    await check(
      fc.asyncProperty(fc.array(message, { minLength: 1, maxLength: 6 }), async messages => {
        const openId = crypto.randomUUID();
        const realUuid = crypto.randomUUID.bind(crypto);
        crypto.randomUUID = () => openId as `${string}-${string}-${string}-${string}-${string}`;
        let settled = false;
        let request: Promise<unknown>;
        try {
          request = client.request('GET_CHAIN_ID').then(() => (settled = true), () => (settled = true));
        } finally {
          crypto.randomUUID = realUuid;
        }
        await Promise.resolve();
        let mayAnswer = false;
        warnings.length = 0;
        let mustDrop = 0;
        const { uncaught } = await catchUncaught(async () => {
          for (const m of messages) {
            let data = m.data;
            if (m.envelope && data && typeof data === 'object') {
              try {
                data = { ...(data as object), id: m.useOpenId ? openId : crypto.randomUUID() };
              } catch {
                // a throwing object stays as it is
              }
            }
            const own = m.from === 'frame';
            const source = m.from === 'other-origin' ? window : own ? frameWindow() : window;
            const origin = m.from === 'other-origin' ? 'http://127.0.0.1:10' : ORIGIN;
            let parsed: ReturnType<typeof parseInbound>;
            try {
              parsed = parseInbound(data);
            } catch (error) {
              throw new Error(`parseInbound threw: ${String(error)}`);
            }
            if (own && !parsed) mustDrop += 1;
            if (own && parsed && parsed.kind !== 'ready' && parsed.kind !== 'session' && parsed.id === openId && parsed.name === 'GET_CHAIN_ID') mayAnswer = true;
            window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
          }
        });
        expect(uncaught, 'uncaught errors').to.deep.equal([]);
        await Promise.resolve();
        await Promise.resolve();
        if (settled) {
          settledCases += 1;
          expect(mayAnswer, 'settled without a well-formed answer from the frame').to.equal(true);
        } else {
          expect(mayAnswer, 'a well-formed answer did not settle the request').to.equal(false);
          client.abortAll();
        }
        await request;
        expect(client.openRequests).to.equal(0);
        expect(warnings.filter(w => w.includes('wrong shape')).length).to.be.at.least(mustDrop);
      })
    );
    expect(settledCases, 'cases a forged-but-well-formed answer settled').to.be.greaterThan(0);
  });
});
