// Which WalletConnect code a page fetches, and when. Nothing else in this file may load the WalletConnect
// view, connector or SDK: each test file runs in a page of its own.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { $connectors, $router, DEFAULT_RELAY_URL, openModal, resolveOptions, mainnet } from '../../src/core/index.js';
import { createAppKit, getAppKit } from '../../src/app-kit.js';
import { getWc } from '../fixtures/wc/control.js';
import { renderModal, waitForView } from '../modal/helpers.js';
import { resetAll } from '../helpers/reset.js';
import { fetched, WC_CONNECTOR as CONNECTOR, WC_SDK as SDK } from '../helpers/fetched.js';

const VIEW = /w3m-connecting-wc-basic-view\.ts/;

describe('WalletConnect loading', function () {
  afterEach(() => {
    resetAll();
  });

  it('loads nothing with WalletConnect off (no projectId, or turned off), the entry with it on, and the SDK and view only when opened', async () => {
    for (const options of [{ networks: [mainnet] }, { projectId: 'p', networks: [mainnet], enableWalletConnect: false }]) {
      createAppKit(options);
      await getAppKit()!.open();
      expect($connectors.get().some(c => c.type === 'WALLET_CONNECT')).to.equal(false);
      expect(fetched(/connectors\/walletconnect\//)).to.deep.equal([]);
      await getAppKit()!.close();
    }

    // A projectId turns it on (AppKit's default): the entry loads, nothing else until the modal opens.
    const { relayUrl, verifyUrl } = await getWc();
    createAppKit({ projectId: 'p', networks: [mainnet], relayUrl, verifyUrl });
    await waitUntil(() => $connectors.get().some(c => c.type === 'WALLET_CONNECT'), 'WalletConnect was not registered', { timeout: 10_000 });
    expect(fetched(/connectors\/walletconnect\/proxy\.ts/)).to.have.length(1);
    expect(fetched(CONNECTOR)).to.deep.equal([]);
    expect(fetched(SDK)).to.deep.equal([]);
    expect(fetched(VIEW)).to.deep.equal([]);

    // No browser wallet on a desktop: the modal opens on the QR code, which loads the view and the SDK.
    const modal = await renderModal();
    openModal();
    expect($router.get().view).to.equal('ConnectingWalletConnectBasic');
    await waitForView(modal, 'w3m-connecting-wc-basic-view');
    await waitUntil(() => fetched(CONNECTOR).length === 1 && fetched(SDK).length > 0, 'connector and SDK not loaded');
    expect(fetched(VIEW)).to.have.length(1);
  });

  it('validates relayUrl and defaults to the public relay', () => {
    expect(resolveOptions({ networks: [mainnet] }).relayUrl).to.equal(DEFAULT_RELAY_URL);
    expect(DEFAULT_RELAY_URL).to.equal('wss://relay.walletconnect.org');
    expect(resolveOptions({ networks: [mainnet], relayUrl: 'ws://127.0.0.1:4000' }).relayUrl).to.equal('ws://127.0.0.1:4000');
    expect(() => resolveOptions({ networks: [mainnet], relayUrl: 'https://relay.example' })).to.throw('Invalid option `relayUrl`: expected a ws:// or wss:// URL');
    expect(() => resolveOptions({ networks: [mainnet], relayUrl: 42 })).to.throw('`relayUrl`');
  });
});
