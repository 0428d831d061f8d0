// AppKit options seen in the views. `connectorImages` and `chainImages`: the app's own pictures, by connector id and by chain id, shown over
// the connector's and the network's own wherever the modal draws them (as remote images the app vouches for).
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { openModal } from '../../src/core/index.js';
import { emulateMedia } from '../modal/commands.js';
import { TEST_WALLET_ID, announceTestWallet, createTestKit, renderModal, waitForView } from '../modal/helpers.js';
import { deepQuery, deepQueryAll, deepText } from '../helpers/dom.js';
import { explorerSession } from '../wallets/helpers.js';
import { resetAll } from '../helpers/reset.js';

/** An image the test server serves: the app's own picture, on a URL (as apps pass them), not inline. */
const APP_IMAGE = new URL('/examples/public/game-icon.svg', location.href).href;

/** The `<img>` shown inside a picture element, once it has loaded. */
async function loadedImage(picture: Element): Promise<HTMLImageElement> {
  await waitUntil(() => deepQuery<HTMLImageElement>(picture, 'img')?.complete && deepQuery<HTMLImageElement>(picture, 'img')!.naturalWidth > 0, 'the image loaded');
  return deepQuery<HTMLImageElement>(picture, 'img')!;
}

describe("AppKit's connectorImages and chainImages", () => {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it("connectorImages: the app's picture of a wallet, in the wallet list and while connecting", async () => {
    await announceTestWallet();
    await createTestKit({ connectorImages: { [TEST_WALLET_ID]: APP_IMAGE } });
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => deepQuery(view, 'wui-list-wallet'), 'the wallet row');
    const row = deepQuery<HTMLElement>(view, 'wui-list-wallet')!;
    expect((await loadedImage(row)).src).to.equal(APP_IMAGE);

    row.click();
    const connecting = await waitForView(modal, 'w3m-connecting-external-view');
    expect((await loadedImage(deepQuery(connecting, 'wui-wallet-image')!)).src).to.equal(APP_IMAGE);
  });

  it("without connectorImages a wallet's remote icon stays refused (only the app vouches for a URL)", async () => {
    await announceTestWallet({}, { icon: APP_IMAGE });
    await createTestKit();
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => deepQuery(view, 'wui-list-wallet') && deepQuery(deepQuery(view, 'wui-list-wallet')!, 'wui-wallet-image'), 'the wallet row');
    const picture = deepQuery(deepQuery(view, 'wui-list-wallet')!, 'wui-wallet-image')!;
    await (picture as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(deepQueryAll<HTMLImageElement>(picture, 'img').map(img => img.src)).not.to.include(APP_IMAGE);
  });

  it("chainImages: the app's picture of a network in the Networks view", async () => {
    await createTestKit({ chainImages: { 1: APP_IMAGE } });
    const modal = await renderModal();
    openModal({ view: 'Networks' });
    const view = await waitForView(modal, 'w3m-networks-view');
    await waitUntil(() => deepQuery(view, 'wui-network-image'), 'the network rows');
    const picture = deepQuery(view, 'wui-network-image')!;
    expect((await loadedImage(picture)).src).to.equal(APP_IMAGE);
  });
});

/** The fifth wallet of the directory fixture's synthetic catalogue (test/fixtures/explorer-api.mjs). */
const FIXTURE_WALLET_5 = (0xf1000 + 4).toString(16).padStart(64, '0');

describe("AppKit's features.allWallets", () => {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  /** The Connect view, open, with the browser wallet's row shown. */
  async function connectView(extra: Record<string, unknown>): Promise<Element> {
    await announceTestWallet();
    await createTestKit(extra);
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => deepQuery(view, 'wui-list-wallet'), 'the wallet row');
    return view;
  }

  /** Whether the Connect view shows its own "All Wallets" button (the one closing the list). */
  const showsAllWallets = (view: Element): boolean =>
    deepQueryAll(view, 'w3m-all-wallets-entry.all').some(entry => entry.checkVisibility());

  it('shows the "All Wallets" button by default', async () => {
    expect(showsAllWallets(await connectView({}))).to.equal(true);
  });

  it("false hides it, as allWallets: 'HIDE'", async () => {
    expect(showsAllWallets(await connectView({ features: { allWallets: false } }))).to.equal(false);
  });

  it("HIDE still asks the directory for the featured wallets only it knows, as AppKit does", async () => {
    const explorer = await explorerSession(60);
    const view = await connectView({ allWallets: 'HIDE', featuredWalletIds: [FIXTURE_WALLET_5], explorerApiUrl: explorer.base });
    await waitUntil(
      () => deepQueryAll(view, 'wui-list-wallet').some(row => deepText(row).includes('Fixture Wallet 005')),
      'the featured wallet only the directory knows is not listed',
    );
    expect(showsAllWallets(view)).to.equal(false);
  });
});
