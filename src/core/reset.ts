import { resetAccountStore } from './stores/account.js';
import { resetChainStore } from './stores/chain.js';
import { resetConnectionStore } from './stores/connection.js';
import { resetConnectorsStore } from './stores/connectors.js';
import { $lastEvent } from './stores/events.js';
import { resetModalStore } from './stores/modal.js';
import { resetOptionsStore } from './stores/options.js';
import { $platform } from './stores/platform.js';
import { resetRouterStore } from './stores/router.js';
import { resetThemeStore } from './stores/theme.js';
import { resetToastStore } from './stores/toast.js';
import { hideAlert } from './stores/alert.js';
import { resetMessages } from './messages.js';
import { resetLocale } from './locale/actions.js';
import { supersedeAll } from './intent.js';

/** Resets of stores that load lazily with their feature (WalletConnect, …); each registers itself on load. */
const lazyResets = new Set<() => void>();

export function registerStoreReset(reset: () => void): void {
  lazyResets.add(reset);
}

/** Puts every store back to its first state: tests call it so none depends on another's order. */
export function resetAllStores(): void {
  // Whatever is still waiting for a wallet, relay or network is stale from here on.
  supersedeAll();
  resetAccountStore();
  resetChainStore();
  resetConnectionStore();
  resetConnectorsStore();
  $lastEvent.set(undefined);
  resetModalStore();
  resetOptionsStore();
  $platform.set({ mobile: false });
  resetRouterStore();
  resetThemeStore();
  resetToastStore();
  hideAlert();
  resetMessages();
  resetLocale();
  lazyResets.forEach(reset => reset());
}
