import { sessionAtom } from '../session.js';
import type { ReadOnlyAtom, Writable } from '../types.js';

export type AlertId = 'projectIdNotConfigured' | 'networkNotFound' | 'invalidAppConfiguration' | 'sessionExpired';

/** An alert's text is the modal's (`alert.<id>.title` and `alert.<id>.message`), in the active locale. */
export interface AlertState {
  id: AlertId;
  variant: 'info' | 'warning' | 'error';
}

const ALERTS: Record<AlertId, AlertState> = {
  projectIdNotConfigured: {
    id: 'projectIdNotConfigured',
    variant: 'warning'
  },
  networkNotFound: {
    id: 'networkNotFound',
    variant: 'error'
  },
  invalidAppConfiguration: {
    id: 'invalidAppConfiguration',
    variant: 'error'
  },
  sessionExpired: {
    id: 'sessionExpired',
    variant: 'warning'
  }
};

/** The banner shown at the top of the modal, if any (spec section 8 "Alerts"). */
export const $alert: ReadOnlyAtom<AlertState | undefined> = sessionAtom<AlertState | undefined>(undefined);

export function showAlert(id: AlertId): void {
  ($alert as Writable<typeof $alert>).set(ALERTS[id]);
}

export function hideAlert(): void {
  ($alert as Writable<typeof $alert>).set(undefined);
}
