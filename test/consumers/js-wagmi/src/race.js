// Plain JavaScript with the wagmi adapter: wagmi owns the EVM wallet, the kit shows it. The buttons only a runner
// may press are shown and hidden from the kit's state; signing goes through wagmi's own action.
import { createAppKit } from 'w3m-modal';
import { WagmiAdapter } from 'w3m-modal/wagmi';
import { mainnet, arbitrum } from 'w3m-modal/networks';
import { signMessage } from 'wagmi/actions';

const projectId = 'relay-race-local';
const networks = [mainnet, arbitrum];
const wagmiAdapter = new WagmiAdapter({ projectId, networks });

const kit = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: { name: 'Relay race sign-up', description: 'Hold a lane with a signature', url: location.origin, icons: [] },
});

const LANE_PLEDGE = 'I will run the second leg';

kit.subscribeState(() => {
  const runner = kit.getIsConnectedState();
  document.getElementById('hold-lane').hidden = !runner;
  document.getElementById('drop-out').hidden = !runner;
  document.getElementById('runner').textContent = runner ? kit.getAddress() ?? '' : '';
});

document.getElementById('join').addEventListener('click', () => kit.open());
document.getElementById('hold-lane').addEventListener('click', async () => {
  document.getElementById('lane').textContent = await signMessage(wagmiAdapter.wagmiConfig, { message: LANE_PLEDGE });
});
document.getElementById('drop-out').addEventListener('click', () => kit.disconnect());
