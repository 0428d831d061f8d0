import type { Features, ViewId } from '../../core/index.js';

/** A wallet feature AppKit gives the account view a button for (`features.walletFeaturesOrder`'s names). */
export type WalletFeature = NonNullable<Features['walletFeaturesOrder']>[number];

/**
 * The buttons' order when `features.walletFeaturesOrder` is not given: AppKit's. Here, not among core's option
 * defaults: a module of the page's first chunk would carry it for this lazy one.
 */
export const DEFAULT_WALLET_FEATURES_ORDER: readonly WalletFeature[] = ['onramp', 'swaps', 'receive', 'send'];

/**
 * The wallet features that have a flow here, and the view each one's button opens. A feature turned on without a
 * row here would show no button (all four of AppKit's have one now). Small on purpose: the
 * Account view reads it to decide whether to fetch the button row's chunk at all.
 */
export const WALLET_FEATURE_VIEWS = {
  receive: 'WalletReceive',
  onramp: 'OnRampProviders',
  send: 'WalletSend',
  swaps: 'Swap',
} as const satisfies Partial<Record<WalletFeature, ViewId>>;

/** A feature with a button here. */
export type WalletAction = keyof typeof WALLET_FEATURE_VIEWS;

/**
 * The account view's wallet buttons, in `features.walletFeaturesOrder`'s order (AppKit's, onramp, swaps, receive,
 * send, when it is not given): each feature that is on and has a view in `views` (the table above), once; one the
 * order leaves out has none, as in AppKit.
 */
export function walletActions<F extends WalletFeature = WalletAction>(
  features: Partial<Features> | undefined,
  views: Partial<Record<F, ViewId>> = WALLET_FEATURE_VIEWS as Partial<Record<F, ViewId>>,
): F[] {
  const order = features?.walletFeaturesOrder ?? DEFAULT_WALLET_FEATURES_ORDER;
  const hasView = (feature: WalletFeature): feature is F => Object.hasOwn(views, feature);
  return [...new Set(order)].filter(hasView).filter(feature => features?.[feature] === true);
}
