// WalletConnect one-click authentication (the session proposal's sign-in request, `connect({ authentication })`)
// feeding the SIWX sessions: a wallet on the official SignClient, in this page with its own Core and storage
// prefix, approves the proposal with a CACAO signed by a real key. The modal must store that sign-in and not ask
// for a second signature.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { Core } from '@walletconnect/core';
import { SignClient } from '@walletconnect/sign-client';
import { buildAuthObject } from '@walletconnect/utils';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { $account, $modal } from '../../src/core/index.js';
import { DefaultSIWX } from '../../src/core/siwx/default.js';
import { $siwx } from '../../src/core/siwx/index.js';
import { disposeWalletConnect } from '../../src/connectors/walletconnect/shared-provider.js';
import { getWc } from '../fixtures/wc/control.js';
import { clearWcStorage, createWcKit, openQr } from '../wc/helpers.js';
import { storedSessions } from './helpers.js';
import { resetAll } from '../helpers/reset.js';

const PREFIX = 'w3m-siwx-one-click-wallet';

type Client = Awaited<ReturnType<typeof SignClient.init>>;

/** A wallet that approves a proposal only with its sign-in request answered (one-click authentication). */
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
  client.on('session_proposal', async ({ id, params }) => {
    const request = params.requests?.authentication?.[0];
    if (!request) {
      await client.reject({ id, reason: { code: 5000, message: 'One-click authentication only' } });
      return;
    }
    const payload = { ...request, chains: ['eip155:1'] };
    const iss = `did:pkh:eip155:1:${account.address}`;
    const message = client.formatAuthMessage({ request: payload, iss });
    const signature = await account.signMessage({ message });
    await client.approve({
      id,
      namespaces: {
        eip155: { chains: ['eip155:1'], accounts: [`eip155:1:${account.address}`], methods: ['personal_sign', 'eth_sendTransaction'], events: ['chainChanged', 'accountsChanged'] },
      },
      proposalRequestsResponses: { authentication: [buildAuthObject(payload, { t: 'eip191', s: signature }, iss)] },
    });
  });
  const stop = async (): Promise<void> => {
    core.heartbeat.stop();
    await core.relayer.transportClose().catch(() => undefined);
    delete (globalThis as Record<string, unknown>)[`_walletConnectCore_${PREFIX}`];
  };
  return { client, stop };
}

describe('SIWX with WalletConnect one-click authentication', function () {
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
    // The SDK warns on every call of its deprecated `authenticate()`; the modal uses `connect({ authentication })`.
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => (warnings.push(args.map(String).join(' ')), warn.apply(console, args));
    const restoreWarn = stopWallet;
    stopWallet = async () => {
      console.warn = warn;
      await restoreWarn?.();
    };
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
    await waitUntil(() => $siwx.get().status === 'signed', 'the sign-in check did not find the session');
    expect($modal.get().open).to.equal(false);
    expect(warnings.filter(w => /deprecated/i.test(w))).to.deep.equal([]);
  });
});
