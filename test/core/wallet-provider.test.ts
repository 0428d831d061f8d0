import { expect } from '@open-wc/testing';
import { $walletProvider, addConnector, mainnet } from '../../src/core/index.js';
import { $activeConnectorId } from '../../src/core/connection/store.js';
import { patchAccount } from '../helpers/account.js';
import type { ChainNamespace, Eip1193Provider, WalletConnector } from '../../src/core/index.js';
import { createAppKit } from '../../src/index.js';
import { resetAll } from '../helpers/reset.js';
import { quietConnector } from '../helpers/connectors.js';
import { evmProvider as evmProviderOf } from '../../src/core/index.js';
import type { Writable } from '../../src/core/types.js';

function fakeConnector(id: string, namespace: ChainNamespace, provider: Eip1193Provider): WalletConnector {
  return quietConnector({ id, type: 'ANNOUNCED', name: id, namespace }, provider);
}

const evmProvider = { request: async () => undefined } as unknown as Eip1193Provider;
const ADDRESS = '0x00000000000000000000000000000000000000a1';

describe('$walletProvider', () => {
  beforeEach(resetAll);
  afterEach(resetAll);

  it('is undefined without an active connector', () => {
    expect($walletProvider.get()).to.equal(undefined);
  });

  it('is undefined while the active connector’s namespace is not connected', () => {
    addConnector(fakeConnector('io.evm', 'eip155', evmProvider));
    ($activeConnectorId as Writable<typeof $activeConnectorId>).set('io.evm');
    expect($walletProvider.get()).to.equal(undefined);
    patchAccount('eip155', { status: 'connecting' });
    expect($walletProvider.get()).to.equal(undefined);
    // Another namespace connected does not count for this connector.
    patchAccount('solana', { status: 'connected', address: 'So1ana' });
    expect($walletProvider.get()).to.equal(undefined);
  });

  it('gives the provider, type and namespace once that namespace is connected, and drops them on disconnect', () => {
    addConnector(fakeConnector('io.evm', 'eip155', evmProvider));
    ($activeConnectorId as Writable<typeof $activeConnectorId>).set('io.evm');
    patchAccount('eip155', { status: 'connected', address: ADDRESS });
    expect($walletProvider.get()).to.deep.equal({ provider: evmProvider, type: 'ANNOUNCED', namespace: 'eip155' });
    patchAccount('eip155', { status: 'disconnected', address: undefined });
    expect($walletProvider.get()).to.equal(undefined);
  });

  it('is undefined for an active id whose connector is gone', () => {
    ($activeConnectorId as Writable<typeof $activeConnectorId>).set('io.missing');
    patchAccount('eip155', { status: 'connected', address: ADDRESS });
    expect($walletProvider.get()).to.equal(undefined);
  });

  it('backs getWalletProvider / getWalletProviderType of the AppKit instance, with AppKit\'s members around the wallet\'s provider', () => {
    const kit = createAppKit({ projectId: 'p', networks: [mainnet] });
    addConnector(fakeConnector('io.evm', 'eip155', evmProvider));
    ($activeConnectorId as Writable<typeof $activeConnectorId>).set('io.evm');
    expect(kit.getWalletProvider()).to.equal(undefined);
    expect(kit.getWalletProviderType()).to.equal(undefined);
    patchAccount('eip155', { status: 'connected', address: ADDRESS });
    const provider = kit.getWalletProvider();
    expect(provider).to.equal(evmProviderOf(evmProvider));
    expect(provider).to.include.keys('connect', 'disconnect', 'request', 'on', 'removeListener', 'emit');
    expect(kit.getWalletProvider()).to.equal(provider);
    expect(kit.getWalletProviderType()).to.equal('ANNOUNCED');
  });
});
