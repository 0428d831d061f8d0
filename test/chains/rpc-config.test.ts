// AppKit's `customRpcUrls` entries carry viem's HTTP transport `config` (headers for an API key, fetch options, hooks): the
// modal's own reads (the balance) send them, as wagmi's transports do under the WagmiAdapter.
import { expect } from '@open-wc/testing';
import { getBalance } from '@wagmi/core';
import { $account, connect, mainnet } from '../../src/core/index.js';
import { createAppKit } from '../../src/app-kit.js';
import { WagmiAdapter } from '../../src/wagmi.js';
import { getAnvil } from '../fixtures/chain.js';
import { until } from '../core/setup.js';
import { TEST_WALLET_ID, announceTestWallet, createTestKit } from '../modal/helpers.js';
import { resetAll } from '../helpers/reset.js';

/**
 * A config an app writes: fetch options, and a hook that sees every request (here: the fetch options it went out
 * with). A custom header would do as well against a node that allows it; the local node's CORS does not.
 */
function appConfig(seen: string[]) {
  return {
    fetchOptions: { cache: 'no-store' as RequestCache },
    onFetchRequest: (request: Request) => void seen.push(request.cache),
  };
}

describe('customRpcUrls with config', () => {
  beforeEach(() => resetAll());
  afterEach(() => resetAll());

  it("the modal's balance read goes out with the app's fetch options, through its hooks", async () => {
    const anvil = await getAnvil();
    const seen: string[] = [];
    await announceTestWallet();
    await createTestKit({ customRpcUrls: { 'eip155:1': [{ url: anvil.url, config: appConfig(seen) }] } });
    expect(await connect(TEST_WALLET_ID)).to.equal(true);
    await until($account, account => account.balance !== undefined, 'balance');
    expect(seen.length).to.be.greaterThan(0);
    expect(new Set(seen)).to.deep.equal(new Set(['no-store']));
  });

  it("with the WagmiAdapter, wagmi's reads send them too", async () => {
    const anvil = await getAnvil();
    const seen: string[] = [];
    const customRpcUrls = { 'eip155:1': [{ url: anvil.url, config: appConfig(seen) }] };
    const adapter = new WagmiAdapter({ networks: [mainnet], projectId: 'test-project', customRpcUrls });
    createAppKit({ adapters: [adapter], networks: [mainnet], projectId: 'test-project', customRpcUrls });
    const balance = await getBalance(adapter.wagmiConfig, { address: '0x0000000000000000000000000000000000000001', chainId: 1 });
    expect(typeof balance.value).to.equal('bigint');
    expect(seen).to.include('no-store');
  });
});
