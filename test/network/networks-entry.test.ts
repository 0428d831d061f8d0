import { expect } from '@open-wc/testing';
import { base as viemBase } from 'viem/chains';
import { createAppKit } from '../../src/app-kit.js';
import { $chain } from '../../src/core/index.js';
import { arbitrumSepolia, bitcoin, defineChain, mainnet, solana, zksyncSepoliaTestnet } from '../../src/networks/index.js';
import type { AppKitNetwork } from '../../src/networks/index.js';
import { resetAll } from '../helpers/reset.js';

/** A network an app defines itself, as with AppKit's `defineChain`. */
const devnet = defineChain({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/devnet'] } },
});

describe('w3m-modal/networks', () => {
  afterEach(resetAll);

  it('gives viem\'s chains AppKit\'s network shape: the chain plus its CAIP-2 namespace and id', () => {
    expect(arbitrumSepolia.id).to.equal(421614);
    expect(arbitrumSepolia.chainNamespace).to.equal('eip155');
    expect(arbitrumSepolia.caipNetworkId).to.equal('eip155:421614');
    expect(arbitrumSepolia.rpcUrls.default.http[0]).to.match(/^https:\/\//);
    expect(zksyncSepoliaTestnet.caipNetworkId).to.equal('eip155:300');
    expect(bitcoin.caipNetworkId).to.equal('bip122:000000000019d6689c085ae165831e93');
  });

  it('defineChain keeps what it is given and fills in viem\'s optional fields, as AppKit\'s does', () => {
    expect(devnet.name).to.equal('Devnet');
    expect(devnet.caipNetworkId).to.equal('eip155:31337');
    expect(devnet).to.include({ formatters: undefined, fees: undefined, serializers: undefined });
  });

  it('createAppKit and switchNetwork take every kind: shipped, generated, defineChain, plain viem chain, Solana', async () => {
    const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, arbitrumSepolia, devnet, viemBase, solana];
    const kit = createAppKit({ networks, enableWalletConnect: false });
    for (const network of [arbitrumSepolia, devnet, viemBase, solana, mainnet]) {
      await kit.switchNetwork(network);
      expect($chain.get().activeNetwork?.id, network.name).to.equal(network.id);
    }
    expect($chain.get().activeNetwork?.caipNetworkId).to.equal('eip155:1');
    await kit.switchNetwork(viemBase);
    expect($chain.get().activeNetwork?.caipNetworkId).to.equal('eip155:8453');
  });
});
