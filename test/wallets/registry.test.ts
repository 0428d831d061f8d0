import { expect } from '@open-wc/testing';
import { BUNDLED_WALLETS } from '../../src/core/wallets/data.js';
import { chooseWallet, downloadLinks, excludedRdns, listWallets, searchWallets } from '../../src/core/wallets/registry.js';
import type { RegistryOptions } from '../../src/core/wallets/registry.js';
import type { ConnectorInfo, ConnectorOrderKey } from '../../src/core/index.js';
import type { WalletEntry } from '../../src/core/wallets/types.js';

const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96';
const TRUST = '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0';
const RAINBOW = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369';

const options = (over: Partial<RegistryOptions> = {}): RegistryOptions => ({
  featuredWalletIds: [],
  includeWalletIds: [],
  excludeWalletIds: [],
  customWallets: [],
  enableWalletConnect: true,
  ...over,
});
const announced = (rdns: string, name: string): ConnectorInfo => ({ id: rdns, type: 'ANNOUNCED', name, rdns, namespace: 'eip155' });
const names = (list: { wallet: WalletEntry }[]) => list.map(item => item.wallet.name);

describe('wallet registry', () => {
  it('bundles at least 40 real wallets with unique ids, names and safe links', () => {
    expect(BUNDLED_WALLETS.length).to.be.at.least(40);
    expect(new Set(BUNDLED_WALLETS.map(w => w.id)).size).to.equal(BUNDLED_WALLETS.length);
    expect(BUNDLED_WALLETS.every(w => /^[0-9a-f]{64}$/.test(w.id) && w.name.length > 0)).to.equal(true);
    const rdns = BUNDLED_WALLETS.flatMap(w => (w.rdns ? [w.rdns] : []));
    expect(new Set(rdns).size).to.equal(rdns.length);
  });

  it('orders installed wallets first, then featured in the given order, then custom, then the rest', () => {
    const list = listWallets({
      registry: BUNDLED_WALLETS,
      connectors: [announced('io.metamask', 'MetaMask (extension)')],
      options: options({ featuredWalletIds: [RAINBOW, TRUST], customWallets: [{ id: 'my-wallet', name: 'My Game Wallet' }] }),
    });
    expect(names(list).slice(0, 4)).to.deep.equal(['MetaMask (extension)', 'Rainbow', 'Trust Wallet', 'My Game Wallet']);
    expect(list[0]!.rank).to.equal('installed');
    // The announced wallet replaces the registry's MetaMask instead of appearing twice.
    expect(list.filter(item => item.wallet.id === METAMASK)).to.have.length(1);
    expect(list).to.have.length(BUNDLED_WALLETS.length + 1);
  });

  it('an installed wallet has the picture of its announcement, as in Connect, never the registry entry it matches', () => {
    const registry: WalletEntry[] = [{ id: METAMASK, name: 'MetaMask', rdns: 'io.metamask', imageId: 'metamask-image', homepage: 'https://metamask.io' }];
    const icon = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
    const [withIcon] = listWallets({ registry, connectors: [{ ...announced('io.metamask', 'MetaMask'), imageUrl: icon }], options: options() });
    expect(withIcon!.wallet).to.deep.equal({ id: METAMASK, name: 'MetaMask', rdns: 'io.metamask', homepage: 'https://metamask.io', imageUrl: icon });
    // Without an icon of its own it shows the fallback everywhere, not the directory's image in All Wallets alone.
    const [without] = listWallets({ registry, connectors: [announced('io.metamask', 'MetaMask')], options: options() });
    expect(without!.wallet).to.deep.equal({ id: METAMASK, name: 'MetaMask', rdns: 'io.metamask', homepage: 'https://metamask.io' });
  });

  it('includeWalletIds keeps only those (and custom wallets); excludeWalletIds drops ids and hides browser wallets by rdns', () => {
    const included = listWallets({ registry: BUNDLED_WALLETS, connectors: [], options: options({ includeWalletIds: [TRUST, RAINBOW] }) });
    expect(names(included)).to.deep.equal(['Trust Wallet', 'Rainbow']);
    const excluded = listWallets({
      registry: BUNDLED_WALLETS,
      connectors: [announced('io.metamask', 'MetaMask'), announced('dev.other', 'Other')],
      options: options({ excludeWalletIds: [METAMASK, TRUST] }),
    });
    expect(names(excluded)).not.to.include('MetaMask');
    expect(names(excluded)).not.to.include('Trust Wallet');
    expect(names(excluded)[0]).to.equal('Other');
    expect([...excludedRdns(BUNDLED_WALLETS, [METAMASK])]).to.deep.equal(['io.metamask']);
  });

  it('leaves out wallets for other chain namespaces; one whose chains are unknown counts as EVM', () => {
    const registry: WalletEntry[] = [
      { id: 'a', name: 'Solana Only', chains: ['solana'] },
      { id: 'b', name: 'EVM', chains: ['eip155'] },
      { id: 'c', name: 'Unknown' },
      { id: 'd', name: 'Both', chains: ['eip155', 'solana'] },
    ];
    expect(names(listWallets({ registry, connectors: [], options: options(), namespaces: ['eip155'] }))).to.deep.equal(['EVM', 'Unknown', 'Both']);
    // A Solana-only app: no EVM wallet, the bundled Coinbase Wallet (no chains listed) included.
    expect(names(listWallets({ registry, connectors: [], options: options(), namespaces: ['solana'] }))).to.deep.equal(['Solana Only', 'Both']);
    expect(names(listWallets({ registry: BUNDLED_WALLETS, connectors: [], options: options(), namespaces: ['solana'] }))).not.to.include('Coinbase Wallet');
  });

  it('searches by every word of the name, ignoring case and accents', () => {
    const list = listWallets({ registry: [...BUNDLED_WALLETS, { id: 'x', name: 'Ōkami Wallet' }], connectors: [], options: options() });
    expect(names(searchWallets(list, 'TRUST'))).to.deep.equal(['Trust Wallet']);
    expect(names(searchWallets(list, 'okami'))).to.deep.equal(['Ōkami Wallet']);
    expect(names(searchWallets(list, 'wallet bitcoin'))).to.deep.equal(['Bitcoin.com Wallet']);
    expect(searchWallets(list, '.*')).to.deep.equal([]);
    expect(searchWallets(list, '   ')).to.have.length(list.length);
  });

  it('marks recent wallets by connector id or registry id', () => {
    const list = listWallets({ registry: BUNDLED_WALLETS, connectors: [announced('io.metamask', 'MetaMask')], options: options(), recentIds: ['io.metamask', RAINBOW] });
    expect(list.filter(item => item.recent).map(item => item.wallet.name)).to.deep.equal(['MetaMask', 'Rainbow']);
    // A browser wallet is recent by its connector, as in the Connect view: not because its phone app was picked.
    const phoneBefore = listWallets({ registry: BUNDLED_WALLETS, connectors: [announced('io.metamask', 'MetaMask')], options: options(), recentIds: [METAMASK] });
    expect(phoneBefore.filter(item => item.recent)).to.deep.equal([]);
  });

  it('follows the Connect view\'s group order, so its rows are the head of the list', () => {
    const external: ConnectorInfo = { id: 'ext', type: 'EXTERNAL', name: 'Embedded Game Wallet', namespace: 'eip155' };
    const connectors = [announced('io.metamask', 'MetaMask'), announced('io.rabby', 'Rabby Extension'), external];
    const custom = [{ id: 'my-wallet', name: 'My Game Wallet' }];
    const list = (over: Partial<RegistryOptions>, recentIds: string[] = [], order?: ConnectorOrderKey[]) =>
      names(listWallets({ registry: BUNDLED_WALLETS, connectors, options: options({ featuredWalletIds: [TRUST], customWallets: custom, ...over }), recentIds, order })).slice(0, 7);
    // The seed's order: recent, installed, featured, custom, external, then the registry (Rainbow, MetaMask's next).
    expect(list({})).to.deep.equal(['MetaMask', 'Rabby Extension', 'Trust Wallet', 'My Game Wallet', 'Embedded Game Wallet', ...BUNDLED_WALLETS.filter(w => ![METAMASK, TRUST].includes(w.id) && w.rdns !== 'io.rabby').slice(0, 2).map(w => w.name)]);
    // Recent first: the browser wallet, then the phone wallets picked before, most recent first.
    expect(list({}, [RAINBOW, 'io.rabby', TRUST]).slice(0, 4)).to.deep.equal(['Rabby Extension', 'Rainbow', 'Trust Wallet', 'MetaMask']);
    // Without WalletConnect a phone wallet is not offered as recent: it keeps its place.
    expect(list({ enableWalletConnect: false }, [RAINBOW, 'io.rabby', TRUST]).slice(0, 4)).to.deep.equal(['Rabby Extension', 'MetaMask', 'Trust Wallet', 'My Game Wallet']);
    // connectorTypeOrder first, the rest in the seed's order.
    expect(list({}, [], ['custom', 'external', 'featured']).slice(0, 5)).to.deep.equal(['My Game Wallet', 'Embedded Game Wallet', 'Trust Wallet', 'MetaMask', 'Rabby Extension']);
  });

  it('chooses the flow: browser wallet, QR on desktop, deep link on a phone, downloads otherwise', () => {
    const list = listWallets({ registry: BUNDLED_WALLETS, connectors: [announced('io.metamask', 'MetaMask')], options: options() });
    const rainbow = list.find(item => item.wallet.id === RAINBOW)!;
    const rabby = list.find(item => item.wallet.name === 'Rabby')!;
    expect(chooseWallet(list[0]!, { mobile: false, walletConnect: true })).to.deep.equal({ kind: 'browser', connectorId: 'io.metamask' });
    expect(chooseWallet(rainbow, { mobile: false, walletConnect: true })).to.deep.equal({ kind: 'walletconnect' });
    expect(chooseWallet(rainbow, { mobile: true, walletConnect: true })).to.deep.equal({ kind: 'deeplink', link: 'rainbow://' });
    expect(chooseWallet(rainbow, { mobile: false, walletConnect: false }).kind).to.equal('download');
    expect(chooseWallet(rabby, { mobile: false, walletConnect: true })).to.deep.equal({ kind: 'download', links: [{ kind: 'homepage', url: 'https://rabby.io/' }] });
  });

  it('never offers script, data or plain-http links from hostile data', () => {
    const hostile: WalletEntry = {
      id: 'h',
      name: '<b>Hostile</b>',
      mobile: 'javascript:alert(1)',
      universal: 'data:text/html,<script>alert(1)</script>',
      appStore: 'javascript:alert(2)',
      playStore: 'http://plain.example/app',
      homepage: 'https://ok.example/ page',
      desktop: 'https://desktop.example',
      webapp: 'https://web.example',
    };
    expect(downloadLinks(hostile, false)).to.deep.equal([{ kind: 'webapp', url: 'https://web.example' }]);
    const [item] = listWallets({ registry: [hostile], connectors: [], options: options() });
    expect(chooseWallet(item!, { mobile: true, walletConnect: true }).kind).to.equal('download');
  });

  it('handles a huge registry quickly enough to filter on every keystroke', () => {
    const registry = Array.from({ length: 5000 }, (_, i): WalletEntry => ({ id: `w${i}`, name: `Wallet ${i}` }));
    const list = listWallets({ registry, connectors: [], options: options() });
    expect(list).to.have.length(5000);
    expect(names(searchWallets(list, 'wallet 4999'))).to.deep.equal(['Wallet 4999']);
  });
});
