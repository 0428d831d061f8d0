// ethers v6 over useAppKitProvider('eip155'), as AppKit apps write it: sign, switch account in the wallet, sign
// again with the new account (reown-com/appkit#5660), with the modal's own connectors and with the WagmiAdapter.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { BrowserProvider, verifyMessage } from 'ethers';
import { createAppKit } from '../../src/app-kit.js';
import { $account, $connectors, connectWallet, mainnet } from '../../src/core/index.js';
import type { AppKitOptions } from '../../src/core/index.js';
import { WagmiAdapter } from '../../src/wagmi.js';
import { useAppKitProvider } from '../../react/index.js';
import type { Eip1193Provider } from '../../react/index.js';
import { TestWallet, announceWallet } from '../fixtures/test-wallet.js';
import { anvilUrl, change, cleanup, probe, render } from './render.js';
import { addCleanup, resetAll } from '../helpers/reset.js';

const RDNS = 'dev.w3m-modal.ethers-test';

async function kitOptions(withWagmi: boolean): Promise<AppKitOptions> {
  const customRpcUrls = { 'eip155:1': [{ url: await anvilUrl() }] };
  const adapters = withWagmi ? [new WagmiAdapter({ networks: [mainnet], projectId: 'p', customRpcUrls })] : [];
  return { projectId: 'p', networks: [mainnet], customRpcUrls, adapters };
}

for (const withWagmi of [false, true]) {
  describe(`ethers v6 through useAppKitProvider${withWagmi ? ' (WagmiAdapter)' : ''}`, () => {
    afterEach(async () => {
      await cleanup();
      resetAll();
      sessionStorage.clear();
    });

    it('signs, follows an account switch in the wallet, and signs with the new account', async () => {
      const wallet = new TestWallet({ rpcUrl: await anvilUrl() });
      addCleanup(announceWallet(wallet, { rdns: RDNS, name: 'Ethers Test Wallet' }));
      const provider = probe(() => useAppKitProvider<Eip1193Provider>('eip155'));
      await render(<provider.Probe />);
      await change(async () => {
        createAppKit(await kitOptions(withWagmi));
        await waitUntil(() => $connectors.get().some(c => c.id === RDNS), 'the wallet was never found');
        expect(await connectWallet(RDNS)).to.equal(true);
      });
      const { walletProvider } = provider.current();
      expect(walletProvider).not.to.equal(undefined);

      const first = await new BrowserProvider(walletProvider!).getSigner();
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
