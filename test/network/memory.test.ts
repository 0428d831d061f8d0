// The network the player was on survives a reload (as AppKit's does): a Solana cluster picked without a wallet is
// where the page starts next time, and where a Solana wallet restores. A reload is the kit's teardown with storage
// kept, then createAppKit again.
import { expect } from '@open-wc/testing';
import { createAppKit, destroyAppKit } from '../../src/app-kit.js';
import { $chain, mainnet, switchNetwork } from '../../src/core/index.js';
import { solana, solanaDevnet, solanaTestnet } from '../../src/networks/index.js';
import { resetAll } from '../helpers/reset.js';

const options = { projectId: 'p-network-memory', networks: [solana, solanaTestnet, solanaDevnet], enableWalletConnect: false };

describe('the active network across a reload', () => {
  beforeEach(resetAll);
  afterEach(resetAll);

  it('starts on the network switched to before the reload', async () => {
    createAppKit(options);
    expect($chain.get().activeNetwork?.caipNetworkId).to.equal(solana.caipNetworkId);
    await switchNetwork(solanaTestnet);
    expect($chain.get().activeNetwork?.caipNetworkId).to.equal(solanaTestnet.caipNetworkId);
    destroyAppKit();
    createAppKit(options);
    expect($chain.get().activeNetwork?.caipNetworkId).to.equal(solanaTestnet.caipNetworkId);
  });

  it('ignores a remembered network the app no longer configures, and `defaultNetwork` applies', async () => {
    createAppKit(options);
    await switchNetwork(solanaDevnet);
    destroyAppKit();
    createAppKit({ ...options, networks: [solana, solanaTestnet], defaultNetwork: solanaTestnet });
    expect($chain.get().activeNetwork?.caipNetworkId).to.equal(solanaTestnet.caipNetworkId);
    destroyAppKit();
    createAppKit({ projectId: 'p-network-memory', networks: [mainnet] });
    expect($chain.get().activeNetwork?.caipNetworkId).to.equal(mainnet.caipNetworkId);
  });
});
