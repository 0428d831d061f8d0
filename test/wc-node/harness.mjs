// Shared setup for the Node WalletConnect tests: one anvil node and one relay per test file, and
// connected dapp/wallet pairs that are all stopped in after().
import { startAnvil } from '../fixtures/anvil.mjs';
import { startRelay } from '../fixtures/wc/relay.mjs';
import { startWcWallet } from '../fixtures/wc/wallet.mjs';
import { bounded } from '../fixtures/wc/wallet-helpers.mjs';
import { scaled } from '../fixtures/time-scale.mjs';
import { startDapp } from './dapp.mjs';

/**
 * Keeps each await in a test bounded: rejects when `promise` has not settled within `ms`, a safety net that is
 * at least 10 s (a loaded machine is slow) and widens with TEST_TIME_SCALE. Not a timing assertion.
 */
export const within = (/** @type {number} */ ms, /** @type {Promise<any>} */ promise, label = 'operation') =>
  bounded(promise, scaled(Math.max(ms, 10_000)), label);

/** Resolves with the next `event` the emitter-like `source` fires (bounded). */
export function nextEvent(/** @type {{ once(e: string, cb: (v: any) => void): void }} */ source, /** @type {string} */ event, ms = 5_000) {
  return within(ms, new Promise((ok) => source.once(event, ok)), `event ${event}`);
}

export async function startHarness() {
  const [anvil, relay] = await Promise.all([startAnvil({ chainId: 1 }), startRelay()]);
  /** @type {Array<() => Promise<void>>} */
  const stops = [];

  /**
   * A fresh dapp (UniversalProvider) and wallet (SignClient), paired and settled.
   * @param {{ chains?: number[], walletChainId?: number, accountIndex?: number, settle?: boolean }} [options]
   */
  async function connectPair({ chains = [1], walletChainId = 1, accountIndex = 0, settle = true } = {}) {
    const wallet = await startWcWallet({ relayUrl: relay.url, rpcUrl: anvil.url, chainId: walletChainId, accountIndex });
    const dapp = await startDapp({ relayUrl: relay.url, rpcUrl: anvil.url, chains });
    stops.push(() => dapp.stop(), () => wallet.stop());
    if (!settle) return { wallet, dapp, session: undefined, connectMs: 0 };
    const started = performance.now();
    const { uri, session } = dapp.connect();
    await wallet.pair(await within(5_000, uri, 'display_uri'));
    const settled = await within(5_000, session, 'connect()');
    return { wallet, dapp, session: settled, connectMs: Math.round(performance.now() - started) };
  }

  return {
    anvil,
    relay,
    connectPair,
    /** Registers something else to stop in stop(). */
    onStop: (/** @type {() => Promise<void>} */ fn) => { stops.push(fn); },
    async stop() {
      for (const fn of stops.reverse()) await fn().catch(() => {});
      await relay.stop();
      await anvil.stop();
    },
  };
}
