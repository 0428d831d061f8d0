// WalletConnect Verify with no `verifyUrl`: the modal's provider uses the SDK's own service, and its attestation is
// bounded. Nothing may leave loopback, so the page keeps the attestation frame off the network: it notes the address
// the SDK gave the frame and loads it blank instead (a Content Security Policy without the Verify host blocks the
// frame as well, but Chromium still opens a connection to the host first). The SDK then waits for the frame as it
// would for a service that never answers.
import { expect } from '@open-wc/testing';
import { VERIFY_SERVER_V3 } from '@walletconnect/core';
import { createProvider } from '../../src/connectors/walletconnect/provider.js';
import type { WcProvider } from '../../src/connectors/walletconnect/provider.js';
import { stopForGood } from '../../src/connectors/walletconnect/sdk-seam.js';
import { createRelay } from '../fixtures/wc/control.js';
import type { TestRelay } from '../fixtures/wc/control.js';
import { holdClock } from '../helpers/timed-state.js';
import { stateWhen, waitUntil } from '../helpers/wait.js';

/** The addresses of the frames the SDK added to the page, kept blank. */
const frames: string[] = [];
const appendChild = document.body.appendChild;

describe('WalletConnect Verify with no verifyUrl (the SDK’s own service)', function () {
  let relay: TestRelay;
  let provider: WcProvider | undefined;

  before(async () => {
    document.body.appendChild = function <T extends Node>(this: HTMLElement, node: T): T {
      if (node instanceof HTMLIFrameElement && !node.src.startsWith(location.origin)) {
        frames.push(node.src);
        node.src = 'about:blank';
      }
      return appendChild.call(this, node) as T;
    };
    relay = await createRelay();
  });
  afterEach(async () => {
    if (provider) await stopForGood(provider, 'w3m');
    provider = undefined;
  });
  after(async () => {
    document.body.appendChild = appendChild;
    await relay.dispose();
  });

  it('the frame comes from https://verify.walletconnect.org/v3, and register() is given up at 1 500 ms on the modal clock, not at 1 499 ms', async () => {
    const held = holdClock();
    provider = await createProvider({ projectId: 'default-verify', relayUrl: relay.relayUrl, metadata: undefined, debug: false, verify: true, verifyUrl: undefined });
    const registering = provider.client.core.verify.register({ id: 'd'.repeat(64), decryptedId: 'e'.repeat(64) });
    let outcome: string | undefined;
    void registering.then(attestation => (outcome = `resolved ${JSON.stringify(attestation)}`));

    await waitUntil(() => frames.length === 1, 'register() loaded no attestation frame');
    const src = new URL(frames[0]!);
    expect(VERIFY_SERVER_V3).to.equal('https://verify.walletconnect.org/v3');
    expect(`${src.origin}${src.pathname}`).to.equal('https://verify.walletconnect.org/v3/attestation');
    expect(src.searchParams.get('projectId')).to.equal('default-verify');

    held.advance(1_499);
    expect(await stateWhen(registering), 'given up before 1 500 ms').to.equal('pending');
    held.advance(1);
    expect(await stateWhen(registering), 'not given up at 1 500 ms').to.equal('resolved');
    expect(outcome).to.equal('resolved ""');
  });
});
