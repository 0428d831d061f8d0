import { expect } from '@open-wc/testing';
import { $chain, $connectRows, addConnector, loadRecentWallets, mainnet, oneRowPerWallet, openModal, setOptions } from '../../src/core/index.js';
import type { ConnectRow, ConnectorInfo, ConnectorOrderKey } from '../../src/core/index.js';
import { resetAll } from '../helpers/reset.js';
import { quietConnector } from '../helpers/connectors.js';
import type { Writable } from '../../src/core/types.js';


const connector = (id: string, type: ConnectorInfo['type']): ConnectorInfo => ({ id, type, name: id, namespace: 'eip155' });

/** A row as a short label: `group:id` for a connector, `registry:group` for a registry group. */
const label = (row: ConnectRow): string => ('connector' in row ? `${row.group}:${row.connector.id}` : `registry:${row.registry}`);

function setup(order?: ConnectorOrderKey[]): void {
  setOptions({ projectId: 'p', networks: [mainnet], ...(order ? { features: { connectorTypeOrder: order } } : {}) });
  addConnector(quietConnector(connector('walletConnect', 'WALLET_CONNECT')));
  addConnector(quietConnector(connector('io.announced', 'ANNOUNCED')));
  addConnector(quietConnector(connector('injected', 'INJECTED')));
  addConnector(quietConnector(connector('io.external', 'EXTERNAL')));
  addConnector(quietConnector(connector('ID_AUTH', 'AUTH')));
}

describe('$connectRows', () => {
  beforeEach(resetAll);
  afterEach(resetAll);

  it('follows the seed order; the email connector has no row', () => {
    setup();
    expect($connectRows.get().map(label)).to.deep.equal([
      'walletConnect:walletConnect',
      'registry:recent',
      'injected:io.announced',
      'injected:injected',
      'registry:featured',
      'registry:custom',
      'external:io.external',
      'registry:recommended',
    ]);
  });

  it('puts recent wallets (from storage, through $recentWallets) in the recent group', () => {
    localStorage.setItem('w3m:recentWallets', JSON.stringify(['io.external']));
    setup();
    loadRecentWallets();
    const rows = $connectRows.get().map(label);
    expect(rows.slice(0, 3)).to.deep.equal(['walletConnect:walletConnect', 'recent:io.external', 'registry:recent']);
    expect(rows).not.to.include('external:io.external');
  });

  it('shows recent wallets first when connectorTypeOrder starts with recent', () => {
    localStorage.setItem('w3m:recentWallets', JSON.stringify(['injected']));
    setup(['recent', 'walletConnect', 'injected', 'featured', 'custom', 'external', 'recommended']);
    loadRecentWallets();
    expect($connectRows.get().map(label).slice(0, 4)).to.deep.equal([
      'recent:injected',
      'registry:recent',
      'walletConnect:walletConnect',
      'injected:io.announced',
    ]);
  });

  it('honours connectorTypeOrder', () => {
    setup(['external', 'injected', 'walletConnect', 'recent', 'featured', 'custom', 'recommended']);
    expect($connectRows.get().map(label)).to.deep.equal([
      'external:io.external',
      'injected:io.announced',
      'injected:injected',
      'walletConnect:walletConnect',
      'registry:recent',
      'registry:featured',
      'registry:custom',
      'registry:recommended',
    ]);
  });

  it('an incomplete connectorTypeOrder reorders without hiding any group', () => {
    setup(['external']);
    const rows = $connectRows.get().map(label);
    expect(rows[0]).to.equal('external:io.external');
    expect(rows).to.have.length(8);
    for (const row of ['walletConnect:walletConnect', 'injected:io.announced', 'injected:injected', 'registry:recent', 'registry:featured', 'registry:custom', 'registry:recommended']) {
      expect(rows).to.include(row);
    }
  });

  it('follows connectors as they arrive', () => {
    setup();
    const seen: string[][] = [];
    const stop = $connectRows.listen(rows => seen.push(rows.map(label)));
    addConnector(quietConnector(connector('io.late', 'ANNOUNCED')));
    stop();
    expect(seen.at(-1)).to.include('injected:io.late');
  });

  it('a wallet of two namespaces (EIP-6963 and Wallet Standard, one name) is one row: the active namespace\'s connector', () => {
    setup();
    const dual = (id: string, namespace: ConnectorInfo['namespace']): ConnectorInfo => ({ id, type: 'ANNOUNCED', name: 'Dual', namespace });
    addConnector(quietConnector(dual('wallet-standard:Dual', 'solana')));
    addConnector(quietConnector(dual('io.dual', 'eip155')));
    const dualRows = (): string[] => $connectRows.get().map(label).filter(row => row.includes('ual'));
    expect(dualRows()).to.deep.equal(['injected:io.dual']);
    ($chain as Writable<typeof $chain>).setKey('activeNamespace', 'solana');
    expect(dualRows()).to.deep.equal(['injected:wallet-standard:Dual']);
    // A recent id of the one left out counts for the one shown; another wallet of one namespace keeps its row.
    const found = [dual('a', 'eip155'), dual('b', 'solana'), connector('c', 'ANNOUNCED')];
    expect(oneRowPerWallet(found, 'eip155', ['b', 'c'])).to.deep.equal({ connectors: [found[0], found[2]], recentIds: ['a', 'c'] });
    // Neither in the active namespace: the first found stands for both.
    expect(oneRowPerWallet(found, 'bip122' as ConnectorInfo['namespace']).connectors).to.deep.equal([found[0], found[2]]);
  });

  it('open({ namespace }) lists that namespace\'s wallets and WalletConnect only; a wallet of both shows as its connector there', () => {
    setup();
    const dual = (id: string, namespace: ConnectorInfo['namespace']): ConnectorInfo => ({ id, type: 'ANNOUNCED', name: 'Dual', namespace });
    addConnector(quietConnector(dual('wallet-standard:Dual', 'solana')));
    addConnector(quietConnector(dual('io.dual', 'eip155')));
    addConnector(quietConnector({ id: 'wallet-standard:Sol', type: 'ANNOUNCED', name: 'Sol', namespace: 'solana' }));
    openModal({ view: 'Connect', namespace: 'solana' });
    expect($connectRows.get().filter(row => 'connector' in row).map(label)).to.deep.equal([
      'walletConnect:walletConnect',
      'injected:wallet-standard:Dual',
      'injected:wallet-standard:Sol',
    ]);
    // Opened again without a namespace: every wallet, the active namespace's connector for the wallet of both.
    openModal({ view: 'Connect' });
    expect($connectRows.get().map(label)).to.include.members(['injected:io.dual', 'injected:io.announced', 'injected:wallet-standard:Sol']);
  });
});
