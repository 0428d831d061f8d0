// WalletConnect one-click authentication (wc_sessionAuthenticate) feeding the SIWX sessions: a wallet on the
// official SignClient, in this page with its own Core and storage prefix, answers the authentication request
// with a CACAO signed by a real key. The modal must store that sign-in and not ask for a second signature.
import { expect, waitUntil } from '@open-wc/testing';
import { Core } from '@walletconnect/core';
import { SignClient } from '@walletconnect/sign-client';
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { $account, $modal } from '../../src/core/index.js';
import { DefaultSIWX } from '../../src/core/siwx/default.js';
import { disposeWalletConnect } from '../../src/connectors/walletconnect/shared-provider.js';
import { getWc } from '../fixtures/wc/control.js';
import { clearWcStorage, createWcKit, openQr } from '../wc/helpers.js';
import { storedSessions } from './helpers.js';
import { resetAll } from '../helpers/reset.js';

const PREFIX = 'w3m-siwx-one-click-wallet';

type Client = Awaited<ReturnType<typeof SignClient.init>>;

/** A wallet that answers one-click authentication only (no plain session proposal). */
async function startAuthWallet(relayUrl: string, key: `0x${string}`): Promise<{ client: Client; stop: () => Promise<void> }> {
  const account = privateKeyToAccount(key);
  const core = new Core({ projectId: 'w3m-local-test', relayUrl, customStoragePrefix: PREFIX, telemetryEnabled: false, logger: 'silent' });
  // Offline the SDK would ask verify.walletconnect.org about each request.
  core.verify.resolve = (async () => undefined) as never;
  core.verify.register = async () => '';
  const client = await SignClient.init({
    core,
    logger: 'silent',
    telemetryEnabled: false,
    metadata: { name: 'One-Click Wallet', description: 'test wallet', url: location.origin, icons: [] },
    signConfig: { disableRequestQueue: true },
  });
  client.on('session_authenticate', async ({ id, params }) => {
    const payload = populateAuthPayload({ authPayload: params.authPayload, chains: ['eip155:1'], methods: ['personal_sign', 'eth_sendTransaction'] });
    const iss = `did:pkh:eip155:1:${account.address}`;
    const message = client.formatAuthMessage({ request: payload, iss });
    const signature = await account.signMessage({ message });
    await client.approveSessionAuthenticate({ id, auths: [buildAuthObject(payload, { t: 'eip191', s: signature }, iss)] });
  });
  const stop = async (): Promise<void> => {
    core.heartbeat.stop();
    await core.relayer.transportClose().catch(() => undefined);
    delete (globalThis as Record<string, unknown>)[`_walletConnectCore_${PREFIX}`];
  };
  return { client, stop };
}

describe('SIWX with WalletConnect one-click authentication', function () {
  this.timeout(30_000);
  let stopWallet: (() => Promise<void>) | undefined;
  const cleanUp = async (): Promise<void> => {
    await stopWallet?.();
    stopWallet = undefined;
    resetAll();
    await disposeWalletConnect();
    await clearWcStorage();
  };
  beforeEach(cleanUp);
  afterEach(cleanUp);

  it('stores the sign-in the wallet signed while connecting, and asks for no second signature', async () => {
    const key = generatePrivateKey();
    const address = privateKeyToAccount(key).address;
    const wallet = await startAuthWallet((await getWc()).relayUrl, key);
    stopWallet = wallet.stop;
    const siwx = new DefaultSIWX({ statement: 'Sign in to w3m tests' });
    await createWcKit({ siwx });
    const { uri } = await openQr();
    await wallet.client.core.pairing.pair({ uri });
    await waitUntil(() => $account.get().status === 'connected', 'not connected', { timeout: 15_000 });
    expect($account.get().address?.toLowerCase()).to.equal(address.toLowerCase());
    await waitUntil(() => storedSessions().length === 1, 'no session stored from the CACAO');
    const [session] = storedSessions();
    expect(session!.data).to.include({ chainId: 'eip155:1', domain: location.host });
    expect(session!.data.accountAddress.toLowerCase()).to.equal(address.toLowerCase());
    expect(session!.cacao?.s.t).to.equal('eip191');
    expect(await siwx.getSessions('eip155:1', address)).to.have.length(1);
    // The check after connecting finds the session: the modal closes instead of asking to sign.
    await waitUntil(() => !$modal.get().open, 'modal still open');
    await new Promise(resolve => setTimeout(resolve, 300));
    expect($modal.get().open).to.equal(false);
  });
});
