// The EVM provider the modal hands out (getProvider('eip155'), getWalletProvider, subscribeProviders,
// useAppKitProvider) answers every member of AppKit 1.7.4's `Provider`: the check list below is keyed by AppKit's own
// declaration, so a member AppKit adds fails the type check until it is called here. A real TestWallet on anvil,
// announced over EIP-6963, is behind it. (test/surface/provider-types.ts checks the members' types.)
import { expect } from '@open-wc/testing';
import type { Provider as AppKitEvmProvider } from '../../node_modules/appkit-1.7.4/node_modules/@reown/appkit-controllers/dist/types/src/utils/TypeUtil.js';
import { createAppKit } from '../../src/index.js';
import type { Provider } from '../../src/core/index.js';
import { connect, getAccount } from '../../src/core/index.js';
import type { TestWallet } from '../fixtures/test-wallet.js';
import { WALLET_RDNS, announce, kitOptions, newWallet } from './helpers.js';
import { freshState, resetAll } from '../helpers/reset.js';
import { waitUntil } from '../helpers/wait.js';

type Check = (provider: Provider, wallet: TestWallet) => Promise<void>;

const MEMBERS: Record<keyof AppKitEvmProvider, Check> = {
  async request(provider, wallet) {
    expect(await provider.request<string>({ method: 'eth_chainId' })).to.equal(await wallet.request({ method: 'eth_chainId' }));
  },
  async connect(provider, wallet) {
    expect(await provider.connect()).to.equal(wallet.accounts[0]!.address);
  },
  async on(provider, wallet) {
    const heard: string[] = [];
    provider.on('chainChanged', chainId => heard.push(chainId));
    wallet.switchChain(11155111);
    expect(heard).to.deep.equal(['0xaa36a7']);
    wallet.switchChain(1);
  },
  async removeListener(provider, wallet) {
    const heard: unknown[] = [];
    const listener = (chainId: unknown) => heard.push(chainId);
    provider.on('chainChanged', listener);
    provider.removeListener('chainChanged', listener);
    wallet.switchChain(11155111);
    wallet.switchChain(1);
    expect(heard).to.deep.equal([]);
  },
  async emit(provider) {
    const heard: unknown[] = [];
    provider.on('message', message => heard.push(message));
    provider.emit('message', { type: 'game', data: 'level 2' });
    expect(heard).to.deep.equal([{ type: 'game', data: 'level 2' }]);
  },
  async disconnect(provider) {
    await provider.disconnect();
    expect(getAccount('eip155').status).to.equal('disconnected');
  },
};

describe("the EVM provider has AppKit's members", () => {
  beforeEach(freshState);
  afterEach(resetAll);

  it('every member of AppKit 1.7.4\'s Provider answers, over a browser wallet', async () => {
    const wallet = await newWallet({ chains: [{ chainId: 11155111 }] });
    announce(wallet, { rdns: WALLET_RDNS });
    const kit = createAppKit(await kitOptions());
    await waitUntil(() => kit.getConnectors().some(connector => connector.id === WALLET_RDNS), 'the wallet was discovered');
    expect(await connect(WALLET_RDNS)).to.equal(true);
    const provider = kit.getProvider<Provider>('eip155')!;
    expect(kit.getWalletProvider()).to.equal(provider);
    // disconnect last: it ends the connection the others use.
    const order = (Object.keys(MEMBERS) as (keyof typeof MEMBERS)[]).sort((a, b) => Number(a === 'disconnect') - Number(b === 'disconnect'));
    for (const member of order) await MEMBERS[member](provider, wallet);
    expect(kit.getProvider('eip155')).to.equal(undefined);
  });
});
