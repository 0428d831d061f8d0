import { expect } from '@open-wc/testing';
import { createAppKit } from '../../src/app-kit.js';
import { parseAnnouncement } from '../../src/connectors/eip6963.js';
import { $connectors, $router, openModal } from '../../src/core/index.js';
import { DEFAULT_WALLET_ICON, dispatchAnnouncement, hostileAnnouncements } from '../fixtures/test-wallet.js';
import { RecordingProvider } from '../fixtures/eip6963.js';
import { WALLET_RDNS, announce, inject, kitOptions, newWallet } from './helpers.js';
import { freshState, runCleanups } from '../helpers/reset.js';

const HONEST_UUID = '6f1d0a52-6a4c-4b0e-9d61-0c0d0b3b7a11';

describe('browser wallet discovery', () => {
  beforeEach(freshState);
  afterEach(runCleanups);

  it('an EIP-6963 announcement adds an ANNOUNCED connector', async () => {
    const wallet = await newWallet();
    announce(wallet, { rdns: WALLET_RDNS });
    createAppKit(await kitOptions());
    expect($connectors.get()).to.deep.equal([
      { id: WALLET_RDNS, type: 'ANNOUNCED', name: 'Test Wallet', rdns: WALLET_RDNS, namespace: 'eip155', imageUrl: DEFAULT_WALLET_ICON }
    ]);
    openModal();
    expect($router.get().view).to.equal('Connect');
  });

  it('a wallet announcing after start is added too', async () => {
    createAppKit(await kitOptions());
    expect($connectors.get()).to.deep.equal([]);
    announce(await newWallet(), { rdns: 'io.late.wallet', name: 'Late Wallet' });
    expect($connectors.get().map(c => c.name)).to.deep.equal(['Late Wallet']);
  });

  it('a wallet announcing twice (new uuid, same rdns) is listed once', async () => {
    const wallet = await newWallet();
    announce(wallet, { rdns: WALLET_RDNS });
    announce(wallet, { rdns: WALLET_RDNS });
    createAppKit(await kitOptions());
    expect($connectors.get()).to.have.length(1);
  });

  it('enableEIP6963: false ignores announcements; excludeWalletIds drops a wallet by rdns', async () => {
    announce(await newWallet(), { rdns: WALLET_RDNS });
    announce(await newWallet(), { rdns: 'io.other.wallet', name: 'Other' });
    createAppKit(await kitOptions({ enableEIP6963: false }));
    expect($connectors.get()).to.deep.equal([]);
    freshState();
    createAppKit(await kitOptions({ excludeWalletIds: [WALLET_RDNS] }));
    expect($connectors.get().map(c => c.id)).to.deep.equal(['io.other.wallet']);
  });

  it('window.ethereum becomes an INJECTED connector when nothing is announced', async () => {
    inject(await newWallet());
    createAppKit(await kitOptions());
    expect($connectors.get()).to.deep.equal([{ id: 'injected', type: 'INJECTED', name: 'Browser Wallet', namespace: 'eip155' }]);
  });

  it('enableInjected: false ignores window.ethereum', async () => {
    inject(await newWallet());
    createAppKit(await kitOptions({ enableInjected: false }));
    expect($connectors.get()).to.deep.equal([]);
  });

  it('no INJECTED connector when an announced wallet is the same provider', async () => {
    const wallet = await newWallet();
    inject(wallet);
    announce(wallet, { rdns: WALLET_RDNS });
    createAppKit(await kitOptions());
    expect($connectors.get().map(c => c.type)).to.deep.equal(['ANNOUNCED']);
  });

  it('the INJECTED connector is replaced when the same provider announces later', async () => {
    const wallet = await newWallet();
    inject(wallet);
    createAppKit(await kitOptions());
    expect($connectors.get().map(c => c.type)).to.deep.equal(['INJECTED']);
    announce(wallet, { rdns: WALLET_RDNS });
    expect($connectors.get().map(c => c.id)).to.deep.equal([WALLET_RDNS]);
  });

  it('keeps INJECTED next to an announced wallet that is a different provider', async () => {
    inject(await newWallet());
    announce(await newWallet(), { rdns: WALLET_RDNS });
    createAppKit(await kitOptions());
    expect($connectors.get().map(c => c.type).sort()).to.deep.equal(['ANNOUNCED', 'INJECTED']);
  });

  describe('hostile announcements', () => {
    const expected: Record<string, 'ignored' | 'iconDropped' | 'kept'> = {
      'javascript-icon': 'iconDropped',
      'http-icon': 'iconDropped',
      'svg-script-icon': 'kept',
      'markup-name': 'kept',
      'duplicate-uuid': 'ignored',
      'huge-name': 'ignored',
      'missing-fields': 'ignored',
      'missing-info': 'ignored',
      'non-object-detail': 'ignored',
      'null-detail': 'ignored',
      'provider-without-request': 'ignored',
      'non-string-fields': 'ignored'
    };

    it('the fixture list matches the cases this test knows', () => {
      expect(hostileAnnouncements().map(h => h.id).sort()).to.deep.equal(Object.keys(expected).sort());
    });

    for (const { id } of hostileAnnouncements()) {
      it(`${id}: ignored or sanitized, the honest wallet stays`, async () => {
        const honest = await newWallet();
        announce(honest, { rdns: WALLET_RDNS, uuid: HONEST_UUID });
        createAppKit(await kitOptions());
        const provider = new RecordingProvider();
        const hostile = hostileAnnouncements({ provider, duplicateUuid: HONEST_UUID }).find(h => h.id === id)!;
        expect(() => dispatchAnnouncement(hostile.detail)).not.to.throw();

        const list = $connectors.get();
        expect(list[0]).to.deep.equal({
          id: WALLET_RDNS,
          type: 'ANNOUNCED',
          name: 'Test Wallet',
          rdns: WALLET_RDNS,
          namespace: 'eip155',
          imageUrl: DEFAULT_WALLET_ICON
        });
        const added = list.slice(1);
        if (expected[id] === 'ignored') {
          expect(added).to.deep.equal([]);
        } else {
          expect(added).to.have.length(1);
          const connector = added[0]!;
          expect(connector.type).to.equal('ANNOUNCED');
          if (expected[id] === 'iconDropped') expect(connector.imageUrl).to.equal(undefined);
          else expect(connector.imageUrl).to.match(/^data:image\//);
        }
        if (id === 'markup-name') expect(added[0]?.name).to.equal('<img src=x onerror=alert(1)>');
        expect(provider.calls).to.deep.equal([]);
      });
    }

    it('all at once: the list holds only the honest wallet and one sanitized entry', async () => {
      announce(await newWallet(), { rdns: WALLET_RDNS, uuid: HONEST_UUID });
      createAppKit(await kitOptions());
      const provider = new RecordingProvider();
      for (const hostile of hostileAnnouncements({ provider, duplicateUuid: HONEST_UUID })) dispatchAnnouncement(hostile.detail);
      const list = $connectors.get();
      expect(list.map(c => c.name)).to.deep.equal(['Test Wallet', 'Hostile Wallet']);
      for (const connector of list) {
        expect(connector.name.length).to.be.at.most(100);
        if (connector.imageUrl !== undefined) expect(connector.imageUrl).to.match(/^data:image\//);
      }
      expect(list.some(c => c.name === 'Impostor Wallet')).to.equal(false);
      expect(provider.calls).to.deep.equal([]);
    });

    it('parseAnnouncement refuses bad rdns and oversized icons, keeps a plain one', () => {
      const provider = new RecordingProvider();
      const info = { uuid: 'u', name: 'N', rdns: 'io.ok', icon: DEFAULT_WALLET_ICON };
      expect(parseAnnouncement({ info, provider })?.icon).to.equal(DEFAULT_WALLET_ICON);
      expect(parseAnnouncement({ info: { ...info, rdns: 'no dots' }, provider })).to.equal(undefined);
      expect(parseAnnouncement({ info: { ...info, rdns: 'javascript:alert(1)' }, provider })).to.equal(undefined);
      const huge = `data:image/png;base64,${'A'.repeat(200_000)}`;
      expect(parseAnnouncement({ info: { ...info, icon: huge }, provider })?.icon).to.equal(undefined);
      expect(parseAnnouncement({ info: { ...info, name: '  Spaced  ' }, provider })?.name).to.equal('Spaced');
      expect(parseAnnouncement({ info: { ...info, name: '   ' }, provider })).to.equal(undefined);
    });
  });
});
