// Every option and `features` key of AppKit 1.7.4's `createAppKit` (AppKitOptions, OptionsControllerState and
// Features in its published declarations), each with a value of AppKit's type, for test/core/appkit-options.test.ts.
// The surface test (test/node/appkit-surface.test.mjs) checks that the options table (src/core/options/table.ts)
// has a row for every key the declarations name.
import { mainnet, sepolia } from 'viem/chains';

const siwx = {
  createMessage: async () => ({}),
  addSession: async () => {},
  getSessions: async () => [],
  revokeSession: async () => {},
  setSessions: async () => {},
  getRequired: () => false
};

/** A fake WalletConnect UniversalProvider object: only its presence is read. */
class FakeUniversalProvider {
  readonly events = {};
}

export function allAppKitOptions(): Record<string, unknown> {
  return {
    adapters: [],
    projectId: 'abc123',
    networks: [mainnet, sepolia],
    defaultNetwork: mainnet,
    metadata: { name: 'Game', description: 'Game', url: 'https://game.example', icons: ['https://game.example/i.png'] },
    themeMode: 'light',
    themeVariables: { '--w3m-accent': '#ff0000', '--w3m-qr-color': '#123456' },
    allowUnsupportedChain: true,
    chainImages: { 1: 'https://game.example/eth.png' },
    connectorImages: { injected: 'https://game.example/injected.png' },
    coinbasePreference: 'all',
    universalProvider: new FakeUniversalProvider(),
    defaultAccountTypes: { eip155: 'smartAccount', solana: 'eoa' },
    showWallets: true,
    siweConfig: { mapToSIWX: () => siwx, getNonce: async () => 'nonce' },
    allWallets: 'SHOW',
    customRpcUrls: { 'eip155:1': [{ url: 'http://127.0.0.1:1/rpc', config: { batch: true } }] },
    featuredWalletIds: ['a'],
    includeWalletIds: ['b'],
    excludeWalletIds: ['c'],
    tokens: { 'eip155:1': { address: '0x0000000000000000000000000000000000000001', image: 'https://game.example/t.png' } },
    customWallets: [{ id: 'custom', name: 'Custom Wallet' }],
    termsConditionsUrl: 'https://game.example/terms',
    privacyPolicyUrl: 'https://game.example/privacy',
    disableAppend: false,
    enableWallets: true,
    enableEIP6963: true,
    enableCoinbase: false,
    enableInjected: true,
    enableWalletConnect: false,
    enableWalletGuide: false,
    enableAuthLogger: false,
    debug: false,
    features: {
      swaps: false,
      onramp: false,
      receive: false,
      send: false,
      email: false,
      emailShowWallets: true,
      socials: ['google', 'farcaster'],
      history: false,
      analytics: false,
      allWallets: true,
      smartSessions: false,
      legalCheckbox: false,
      connectorTypeOrder: ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'],
      connectMethodsOrder: ['wallet', 'email', 'social'],
      walletFeaturesOrder: ['receive', 'send', 'swaps', 'onramp'],
      collapseWallets: false,
      pay: true
    },
    enableEmbedded: true,
    manualWCControl: false,
    universalProviderConfigOverride: { methods: { eip155: ['eth_sendTransaction'] } },
    enableNetworkSwitch: true,
    sdkType: 'appkit',
    sdkVersion: 'html-wagmi-1.7.4',
    isSiweEnabled: true,
    isUniversalProvider: false,
    hasMultipleAddresses: false
  };
}

/** The same with `siwx` in place of `siweConfig` (AppKit refuses both at once, and so does the modal). */
export function allAppKitOptionsWithSiwx(): Record<string, unknown> {
  const { siweConfig: _siweConfig, ...rest } = allAppKitOptions();
  return {
    ...rest,
    siwx
  };
}
