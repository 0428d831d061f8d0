/**
 * The instance's settings members (AppKit 1.7.4's names and shapes): features and options after creation, the
 * legal links, the connect methods' order, the theme. Each change takes `createAppKit`'s own path
 * (`configureAppKit`): validated the same way (a bad value throws naming it and changes nothing), and what it turns
 * on or off starts or stops (`updateFeatures({ email: true })` registers the embedded wallet).
 */
import type { AppKitOptions, ConnectMethod, ResolvedOptions, SocialProvider, ThemeMode, ThemeState, ThemeVariables } from '../core/index.js';
import { $connectors, $options, $theme, connectMethodsOrder, sameData, setThemeMode, setThemeVariables, subscribeGuest } from '../core/index.js';
import { configureAppKit } from '../app-kit.js';

/**
 * The running options as given (by `createAppKit` or a `<w3m-modal>`'s config and attributes) with `patch`
 * applied, configured as `createAppKit` configures them; throws (changing nothing) when invalid.
 */
function update(patch: Partial<AppKitOptions>): ResolvedOptions | undefined {
  const current = $options.get();
  if (!current) return undefined;
  return configureAppKit({ ...current.given, ...patch });
}

const updateFeatures = (features: AppKitOptions['features']): void =>
  void update({ features: { ...$options.get()?.given.features, ...features } });

export const settingsMembers = {
  updateFeatures,
  /** Options an app may change later (AppKit's OptionsController state); networks stay as configured. */
  updateOptions: (options: Partial<AppKitOptions>): void => void update(options),
  setTermsConditionsUrl: (termsConditionsUrl: string): void => void update({ termsConditionsUrl }),
  setPrivacyPolicyUrl: (privacyPolicyUrl: string): void => void update({ privacyPolicyUrl }),
  setConnectMethodsOrder: (order: ConnectMethod[]): void => updateFeatures({ connectMethodsOrder: order }),
  setWalletFeaturesOrder: (order: NonNullable<NonNullable<AppKitOptions['features']>['walletFeaturesOrder']>): void =>
    updateFeatures({ walletFeaturesOrder: order }),
  setCollapseWallets: (collapseWallets: boolean): void => updateFeatures({ collapseWallets }),
  setSocialsOrder: (socials: SocialProvider[]): void => updateFeatures({ socials }),
  setEIP6963Enabled: (enableEIP6963: boolean): void => void update({ enableEIP6963 }),
  /** The connect methods in display order (a browser wallet present puts wallets first, as in AppKit). */
  getConnectMethodsOrder(): ConnectMethod[] {
    const options = $options.get();
    if (!options) return ['email', 'social', 'wallet'];
    return connectMethodsOrder(options.features, $connectors.get().some(c => c.type === 'ANNOUNCED' || c.type === 'INJECTED'));
  },
  getThemeMode: (): ThemeMode => $theme.get().themeMode,
  setThemeMode: (mode: ThemeMode): void => setThemeMode(mode),
  getThemeVariables: (): ThemeVariables => $theme.get().themeVariables,
  setThemeVariables: (variables: ThemeVariables): void => setThemeVariables(variables),
  subscribeTheme: (callback: (state: ThemeState) => void): (() => void) =>
    subscribeGuest('subscribeTheme', $theme, state => callback({ ...state }), sameData)
};
