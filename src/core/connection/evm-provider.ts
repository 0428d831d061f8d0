import type { ChainNamespace, Eip1193Provider, Provider } from '../types.js';
import { disconnect } from './lazy-actions.js';

// Listeners take what the wallet's events carry, as EIP-1193 leaves it open.
type Listener = (...args: any[]) => void;

const shaped = new WeakMap<Eip1193Provider, Eip1193Provider>();

const hasAppKitMembers = (provider: Eip1193Provider): boolean =>
  ['connect', 'disconnect', 'request', 'on', 'removeListener', 'emit'].every(member => typeof (provider as unknown as Record<string, unknown>)[member] === 'function');

/**
 * A connected EVM wallet's provider with AppKit's members (`Provider`): what `useAppKitProvider('eip155')`,
 * `getProvider('eip155')`, `getWalletProvider()` and `subscribeProviders` hand out (a page with only `<w3m-modal>`
 * loads none of this). A provider that has them all (WalletConnect's) is handed
 * out as it is; a browser wallet's gets the missing ones around it: `connect` asks the wallet for its accounts and
 * resolves the first, `disconnect` disconnects it in the modal, `emit` calls the listeners added through `on`.
 * `request`, `on` and `removeListener` reach the wallet itself. The same provider gets the same object each time:
 * apps compare providers across renders.
 */
export function evmProvider(provider: Eip1193Provider): Eip1193Provider {
  if (hasAppKitMembers(provider)) return provider;
  let result = shaped.get(provider);
  if (result) return result;
  const listeners = new Map<string, Set<Listener>>();
  const wrapped: Provider & Eip1193Provider = {
    async connect() {
      const accounts = await provider.request({ method: 'eth_requestAccounts' });
      const [first] = Array.isArray(accounts) ? accounts : [];
      if (typeof first !== 'string') throw new Error('The wallet returned no account');
      return first;
    },
    disconnect: () => disconnect({ namespace: 'eip155' }),
    request: <T>(args: { method: string; params?: unknown }) => provider.request(args) as Promise<T>,
    on(event: string, listener: Listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
      provider.on?.(event, listener);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      provider.removeListener?.(event, listener);
    },
    emit(event: string, data?: unknown) {
      listeners.get(event)?.forEach(listener => listener(data));
    },
  } as Provider & Eip1193Provider;
  shaped.set(provider, (result = wrapped));
  return result;
}

/** The provider apps get for `namespace`: an EVM one with AppKit's members, another as it is (already shaped). */
export function appKitProvider<T extends Eip1193Provider | undefined>(namespace: ChainNamespace, provider: T): T {
  return (provider && namespace === 'eip155' ? evmProvider(provider) : provider) as T;
}
