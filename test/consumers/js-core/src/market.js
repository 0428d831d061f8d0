// A plain-JavaScript page on the modal's own connectors (no adapter): every number on the page comes from the
// kit's instance members, read once at start and kept current by its subscriptions.
import { createAppKit } from 'w3m-modal';
import { arbitrum, mainnet } from 'w3m-modal/networks';

const kit = createAppKit({
  projectId: 'lantern-market-local',
  networks: [mainnet, arbitrum],
  metadata: {
    name: 'Lantern night market',
    description: 'A market that takes wallets',
    url: location.origin,
    icons: [],
  },
  features: { analytics: true },
});

const put = (id, value) => {
  document.getElementById(id).textContent = value === undefined ? '' : String(value);
};

// Read at start, before any wallet is connected.
put('trader-now', kit.getAddress());
put('chain', kit.getChainId());
kit.updateFeatures({ analytics: false });

kit.subscribeAccount((account) => {
  put('trader', account.address);
  put('trader-now', kit.getAddress());
  put('chain', kit.getChainId());
});
kit.subscribeWalletInfo((info) => put('wallet', info?.name));
kit.subscribeProviders((providers) => {
  put('providers', Object.keys(providers).filter((namespace) => providers[namespace]).join(' '));
});

// What only a connected trader may press follows the modal's state.
kit.subscribeState((state) => {
  const inside = kit.getIsConnectedState();
  document.getElementById('to-arbitrum').hidden = !inside;
  document.getElementById('leave').hidden = !inside;
  put('state-network', state.selectedNetworkId);
  put('chain', kit.getChainId());
});

document.getElementById('enter').addEventListener('click', () => kit.open());
document.getElementById('to-arbitrum').addEventListener('click', () => kit.switchNetwork(arbitrum));
document.getElementById('leave').addEventListener('click', () => kit.disconnect());
