// AppKit's documented React usage ("Hooks" and "Actions" pages), written from the facts of AppKit 1.7.4's published
// declarations with only the package names changed, type-checked against the packed declarations (skipLibCheck off).
import {
  createAppKit, modal, useAppKit, useAppKitAccount, useAppKitBalance, useAppKitEvents, useAppKitNetwork, useAppKitNetworkCore,
  useAppKitProvider, useAppKitState, useAppKitTheme, useAppKitWallets, useDisconnect, useWalletInfo
} from 'w3m-modal/react';
import type { Eip1193Provider } from 'w3m-modal/react';
import { arbitrum, mainnet } from 'w3m-modal/networks';

createAppKit({
  projectId: 'YOUR_PROJECT_ID',
  networks: [mainnet, arbitrum],
  defaultNetwork: mainnet,
  metadata: { name: 'Game', description: 'Game', url: 'https://game.example', icons: [] },
  features: { analytics: true, email: true, socials: ['google', 'x', 'farcaster'], allWallets: true, collapseWallets: false },
  termsConditionsUrl: 'https://game.example/terms',
  privacyPolicyUrl: 'https://game.example/privacy',
  chainImages: { 1: 'https://game.example/eth.png' },
  defaultAccountTypes: { eip155: 'eoa' },
  themeVariables: { '--w3m-accent': '#000000', '--w3m-qr-color': '#111111' }
});

export function Snippets(): string {
  const { open, close } = useAppKit();
  void open();
  void open({ view: 'Networks' });
  void open({ view: 'Account', namespace: 'eip155' });
  void close();

  const { address, isConnected, caipAddress, status, embeddedWalletInfo, allAccounts } = useAppKitAccount();
  const email: string | null | undefined = embeddedWalletInfo?.user?.email;
  const accountType = embeddedWalletInfo?.accountType;
  const reconnecting: boolean = status === 'reconnecting';
  const solana = useAppKitAccount({ namespace: 'solana' });

  const { caipNetwork, caipNetworkId, chainId, switchNetwork } = useAppKitNetwork();
  void switchNetwork(arbitrum);
  const core = useAppKitNetworkCore();

  const { open: isOpen, selectedNetworkId, loading, initialized } = useAppKitState();
  const { themeMode, themeVariables, setThemeMode, setThemeVariables } = useAppKitTheme();
  setThemeMode('dark');
  setThemeVariables({ '--w3m-color-mix': '#00BB7F', '--w3m-color-mix-strength': 40 });

  const event = useAppKitEvents();
  const name: string = event.data.event;
  const when: number = event.timestamp;
  const reported: Record<string, boolean> = event.reportedErrors;

  const { disconnect } = useDisconnect();
  void disconnect();
  void disconnect({ namespace: 'eip155' });

  const { walletInfo } = useWalletInfo();
  const { walletProvider, walletProviderType } = useAppKitProvider<Eip1193Provider>('eip155');
  void walletProvider?.request({ method: 'eth_chainId' });
  // AppKit types `walletProvider` as `T`: its ethers snippet passes it straight on (`new BrowserProvider(walletProvider)`).
  const wrapProvider = (provider: Eip1193Provider): Eip1193Provider => provider;
  void wrapProvider(walletProvider);

  const { fetchBalance } = useAppKitBalance();
  void fetchBalance().then(result => result.data?.balance);
  const { wallets, connect, isInitialized } = useAppKitWallets();
  if (wallets[0]) void connect(wallets[0]);

  void modal?.getAddress();
  return [
    address, isConnected, caipAddress, email, accountType, reconnecting, solana.address, allAccounts.length, caipNetwork?.name,
    caipNetworkId, chainId, core.chainId, isOpen, selectedNetworkId, loading, initialized, themeMode, themeVariables, name, when,
    reported, walletInfo?.name, walletProviderType, isInitialized
  ].join();
}
