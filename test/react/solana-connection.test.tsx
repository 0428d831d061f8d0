// w3m-modal/solana/react's useAppKitConnection, read through the public entry (getSolanaConnection): a web3.js
// Connection to the configured Solana RPC once createAppKit ran with a SolanaAdapter and the app's @solana/web3.js
// has loaded (the adapter loads the app's copy: docs/adapters.md), the same object between renders, and undefined
// before.
import { expect } from '@open-wc/testing';
import { createAppKit } from '../../src/app-kit.js';
import { SolanaAdapter, useAppKitConnection } from '../../react/solana.js';
import { solana } from '../../src/networks/solana.js';
import { change, cleanup, probe, render } from './render.js';
import { freshState } from '../helpers/reset.js';
import { waitUntil } from '../helpers/wait.js';

const RPC = 'http://127.0.0.1:9/solana';

describe('useAppKitConnection (w3m-modal/solana/react)', () => {
  beforeEach(freshState);
  afterEach(async () => {
    await cleanup();
    freshState();
  });

  it('gives the Connection to the configured Solana RPC once createAppKit runs, and keeps it between renders', async () => {
    const hook = probe(useAppKitConnection);
    await render(<hook.Probe />);
    expect(hook.current().connection).to.equal(undefined);
    await change(() =>
      createAppKit({ projectId: 'p', networks: [solana], adapters: [new SolanaAdapter()], customRpcUrls: { [solana.caipNetworkId]: [{ url: RPC }] } }),
    );
    await waitUntil(() => hook.current().connection !== undefined, 'no Connection once the app\'s @solana/web3.js loaded');
    const first = hook.current();
    expect(first.connection?.rpcEndpoint).to.equal(RPC);
    await change(() => undefined);
    expect(hook.current()).to.equal(first);
  });
});
