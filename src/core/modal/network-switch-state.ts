// The wallet's network switch's state, apart from the switch itself (network-switch.ts, a lazy chunk): the views
// read it up front, and the slice's index re-exports it without reaching the chunk.
import { computed } from 'nanostores';
import { sessionAtom } from '../session.js';
import type { CaipNetworkId } from '../types.js';
import { $chain } from '../network/store.js';

/** WalletConnect's "unsupported chains": the chain is outside the session's namespaces. */
export const CHAIN_NOT_IN_SESSION = 5100;

export type NetworkSwitchStatus = 'idle' | 'switching' | 'declined' | 'notApproved' | 'failed';

export interface NetworkSwitchState {
  status: NetworkSwitchStatus;
  /** The network asked for, while switching and after a failure. */
  network?: CaipNetworkId;
}

/** The last switch, with the (unsupported) chain the wallet was on when it was asked. */
export const $lastSwitch = sessionAtom<NetworkSwitchState & { walletChain?: number | string }>({ status: 'idle' });

/**
 * The last wallet switch: what the UnsupportedChain view shows while it runs and after it failed. A failure
 * is news about the chain the wallet was on; once the wallet is elsewhere it reads as idle (derived, so no
 * listener has to be started or stopped for it).
 */
export const $networkSwitch = computed([$lastSwitch, $chain], ({ walletChain, ...state }, { unsupportedChainId }): NetworkSwitchState =>
  state.status !== 'switching' && state.status !== 'idle' && walletChain !== unsupportedChainId ? { status: 'idle' } : state,
);

