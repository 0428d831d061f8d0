import { sessionAtom } from '../session.js';

/**
 * Event names sent to `subscribeEvents` listeners: AppKit 1.7.4's (each sent at the moment AppKit sends it, for the
 * flows built here; test/surface/known-gaps.json lists those whose flow is not built) and `CLICK_COPY_ADDRESS`.
 */
export type AppKitEventName =
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CLICK_ALL_WALLETS'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'INTERNAL_SDK_ERROR'
  | 'CLICK_WALLET_HELP'
  | 'CLICK_NETWORK_HELP'
  | 'CLICK_GET_WALLET'
  | 'CLICK_TRANSACTIONS'
  | 'ERROR_FETCH_TRANSACTIONS'
  | 'LOAD_MORE_TRANSACTIONS'
  | 'CLICK_SIGN_SIWX_MESSAGE'
  | 'CLICK_CANCEL_SIWX'
  | 'CLICK_NETWORKS'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'EMAIL_LOGIN_SELECTED'
  | 'EMAIL_SUBMITTED'
  | 'DEVICE_REGISTERED_FOR_EMAIL'
  | 'EMAIL_VERIFICATION_CODE_SENT'
  | 'EMAIL_VERIFICATION_CODE_PASS'
  | 'EMAIL_VERIFICATION_CODE_FAIL'
  | 'EMAIL_EDIT'
  | 'EMAIL_UPGRADE_FROM_MODAL'
  | 'SWITCH_NETWORK'
  | 'CLICK_CONVERT'
  | 'CLICK_SELECT_TOKEN_TO_SWAP'
  | 'CLICK_SELECT_NETWORK_TO_SWAP'
  | 'SELECT_BUY_CRYPTO'
  | 'SELECT_BUY_PROVIDER'
  | 'SELECT_WHAT_IS_A_BUY'
  | 'SET_PREFERRED_ACCOUNT_TYPE'
  | 'OPEN_SWAP'
  | 'INITIATE_SWAP'
  | 'SWAP_SUCCESS'
  | 'SWAP_ERROR'
  | 'SWAP_APPROVAL_ERROR'
  | 'SOCIAL_LOGIN_STARTED'
  | 'SOCIAL_LOGIN_SUCCESS'
  | 'SOCIAL_LOGIN_ERROR'
  | 'SOCIAL_LOGIN_REQUEST_USER_DATA'
  | 'SOCIAL_LOGIN_CANCELED'
  | 'OPEN_ENS_FLOW'
  | 'REGISTER_NAME_INITIATED'
  | 'REGISTER_NAME_SUCCESS'
  | 'REGISTER_NAME_ERROR'
  | 'OPEN_SEND'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'CONNECT_PROXY_ERROR'
  | 'SEARCH_WALLET'
  | 'INITIALIZE'
  | 'CLICK_COPY_ADDRESS';

/** The AppKit event envelope: `{ timestamp, reportedErrors, data: { type: 'track', event, properties } }`. */
export interface AppKitEvent {
  timestamp: number;
  /** Errors already reported to the app's analytics, by message (AppKit's envelope; kept across events). */
  reportedErrors: Record<string, boolean>;
  data: { type: 'track'; event: AppKitEventName; properties?: Record<string, unknown> };
}

/** The most recent event; `undefined` until something happened. */
export const $lastEvent = sessionAtom<AppKitEvent | undefined>(undefined);

const reportedErrors: Record<string, boolean> = {};

/**
 * Subscribers hear each event when it is emitted. Not through `$lastEvent.listen`: two events emitted by listeners
 * of one store change (CONNECT_SUCCESS, then MODAL_CLOSE) are queued by nanostores, which hands every queued
 * listener the store's latest value, so the first event would be lost.
 */
const subscribers = new Set<(event: AppKitEvent) => void>();

export function emitEvent(event: AppKitEventName, properties?: Record<string, unknown>): void {
  const data: AppKitEvent['data'] = properties ? { type: 'track', event, properties } : { type: 'track', event };
  const emitted: AppKitEvent = { timestamp: Date.now(), reportedErrors, data };
  $lastEvent.set(emitted);
  // As a store does: a subscriber that throws does not keep the event from the others; its error is thrown after.
  let thrown: unknown;
  let failed = false;
  for (const listener of [...subscribers]) {
    try {
      listener(emitted);
    } catch (error) {
      thrown = error;
      failed = true;
    }
  }
  if (failed) throw thrown;
}

/** Calls `listener` for every event from now on (not for the one already stored). */
export function subscribeEvents(listener: (event: AppKitEvent) => void): () => void {
  // A wrapper per subscription, so the same function subscribed twice is called twice, as with a store.
  const entry = (event: AppKitEvent): void => listener(event);
  subscribers.add(entry);
  return () => void subscribers.delete(entry);
}
