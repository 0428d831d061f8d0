// `features`, AppKit's switches, one row each (see table.ts for the columns). Everything optional is off by default:
// a game that only wants a wallet pays for nothing else.
import { CONNECTOR_ORDER_KEYS } from '../types.js';
import type { AppKitOptions } from './types.js';
import { DEFAULT_FEATURES } from './defaults.js';
import type { OptionRow } from './row.js';
import { arrayOf, bool, either, oneOf, optional } from './validate.js';

const flag = optional(bool);
const noView = (view: string): string => `there is no ${view} view yet, so the account view shows no button for it; the account shows its tokens and activity`;
/** AppKit's social providers; 'farcaster' is accepted, warned about and left out. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'] as const;

export const FEATURES = {
  email: { check: flag, default: DEFAULT_FEATURES.email, does: 'Email sign-in to the embedded wallet (its code loads only when on).' },
  socials: {
    check: optional(either(oneOf(false), arrayOf(oneOf(...SOCIAL_PROVIDERS)), `false or a list of ${SOCIAL_PROVIDERS.join(', ')}`)),
    default: DEFAULT_FEATURES.socials,
    built: 'partly',
    instead: 'the Farcaster sign-in is not built in; its button is left out',
    asks: value => Array.isArray(value) && value.includes('farcaster'),
    does: 'Social sign-in buttons, in this order (`false` or `[]`: none).',
  },
  emailShowWallets: { check: flag, default: DEFAULT_FEATURES.emailShowWallets, does: 'Wallets listed beside email and social sign-in (`false`: behind one "Continue with a wallet" row).' },
  history: { check: flag, default: DEFAULT_FEATURES.history, does: 'The account view\'s activity tab (the blockchain-data provider, with a projectId).' },
  swaps: { check: flag, default: DEFAULT_FEATURES.swaps, built: 'partly', instead: noView('Swap'), asks: value => value === true, does: 'AppKit\'s Swap view; here it turns on the account\'s tokens and activity.' },
  onramp: { check: flag, default: DEFAULT_FEATURES.onramp, built: 'partly', instead: noView('on-ramp (Buy)'), asks: value => value === true, does: 'AppKit\'s Buy view; here, as `swaps`.' },
  send: { check: flag, default: DEFAULT_FEATURES.send, built: 'partly', instead: noView('Send'), asks: value => value === true, does: 'AppKit\'s Send view; here, as `swaps`.' },
  receive: { check: flag, default: DEFAULT_FEATURES.receive, does: 'A Receive button in the account view, to the Receive view (the address as text and QR code, copy, the networks it is good on); it also turns on the account\'s tokens and activity.' },
  analytics: { check: flag, default: DEFAULT_FEATURES.analytics, does: 'AppKit\'s analytics; nothing is sent unless asked for.' },
  smartSessions: { check: flag, default: DEFAULT_FEATURES.smartSessions, does: 'AppKit\'s smart-session permissions (accepted; no view asks for them).' },
  legalCheckbox: { check: flag, default: DEFAULT_FEATURES.legalCheckbox, does: 'The wallet list waits for the player to accept the terms (`termsConditionsUrl`, `privacyPolicyUrl`).' },
  connectMethodsOrder: { check: optional(arrayOf(oneOf('email', 'social', 'wallet'))), defaultText: 'wallets first with a browser wallet, else email, social, wallet', does: 'The order of the sign-in methods in Connect.' },
  connectorTypeOrder: { check: optional(arrayOf(oneOf(...CONNECTOR_ORDER_KEYS))), defaultText: CONNECTOR_ORDER_KEYS.join(', '), does: 'The order of the wallet groups in Connect.' },
  allWallets: { check: flag, defaultText: 'true', does: '`false` hides the "All Wallets" entry (as `allWallets: \'HIDE\'`).' },
  collapseWallets: { check: flag, defaultText: 'false', does: 'Beside email or social sign-in, the wallet list folds into one "Continue with a wallet" row.' },
  walletFeaturesOrder: {
    check: optional(arrayOf(oneOf('swaps', 'send', 'receive', 'onramp'))),
    // AppKit's order, kept with the buttons (src/views/wallet-actions/wallet-features.ts; a test checks they agree).
    defaultText: 'onramp, swaps, receive, send',
    does: 'The order of the account view\'s wallet buttons; a feature left out has none. Only features with a view here have a button (`receive`).',
  },
  pay: { check: flag, built: false, instead: 'AppKit Pay is not built in; no Pay view is shown', asks: value => value === true, does: 'AppKit Pay.' },
} satisfies { [K in keyof Required<NonNullable<AppKitOptions['features']>>]: OptionRow };
