import { resetAccountStore } from './connection/account.js';
import { resetChainStore } from './network/store.js';
import { resetConnectionStore } from './connection/store.js';
import { resetConnectorsStore } from './connection/connectors.js';
import { $lastEvent } from './events/store.js';
import { resetModalStore } from './modal/store.js';
import { resetOptionsStore } from './options/store.js';
import { $platform } from './modal/platform.js';
import { resetRouterStore } from './modal/router.js';
import { resetThemeStore } from './modal/theme.js';
import { resetToastStore } from './modal/toast.js';
import { hideAlert } from './modal/alert.js';
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
