// Property (issue 23, point 4): whatever chainChanged a WalletConnect wallet sends (garbage such as -5 or "abc", a
// chain outside the session, or a chain of the session), requests through the modal's provider afterwards name
// the chain the modal shows, and a personal_sign succeeds there. Real parts: the page's WalletConnect SDK, the
// local relay and a Node wallet that signs with its key (test/fixtures/wc); ethers' BrowserProvider on top of the
// provider `useAppKitProvider('eip155')` hands out; wagmi's signMessage with the WagmiAdapter; and a restore of a
// session whose stored default chain is garbage.
import { expect } from '@open-wc/testing';
import { BrowserProvider } from 'ethers';
import { signMessage } from '@wagmi/core';
import fc from 'fast-check';
import { toHex, verifyMessage } from 'viem';
import type { Address } from 'viem';
import { destroyAppKit, getAppKit } from '../../src/app-kit.js';
import { $account, $chain, mainnet, } from '../../src/core/index.js';
import { disposeWalletConnect } from '../../src/connectors/walletconnect/shared-provider.js';
import { connectWalletConnect } from '../../src/core/walletconnect/index.js';
import type { WcProvider } from '../../src/connectors/walletconnect/provider.js';
import { WagmiAdapter } from '../../src/wagmi.js';
import { getAnvil } from '../fixtures/chain.js';
import { getWc } from '../fixtures/wc/control.js';
import { createWcKit, nextUri, openQr, secondNetwork, useWallet, waitConnected } from '../wc/helpers.js';
import { waitUntil } from '../helpers/wait.js';
import { check } from './config.js';

/** What a misbehaving (or honest) wallet may put in chainChanged; the session holds eip155:1 and eip155:10. */
const chainEvent = fc.constantFrom<unknown>(-5, '-5', 'abc', 'eip155:abc', 'eip155:-5', 0, '0x', 137, 'eip155:137', '0x89', 10, 1, 'eip155:1');

/** The chain the modal shows, as a CAIP-2 id. */
function shownChain(): string {
  const network = $chain.get().activeNetwork;
  if (!network) throw new Error('the modal shows no network');
  return network.caipNetworkId;
}

/** Records the chain of every session request the page's SDK sends to the wallet; returns the last one's by method. */
function watchRequestChains(provider: WcProvider): (method: string) => string | undefined {
  const sent: { method: string; chainId: string }[] = [];
  const send = provider.client.request.bind(provider.client);
  provider.client.request = (params => {
    sent.push({ method: params.request.method, chainId: params.chainId });
    return send(params);
  }) as typeof provider.client.request;
  return method => sent.filter(request => request.method === method).at(-1)?.chainId;
}

/** Sends `events` from the wallet, each once the page's SDK has reported the previous one handled. */
function emitter(wallet: { emitChainChangedRaw(data: unknown): Promise<unknown> }, provider: WcProvider) {
  let handled = 0;
  // The SDK reports each session event after handling it (and the modal's connector after its own listener).
  provider.on('session_event', () => (handled += 1));
  return async (events: unknown[]): Promise<void> => {
    for (const data of events) {
      const expected = handled + 1;
      await wallet.emitChainChangedRaw(data);
      await waitUntil(() => handled >= expected, `the page did not receive chainChanged ${String(data)}`);
    }
  };
}

describe('fuzz: chainChanged from a WalletConnect wallet, through the real SDK and relay', function () {
  const wallet = useWallet({ reducedMotion: true });

  it('after any sequence of chainChanged events, personal_sign succeeds on the chain the modal shows', async () => {
    await createWcKit();
    const { uri } = await openQr();
    await wallet.pair(uri);
    await waitConnected();
    const address = $account.get().address as Address;
    const provider = getAppKit()!.getWalletProvider() as unknown as WcProvider;
    expect((await wallet.state()).sessions[0]?.chains).to.include.members(['eip155:1', 'eip155:10']);
    const lastRequestChain = watchRequestChains(provider);
    const emit = emitter(wallet, provider);
    let round = 0;

    await check(
      fc.asyncProperty(fc.array(chainEvent, { minLength: 1, maxLength: 4 }), async events => {
        await emit(events);
        expect($account.get().status, 'still connected').to.equal('connected');
        const shown = shownChain();
        const message = `round ${(round += 1)}`;
        const signature = (await provider.request({ method: 'personal_sign', params: [toHex(message), address] })) as `0x${string}`;
        expect(await verifyMessage({ address, message, signature })).to.equal(true);
        expect(lastRequestChain('personal_sign'), `personal_sign after ${JSON.stringify(events)}`).to.equal(shown);
        expect(`eip155:${Number(await provider.request({ method: 'eth_chainId' }))}`, 'eth_chainId').to.equal(shown);
        // ethers asks the provider for its chain first, then signs through it.
        const ethers = new BrowserProvider(provider);
        expect(`eip155:${(await ethers.getNetwork()).chainId}`, "ethers' network").to.equal(shown);
        const signer = await ethers.getSigner(address);
        expect(await verifyMessage({ address, message, signature: (await signer.signMessage(message)) as `0x${string}` })).to.equal(true);
        expect(lastRequestChain('personal_sign')).to.equal(shown);
      }),
      { numRuns: 12 },
    );
  });

  it('with the WagmiAdapter, wagmi signs through the session on the chain the modal shows after any such events', async () => {
    const { relayUrl } = await getWc();
    const anvil = await getAnvil();
    const networks = [mainnet, await secondNetwork()];
    const customRpcUrls = { 'eip155:1': [{ url: anvil.url }], 'eip155:10': [{ url: anvil.url }] };
    const adapter = new WagmiAdapter({ networks, projectId: 'test-project', customRpcUrls });
    const metadata = { name: 'w3m fuzz', description: 'w3m-modal fuzz tests', url: location.origin, icons: [] };
    await createWcKit({ adapters: [adapter], networks, customRpcUrls, relayUrl, metadata });
    const attempt = connectWalletConnect();
    await wallet.pair(await nextUri());
    expect(await attempt).to.equal(true);
    const address = $account.get().address as Address;
    const provider = (await adapter.wagmiConfig.state.connections.get(adapter.wagmiConfig.state.current!)!.connector.getProvider()) as WcProvider;
    const lastRequestChain = watchRequestChains(provider);
    const emit = emitter(wallet, provider);
    let round = 0;

    await check(
      fc.asyncProperty(fc.array(chainEvent, { minLength: 1, maxLength: 3 }), async events => {
        await emit(events);
        const message = `wagmi round ${(round += 1)}`;
        const signature = await signMessage(adapter.wagmiConfig, { message });
        expect(await verifyMessage({ address, message, signature })).to.equal(true);
        expect(lastRequestChain('personal_sign'), `personal_sign after ${JSON.stringify(events)}`).to.equal(shownChain());
      }),
      { numRuns: 8 },
    );
  });

  it('a session stored with a garbage default chain (as before the fix) restores on the chain the app shows and signs', async () => {
    await createWcKit();
    const { uri } = await openQr();
    await wallet.pair(uri);
    await waitConnected();
    const address = $account.get().address as Address;
    // What an earlier version left in storage after a wallet's chainChanged -5.
    const stored = getAppKit()!.getWalletProvider() as unknown as { namespaces: Record<string, { defaultChain?: string }>; persist(key: string, value: unknown): Promise<void> };
    stored.namespaces['eip155']!.defaultChain = '-5';
    await stored.persist('namespaces', stored.namespaces);
    // A reload: storage stays, objects, stores and socket go.
    await disposeWalletConnect();
    destroyAppKit();

    await createWcKit();
    await waitConnected();
    expect($chain.get().activeNetwork?.caipNetworkId).to.equal('eip155:1');
    const provider = getAppKit()!.getWalletProvider() as unknown as WcProvider;
    const lastRequestChain = watchRequestChains(provider);
    const signature = (await provider.request({ method: 'personal_sign', params: [toHex('restored'), address] })) as `0x${string}`;
    expect(await verifyMessage({ address, message: 'restored', signature })).to.equal(true);
    expect(lastRequestChain('personal_sign')).to.equal('eip155:1');
  });
});
