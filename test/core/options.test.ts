import { expect } from '@open-wc/testing';
import { mainnet as viemMainnet, sepolia } from 'viem/chains';
import {
  DEFAULT_FEATURES,
  connectMethodsOrder,
  mainnet,
  resolveOptions,
  rpcUrlFor
} from '../../src/core/index.js';
import type { CaipNetwork, Features } from '../../src/core/index.js';
import { thrownMessage } from './setup.js';
import { freshState } from '../helpers/reset.js';

const siwx = {
  createMessage: async () => ({}),
  addSession: async () => {},
  getSessions: async () => [],
  revokeSession: async () => {},
  setSessions: async () => {},
  getRequired: () => false
};

/** Every option name createAppKit declares, each with a valid value. */
function everyOption(): Record<string, unknown> {
  return {
    projectId: 'abc123',
    networks: [mainnet, sepolia],
    defaultNetwork: mainnet,
    metadata: { name: 'Game', description: 'Wallet connection for Game', url: 'https://game.example', icons: ['https://game.example/i.png'] },
    features: {
      swaps: false,
      onramp: false,
      receive: false,
      send: false,
      email: true,
      emailShowWallets: true,
      socials: ['google', 'github', 'apple', 'facebook', 'x', 'discord'],
      history: false,
      analytics: false,
      smartSessions: false,
      legalCheckbox: true,
      connectMethodsOrder: ['wallet', 'email', 'social'],
      connectorTypeOrder: ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended']
    },
    themeMode: 'light',
    themeVariables: {
      '--w3m-accent': '#ff0000',
      '--w3m-color-mix': '#000',
      '--w3m-color-mix-strength': 20,
      '--w3m-font-family': 'system-ui',
      '--w3m-font-size-master': '10px',
      '--w3m-border-radius-master': '4px',
      '--w3m-z-index': 999
    },
    featuredWalletIds: ['a'],
    includeWalletIds: ['b'],
    excludeWalletIds: ['c'],
    customWallets: [
      {
        id: 'custom',
        name: 'Custom Wallet',
        homepage: 'https://wallet.example',
        image_url: 'data:image/png;base64,AA==',
        mobile_link: null,
        desktop_link: 'custom://',
        webapp_link: 'https://wallet.example/app',
        app_store: null,
        play_store: null
      }
    ],
    allWallets: 'HIDE',
    enableWalletConnect: true,
    enableWalletConnectVerify: false,
    verifyUrl: 'https://verify.game.example',
    enableInjected: false,
    enableEIP6963: false,
    enableWalletGuide: false,
    allowUnsupportedChain: true,
    enableNetworkSwitch: false,
    siwx,
    customRpcUrls: { 'eip155:1': [{ url: 'http://127.0.0.1:1/rpc' }] },
    debug: true
  };
}

const base = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({ projectId: 'p', networks: [mainnet], ...extra });

describe('options', () => {
  beforeEach(freshState);

  it('accepts every option name and keeps the given values', () => {
    const resolved = resolveOptions(everyOption());
    expect(resolved.projectId).to.equal('abc123');
    expect(resolved.networks.map(n => n.caipNetworkId)).to.deep.equal(['eip155:1', 'eip155:11155111']);
    expect(resolved.defaultNetwork.caipNetworkId).to.equal('eip155:1');
    expect(resolved.metadata?.name).to.equal('Game');
    expect(resolved.features.email).to.equal(true);
    expect(resolved.features.connectorTypeOrder).to.have.length(7);
    expect(resolved.themeMode).to.equal('light');
    expect(resolved.themeVariables['--w3m-z-index']).to.equal(999);
    expect(resolved.featuredWalletIds).to.deep.equal(['a']);
    expect(resolved.includeWalletIds).to.deep.equal(['b']);
    expect(resolved.excludeWalletIds).to.deep.equal(['c']);
    expect(resolved.customWallets[0]?.name).to.equal('Custom Wallet');
    expect(resolved.allWallets).to.equal('HIDE');
    expect(resolved.enableWalletConnect).to.equal(true);
    expect(resolved.enableWalletConnectVerify).to.equal(false);
    expect(resolved.verifyUrl).to.equal('https://verify.game.example');
    expect(resolved.enableInjected).to.equal(false);
    expect(resolved.enableEIP6963).to.equal(false);
    expect(resolved.enableWalletGuide).to.equal(false);
    expect(resolved.allowUnsupportedChain).to.equal(true);
    expect(resolved.enableNetworkSwitch).to.equal(false);
    expect(resolved.siwx?.createMessage).to.be.a('function');
    expect(resolved.debug).to.equal(true);
  });

  it('accepts a subset of theme variables', () => {
    const resolved = resolveOptions(base({ themeVariables: { '--w3m-accent': '#123456' } }));
    expect(resolved.themeVariables).to.deep.equal({ '--w3m-accent': '#123456' });
  });

  it('signs in through siweConfig.mapToSIWX(), as AppKit does', () => {
    const options = everyOption();
    delete options['siwx'];
    const resolved = resolveOptions({ ...options, siweConfig: { getNonce: async () => 'n', mapToSIWX: () => siwx } });
    expect(resolved.siwx).to.equal(siwx);
  });

  it('refuses a siweConfig without mapToSIWX(), naming what is missing', () => {
    expect(thrownMessage(() => resolveOptions(base({ siweConfig: { getNonce: async () => 'n' } })))).to.contain('`siweConfig`');
  });

  it('refuses siweConfig together with siwx', () => {
    expect(thrownMessage(() => resolveOptions(base({ siwx, siweConfig: {} })))).to.equal(
      'Cannot set both `siweConfig` and `siwx` options'
    );
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['features.email not boolean', base({ features: { email: 'yes' } }), '`features.email`'],
    ['unknown option', base({ fooBar: 1 }), '`fooBar`'],
    ['unknown feature', base({ features: { emial: true } }), '`features.emial`'],
    ['bad themeMode', base({ themeMode: 'blue' }), '`themeMode`'],
    ['unknown theme variable', base({ themeVariables: { '--w3m-colour': 'red' } }), '`themeVariables'],
    ['projectId not a string', base({ projectId: 42 }), '`projectId`'],
    ['networks missing', { projectId: 'p' }, '`networks`'],
    ['empty networks', base({ networks: [] }), '`networks`'],
    ['defaultNetwork not in networks', base({ defaultNetwork: sepolia }), '`defaultNetwork`'],
    ['network without rpc urls', base({ networks: [{ id: 5, name: 'X', nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 } }] }), '`networks.0`'],
    ['network without id', base({ networks: [mainnet, { name: 'X' }] }), '`networks.1`'],
    ['network not an object', base({ networks: ['eip155:1'] }), '`networks.0`'],
    ['network without currency', base({ networks: [{ id: 7, name: 'Y', rpcUrls: { default: { http: ['http://x'] } } }] }), '`networks.0`'],
    ['allWallets unknown value', base({ allWallets: 'SOME' }), '`allWallets`'],
    ['socials unknown provider', base({ features: { socials: ['myspace'] } }), '`features.socials'],
    ['connectMethodsOrder unknown', base({ features: { connectMethodsOrder: ['phone'] } }), '`features.connectMethodsOrder'],
    ['customRpcUrls wrong shape', base({ customRpcUrls: { 'eip155:1': ['http://x'] } }), '`customRpcUrls'],
    ['siwx without functions', base({ siwx: { createMessage: 1 } }), '`siwx'],
    ['metadata incomplete', base({ metadata: { name: 'x' } }), '`metadata'],
    ['enableInjected not boolean', base({ enableInjected: 1 }), '`enableInjected`']
  ];
  for (const [label, input, name] of bad) {
    it(`throws an Error naming the option: ${label}`, () => {
      let error: unknown;
      try {
        resolveOptions(input);
      } catch (e) {
        error = e;
      }
      expect(error).to.be.instanceOf(Error);
      expect((error as Error).message).to.contain(name);
    });
  }

  it('throws on a non-object', () => {
    expect(thrownMessage(() => resolveOptions(undefined))).to.contain('options must be an object');
  });

  it('defaults: all features off, analytics off, wallet guide on, injected, EIP-6963 and (with a projectId) WalletConnect on', () => {
    const resolved = resolveOptions(base());
    expect(resolved.features).to.deep.equal(DEFAULT_FEATURES);
    for (const [name, value] of Object.entries(resolved.features)) expect(value, name).to.equal(false);
    expect(resolved.features.analytics).to.equal(false);
    expect(resolved.defaultNetwork.caipNetworkId).to.equal('eip155:1');
    expect(resolved.allWallets).to.equal('SHOW');
    expect(resolved.enableInjected).to.equal(true);
    expect(resolved.enableEIP6963).to.equal(true);
    expect(resolved.enableWalletConnect).to.equal(true);
    expect(resolved.themeMode).to.equal(undefined);
    expect(resolved.customRpcUrls).to.deep.equal({});
    expect(resolved.debug).to.equal(false);
  });

  it('an empty projectId resolves to undefined', () => {
    expect(resolveOptions(base({ projectId: '' })).projectId).to.equal(undefined);
  });

  it('WalletConnect follows the projectId unless asked (AppKit\'s default): on with one, off without', () => {
    expect(resolveOptions(base({ projectId: 'p' })).enableWalletConnect).to.equal(true);
    expect(resolveOptions(base({ projectId: undefined })).enableWalletConnect).to.equal(false);
    expect(resolveOptions(base({ projectId: '' })).enableWalletConnect).to.equal(false);
    expect(resolveOptions(base({ projectId: 'p', enableWalletConnect: false })).enableWalletConnect).to.equal(false);
    expect(resolveOptions(base({ projectId: undefined, enableWalletConnect: true })).enableWalletConnect).to.equal(true);
  });

  it('accepts viem Chain objects and normalizes them', () => {
    const resolved = resolveOptions(base({ networks: [viemMainnet, sepolia], defaultNetwork: sepolia }));
    const [first, second] = resolved.networks as [CaipNetwork, CaipNetwork];
    expect(first.caipNetworkId).to.equal('eip155:1');
    expect(first.chainNamespace).to.equal('eip155');
    expect(first.nativeCurrency.symbol).to.equal('ETH');
    expect(first.rpcUrls.default.http[0]).to.equal(viemMainnet.rpcUrls.default.http[0]);
    expect(second.caipNetworkId).to.equal('eip155:11155111');
    expect(second.testnet).to.equal(true);
    expect(resolved.defaultNetwork.caipNetworkId).to.equal('eip155:11155111');
  });

  describe('connectMethodsOrder', () => {
    const features = (extra: Partial<Features> = {}): Features => ({ ...DEFAULT_FEATURES, email: true, socials: ['google'], ...extra });

    it('is email, social, wallet by default', () => {
      expect(connectMethodsOrder(features(), false)).to.deep.equal(['email', 'social', 'wallet']);
    });

    it('puts wallet first when a browser wallet exists', () => {
      expect(connectMethodsOrder(features(), true)).to.deep.equal(['wallet', 'email', 'social']);
    });

    it('follows the configured order over the browser-wallet rule', () => {
      const order = connectMethodsOrder(features({ connectMethodsOrder: ['social', 'wallet', 'email'] }), true);
      expect(order).to.deep.equal(['social', 'wallet', 'email']);
    });

    it('lists only wallet when email and socials are off (the product configuration)', () => {
      expect(connectMethodsOrder(DEFAULT_FEATURES, false)).to.deep.equal(['wallet']);
      expect(connectMethodsOrder(DEFAULT_FEATURES, true)).to.deep.equal(['wallet']);
    });
  });

  describe('rpcUrlFor', () => {
    it('prefers customRpcUrls for the network', () => {
      const resolved = resolveOptions(base({ customRpcUrls: { 'eip155:1': [{ url: 'http://127.0.0.1:9/a' }, { url: 'http://b' }] } }));
      expect(rpcUrlFor(resolved, resolved.networks[0]!)).to.equal('http://127.0.0.1:9/a');
    });

    // With a projectId, the provider's 26 supported chains use its endpoint instead (test/chains/rpc-urls.test.ts).
    it("falls back to the network's own RPC URL", () => {
      const resolved = resolveOptions(base({ projectId: undefined, networks: [mainnet, sepolia], customRpcUrls: { 'eip155:1': [{ url: 'http://x' }] } }));
      expect(rpcUrlFor(resolved, resolved.networks[1]!)).to.equal(sepolia.rpcUrls.default.http[0]);
      expect(rpcUrlFor(resolveOptions(base({ projectId: undefined })), mainnet)).to.equal(mainnet.rpcUrls.default.http[0]);
    });

    it('ignores an empty custom list', () => {
      const resolved = resolveOptions(base({ projectId: undefined, customRpcUrls: { 'eip155:1': [] } }));
      expect(rpcUrlFor(resolved, resolved.networks[0]!)).to.equal(mainnet.rpcUrls.default.http[0]);
    });
  });
});
