// ethers v6 over useAppKitProvider<Provider>('eip155'), as AppKit apps write it: sign, switch account in the wallet,
// sign again with the new account (reown-com/appkit#5660), with the modal's own connectors, with the WagmiAdapter and
// with the EthersAdapter (w3m-modal/ethers); the chain ethers is given comes from useAppKitNetworkCore().
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { BrowserProvider, verifyMessage } from 'ethers';
import { createAppKit } from '../../src/app-kit.js';
import { $account, $connectors, connect, mainnet } from '../../src/core/index.js';
import type { AppKitOptions } from '../../src/core/index.js';
import { WagmiAdapter } from '../../src/wagmi.js';
import { EthersAdapter } from '../../src/ethers.js';
import { useAppKitNetworkCore, useAppKitProvider } from '../../react/index.js';
import type { Provider } from '../../react/index.js';
import { TestWallet, announceWallet } from '../fixtures/test-wallet.js';
import { anvilUrl, change, cleanup, probe, render } from './render.js';
import { addCleanup, resetAll } from '../helpers/reset.js';

const RDNS = 'dev.w3m-modal.ethers-test';

type Adapter = 'none' | 'WagmiAdapter' | 'EthersAdapter';

async function kitOptions(adapter: Adapter): Promise<AppKitOptions> {
  const customRpcUrls = { 'eip155:1': [{ url: await anvilUrl() }] };
  const adapters =
    adapter === 'WagmiAdapter' ? [new WagmiAdapter({ networks: [mainnet], projectId: 'p', customRpcUrls })] : adapter === 'EthersAdapter' ? [new EthersAdapter()] : [];
  return { projectId: 'p', networks: [mainnet], customRpcUrls, adapters };
}

for (const adapter of ['none', 'WagmiAdapter', 'EthersAdapter'] as const) {
  describe(`ethers v6 through useAppKitProvider${adapter === 'none' ? '' : ` (${adapter})`}`, () => {
    afterEach(async () => {
      await cleanup();
      resetAll();
      sessionStorage.clear();
    });

    it('signs, follows an account switch in the wallet, and signs with the new account', async () => {
      const wallet = new TestWallet({ rpcUrl: await anvilUrl() });
      addCleanup(announceWallet(wallet, { rdns: RDNS, name: 'Ethers Test Wallet' }));
      const provider = probe(() => ({ ...useAppKitProvider<Provider>('eip155'), ...useAppKitNetworkCore() }));
      await render(<provider.Probe />);
      await change(async () => {
        createAppKit(await kitOptions(adapter));
        await waitUntil(() => $connectors.get().some(c => c.id === RDNS), 'the wallet was never found');
        expect(await connect(RDNS)).to.equal(true);
      });
      const { walletProvider, chainId } = provider.current();
      expect(walletProvider).not.to.equal(undefined);
      expect(chainId).to.equal(1);

      const first = await new BrowserProvider(walletProvider!, Number(chainId)).getSigner();
      expect(await first.getAddress()).to.equal(wallet.accounts[0]!.address);
      const signature = await first.signMessage('round one');
      expect(verifyMessage('round one', signature)).to.equal(wallet.accounts[0]!.address);

      await change(async () => {
        wallet.setAccounts(1);
        await waitUntil(() => $account.get().address === wallet.accounts[1]!.address, 'the modal did not follow');
      });
      const second = await new BrowserProvider(provider.current().walletProvider!).getSigner();
      expect(await second.getAddress()).to.equal(wallet.accounts[1]!.address);
      const again = await second.signMessage('round two');
      expect(verifyMessage('round two', again)).to.equal(wallet.accounts[1]!.address);
    });
  });
}
