/**
 * The sign-in flow (lazy chunk, loaded only when the `siwx` option is set). Its feature starts
 * {@link watchSiwx}: after every connect, restore, account change and chain change an account without a
 * session on its network is asked to sign (the SIWXSignMessage view); a signed one is left alone.
 */
import { isSmartAccount } from '../connection/properties.js';
import { computed } from 'nanostores';
import { sessionAtom, onSessionEnd } from '../session.js';
import type { CaipNetworkId, ReadOnlyAtom, Writable } from '../types.js';
import type { SIWXConfig } from '../siwx-types.js';
import { $account } from '../connection/account.js';
import { $chain } from '../network/store.js';
import { $activeConnectorId } from '../connection/store.js';
import { getConnector } from '../connection/connectors.js';
import { emitEvent } from '../events/store.js';
import { $modal, showModal } from '../modal/store.js';
import { closeModal } from '../modal/actions.js';
import { $options } from '../options/store.js';
import { $router } from '../modal/router.js';
import { showToast } from '../modal/toast.js';
import { begin, isCurrent, supersede } from '../intent.js';
import { classifyWalletError } from '../wallet-errors.js';
import { msg } from '../messages.js';
import { disconnect } from '../connection/actions.js';
import { siwxMsg } from './messages.js';

export type SiwxStatus = 'idle' | 'checking' | 'prompt' | 'signing' | 'signed';

/** Where the sign-in stands for the connected account on its network. */
export interface SiwxState {
  status: SiwxStatus;
  chainId?: CaipNetworkId;
  address?: string;
  /**
   * Why the last signing attempt failed; cleared by the next attempt. `unreachable`: the sign-in service could not
   * be reached (for the message or the session); the wallet stays connected and the player may try again.
   */
  error?: 'declined' | 'failed' | 'unreachable';
  /** The wallet's own words about that failure (AppKit's `SIWX_AUTH_ERROR.message`). */
  detail?: string;
}

const IDLE: SiwxState = { status: 'idle' };

export const $siwx: ReadOnlyAtom<SiwxState> = sessionAtom<SiwxState>(IDLE);

/** Account and network the user chose not to sign for (optional sign-in): not asked again until they change. */
let dismissed: string | undefined;

// Every new check, attempt, cancel or disconnect is a newer sign-in intent (src/core/intent.ts), so a late
// answer for an older one is dropped; the reset of all stores supersedes every intent.
onSessionEnd(() => {
  dismissed = undefined;
});

interface Target {
  chainId: CaipNetworkId;
  address: string;
}

/** The connected account on a configured network; nothing to sign in while disconnected or unsupported. */
function currentTarget(): Target | undefined {
  const account = $account.get();
  const { activeNetwork, unsupportedChainId } = $chain.get();
  if (account.status !== 'connected' || !account.address || !activeNetwork || unsupportedChainId !== undefined) return undefined;
  return { chainId: activeNetwork.caipNetworkId, address: account.address };
}

const keyOf = (target: Pick<SiwxState, 'chainId' | 'address'>): string => `${target.chainId}:${target.address?.toLowerCase()}`;

/** The configured `siwx`; throws "SIWX is not enabled" without one. */
export function requireSiwx(): SIWXConfig {
  const siwx = $options.get()?.siwx;
  if (!siwx) throw new Error('SIWX is not enabled');
  return siwx;
}

/** Whether declining must disconnect (the config's `getRequired()`; absent means optional, as in AppKit). */
export function isSignInRequired(): boolean {
  return $options.get()?.siwx?.getRequired?.() === true;
}

/** Asks the connected account to sign in unless it has a session on its network. */
export async function checkSiwxSession(): Promise<void> {
  const siwx = $options.get()?.siwx;
  const target = currentTarget();
  if (!siwx || !target) {
    if ($siwx.get().status !== 'idle') ($siwx as Writable<typeof $siwx>).set(IDLE);
    return;
  }
  const key = keyOf(target);
  const state = $siwx.get();
  if ((state.status !== 'idle' && keyOf(state) === key) || dismissed === key) return;
  dismissed = undefined;
  const mine = begin('signIn');
  ($siwx as Writable<typeof $siwx>).set({ status: 'checking', ...target });
  let sessions: unknown = [];
  try {
    sessions = await siwx.getSessions(target.chainId, target.address);
  } catch (error) {
    // A session store that fails is treated as having no session: the user can still sign in.
    console.error('w3m-modal: SIWX getSessions failed', error);
  }
  if (!isCurrent(mine)) return;
  if (Array.isArray(sessions) && sessions.length > 0) {
    // Back on an account and network already signed in (e.g. the wallet switched back): the follower stops asking.
    ($siwx as Writable<typeof $siwx>).set({ status: 'signed', ...target });
    return;
  }
  ($siwx as Writable<typeof $siwx>).set({ status: 'prompt', ...target });
  showModal('SIWXSignMessage');
}

/** Opens the sign-in view for the connected account (e.g. after an optional sign-in was skipped). */
export function promptSignIn(): void {
  requireSiwx();
  const target = currentTarget();
  if (!target) throw new Error(siwxMsg('siwx.notConnected'));
  supersede('signIn');
  dismissed = undefined;
  ($siwx as Writable<typeof $siwx>).set({ status: 'prompt', ...target });
  showModal('SIWXSignMessage');
}

const utf8Hex = (text: string): string =>
  `0x${Array.from(new TextEncoder().encode(text), byte => byte.toString(16).padStart(2, '0')).join('')}`;

/**
 * Signs the message with the active wallet (personal_sign) and adds the session. Resolves true when signed in;
 * on a refusal or failure it shows a toast, keeps the view open and resolves false.
 */
export async function signIn(): Promise<boolean> {
  const siwx = requireSiwx();
  const target = currentTarget();
  const connectorId = $activeConnectorId.get();
  const connector = connectorId ? getConnector(connectorId) : undefined;
  if (!target || !connector) throw new Error(siwxMsg('siwx.notConnected'));
  if ($siwx.get().status === 'signing') return false;
  const mine = begin('signIn');
  ($siwx as Writable<typeof $siwx>).set({ status: 'signing', ...target });
  // Which side a failure came from: the sign-in service (the message, the session) or the wallet (the signature).
  let asking: 'service' | 'wallet' = 'service';
  try {
    const message = await siwx.createMessage({ accountAddress: target.address, chainId: target.chainId });
    const text = message.toString();
    asking = 'wallet';
    const signature = await connector.getProvider().request({ method: 'personal_sign', params: [utf8Hex(text), target.address] });
    if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature)) throw new Error('The wallet returned a malformed signature');
    // Cancelled, disconnected or switched account meanwhile: this signature is no longer wanted.
    if (!isCurrent(mine)) return false;
    const { toString: _text, ...data } = message;
    asking = 'service';
    await siwx.addSession({ data, message: text, signature });
    if (!isCurrent(mine)) return false;
    ($siwx as Writable<typeof $siwx>).set({ status: 'signed', ...target });
    return true;
  } catch (error) {
    const info = classifyWalletError(error);
    if (!isCurrent(mine)) return false;
    const declined = asking === 'wallet' && info.kind === 'declined';
    const reason = declined ? 'declined' : asking === 'service' && isUnreachable(error) ? 'unreachable' : 'failed';
    ($siwx as Writable<typeof $siwx>).set({ status: 'prompt', ...target, error: reason, detail: info.message });
    if (reason === 'failed') console.error('w3m-modal: SIWX sign-in failed', error);
    return false;
  }
}

/**
 * Whether a sign-in service call failed to reach the service: fetch's network error (a `TypeError`), or an error a
 * SIWX implementation names `NetworkError` (ReownAuthentication does).
 */
function isUnreachable(error: unknown): boolean {
  return error instanceof TypeError || (error as { name?: unknown } | null)?.name === 'NetworkError';
}

/** The user declines to sign in: disconnects when sign-in is required, otherwise only closes the modal. */
export async function cancelSignIn(): Promise<void> {
  requireSiwx();
  const target = currentTarget();
  supersede('signIn');
  ($siwx as Writable<typeof $siwx>).set(IDLE);
  emitEvent('CLICK_CANCEL_SIWX', { network: target?.chainId ?? '', isSmartAccount: isSmartAccount() });
  if (isSignInRequired()) {
    await disconnect();
  } else {
    dismissed = target ? keyOf(target) : undefined;
    closeModal();
  }
}

/** After a disconnect: forget the flow and, unless `signOutOnDisconnect` is false, the sessions. */
export function onDisconnected(): void {
  supersede('signIn');
  dismissed = undefined;
  ($siwx as Writable<typeof $siwx>).set(IDLE);
  const siwx = $options.get()?.siwx;
  if (siwx && siwx.signOutOnDisconnect !== false) {
    siwx.setSessions([]).catch(error => console.error('w3m-modal: SIWX sign-out failed', error));
  }
}

const $target = computed([$account, $chain], () => {
  const target = currentTarget();
  return target ? keyOf(target) : '';
});

/**
 * What follows a sign-in step, as a listener of `$siwx` (the actions only set the state): AppKit's events, the
 * modal closing once signed in, a failure's toast.
 */
function followSignIn(state: Readonly<SiwxState>, previous: Readonly<SiwxState> = IDLE): void {
  const properties = { network: state.chainId ?? '', isSmartAccount: isSmartAccount() };
  if (state.status === 'signing') {
    if (previous.status !== 'signing') emitEvent('CLICK_SIGN_SIWX_MESSAGE', properties);
    return;
  }
  if (state.status === 'signed' && previous.status === 'signing') {
    emitEvent('SIWX_AUTH_SUCCESS', properties);
    closeModal();
  } else if (state.status === 'signed' && $modal.get().open && $router.get().view === 'SIWXSignMessage') {
    closeModal();
  } else if (state.status === 'prompt' && previous.status === 'signing' && state.error) {
    const toast = { declined: msg('toast.signatureDeclined', 'Signature declined'), failed: siwxMsg('siwx.failed'), unreachable: siwxMsg('siwx.unreachable') };
    showToast('error', toast[state.error]);
    emitEvent('SIWX_AUTH_ERROR', { ...properties, message: state.detail ?? '' });
  }
}

/**
 * The sign-in reactions, started by the `siwx` feature (src/features.ts) and stopped with it: a new target
 * (account on a network) is checked for a session; the end of a connection signs out; closing the modal
 * while asking (Escape, the backdrop or the close button) counts as Cancel.
 */
export function watchSiwx(): () => void {
  let connection = $activeConnectorId.get();
  let wasOpen = $modal.get().open;
  const stops = [
    $siwx.listen(followSignIn),
    $target.subscribe(() => void checkSiwxSession()),
    $activeConnectorId.listen(id => {
      if (connection !== undefined && id === undefined) onDisconnected();
      connection = id;
    }),
    $modal.listen(state => {
      const closed = wasOpen && !state.open;
      wasOpen = state.open;
      const { status } = $siwx.get();
      if (closed && (status === 'prompt' || status === 'signing') && currentTarget() && $options.get()?.siwx) {
        cancelSignIn().catch(error => console.error('w3m-modal: SIWX cancel failed', error));
      }
    }),
  ];
  return () => stops.forEach(stop => stop());
}
