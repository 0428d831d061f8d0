import { atom } from 'nanostores';
import type { MessageKey } from '../messages.js';

export type AlertId = 'projectIdNotConfigured' | 'networkNotFound' | 'invalidAppConfiguration' | 'sessionExpired';

export interface AlertState {
  id: AlertId;
  variant: 'info' | 'warning' | 'error';
  titleKey: MessageKey;
  messageKey: MessageKey;
}

const ALERTS: Record<AlertId, AlertState> = {
  projectIdNotConfigured: {
    id: 'projectIdNotConfigured',
    variant: 'warning',
    titleKey: 'alert.projectIdNotConfigured.title',
    messageKey: 'alert.projectIdNotConfigured.message'
  },
  networkNotFound: {
    id: 'networkNotFound',
    variant: 'error',
    titleKey: 'alert.networkNotFound.title',
    messageKey: 'alert.networkNotFound.message'
  },
  invalidAppConfiguration: {
    id: 'invalidAppConfiguration',
    variant: 'error',
    titleKey: 'alert.invalidAppConfiguration.title',
    messageKey: 'alert.invalidAppConfiguration.message'
  },
  sessionExpired: {
    id: 'sessionExpired',
    variant: 'warning',
    titleKey: 'alert.sessionExpired.title',
    messageKey: 'alert.sessionExpired.message'
  }
};

/** The banner shown at the top of the modal, if any (spec section 8 "Alerts"). */
export const $alert = atom<AlertState | undefined>(undefined);

export function showAlert(id: AlertId): void {
  $alert.set(ALERTS[id]);
}

export function hideAlert(): void {
  $alert.set(undefined);
}
