import { expect } from '@open-wc/testing';
import { mainnet, resolveOptions } from '../../src/core/index.js';
import { solana } from '../../src/networks/index.js';
import type { AppKitOptions, ChainAdapter } from '../../src/core/index.js';
import { rowsFor } from '../../src/features.js';

const evmAdapter: ChainAdapter = { namespace: 'eip155', start: () => () => undefined };
const solanaAdapter: ChainAdapter = { namespace: 'solana', start: () => () => undefined };
const rows = (options: Partial<AppKitOptions> = {}): string[] => rowsFor(resolveOptions({ projectId: 'p', networks: [mainnet], ...options }));

describe('the loading table', () => {
  it('starts the reactions, then browser-wallet discovery, then the lazy rows, in that order', () => {
    expect(rows()).to.deep.equal(['connection events', 'modal follows the connection', 'balance', 'wrong network', 'view events', 'browser wallets', 'WalletConnect', 'WalletConnect QR first view']);
    expect(rows({ projectId: undefined } as Partial<AppKitOptions>)).to.deep.equal(['connection events', 'modal follows the connection', 'balance', 'wrong network', 'view events', 'browser wallets']);
  });

  it('an adapter that owns eip155 turns the modal\'s own discovery and WalletConnect off; one for another namespace does not', () => {
    // The QR-first row stays: an adapter's WalletConnect (wagmi's) also opens on the QR code without a browser wallet.
    expect(rows({ adapters: [evmAdapter] })).to.deep.equal(['connection events', 'modal follows the connection', 'balance', 'wrong network', 'view events', 'adapters', 'WalletConnect QR first view']);
    expect(rows({ adapters: [solanaAdapter], networks: [mainnet, solana] })).to.deep.equal([
      'connection events',
      'modal follows the connection',
      'balance',
      'wrong network',
      'view events',
      'adapters',
      'browser wallets',
      'WalletConnect',
      'WalletConnect QR first view',
      'Solana',
    ]);
  });
});
