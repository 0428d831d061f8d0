// What the modal does after a connection's step (src/core/modal/follow-connection.ts), for the case issue 30 found:
// an outside engine (wagmi) reports its connection after the sign-in flow already asked the new account to sign in;
// the modal must stay on the Sign In view (closing it would count as the player's Cancel and disconnect).
import { expect } from '@open-wc/testing';
import { $modal, $router, followConnection, showModal } from '../../src/core/index.js';
import { $connectStep } from '../../src/core/connection/store.js';
import { resetAll } from '../helpers/reset.js';
import type { Writable } from '../../src/core/types.js';

const attempt = { connectorId: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', method: 'browser' } as const;

describe('the modal follows the connection', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    resetAll();
    stop = followConnection();
  });
  afterEach(() => {
    stop();
    resetAll();
  });

  it('a new connection closes the modal', () => {
    showModal('ConnectingExternal');
    ($connectStep as Writable<typeof $connectStep>).set({ step: 'connected', source: 'pick', ...attempt });
    expect($modal.get().open).to.equal(false);
  });

  it('a connection reported while the Sign In view asks leaves the modal on it, whoever reports it', () => {
    for (const source of ['engine', 'pick'] as const) {
      showModal('SIWXSignMessage');
      ($connectStep as Writable<typeof $connectStep>).set({ step: 'connected', source, ...attempt });
      expect($modal.get().open, source).to.equal(true);
      expect($router.get().view, source).to.equal('SIWXSignMessage');
      ($connectStep as Writable<typeof $connectStep>).set({ step: 'idle' });
    }
  });
});
