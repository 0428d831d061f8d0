// wagmi's behaviours the modal relies on beyond its public API, one test each, named after the behaviour: every
// entry of src/connectors/wagmi/wagmi-seam.ts. npm test runs this folder on wagmi 2 and wagmi 3 (the unit and
// unit-wagmi3 steps), so a wagmi upgrade that changes one fails here by name. Real parts: wagmi's own config.
import { expect } from '@open-wc/testing';
import { createConfig, createConnector, http, version as wagmiVersion, watchConnectors } from '@wagmi/core';
import type { Config, Connector } from '@wagmi/core';
import { addConnector } from '../../src/connectors/wagmi/wagmi-seam.js';
import { mainnet } from '../../src/core/index.js';
import { WAGMI_MAJOR } from './helpers.js';

const chain = { id: 1, name: mainnet.name, nativeCurrency: mainnet.nativeCurrency, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } } as const;

/** A connector that connects nothing: the seam's entries are about the list, not a wallet. */
function idleConnector(seen: { chains?: readonly { id: number }[]; emitter?: unknown; setUp: number }) {
  return createConnector(config => {
    seen.chains = config.chains;
    seen.emitter = config.emitter;
    return {
      id: 'seam-test',
      name: 'Seam test',
      type: 'seamTest',
      async setup() {
        seen.setUp += 1;
      },
      connect: async () => ({ accounts: [] as never, chainId: 1 }),
      disconnect: async () => undefined,
      getAccounts: async () => [],
      getChainId: async () => 1,
      getProvider: async () => undefined,
      isAuthorized: async () => false,
      onAccountsChanged: () => undefined,
      onChainChanged: () => undefined,
      onDisconnect: () => undefined,
    };
  });
}

/** A wagmi config with no connector of its own and no wallet discovery: the list holds only what a test adds. */
function bareConfig(): Config {
  return createConfig({ chains: [chain], transports: { 1: http('http://127.0.0.1:9') }, connectors: [], multiInjectedProviderDiscovery: false });
}

describe(`wagmi seam (@wagmi/core ${WAGMI_MAJOR})`, () => {
  it(`runs against @wagmi/core ${WAGMI_MAJOR}`, () => {
    expect(wagmiVersion.split('.')[0]).to.equal(WAGMI_MAJOR);
  });

  it('_internal.connectors.setup makes a connector as createConfig does: the config\'s chains, an emitter, its setup() run', () => {
    const seen: { chains?: readonly { id: number }[]; emitter?: unknown; setUp: number } = { setUp: 0 };
    const { connector } = addConnector(bareConfig(), idleConnector(seen));
    expect(seen.chains?.map(c => c.id)).to.deep.equal([1]);
    expect(connector.emitter).to.equal(seen.emitter);
    expect(connector.uid).to.be.a('string').and.not.equal('');
    expect(connector.id).to.equal('seam-test');
    expect(seen.setUp).to.equal(1);
  });

  it('_internal.connectors.setState adds the connector to config.connectors, and watchConnectors hears it', () => {
    const config = bareConfig();
    const heard: (readonly Connector[])[] = [];
    const unwatch = watchConnectors(config, { onChange: connectors => heard.push(connectors) });
    try {
      const { connector } = addConnector(config, idleConnector({ setUp: 0 }));
      expect(config.connectors).to.deep.equal([connector]);
      expect(heard.at(-1)).to.deep.equal([connector]);
    } finally {
      unwatch();
    }
  });

  it('_internal.connectors.setState with the connector filtered out takes it out of config.connectors again', () => {
    const config = bareConfig();
    const first = addConnector(config, idleConnector({ setUp: 0 }));
    const second = addConnector(config, idleConnector({ setUp: 0 }));
    const heard: (readonly Connector[])[] = [];
    const unwatch = watchConnectors(config, { onChange: connectors => heard.push(connectors) });
    try {
      first.remove();
      expect(config.connectors).to.deep.equal([second.connector]);
      expect(heard.at(-1)).to.deep.equal([second.connector]);
    } finally {
      unwatch();
    }
  });
});
