/**
 * The console warning for each AppKit option that is accepted but not built here: what the app asked for and
 * what happens instead. Loaded only when such an option is present (features.ts); each warns once per page.
 */
const INSTEAD: Record<string, string> = {
  coinbasePreference: 'the Coinbase Wallet SDK is not built in; the Coinbase extension connects as any browser wallet',
  universalProvider: 'the modal creates its own WalletConnect provider (getUniversalProvider() returns it once WalletConnect has loaded)',
  tokens: 'the account shows the native balance only',
  enableWallets: 'wallets stay listed',
  enableAuthLogger: 'the embedded wallet logs nothing',
  enableEmbedded: 'email and social sign-in follow `features.email` and `features.socials`',
  manualWCControl: 'WalletConnect is managed by the modal',
  universalProviderConfigOverride: 'the WalletConnect namespaces come from `networks` and `customRpcUrls`',
  basic: 'the full modal is shown',
  isUniversalProvider: 'ignored (internal to AppKit)',
  hasMultipleAddresses: 'ignored (internal to AppKit)',
  'features.pay': 'AppKit Pay is not built in; no Pay view is shown',
  'features.socials:farcaster': 'the Farcaster sign-in is not built in; its button is left out'
};

const warned = new Set<string>();

/** Warns once per option name. */
export function warnNotBuilt(names: readonly string[]): void {
  for (const name of names) {
    if (warned.has(name)) continue;
    warned.add(name);
    const option = name.replace(':', ' ');
    console.warn(`w3m-modal: the AppKit option \`${option}\` is accepted but not built here: ${INSTEAD[name] ?? 'it is ignored'}.`);
  }
}

/** For tests: every option warns again. */
export function resetNotBuiltWarnings(): void {
  warned.clear();
}
