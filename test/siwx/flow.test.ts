import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createPublicClient, http, verifyMessage } from 'viem';
import type { Address, Hex } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { $account, $chain, $modal, connect, disconnect, mainnet, subscribeEvents } from '../../src/core/index.js';
import { DefaultSIWX } from '../../src/core/siwx/default.js';
import { requestSiwxSignIn } from '../../src/core/siwx/request.js';
import { $siwx, checkSiwxSession } from '../../src/core/siwx/flow.js';
import { until } from '../core/setup.js';
import type { WuiAddress } from '../../src/components/wui-address.js';
import { emulateMedia, sendKeys } from '../modal/commands.js';
import { TEST_WALLET_ID, announceTestWallet, dialogOf, renderModal } from '../modal/helpers.js';
import { button, createSiwxKit, forgetPageState, opNetwork, storedSessions, waitClosed, waitConnected, waitForSignInView, writeSessions } from './helpers.js';
import { deepQuery, deepText, waitForText } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';
import { resetAll } from '../helpers/reset.js';
import { getAnvil } from '../fixtures/chain.js';
import type { SIWXConfig, SIWXSession } from '../../src/core/siwx-types.js';

function recordEvents(): { names: string[]; stop: () => void } {
  const names: string[] = [];
  const stop = subscribeEvents(event => names.push(event.data.event));
  return { names, stop };
}

/** Renders the modal, creates the kit with `siwx` and connects the announced test wallet. */
async function connectWithSiwx(siwx: DefaultSIWX, walletOptions: Parameters<typeof announceTestWallet>[0] = {}) {
  const wallet = await announceTestWallet(walletOptions);
  await createSiwxKit({ siwx, networks: [mainnet, await opNetwork()] });
  const modal = await renderModal();
  expect(await connect(TEST_WALLET_ID)).to.equal(true);
  await waitConnected();
  return { wallet, modal };
}

describe('SIWX sign-in flow (test wallet on anvil, real modal)', function () {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('required: asks a freshly connected account to sign, then keeps a verifiable session and closes', async () => {
    const events = recordEvents();
    const { wallet, modal } = await connectWithSiwx(new DefaultSIWX({ statement: 'Sign in to play' }));
    const view = await waitForSignInView(modal);
    const address = wallet.exposedAddresses[0]!;
    // Who asks, who signs, and what signing means.
    await waitForText(view, 'Dragon Quest Arena wants you to sign in');
    expect(deepText(view)).to.include('Sign a message with Test Wallet to prove this wallet is yours');
    expect(deepText(view)).to.include('it sends no transaction');
    expect(deepText(view)).to.include('Cancel disconnects your wallet');
    expect(deepQuery<WuiAddress>(view, 'wui-address')!.address).to.equal(address);
    await expectAccessibleInBothThemes(modal);

    const before = wallet.requests.length;
    button(view, 'Sign')!.click();
    await waitClosed();
    const sign = wallet.requests.slice(before).find(r => r.method === 'personal_sign')!;
    expect((sign.params as unknown[])[1]).to.equal(address);
    const [session] = storedSessions();
    expect(session!.data).to.include({ accountAddress: address, chainId: 'eip155:1' });
    expect(session!.message).to.include('Sign in to play');
    expect(await verifyMessage({ address, message: session!.message, signature: session!.signature as Hex })).to.equal(true);
    expect($account.get().status).to.equal('connected');
    expect(events.names).to.include.members(['CLICK_SIGN_SIWX_MESSAGE', 'SIWX_AUTH_SUCCESS']);
    events.stop();
  });

  it('shows a loading state while the wallet asks, and "Signature declined" when refused; Cancel then disconnects (required)', async () => {
    const { wallet, modal } = await connectWithSiwx(new DefaultSIWX(), { approval: 'auto' });
    wallet.approval = 'manual';
    const view = await waitForSignInView(modal);
    button(view, 'Sign')!.click();
    await wallet.waitForRequest('personal_sign');
    await waitForText(view, 'Waiting for your signature in Test Wallet');
    const sign = button(view, 'Sign') as HTMLElement & { loading: boolean };
    expect(sign.loading).to.equal(true);
    expect(deepQuery(view, '[aria-live="polite"]')).not.to.equal(undefined);
    await expectAccessibleInBothThemes(modal);
    wallet.rejectNext(4001);
    await waitForText(dialogOf(modal), 'Signature declined');
    await waitForText(view, 'You declined the signature');
    expect(sign.loading).to.equal(false);
    await expectAccessibleInBothThemes(modal);
    expect($modal.get().open).to.equal(true);
    expect(storedSessions()).to.deep.equal([]);
    button(view, 'Cancel')!.click();
    await waitUntil(() => $account.get().status === 'disconnected', 'Cancel did not disconnect');
    await waitClosed();
  });

  it('optional: Cancel only closes the modal; the account stays connected and is not asked again until it changes', async () => {
    const { wallet, modal } = await connectWithSiwx(new DefaultSIWX({ required: false }), { approval: 'auto' });
    wallet.approval = 'manual';
    let view = await waitForSignInView(modal);
    expect(deepText(view)).to.include('You can skip this and stay connected');
    button(view, 'Sign')!.click();
    await wallet.waitForRequest('personal_sign');
    wallet.rejectNext(4001);
    await waitForText(dialogOf(modal), 'Signature declined');
    button(view, 'Cancel')!.click();
    await waitClosed();
    expect($account.get().status).to.equal('connected');
    // The same account and chain reported again (wallets do that) does not bring the view back.
    wallet.setAccounts([0, 1]);
    // Settled signal: the check the reaction would run, awaited to its end, asks nothing either.
    await checkSiwxSession();
    expect($siwx.get().status).to.equal('idle');
    expect($modal.get().open).to.equal(false);
    // The app may ask again later; this time the user signs.
    wallet.approval = 'auto';
    await requestSiwxSignIn();
    view = await waitForSignInView(modal);
    button(view, 'Sign')!.click();
    await waitClosed();
    expect(storedSessions()).to.have.length(1);
  });

  it('Escape on the sign-in view counts as Cancel (required: disconnects)', async () => {
    const { modal } = await connectWithSiwx(new DefaultSIWX());
    await waitForSignInView(modal);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => $account.get().status === 'disconnected', 'Escape did not disconnect');
  });

  it('restores a signed session on reload without asking again; a tampered stored session is rejected', async () => {
    const siwx = new DefaultSIWX();
    const { wallet, modal } = await connectWithSiwx(siwx);
    button(await waitForSignInView(modal), 'Sign')!.click();
    await waitClosed();
    const [session] = storedSessions();

    forgetPageState();
    const before = wallet.requests.length;
    await createSiwxKit({ siwx });
    await waitConnected();
    // The restore check runs after connecting; its verdict (signed, not prompt) is the settled signal.
    await until($siwx, s => s.status === 'signed' || s.status === 'prompt', 'the sign-in check');
    expect($siwx.get().status).to.equal('signed');
    expect($modal.get().open).to.equal(false);
    expect(wallet.requests.slice(before).map(r => r.method)).not.to.include('personal_sign');
    expect(storedSessions()).to.deep.equal([session]);

    // Someone edits the stored message: the signature no longer matches, so it does not count.
    const forged = { ...session!, message: session!.message.replace(/Issued At: .*/, 'Issued At: 2030-01-01T00:00:00.000Z') };
    writeSessions([forged]);
    forgetPageState();
    await createSiwxKit({ siwx });
    await waitForSignInView(modal);
    expect(storedSessions()).to.deep.equal([]);
  });

  it('checks again on account change and on chain change', async () => {
    const siwx = new DefaultSIWX();
    const { wallet, modal } = await connectWithSiwx(siwx, { chains: [{ chainId: 10, rpcUrl: (await opNetwork()).rpcUrls.default.http[0]! }] });
    button(await waitForSignInView(modal), 'Sign')!.click();
    await waitClosed();
    const [first, second] = wallet.accounts.map(a => a.address as Address);

    wallet.setAccounts([1, 0]);
    await waitUntil(() => $account.get().address === second, 'did not follow the account change');
    button(await waitForSignInView(modal), 'Sign')!.click();
    await waitClosed();
    expect(storedSessions().map(s => s.data.accountAddress)).to.deep.equal([first, second]);

    wallet.switchChain(10);
    await waitUntil(() => $chain.get().activeNetwork?.id === 10, 'did not follow the chain change');
    button(await waitForSignInView(modal), 'Sign')!.click();
    await waitClosed();
    expect(storedSessions().find(s => s.data.chainId === 'eip155:10')?.data.accountAddress).to.equal(second);

    // Back on a chain already signed in: nothing to ask.
    wallet.switchChain(1);
    await waitUntil(() => $chain.get().activeNetwork?.id === 1, 'did not follow the chain change back');
    // The check's verdict for chain 1 is the settled signal: signed, so no prompt.
    await until($siwx, s => s.chainId === 'eip155:1' && (s.status === 'signed' || s.status === 'prompt'), 'the sign-in check on chain 1');
    expect($siwx.get().status).to.equal('signed');
    expect($modal.get().open).to.equal(false);
  });

  it('disconnecting signs out (sessions cleared) unless signOutOnDisconnect is false', async () => {
    const siwx = new DefaultSIWX();
    const { modal } = await connectWithSiwx(siwx);
    button(await waitForSignInView(modal), 'Sign')!.click();
    await waitClosed();
    expect(storedSessions()).to.have.length(1);
    await disconnect();
    await waitUntil(() => storedSessions().length === 0, 'sessions kept after disconnect');

    resetAll();
    const keep = await connectWithSiwx(new DefaultSIWX({ signOutOnDisconnect: false }));
    button(await waitForSignInView(keep.modal), 'Sign')!.click();
    await waitClosed();
    await disconnect();
    // The sign-out reaction runs synchronously with the disconnect (it resets the flow): that reset is the signal.
    await until($siwx, s => s.status === 'idle', 'the flow reset by the disconnect');
    expect(storedSessions()).to.have.length(1);
  });

  it('siweConfig signs in through its mapToSIWX(): its nonce, the test wallet\'s signature, checked on the local node', async () => {
    // An app's siweConfig in AppKit's shape (createSIWEConfig's hooks): the server's nonce and signature check.
    // Its mapToSIWX() turns the hooks into the SIWX config the modal signs in with, as AppKit's does.
    const anvil = await getAnvil();
    const node = createPublicClient({ transport: http(anvil.url) });
    const nonces: string[] = [];
    const checked: { message: string; signature: string; valid: boolean }[] = [];
    let mapped = 0;
    const siweConfig = {
      getNonce: async () => nonces[nonces.push(`siwe${nonces.length}x${Date.now()}`) - 1]!,
      verifyMessage: async ({ message, signature }: { message: string; signature: string }) => {
        const { address } = parseSiweMessage(message);
        // viem's check on the chain itself: an EOA by recovery, a contract account by its ERC-1271 answer.
        const valid = await node.verifyMessage({ address: address!, message, signature: signature as Hex });
        checked.push({ message, signature, valid });
        return valid;
      },
      mapToSIWX(): SIWXConfig {
        mapped += 1;
        const sessions = new DefaultSIWX({ statement: 'Sign in through siweConfig', getNonce: siweConfig.getNonce });
        return Object.assign(Object.create(sessions) as DefaultSIWX, {
          async addSession(session: SIWXSession) {
            if (!(await siweConfig.verifyMessage(session))) throw new Error('The server refused the signature');
            return sessions.addSession(session);
          },
        });
      },
    };
    const wallet = await announceTestWallet();
    await createSiwxKit({ siweConfig, networks: [mainnet] });
    const modal = await renderModal();
    expect(await connect(TEST_WALLET_ID)).to.equal(true);
    await waitConnected();
    button(await waitForSignInView(modal), 'Sign')!.click();
    await waitClosed();

    expect(mapped).to.be.greaterThan(0);
    const address = wallet.exposedAddresses[0]!;
    const [session] = storedSessions();
    expect(session!.data).to.include({ accountAddress: address, chainId: 'eip155:1', nonce: nonces.at(-1) });
    expect(session!.message).to.include('Sign in through siweConfig');
    expect(checked).to.deep.equal([{ message: session!.message, signature: session!.signature, valid: true }]);
    expect($siwx.get().status).to.equal('signed');
  });

  it('"SIWX is not enabled" when sign-in is asked for without the siwx option', async () => {
    await createSiwxKit({});
    let message = '';
    try {
      await requestSiwxSignIn();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).to.equal('SIWX is not enabled');
    const flow = await import('../../src/core/siwx/flow.js');
    let signMessage = '';
    try {
      await flow.signIn();
    } catch (error) {
      signMessage = (error as Error).message;
    }
    expect(signMessage).to.equal('SIWX is not enabled');
  });
});
