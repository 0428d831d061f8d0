import { expect } from '@open-wc/testing';
import { mainnet } from '../../src/core/index.js';
import type { CaipNetwork, CustomWallet } from '../../src/core/index.js';
import { KNOWN_MOBILE_WALLETS, isSafeWalletLink, mobileWalletsFor, pairingExpiry, walletDeepLink } from '../../src/core/wallets/wallet-links.js';
import { addressesOn, optionalNamespaces, pickChain, sessionAccounts, sessionChains } from '../../src/connectors/walletconnect/namespaces.js';

const URI = 'wc:abc@2?relay-protocol=irn&symKey=00&expiryTimestamp=1700000300';
const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const polygon: CaipNetwork = {
  id: 137,
  caipNetworkId: 'eip155:137',
  chainNamespace: 'eip155',
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon.example/rpc'] } },
};

interface ListOptions {
  customWallets: CustomWallet[];
  featuredWalletIds: string[];
  includeWalletIds: string[];
  excludeWalletIds: string[];
}
const none: ListOptions = { customWallets: [], featuredWalletIds: [], includeWalletIds: [], excludeWalletIds: [] };

describe('WalletConnect deep links', () => {
  it('hands the encoded pairing URI to native schemes and universal links', () => {
    expect(walletDeepLink('metamask://', URI)).to.equal(`metamask://wc?uri=${encodeURIComponent(URI)}`);
    expect(walletDeepLink('trust:', URI)).to.equal(`trust://wc?uri=${encodeURIComponent(URI)}`);
    expect(walletDeepLink('https://link.example.app', URI)).to.equal(`https://link.example.app/wc?uri=${encodeURIComponent(URI)}`);
    expect(walletDeepLink('http://127.0.0.1:5173/phone/', URI)).to.equal(`http://127.0.0.1:5173/phone/wc?uri=${encodeURIComponent(URI)}`);
  });

  it('accepts only links that cannot run script or leak over plain http', () => {
    for (const link of ['metamask://', 'https://link.example.app', 'http://localhost:5173/w/', 'http://127.0.0.1/']) {
      expect(isSafeWalletLink(link), link).to.equal(true);
    }
    for (const link of ['javascript:alert(1)', 'data:text/html,x', 'http://evil.example/', 'vbscript:x', 'no-scheme', 'meta mask://', 42, null]) {
      expect(isSafeWalletLink(link), String(link)).to.equal(false);
    }
  });

  it('reads when a pairing URI expires', () => {
    expect(pairingExpiry(URI)).to.equal(1_700_000_300_000);
    expect(pairingExpiry('wc:abc@2?relay-protocol=irn')).to.equal(undefined);
  });

  it('lists custom phone wallets first, then the known ones; featured first, include and exclude honoured', () => {
    const custom = { id: 'mine', name: 'My Wallet', mobile_link: 'mywallet://' };
    const unsafe = { id: 'bad', name: 'Bad', mobile_link: 'javascript:alert(1)' };
    const names = (options: Partial<ListOptions>): string[] => mobileWalletsFor({ ...none, ...options }).map(w => w.name);
    expect(names({ customWallets: [custom, unsafe] })).to.deep.equal(['My Wallet', ...KNOWN_MOBILE_WALLETS.map(w => w.name)]);
    const rainbow = KNOWN_MOBILE_WALLETS.find(w => w.name === 'Rainbow')!;
    expect(names({ customWallets: [custom], featuredWalletIds: [rainbow.id] })[0]).to.equal('Rainbow');
    expect(names({ customWallets: [custom], includeWalletIds: ['mine'] })).to.deep.equal(['My Wallet']);
    expect(names({ excludeWalletIds: [rainbow.id] })).not.to.include('Rainbow');
  });
});

describe('WalletConnect namespaces and session accounts', () => {
  it('asks for the configured EVM chains, with an rpcMap of the app’s own RPC URLs', () => {
    const eip155 = optionalNamespaces({ networks: [mainnet, polygon], customRpcUrls: { 'eip155:1': [{ url: 'http://127.0.0.1:8545' }] } }).eip155!;
    expect(eip155.chains).to.deep.equal(['eip155:1', 'eip155:137']);
    expect(eip155.events).to.deep.equal(['accountsChanged', 'chainChanged']);
    expect(eip155.methods).to.include.members(['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain']);
    expect(eip155.rpcMap).to.deep.equal({
      '1': 'http://127.0.0.1:8545',
      'eip155:1': 'http://127.0.0.1:8545',
      '137': 'https://polygon.example/rpc',
      'eip155:137': 'https://polygon.example/rpc',
    });
  });

  it('turns CAIP-10 accounts into addresses and chain ids, skipping what it cannot read', () => {
    const accounts = sessionAccounts([`eip155:137:${A}`, `eip155:1:${A}`, `eip155:1:${B}`, 'solana:abc:xyz', 'garbage', `eip155:0x1:${A}`]);
    expect(sessionChains(accounts)).to.deep.equal([137, 1]);
    expect(addressesOn(accounts, 1)).to.deep.equal([A, B]);
    expect(pickChain([137, 1], 1)).to.equal(1);
    expect(pickChain([137, 1], 10)).to.equal(137);
    expect(pickChain([], 1)).to.equal(undefined);
  });
});
