import { expect, fixture, html } from '@open-wc/testing';
import { $chain } from '../../src/core/index.js';
import * as networks from '../../src/networks/featured.js';
import type { CaipNetwork } from '../../src/core/index.js';
import { CHAIN_NAMES } from '../../src/views/network/chain-names.js';
import '../../src/views/network/w3m-unsupported-chain-view.js';
import { deepText, waitForText } from '../helpers/dom.js';
import { resetAll } from '../helpers/reset.js';
import type { Writable } from '../../src/core/types.js';

async function viewOn(chainId: number): Promise<HTMLElement> {
  ($chain as Writable<typeof $chain>).setKey('unsupportedChainId', chainId);
  return fixture<HTMLElement>(html`<w3m-unsupported-chain-view></w3m-unsupported-chain-view>`);
}

describe('UnsupportedChain: network names', () => {
  beforeEach(() => resetAll());
  afterEach(() => resetAll());

  it('names every EVM network that src/networks defines by hand, as it is defined', () => {
    const evm = Object.values(networks as Record<string, unknown>).filter(
      (value): value is CaipNetwork => typeof value === 'object' && value !== null && (value as CaipNetwork).chainNamespace === 'eip155',
    );
    expect(evm.length).to.be.greaterThan(10);
    for (const network of evm) expect(CHAIN_NAMES[network.id as number], network.name).to.equal(network.name);
  });

  it('says "Polygon" for chain 137, not its id', async () => {
    const view = await viewOn(137);
    await waitForText(view, 'does not support: Polygon.');
    expect(deepText(view)).not.to.include('137');
  });

  it('says "Unknown network (id)" for a chain nobody named', async () => {
    const view = await viewOn(987654);
    await waitForText(view, 'does not support: Unknown network (987654).');
  });
});
