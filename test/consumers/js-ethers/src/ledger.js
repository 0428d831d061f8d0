// Plain JavaScript with the ethers adapter: the kit connects the wallet, ethers wraps its provider. Two of the
// callbacks below throw until a wallet is connected (ethers refuses a missing provider; the pause reads it): the
// kit must go on all the same.
import { createAppKit } from 'w3m-modal';
import { EthersAdapter } from 'w3m-modal/ethers';
import { mainnet } from 'w3m-modal/networks';
import { BrowserProvider, formatEther } from 'ethers';

const kit = createAppKit({
  adapters: [new EthersAdapter()],
  networks: [mainnet],
  projectId: 'harbor-ledger-local',
  metadata: { name: 'Harbor ledger', description: 'Sign the ledger when you moor', url: location.origin, icons: [] },
});

const ENTRY = 'Moored at berth 7';
let boat; // ethers' view of the connected wallet

kit.subscribeProviders((providers) => {
  boat = new BrowserProvider(providers.eip155);
});

kit.subscribeState((state) => {
  // ethers stops polling the wallet while the modal is open.
  boat.paused = state.open;
});

kit.subscribeState(() => {
  const moored = kit.getIsConnectedState();
  for (const id of ['sign-ledger', 'count-coins', 'cast-off']) document.getElementById(id).hidden = !moored;
});

document.getElementById('moor').addEventListener('click', () => kit.open());
document.getElementById('sign-ledger').addEventListener('click', async () => {
  const signer = await boat.getSigner();
  document.getElementById('entry').textContent = await signer.signMessage(ENTRY);
});
document.getElementById('count-coins').addEventListener('click', async () => {
  document.getElementById('coins').textContent = `${formatEther(await boat.getBalance(kit.getAddress()))} ETH`;
});
document.getElementById('cast-off').addEventListener('click', () => kit.disconnect());
