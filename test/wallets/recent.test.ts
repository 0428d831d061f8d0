import { expect } from '@open-wc/testing';
import { $activeConnectorId, $connectStep } from '../../src/core/index.js';
import { $recentWallets, loadRecentWallets, notePickedWallet, recordRecentWallet, trackRecentWallets } from '../../src/core/wallets/recent.js';
import { addCleanup, resetAll } from '../helpers/reset.js';

const stored = () => JSON.parse(localStorage.getItem('w3m:recentWallets') ?? 'null') as unknown;

describe('recent wallets', () => {
  beforeEach(() => {
    resetAll();
  });
  afterEach(() => {
    resetAll();
  });

  it('keeps at most three, newest first, without duplicates', () => {
    for (const id of ['a', 'b', 'c', 'b', 'd']) recordRecentWallet(id);
    expect($recentWallets.get()).to.deep.equal(['d', 'b', 'c']);
    expect(stored()).to.deep.equal(['d', 'b', 'c']);
  });

  it('ignores a corrupted stored value and refuses a malformed id without changing the list', () => {
    localStorage.setItem('w3m:recentWallets', '{"not":"a list"}');
    expect(loadRecentWallets()).to.deep.equal([]);
    localStorage.setItem('w3m:recentWallets', '["ok", "<script>alert(1)</script>"]');
    expect(loadRecentWallets()).to.deep.equal([]);
    recordRecentWallet('io.metamask');
    expect(() => recordRecentWallet('<img src=x>')).to.throw('invalid wallet id');
    expect(stored()).to.deep.equal(['io.metamask']);
  });

  it('records every new connection, picked or made through an engine: the connector, or the phone wallet picked for WalletConnect; not a restore', () => {
    addCleanup(trackRecentWallets());
    const metaMask = { source: 'pick', connectorId: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', method: 'browser' } as const;
    const walletConnect = { source: 'pick', connectorId: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', method: 'qrcode' } as const;
    const rabby = { source: 'engine', connectorId: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', method: 'browser' } as const;
    $activeConnectorId.set('io.metamask');
    $connectStep.set({ step: 'connected', ...metaMask });
    $activeConnectorId.set('walletConnect');
    $connectStep.set({ step: 'connected', ...walletConnect });
    notePickedWallet('1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369');
    $connectStep.set({ step: 'connected', ...walletConnect });
    $activeConnectorId.set('injected');
    $connectStep.set({ step: 'failed', ...metaMask, connectorId: 'injected', error: { kind: 'failed', code: undefined, message: 'no' } });
    expect(stored()).to.deep.equal(['1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369', 'walletConnect', 'io.metamask']);
    $activeConnectorId.set('io.example.restored');
    $connectStep.set({ step: 'connected', ...rabby, source: 'restore', connectorId: 'io.example.restored' });
    expect((stored() as string[])[0]).to.equal('1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369');
    $activeConnectorId.set('io.rabby');
    $connectStep.set({ step: 'connected', ...rabby });
    expect((stored() as string[])[0]).to.equal('io.rabby');
  });
});
