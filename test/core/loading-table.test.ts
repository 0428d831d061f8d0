import { expect } from '@open-wc/testing';
import { mainnet, resolveOptions } from '../../src/core/index.js';
import { solana } from '../../src/networks/index.js';
import type { AppKitOptions, ChainAdapter } from '../../src/core/index.js';
import { rowsFor } from '../../src/features.js';
import { optionalNamespaces } from '../../src/connectors/walletconnect/namespaces.js';

const evmAdapter: ChainAdapter = { namespace: 'eip155', start: () => () => undefined };
const solanaAdapter: ChainAdapter = { namespace: 'solana', start: () => () => undefined };
const rows = (options: Partial<AppKitOptions> = {}): string[] => rowsFor(resolveOptions({ projectId: 'p', networks: [mainnet], ...options }));

describe('the loading table', () => {
  it('starts the reactions, then browser-wallet discovery, then the lazy rows, in that order', () => {
    expect(rows()).to.deep.equal(['connection events', 'modal follows the connection', 'balance', 'wrong network', 'network memory', 'view events', 'recent wallets', 'prefetch on first open', 'browser wallets', 'WalletConnect', 'WalletConnect QR first view']);
    expect(rows({ projectId: undefined } as Partial<AppKitOptions>)).to.deep.equal(['connection events', 'modal follows the connection', 'balance', 'wrong network', 'network memory', 'view events', 'recent wallets', 'prefetch on first open', 'browser wallets']);
  });

  it('an adapter that owns eip155 turns the modal\'s own discovery and WalletConnect off; one for another namespace does not', () => {
    // The QR-first row stays: an adapter's WalletConnect (wagmi's) also opens on the QR code without a browser wallet.
    expect(rows({ adapters: [evmAdapter] })).to.deep.equal(['connection events', 'modal follows the connection', 'balance', 'wrong network', 'network memory', 'view events', 'recent wallets', 'prefetch on first open', 'adapters', 'WalletConnect QR first view']);
    expect(rows({ adapters: [evmAdapter, solanaAdapter], networks: [mainnet, solana] })).to.deep.equal([
      'connection events',
      'modal follows the connection',
      'balance',
      'wrong network',
      'network memory',
      'view events',
      'recent wallets',
      'prefetch on first open',
      'adapters',
      'WalletConnect QR first view',
      'Solana',
    ]);
  });

  it('connectors follow namespaces: an app without EVM (no EVM adapter among its adapters, or no EVM network) looks for no EVM wallet', () => {
    const solanaOnly = ['connection events', 'modal follows the connection', 'balance', 'wrong network', 'network memory', 'view events', 'recent wallets', 'prefetch on first open', 'adapters', 'WalletConnect', 'WalletConnect QR first view', 'Solana'];
    expect(rows({ adapters: [solanaAdapter], networks: [solana] })).to.deep.equal(solanaOnly);
    // As AppKit: with adapters, the namespaces they name decide; an EVM network without an EVM adapter adds no EVM wallet.
    expect(rows({ adapters: [solanaAdapter], networks: [mainnet, solana] })).to.deep.equal(solanaOnly);
    expect(rows({ networks: [solana] })).to.deep.equal(solanaOnly.filter(row => row !== 'adapters'));
    // And the other way: EVM only looks for no Solana wallet, even with a Solana network but no Solana adapter.
    expect(rows({ adapters: [evmAdapter], networks: [mainnet, solana] })).to.not.include('Solana');
  });

  it('WalletConnect proposes only the namespaces of the app\'s networks', () => {
    const propose = (options: Partial<AppKitOptions>) => Object.keys(optionalNamespaces(resolveOptions({ projectId: 'p', networks: [mainnet], ...options })));
    expect(propose({ adapters: [solanaAdapter], networks: [solana] })).to.deep.equal(['solana']);
    // A network whose namespace has no adapter is served through WalletConnect alone, as AppKit's UniversalAdapter
    // serves it: proposed, though no browser wallet of it is listed (the test above).
    expect(propose({ adapters: [solanaAdapter], networks: [mainnet, solana] })).to.deep.equal(['eip155', 'solana']);
    expect(propose({ networks: [mainnet, solana] })).to.deep.equal(['eip155', 'solana']);
    expect(propose({ networks: [mainnet] })).to.deep.equal(['eip155']);
  });
});
