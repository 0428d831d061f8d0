// Every entry point but `w3m-modal/wagmi` (its declarations import @wagmi/core, whose own declarations do not
// pass a full check; the wagmi apps build it with skipLibCheck on), used as a page script would.
import { createAppKit, DefaultSIWX, setMessages } from 'w3m-modal';
import type { AppKitOptions } from 'w3m-modal';
import 'w3m-modal/define';
import { mainnet, polygon, arbitrumSepolia, defineChain } from 'w3m-modal/networks';
import type { AppKitNetwork } from 'w3m-modal/networks';
import { createAppKit as createCoreKit } from 'w3m-modal/core';
import type { Provider } from 'w3m-modal/react-core';
import { DefaultSIWX as AppKitSIWX, LocalStorage, ReownAuthentication } from 'w3m-modal/siwx';
import { createSIWEConfig, formatMessage, getAddressFromMessage, getChainIdFromMessage, verifySignature } from 'w3m-modal/siwe';
import type { SIWESession } from 'w3m-modal/siwe';
import type * as Browser from 'w3m-modal/browser';
// ethers is not installed here: the entry's declarations must not need it.
import { EthersAdapter } from 'w3m-modal/ethers';

const options: AppKitOptions = { projectId: 'YOUR_PROJECT_ID', networks: [mainnet, polygon], themeMode: 'dark', adapters: [new EthersAdapter()] };
export const kit = createAppKit(options);
export const siwx = new DefaultSIWX({ required: false });
// AppKit's names, as AppKit apps import them.
const devnet = defineChain({ id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } });
const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, arbitrumSepolia, devnet];
export const coreKit = createCoreKit({ projectId: 'YOUR_PROJECT_ID', networks });
void coreKit.switchNetwork(arbitrumSepolia);
export const appKitSiwx = new AppKitSIWX({ storage: new LocalStorage({ key: 'app:siwx' }), required: false });
export const hosted = new ReownAuthentication();
export async function sign(provider: Provider): Promise<string> {
  return provider.request<string>({ method: 'personal_sign', params: ['0x68656c6c6f', '0x0000000000000000000000000000000000000000'] });
}
// AppKit's SIWE setup: the page's siweConfig, and what its server does with a signed message.
const siweConfig = createSIWEConfig({
  getMessageParams: async () => ({ domain: 'game.example', uri: 'https://game.example', chains: [1], statement: 'Sign in' }),
  createMessage: ({ address, ...args }) => formatMessage(args, address),
  getNonce: async () => 'nonce0001',
  verifyMessage: async ({ message, signature }) => message !== '' && signature !== '',
  getSession: async (): Promise<SIWESession | null> => null,
  signOut: async () => true,
});
export const siweKit = createAppKit({ projectId: 'YOUR_PROJECT_ID', networks: [mainnet], siweConfig });
export async function verifyOnServer(message: string, signature: string): Promise<boolean> {
  const address = getAddressFromMessage(message);
  return verifySignature({ address, message, signature, chainId: getChainIdFromMessage(message), projectId: 'YOUR_PROJECT_ID' });
}
setMessages({});

const modal = document.querySelector('w3m-modal');
if (modal) modal.config = { customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.example' }] } };
modal?.addEventListener('w3m-request-close', (event) => {
  if (event.detail.source === 'backdrop') event.preventDefault();
});
document.querySelector('w3m-button')?.setAttribute('size', 'sm');

export type BrowserBuild = typeof Browser;
