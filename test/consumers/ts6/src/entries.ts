// Every entry point but `w3m-modal/wagmi` (its declarations import @wagmi/core, whose own declarations do not
// pass a full check; the wagmi apps build it with skipLibCheck on), used as a page script would.
import { createAppKit, DefaultSIWX, setMessages } from 'w3m-modal';
import type { AppKitOptions } from 'w3m-modal';
import 'w3m-modal/define';
import { mainnet, polygon } from 'w3m-modal/networks';
import type * as Browser from 'w3m-modal/browser';
// ethers is not installed here: the entry's declarations must not need it.
import { EthersAdapter } from 'w3m-modal/ethers';

const options: AppKitOptions = { projectId: 'YOUR_PROJECT_ID', networks: [mainnet, polygon], themeMode: 'dark', adapters: [new EthersAdapter()] };
export const kit = createAppKit(options);
export const siwx = new DefaultSIWX({ required: false });
setMessages({});

const modal = document.querySelector('w3m-modal');
if (modal) modal.config = { customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.example' }] } };
modal?.addEventListener('w3m-request-close', (event) => {
  if (event.detail.source === 'backdrop') event.preventDefault();
});
document.querySelector('w3m-button')?.setAttribute('size', 'sm');

export type BrowserBuild = typeof Browser;
