// AppKit's documented JavaScript usage ("Actions" page: the instance's members), written from the facts of
// AppKit 1.7.4's published declarations with only the package names changed, type-checked against the packed
// declarations (skipLibCheck off).
import { AppKit, createAppKit } from 'w3m-modal';
import type { Eip1193Provider } from 'w3m-modal';
import { arbitrum, mainnet } from 'w3m-modal/networks';

const modal = createAppKit({ projectId: 'YOUR_PROJECT_ID', networks: [mainnet, arbitrum], siweConfig: undefined });

void modal.open();
void modal.open({ view: 'Connect', namespace: 'eip155' });
void modal.close();
const isOpen: boolean = modal.isOpen();

const address: string | undefined = modal.getAddress();
const solanaAddress: string | undefined = modal.getAddress('solana');
const caipAddress = modal.getCaipAddress('eip155');
const chainId: string | number | undefined = modal.getChainId();
const networkId = modal.getCaipNetworkId<number>();
const network = modal.getCaipNetwork();
const networks = modal.getCaipNetworks('eip155');
const namespace = modal.getActiveChainNamespace();
const connected: boolean = modal.getIsConnectedState();
const account = modal.getAccount('eip155');
const email = account?.embeddedWalletInfo?.user?.email;

modal.subscribeAccount(state => state.address);
modal.subscribeAccount(state => state.isConnected, 'solana');
const stopNetwork = modal.subscribeNetwork(state => state.caipNetworkId);
modal.subscribeCaipNetworkChange(next => next?.id);
const stopState = modal.subscribeState(state => state.open);
const stopWallet = modal.subscribeWalletInfo(info => info?.name);
const stopProviders = modal.subscribeProviders(providers => providers['eip155']);
const stopTheme = modal.subscribeTheme(theme => theme.themeMode);
const stopEvents = modal.subscribeEvents(event => [event.data.event, event.timestamp, event.reportedErrors]);
const last = modal.getEvent();

const provider = modal.getProvider<Eip1193Provider>('eip155');
void provider?.request({ method: 'eth_accounts' });
const providerType = modal.getProviderType('eip155');
const walletProvider = modal.getWalletProvider();
const walletInfo = modal.getWalletInfo();
void modal.getUniversalProvider();

void modal.switchNetwork(arbitrum);
void modal.disconnect();
void modal.disconnect('eip155');

modal.setThemeMode('light');
modal.setThemeVariables({ '--w3m-accent': '#ff0000', '--w3m-qr-color': '#000000' });
const mode = modal.getThemeMode();
const variables = modal.getThemeVariables();

modal.updateFeatures({ swaps: false, walletFeaturesOrder: ['receive', 'send'] });
modal.updateOptions({ termsConditionsUrl: 'https://game.example/terms' });
modal.setTermsConditionsUrl('https://game.example/terms');
modal.setPrivacyPolicyUrl('https://game.example/privacy');
modal.setConnectMethodsOrder(['wallet', 'email', 'social']);
modal.setCollapseWallets(true);
const order = modal.getConnectMethodsOrder();
modal.setLoading(true);
modal.showErrorMessage('Something went wrong');
modal.showSuccessMessage('Done');
const error: string = modal.getError();
const siwx = modal.getSIWX();
modal.addNetwork('eip155', arbitrum);
modal.removeNetwork('eip155', arbitrum.id);
const preferred = modal.getPreferredAccountType('eip155');
const same = AppKit.getInstance() === modal;
const version: string = modal.version;

export const seen = [
  isOpen, address, solanaAddress, caipAddress, chainId, networkId, network, networks, namespace, connected, email,
  stopNetwork, stopState, stopWallet, stopProviders, stopTheme, stopEvents, last, providerType, walletProvider,
  walletInfo, mode, variables, order, error, siwx, preferred, same, version
];
