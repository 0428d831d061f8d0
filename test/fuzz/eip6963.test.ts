// Property: whatever a page dispatches as an EIP-6963 announcement while the kit discovers wallets, nothing
// throws, only well-formed wallets become connectors and no announced text or icon can run script.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createAppKit } from '../../src/app-kit.js';
import { $connectors, openModal } from '../../src/core/index.js';
import { ANNOUNCE_EVENT, REQUEST_EVENT } from '../fixtures/eip6963.js';
import { kitOptions } from '../connectors/helpers.js';
import { deepQueryAll } from '../helpers/dom.js';
import { freshState, runCleanups } from '../helpers/reset.js';
import { catchUncaught, check, hostileValue } from './config.js';

const RDNS_RE = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
const SCRIPT_ICONS = ['javascript:window.__fuzzPwned=1', 'data:text/html,<script>window.__fuzzPwned=1</script>', 'data:image/svg', 'https://evil.test/x.png', ' data:image/png;base64,AAAA', 'JaVaScRiPt:alert(1)'];

const quietProvider = () => ({ request: async () => [], on: () => undefined, removeListener: () => undefined });

/** An honest field, a hostile one, or a near miss (padding, length limits, script-like text). */
const text = (honest: fc.Arbitrary<string>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: honest },
    hostileValue(),
    fc.constantFrom('', '   ', 'x'.repeat(101), '<img src=x onerror="window.__fuzzPwned=1">', 'a.b\u0000', 'io.wallet', 'io..wallet')
  );

const rdns = fc.tuple(fc.stringMatching(/^[a-z0-9-]{1,10}$/), fc.stringMatching(/^[a-z0-9-]{1,10}$/)).map(([a, b]) => `${a}.${b}`);
const icon = fc.oneof(fc.constantFrom(...SCRIPT_ICONS), fc.constant('data:image/png;base64,iVBORw0KGgo='), hostileValue());
const info = fc.record({ uuid: text(fc.uuid()), name: text(fc.string({ minLength: 1, maxLength: 30 })), rdns: text(rdns), icon }, { requiredKeys: [] });
const provider = fc.oneof({ weight: 3, arbitrary: fc.constant(null).map(quietProvider) }, hostileValue(), fc.constant({ request: 'not a function' }));
const detail = fc.oneof({ weight: 3, arbitrary: fc.record({ info: fc.oneof({ weight: 3, arbitrary: info }, hostileValue()), provider }) }, hostileValue());

/** What a conforming reader must accept: the oracle used to bound the connector count. */
function wellFormed(value: unknown): boolean {
  try {
    const d = value as { info: Record<string, unknown>; provider: { request: unknown } };
    const field = (v: unknown): boolean => typeof v === 'string' && v.trim().length > 0 && v.trim().length <= 100;
    return typeof d.provider.request === 'function' && field(d.info['uuid']) && field(d.info['name']) && field(d.info['rdns']) && RDNS_RE.test((d.info['rdns'] as string).trim());
  } catch {
    return false;
  }
}

describe('fuzz: EIP-6963 announcements', function () {
  beforeEach(freshState);
  afterEach(() => {
    runCleanups();
    freshState();
  });

  it('never throws, lists only well-formed wallets, never renders a script icon', async () => {
    const options = await kitOptions();
    let listed = 0;
    await check(
      fc.asyncProperty(fc.array(detail, { maxLength: 5 }), fc.array(detail, { maxLength: 3 }), fc.boolean(), async (early, late, render) => {
        freshState();
        // Announced on the kit's request (an extension's content script) and again after start (a late wallet).
        const onRequest = (): void => early.forEach(d => window.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail: d })));
        window.addEventListener(REQUEST_EVENT, onRequest);
        try {
          const { uncaught } = await catchUncaught(async () => {
            createAppKit(options);
            late.forEach(d => window.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail: d })));
            if (render) {
              openModal();
              const modal = document.querySelector('w3m-modal');
              await (modal as (Element & { updateComplete?: Promise<unknown> }) | null)?.updateComplete;
            }
          });
          expect(uncaught, 'uncaught errors').to.deep.equal([]);
          const connectors = $connectors.get();
          listed += connectors.length;
          expect(connectors.length).to.be.at.most([...early, ...late].filter(wellFormed).length);
          for (const connector of connectors) {
            expect(connector.type).to.equal('ANNOUNCED');
            expect(connector.id).to.match(RDNS_RE);
            expect(connector.name.length).to.be.within(1, 100);
            if (connector.imageUrl !== undefined) expect(connector.imageUrl).to.match(/^data:image\/(png|svg\+xml|webp|jpeg|jpg|gif)[;,]/i);
          }
          for (const img of deepQueryAll<HTMLImageElement>(document.body, 'img')) {
            const src = img.getAttribute('src') ?? '';
            if (src !== '') expect(src.startsWith('data:image/') || src.startsWith('/') || src.startsWith(location.origin), `img src ${src.slice(0, 60)}`).to.equal(true);
          }
          expect((window as { __fuzzPwned?: unknown }).__fuzzPwned).to.equal(undefined);
        } finally {
          window.removeEventListener(REQUEST_EVENT, onRequest);
        }
      })
    );
    // The generators reach the accepting path too, not only the refusals.
    expect(listed).to.be.greaterThan(0);
  });
});
