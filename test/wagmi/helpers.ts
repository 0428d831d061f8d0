// Shared by the wagmi tests (test/wagmi/): both sides of the connection in one comparable shape, compared now or
// on every animation frame. The files here run against wagmi 2 and, in the `wagmi3` group of
// web-test-runner.config.mjs, against @wagmi/core 3.
import { expect } from '@open-wc/testing';
import { getAccount as wagmiAccount } from '@wagmi/core';
import type { Config } from '@wagmi/core';
import { $account, $chain } from '../../src/core/index.js';

/** The wagmi major this run was asked to test against (vite.config.ts, W3M_WAGMI). */
export const WAGMI_MAJOR: string = (import.meta.env as Record<string, string | undefined>)['W3M_WAGMI_MAJOR'] ?? 'unknown';

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
