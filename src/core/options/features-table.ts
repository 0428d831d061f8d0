// `features`, AppKit's switches, one row each (see table.ts for the columns). Everything optional is off by default:
// a game that only wants a wallet pays for nothing else.
import type { ConnectorOrderKey, SocialProvider } from '../types.js';
import type { AppKitOptions, Features } from './types.js';
import { DEV, resolveRows } from './row.js';
import type { OptionRow } from './row.js';
import { arrayOf, bool, either, oneOf, optional } from './validate.js';

const flag = optional(bool);
/**
 * The groups `features.connectorTypeOrder` may name, in their default order: core/types.ts's `CONNECTOR_ORDER_KEYS`,
 * written again here because importing that module's value from this table, which the production build now
 * carries, made the bundler split the page's initial JS in two. The type check keeps the two lists the same.
 */
const CONNECTOR_ORDER = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const satisfies readonly ConnectorOrderKey[];
/** `true` only while the list names every key of `ConnectorOrderKey`: otherwise this does not compile. */
export const connectorOrderComplete: [Exclude<ConnectorOrderKey, (typeof CONNECTOR_ORDER)[number]>] extends [never] ? true : never = true;
/** AppKit's social providers; 'farcaster' is accepted, warned about and left out. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'] as const;

/** As in table.ts, the rows the walk passes over, which only the development build carries: `features` keeps them as given. */
const AS_GIVEN = {
  connectMethodsOrder: { ...(DEV && { dev: { check: optional(arrayOf(oneOf('email', 'social', 'wallet'))), defaultText: 'wallets first with a browser wallet, else email, social, wallet', does: 'The order of the sign-in methods in Connect.' } }) },
  connectorTypeOrder: { ...(DEV && { dev: { check: optional(arrayOf(oneOf(...CONNECTOR_ORDER))), defaultText: CONNECTOR_ORDER.join(', '), does: 'The order of the wallet groups in Connect.' } }) },
  allWallets: { ...(DEV && { dev: { check: flag, defaultText: 'true', does: '`false` hides the "All Wallets" entry (as `allWallets: \'HIDE\'`).' } }) },
  collapseWallets: { ...(DEV && { dev: { check: flag, defaultText: 'false', does: 'Beside email or social sign-in, the wallet list folds into one "Continue with a wallet" row.' } }) },
  walletFeaturesOrder: {
    ...(DEV && {
      dev: {
        check: optional(arrayOf(oneOf('swaps', 'send', 'receive', 'onramp'))),
        // AppKit's order, kept with the buttons (src/views/wallet-actions/wallet-features.ts; a test checks they agree).
        defaultText: 'onramp, swaps, receive, send',
        does: 'The order of the account view\'s wallet buttons (Buy, Swap, Receive, Send); a feature left out has none.',
      },
    }),
  },
  pay: { ...(DEV && { dev: { check: flag, built: false, instead: 'AppKit Pay is not built in; no Pay view is shown', asks: value => value === true, does: 'AppKit Pay.' } }) },
} satisfies { [K in keyof FeaturesGiven]?: OptionRow<FeaturesGiven[K]> };

export const FEATURES = {
  email: { default: false, ...(DEV && { dev: { check: flag, does: 'Email sign-in to the embedded wallet (its code loads only when on).' } }) },
  socials: {
    default: false,
    // Farcaster is accepted and left out.
    resolve: socials => (socials ? socials.filter((provider): provider is SocialProvider => provider !== 'farcaster') : socials),
    ...(DEV && {
      dev: {
        check: optional(either(oneOf(false), arrayOf(oneOf(...SOCIAL_PROVIDERS)), `false or a list of ${SOCIAL_PROVIDERS.join(', ')}`)),
        built: 'partly',
        instead: 'the Farcaster sign-in is not built in; its button is left out',
        asks: value => Array.isArray(value) && value.includes('farcaster'),
        does: 'Social sign-in buttons, in this order (`false` or `[]`: none).',
      },
    }),
  },
  // `showWallets` is AppKit's older name of it.
  emailShowWallets: { default: false, resolve: (shown, given) => shown ?? given.showWallets, ...(DEV && { dev: { check: flag, does: 'Wallets listed beside email and social sign-in (`false`: behind one "Continue with a wallet" row).' } }) },
  history: { default: false, ...(DEV && { dev: { check: flag, does: 'The account view\'s activity tab (the blockchain-data provider, with a projectId).' } }) },
  swaps: { default: false, ...(DEV && { dev: { check: flag, does: 'A Swap button in the account view, to the Swap view (EVM, on the provider\'s swap networks): the provider\'s tokens, a quote as the player types with its price impact and fee, an approval when the allowance is short, then the swap; `open({ view: \'Swap\', arguments })` opens it filled in. It also turns on the account\'s tokens and activity.' } }) },
  onramp: { default: false, ...(DEV && { dev: { check: flag, does: 'A Buy button in the account view, to the Buy views (OnRampProviders, BuyInProgress): the provider\'s currencies and limits, a quote, then its page for this wallet in a new window; the purchase it reports shows in the activity. It also turns on the account\'s tokens and activity.' } }) },
  send: { default: false, ...(DEV && { dev: { check: flag, does: 'A Send button in the account view, to the Send flow on EVM and Solana networks (a token of the account\'s balances: native and ERC-20, or SOL and SPL; an amount, a receiver\'s address or name; a preview with the network fee; the wallet sends, the modal follows it to its receipt); it also turns on the account\'s tokens and activity.' } }) },
  receive: { default: false, ...(DEV && { dev: { check: flag, does: 'A Receive button in the account view, to the Receive view (the address as text and QR code, copy, the networks it is good on); it also turns on the account\'s tokens and activity.' } }) },
  analytics: { default: false, ...(DEV && { dev: { check: flag, does: 'AppKit\'s analytics; nothing is sent unless asked for.' } }) },
  smartSessions: { default: false, ...(DEV && { dev: { check: flag, does: 'AppKit\'s smart-session permissions (accepted; no view asks for them).' } }) },
  legalCheckbox: { default: false, ...(DEV && { dev: { check: flag, does: 'The wallet list waits for the player to accept the terms (`termsConditionsUrl`, `privacyPolicyUrl`).' } }) },
  ...(DEV ? AS_GIVEN : ({} as typeof AS_GIVEN)),
} satisfies { [K in keyof FeaturesGiven]-?: OptionRow<FeaturesGiven[K]> };

type FeaturesGiven = NonNullable<AppKitOptions['features']>;

/** `features` resolved from the given ones over the rows' defaults (`showWallets`, AppKit's older name, included). */
export const resolveFeatures = (options: AppKitOptions): Features =>
  resolveRows(FEATURES, options.features ?? {}, options, { ...options.features }, DEV ? AS_GIVEN : undefined) as unknown as Features;

/** The features when none are given: everything optional is off, so a game that only wants a wallet pays for nothing else. */
export const DEFAULT_FEATURES: Features = resolveFeatures({ networks: [] });
