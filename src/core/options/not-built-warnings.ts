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
  universalProviderConfigOverride: 'the WalletConnect namespaces follow `networks` and `customRpcUrls`',
  basic: 'the full modal is shown',
  isUniversalProvider: 'ignored (internal to AppKit)',
  hasMultipleAddresses: 'ignored (internal to AppKit)',
  'features.pay': 'AppKit Pay is not built in; no Pay view is shown',
  'features.swaps': 'there is no Swap view; the account shows its tokens and activity',
  'features.onramp': 'there is no on-ramp (Buy) view; the account shows its tokens and activity',
  'features.send': 'there is no Send view; the account shows its tokens and activity',
  'features.receive': 'there is no Receive view; the account shows its address to copy, its tokens and activity',
  'features.walletFeaturesOrder': 'the account view has no swap, send, receive or buy buttons to order',
  'features.socials:farcaster': 'the Farcaster sign-in is not built in; its button is left out'
};

/** When each option counts as asking for something not built (a `false` or absent value asks for nothing). */
const ASKS: Record<string, (value: unknown) => boolean> = {
  enableWallets: v => v === false,
  manualWCControl: v => v === true,
  basic: v => v === true,
  'features.pay': v => v === true,
  'features.swaps': v => v === true,
  'features.onramp': v => v === true,
  'features.send': v => v === true,
  'features.receive': v => v === true,
  'features.socials:farcaster': v => Array.isArray(v) && v.includes('farcaster')
};

const valueAt = (options: Record<string, unknown>, name: string): unknown => {
  const [first, second] = name.split(':')[0]!.split('.');
  const top = options[first!];
  return second === undefined ? top : (top as Record<string, unknown> | undefined)?.[second];
};

/** The options in `given` that ask for something not built here (as `INSTEAD` names them). */
export function notBuiltOptions(given: Record<string, unknown>): string[] {
  return Object.keys(INSTEAD).filter(name => (ASKS[name] ?? (v => v !== undefined))(valueAt(given, name)));
}

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
