// The WagmiAdapter's reads follow the library's RPC policy (src/core/rpc/): several URLs make the library's ranked
// fallback, whose pings the failing servers in front of the local node count, and whose ranking stops with the
// kit (destroyAppKit) and starts again with the next createAppKit. npm test runs this on wagmi 2 and wagmi 3.
import { expect } from '@open-wc/testing';
import { getBalance } from '@wagmi/core';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { createAppKit, destroyAppKit } from '../../src/app-kit.js';
import { mainnet } from '../../src/core/index.js';
import { WagmiAdapter } from '../../src/wagmi.js';
import { failingRpc, pingCount, pingWitness, pingsReach, stopFailingRpcs } from '../network/helpers.js';
import { resetAll } from '../helpers/reset.js';

describe('WagmiAdapter: reads by the library\'s RPC policy', function () {
  this.timeout(60_000);
  afterEach(() => {
    resetAll();
    return stopFailingRpcs();
  });

  it('several URLs: a ranked fallback (each URL pinged), a refusing URL passed over, the ranking stopped by destroyAppKit', async () => {
    const [refusing, healthy] = [await failingRpc([], { status: 400 }), await failingRpc([])];
    const customRpcUrls = { 'eip155:1': [{ url: refusing.url }, { url: healthy.url }] };
    const adapter = new WagmiAdapter({ networks: [mainnet], customRpcUrls });
    createAppKit({ adapters: [adapter], networks: [mainnet], customRpcUrls });
    const address = privateKeyToAddress(generatePrivateKey());
    expect(await getBalance(adapter.wagmiConfig, { address })).to.deep.include({ value: 0n });
    expect((await healthy.calls('eth_getBalance')).length).to.equal(1);
    // viem's fallback, which the wagmi path used to build, pings nothing unless asked to rank.
    await pingsReach(refusing, 1);
    await pingsReach(healthy, 1);

    // Right after a round reached the server (every 4 s), none of its pings is under way.
    const seen = await pingCount(healthy);
    await pingsReach(healthy, seen + 1);
    destroyAppKit();
    // Three rounds of a witness on the same 4 s cover the next round, had the ranking not stopped.
    const rounds = await pingWitness();
    await rounds(3);
    expect(await pingCount(healthy), 'pings after destroyAppKit').to.equal(seen + 1);
    // wagmi's client still reads, in the order it last had.
    expect(await getBalance(adapter.wagmiConfig, { address })).to.deep.include({ value: 0n });

    createAppKit({ adapters: [adapter], networks: [mainnet], customRpcUrls });
    await pingsReach(healthy, seen + 2);
  });
});
