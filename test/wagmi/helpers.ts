// Shared by the wagmi tests (test/wagmi/): both sides of the connection in one comparable shape, compared now or
// on every animation frame. The files here run against wagmi 2 and, in the `wagmi3` group of
// web-test-runner.config.mjs, against @wagmi/core 3.
import { expect } from '@open-wc/testing';
import { getAccount as wagmiAccount } from '@wagmi/core';
import type { Config } from '@wagmi/core';
import { createAppKit } from '../../src/app-kit.js';
import { $account, $chain, $connectors, mainnet } from '../../src/core/index.js';
import type { CaipNetwork } from '../../src/core/index.js';
import { WagmiAdapter } from '../../src/wagmi.js';
import { getAnvil } from '../fixtures/chain.js';
import { TestWallet, announceWallet } from '../fixtures/test-wallet.js';
import { localDevnet } from '../network/helpers.js';
import { addCleanup } from '../helpers/reset.js';
import { waitUntil } from '../helpers/wait.js';

/** The wagmi major this run was asked to test against (vite.config.ts, W3M_WAGMI). */
export const WAGMI_MAJOR: string = (import.meta.env as Record<string, string | undefined>)['W3M_WAGMI_MAJOR'] ?? 'unknown';

export const RDNS = 'dev.w3m-modal.wagmi-wallet';
export const LOCAL_ID = 31337;

export interface Setup {
  adapter: WagmiAdapter;
  config: Config;
  wallet: TestWallet;
  local: CaipNetwork;
}

/** The app's side, written as AppKit's wagmi quickstart writes it. */
export async function setUp(wallet?: TestWallet): Promise<Setup> {
  const anvil = await getAnvil();
  const local = await localDevnet();
  const networks = [mainnet, local];
  const customRpcUrls = { 'eip155:1': [{ url: anvil.url }] };
  const theWallet = wallet ?? new TestWallet({ rpcUrl: anvil.url, chains: [{ chainId: LOCAL_ID, rpcUrl: local.rpcUrls.default.http[0]! }], storageKey: 'wagmi-test-wallet' });
  addCleanup(announceWallet(theWallet, { rdns: RDNS, name: 'Wagmi Test Wallet' }));
  const adapter = new WagmiAdapter({ networks, projectId: 'test-project', customRpcUrls });
  createAppKit({ adapters: [adapter], networks, projectId: 'test-project', customRpcUrls });
  await waitUntil(() => $connectors.get().some(c => c.id === RDNS), 'wagmi did not discover the wallet');
  // The adapter's start-up reconnect has looked for a previous connection (there is none) and is done.
  await waitUntil(() => adapter.wagmiConfig.state.status === 'disconnected', 'wagmi did not settle after start');
  return { adapter, config: adapter.wagmiConfig, wallet: theWallet, local };
}

/** What both sides say, in one comparable shape. */
export function sides(config: Config) {
  const wagmi = wagmiAccount(config);
  const status = { connected: 'connected', connecting: 'connecting', reconnecting: 'connecting', disconnected: 'disconnected' }[wagmi.status];
  const modal = $account.get();
  const modalChain = $chain.get().activeNetwork?.id;
  return {
    wagmi: { status, address: wagmi.address?.toLowerCase(), chainId: wagmi.status === 'connected' ? wagmi.chainId : undefined },
    modal: { status: modal.status, address: modal.address?.toLowerCase(), chainId: modal.status === 'connected' ? Number(modalChain) : undefined },
  };
}

export function expectAgree(config: Config): void {
  const { wagmi, modal } = sides(config);
  expect(modal).to.deep.equal(wagmi);
}

/**
 * Samples both sides on every animation frame until the returned function is awaited, which gives the number of
 * frames sampled and those where the two sides disagreed.
 */
export function sampleFrames(config: Config): () => Promise<{ frames: number; disagreements: unknown[] }> {
  const disagreements: unknown[] = [];
  let frames = 0;
  let running = true;
  const tick = (): void => {
    if (!running) return;
    frames += 1;
    const { wagmi, modal } = sides(config);
    if (JSON.stringify(wagmi) !== JSON.stringify(modal)) disagreements.push({ frame: frames, wagmi, modal });
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  // Ends after one more frame: the sampler's own callback runs first in it, so at least one frame is always
  // sampled, however quickly the change being watched settled.
  return async () => {
    await new Promise(requestAnimationFrame);
    running = false;
    return { frames, disagreements };
  };
}

/**
 * Counts the times wagmi starts a reconnect: each run first says "reconnecting" (or "connecting", when wagmi's
 * storage has not been read back yet) after having said something else.
 */
export function countReconnects(config: Config): () => number {
  let runs = 0;
  const busy = (status: string): boolean => status === 'connecting' || status === 'reconnecting';
  const stop = config.subscribe(
    state => state.status,
    (status, previous) => {
      if (busy(status) && !busy(previous)) runs += 1;
    },
  );
  return () => {
    stop();
    return runs;
  };
}
