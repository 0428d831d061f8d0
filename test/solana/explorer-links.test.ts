import { expect } from '@open-wc/testing';
import { explorerAddressUrl, mainnet } from '../../src/core/index.js';
import { solana, solanaDevnet, solanaTestnet } from '../../src/networks/index.js';

const KEY = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

describe('block-explorer links', () => {
  it('Solscan: mainnet without a cluster, devnet and testnet with theirs, on /account/', () => {
    expect(explorerAddressUrl(solana, KEY)).to.equal(`https://solscan.io/account/${KEY}`);
    expect(explorerAddressUrl(solanaDevnet, KEY)).to.equal(`https://solscan.io/account/${KEY}?cluster=devnet`);
    expect(explorerAddressUrl(solanaTestnet, KEY)).to.equal(`https://solscan.io/account/${KEY}?cluster=testnet`);
  });

  it('EVM explorers on /address/; no link without an http(s) explorer', () => {
    expect(explorerAddressUrl(mainnet, '0xabc')).to.equal('https://etherscan.io/address/0xabc');
    expect(explorerAddressUrl({ ...solana, blockExplorers: { default: { name: 'x', url: 'javascript:alert(1)' } } }, KEY)).to.equal(undefined);
    expect(explorerAddressUrl(undefined, KEY)).to.equal(undefined);
    // Another Solana explorer gets no Solscan parameter.
    expect(explorerAddressUrl({ ...solanaDevnet, blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.example/' } } }, KEY))
      .to.equal(`https://explorer.example/account/${KEY}`);
  });
});
