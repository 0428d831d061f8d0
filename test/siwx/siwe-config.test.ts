import { expect } from '@open-wc/testing';
import type { Address } from 'viem';
import { $account, $chain, connect, disconnect, mainnet } from '../../src/core/index.js';
import { $siwx } from '../../src/core/siwx/flow.js';
import { createSIWEConfig, formatMessage, getAddressFromMessage, getChainIdFromMessage, verifySignature } from '../../src/siwe/index.js';
import type { SIWESession } from '../../src/siwe/index.js';
import { until } from '../core/setup.js';
import { waitUntil } from '../helpers/wait.js';
import { resetAll } from '../helpers/reset.js';
import { getAnvil } from '../fixtures/chain.js';
import { TEST_WALLET_ID, announceTestWallet, renderModal } from '../modal/helpers.js';
import { button, createSiwxKit, opNetwork, waitClosed, waitConnected, waitForSignInView } from './helpers.js';

/**
 * An AppKit SIWE app's siweConfig, built with w3m-modal/siwe, over an in-page "server" that checks each signed
 * message with the helpers (on the local node) and keeps one session, as an app's backend does.
 */
async function guildConfig() {
  const anvil = await getAnvil();
  const server = { session: null as SIWESession | null, signOuts: 0, nonces: 0 };
  const siweConfig = createSIWEConfig({
    getMessageParams: async () => ({ domain: location.host, uri: location.origin, chains: [1, 10], statement: 'Sign in to the arena' }),
    createMessage: ({ address, ...fields }) => formatMessage(fields, address),
    getNonce: async () => `arena${(server.nonces += 1)}nonce`,
    verifyMessage: async ({ message, signature }) => {
      const address = getAddressFromMessage(message);
      const chainId = getChainIdFromMessage(message);
      const valid = await verifySignature({ address, message, signature, chainId, rpcUrl: anvil.url });
      if (valid) server.session = { address, chainId: Number(chainId.split(':')[1]) };
      return valid;
    },
    getSession: async () => server.session,
    signOut: async () => {
      server.signOuts += 1;
      server.session = null;
      return true;
    },
  });
  return { siweConfig, server };
}

describe('createSIWEConfig from w3m-modal/siwe in the modal (test wallet on anvil)', function () {
  beforeEach(() => resetAll());
  afterEach(() => resetAll());

  it("signs in through the app's methods; a chain switch ends the session and asks again; disconnecting signs out", async () => {
    const { siweConfig, server } = await guildConfig();
    const op = await opNetwork();
    const wallet = await announceTestWallet({ chains: [{ chainId: 10, rpcUrl: op.rpcUrls.default.http[0]! }] });
    await createSiwxKit({ siweConfig, networks: [mainnet, op] });
    const modal = await renderModal();
    expect(await connect(TEST_WALLET_ID)).to.equal(true);
    await waitConnected();
    button(await waitForSignInView(modal), 'Sign')!.click();
    await waitClosed();
    const address = wallet.exposedAddresses[0] as Address;
    expect(server.session).to.deep.equal({ address, chainId: 1 });
    expect($siwx.get().status).to.equal('signed');

    // Another network than the session's: AppKit's signOutOnNetworkChange (on by default) ends it, the view asks.
    wallet.switchChain(10);
    await waitUntil(() => $chain.get().activeNetwork?.id === 10, 'did not follow the chain change');
    const view = await waitForSignInView(modal);
    expect(server.session).to.equal(null);
    expect(server.signOuts).to.equal(1);
    button(view, 'Sign')!.click();
    await waitClosed();
    expect(server.session).to.deep.equal({ address, chainId: 10 });

    await disconnect();
    await until($siwx, state => state.status === 'idle', 'the flow reset by the disconnect');
    await waitUntil(() => server.signOuts === 2, 'disconnecting did not sign out');
    expect(server.session).to.equal(null);
    expect($account.get().status).to.equal('disconnected');
  });
});
