// w3m-modal/ethers: AppKit's EthersAdapter (ethers v6) and Ethers5Adapter (ethers v5). The modal's own connectors
// connect a real test wallet (EIP-6963, real keys) on the local anvil node; the app wraps the provider the modal
// hands out with ethers, signs (checked against the key's address) and sends a transfer that anvil mines.
import { expect } from '@open-wc/testing';
import { BrowserProvider, parseEther } from 'ethers';
import { providers, utils } from 'ethers5';
import { verifyMessage } from 'viem';
import type { Address } from 'viem';
import { createAppKit, getAppKit } from '../../src/app-kit.js';
import { $account, $connectors, connect, mainnet } from '../../src/core/index.js';
import { EthersAdapter, Ethers5Adapter } from '../../src/ethers.js';
import type { Provider } from '../../src/ethers.js';
import { rowsFor } from '../../src/features.js';
import { getAnvil, rpc } from '../fixtures/chain.js';
import { TestWallet, announceWallet } from '../fixtures/test-wallet.js';
import { waitUntil } from '../helpers/wait.js';
import { addCleanup, resetAll } from '../helpers/reset.js';
import { $options } from '../../src/core/options/index.js';

const RDNS = 'dev.w3m-modal.ethers-wallet';
/** Where the transfers go: anvil's tenth test account, which no other test spends from. */
const RECIPIENT = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

/** The app's side, written as AppKit's ethers examples write it; resolves once the wallet is connected. */
async function connectWith(adapter: EthersAdapter): Promise<{ walletProvider: Provider; address: Address }> {
  const anvil = await getAnvil();
  const wallet = new TestWallet({ rpcUrl: anvil.url });
  addCleanup(announceWallet(wallet, { rdns: RDNS, name: 'Ethers Test Wallet' }));
  createAppKit({ adapters: [adapter], networks: [mainnet], projectId: 'test-project', customRpcUrls: { 'eip155:1': [{ url: anvil.url }] } });
  await waitUntil(() => $connectors.get().some(c => c.id === RDNS), 'the modal did not discover the wallet');
  expect(await connect(RDNS)).to.equal(true);
  // What `useAppKitProvider<Provider>('eip155').walletProvider` is, typed as AppKit apps type it.
  const walletProvider = getAppKit()!.getWalletProvider() as Provider | undefined;
  if (!walletProvider) throw new Error('no wallet provider after connecting');
  return { walletProvider, address: $account.get().address as Address };
}

async function balanceOf(address: string): Promise<bigint> {
  return BigInt(await rpc<string>('eth_getBalance', [address, 'latest']));
}

describe('EthersAdapter / Ethers5Adapter (w3m-modal/ethers)', () => {
  afterEach(() => {
    resetAll();
  });

  it('is an adapter of the loading table that leaves the modal its own wallets and WalletConnect', async () => {
    createAppKit({ adapters: [new EthersAdapter()], networks: [mainnet], projectId: 'test-project', enableWalletConnect: true });
    const options = $options.get()!;
    expect(rowsFor(options)).to.include.members(['adapters', 'WalletConnect']);
    await waitUntil(() => $connectors.get().some(c => c.type === 'WALLET_CONNECT'), 'WalletConnect was not listed');
    expect(new Ethers5Adapter()).to.include({ namespace: 'eip155', connectors: 'modal', ethersVersion: 5 });
  });

  it('ethers v6: BrowserProvider over the wallet provider signs, and a transfer is mined', async () => {
    const { walletProvider, address } = await connectWith(new EthersAdapter());
    const provider = new BrowserProvider(walletProvider, 1);
    const signer = await provider.getSigner(address);
    const signature = (await signer.signMessage('Hello from ethers 6')) as `0x${string}`;
    expect(await verifyMessage({ address, message: 'Hello from ethers 6', signature })).to.equal(true);

    const before = await balanceOf(RECIPIENT);
    const sent = await signer.sendTransaction({ to: RECIPIENT, value: parseEther('0.01') });
    const receipt = await sent.wait();
    expect(receipt?.status).to.equal(1);
    expect(await balanceOf(RECIPIENT)).to.equal(before + parseEther('0.01'));
  });

  it('ethers v5: providers.Web3Provider over the wallet provider signs, and a transfer is mined', async () => {
    const { walletProvider, address } = await connectWith(new Ethers5Adapter());
    const provider = new providers.Web3Provider(walletProvider);
    const signer = provider.getSigner();
    expect(await signer.getAddress()).to.equal(address);
    const signature = (await signer.signMessage('Hello from ethers 5')) as `0x${string}`;
    expect(await verifyMessage({ address, message: 'Hello from ethers 5', signature })).to.equal(true);

    const before = await balanceOf(RECIPIENT);
    const sent = await signer.sendTransaction({ to: RECIPIENT, value: utils.parseEther('0.01') });
    const receipt = await sent.wait();
    expect(receipt.status).to.equal(1);
    expect(await balanceOf(RECIPIENT)).to.equal(before + parseEther('0.01'));
  });
});
