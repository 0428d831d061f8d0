// AppKit's plain-JavaScript core example (its members called at load), with `@reown/appkit` renamed to `w3m-modal`.
import { createAppKit } from 'w3m-modal';
import { arbitrum, mainnet } from 'w3m-modal/networks';

const projectId = 'YOUR_PROJECT_ID';

export const modal = createAppKit({
  projectId,
  networks: [mainnet, arbitrum],
  metadata: {
    name: 'AppKit JavaScript example',
    description: 'AppKit JavaScript example',
    url: 'https://example.com',
    icons: ['https://example.com/icon.png'],
  },
  features: { analytics: true },
});

const show = (id, text) => {
  document.getElementById(id).textContent = text ?? '';
};

// At load, before any wallet: each of these threw "is not a function" before issue 22.
modal.subscribeProviders((providers) => {
  show('providers', Object.entries(providers).filter(([, provider]) => provider).map(([namespace]) => namespace).join(', '));
});
modal.subscribeWalletInfo((walletInfo) => show('wallet-name', walletInfo?.name));
show('get-address', modal.getAddress());
show('chain-id', String(modal.getChainId()));
modal.updateFeatures({ analytics: false });

modal.subscribeAccount((account) => {
  show('account-address', account.address);
  show('get-address', modal.getAddress());
});

document.getElementById('open-connect-modal').addEventListener('click', () => modal.open());
document.getElementById('disconnect').addEventListener('click', () => modal.disconnect());
