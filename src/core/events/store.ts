import { atom } from 'nanostores';

/** Event names emitted to `subscribeEvents` listeners (AppKit-compatible). */
export type AppKitEventName =
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'CLICK_COPY_ADDRESS'
  | 'CLICK_NETWORKS'
  | 'INITIALIZE'
  | 'CLICK_SIGN_SIWX_MESSAGE'
  | 'CLICK_CANCEL_SIWX'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR';

/** The AppKit event envelope: `{ timestamp, data: { type: 'track', event, properties } }`. */
export interface AppKitEvent {
  timestamp: number;
  data: { type: 'track'; event: AppKitEventName; properties?: Record<string, unknown> };
}

/** The most recent event; `undefined` until something happened. */
export const $lastEvent = atom<AppKitEvent | undefined>(undefined);

export function emitEvent(event: AppKitEventName, properties?: Record<string, unknown>): void {
  const data: AppKitEvent['data'] = properties ? { type: 'track', event, properties } : { type: 'track', event };
  $lastEvent.set({ timestamp: Date.now(), data });
}

/** Calls `listener` for every event from now on (not for the one already stored). */
export function subscribeEvents(listener: (event: AppKitEvent) => void): () => void {
  return $lastEvent.listen(event => {
    if (event) listener(event);
  });
}
