import { expect } from '@open-wc/testing';
import { $router } from '../../src/core/index.js';
import { FEATURES } from '../../src/core/options/features-table.js';
import type { Features } from '../../src/core/index.js';
import { DEFAULT_WALLET_FEATURES_ORDER, walletActions, type WalletFeature } from '../../src/views/wallet-actions/wallet-features.js';
import { emulateMedia, sendKeys, sendMouse } from '../modal/commands.js';
import { waitForView } from '../modal/helpers.js';
import { deepActiveElement, deepQuery, deepQueryAll, deepText } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';
import { fetched } from '../helpers/fetched.js';
import { resetAll } from '../helpers/reset.js';
import { waitUntil } from '../helpers/wait.js';
import { connectAndOpen } from './wallet-actions-kit.js';

/** The row's own chunk (the feature table beside it is part of the Account view's). */
const ROW_CHUNK = /wallet-actions\/w3m-wallet-actions\.ts/;
/** The Receive view's chunk. (Each test file has a page of its own: no test before these fetched either.) */
const RECEIVE_CHUNK = /receive\/w3m-wallet-receive-view\.ts/;
/** The Send views' chunks. */
const SEND_CHUNKS = /\/views\/send\//;
/** The Swap views' chunks and the Swap slice. */
const SWAP_CHUNKS = /views\/swap\/|core\/swap\//;
/** The Buy views' chunks. */
const BUY_CHUNKS = /\/views\/onramp\//;
const ALL_ON = { send: true, receive: true, swaps: true, onramp: true };
/** A view for each of AppKit's four wallet features, to prove the order rule apart from which views exist yet. */
const EVERY_VIEW: Record<WalletFeature, 'Account'> = { onramp: 'Account', swaps: 'Account', receive: 'Account', send: 'Account' };

const actionButtons = (view: Element): HTMLButtonElement[] => deepQueryAll<HTMLButtonElement>(view, 'button[part="action"]');

describe('the account view\'s wallet buttons', () => {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('with the product configuration (every feature off) are absent, and their code is never fetched', async () => {
    const { view } = await connectAndOpen();
    expect(deepQuery(view, 'w3m-wallet-actions')).to.equal(undefined);
    expect(customElements.get('w3m-wallet-actions')).to.equal(undefined);
    expect(fetched(ROW_CHUNK)).to.deep.equal([]);
    expect(fetched(RECEIVE_CHUNK)).to.deep.equal([]);
    expect(fetched(SEND_CHUNKS)).to.deep.equal([]);
    expect(fetched(SWAP_CHUNKS)).to.deep.equal([]);
    expect(fetched(BUY_CHUNKS)).to.deep.equal([]);
  });

  it('follow features.walletFeaturesOrder, AppKit\'s order when it is not given, each feature once', () => {
    expect([...DEFAULT_WALLET_FEATURES_ORDER]).to.deep.equal(['onramp', 'swaps', 'receive', 'send']);
    // The options table (docs/options.md) names the same default.
    expect(FEATURES.walletFeaturesOrder.dev?.defaultText).to.equal(DEFAULT_WALLET_FEATURES_ORDER.join(', '));
    expect(walletActions(ALL_ON, EVERY_VIEW)).to.deep.equal(['onramp', 'swaps', 'receive', 'send']);
    expect(walletActions({ ...ALL_ON, walletFeaturesOrder: ['send', 'receive', 'onramp', 'swaps'] }, EVERY_VIEW)).to.deep.equal(['send', 'receive', 'onramp', 'swaps']);
    expect(walletActions({ ...ALL_ON, walletFeaturesOrder: ['receive', 'send', 'receive'] }, EVERY_VIEW)).to.deep.equal(['receive', 'send']);
  });

  it('leave out a feature that is off, or that the order leaves out', () => {
    const some: Partial<Features> = { send: true, receive: false, swaps: true, onramp: false };
    expect(walletActions(some, EVERY_VIEW)).to.deep.equal(['swaps', 'send']);
    expect(walletActions({ ...ALL_ON, walletFeaturesOrder: ['swaps'] }, EVERY_VIEW)).to.deep.equal(['swaps']);
    expect(walletActions({ ...ALL_ON, walletFeaturesOrder: [] }, EVERY_VIEW)).to.deep.equal([]);
    expect(walletActions(undefined, EVERY_VIEW)).to.deep.equal([]);
  });

  it('have a flow here for each of AppKit\'s four features: Buy, Swap, Receive and Send', () => {
    expect(walletActions(ALL_ON)).to.deep.equal(['onramp', 'swaps', 'receive', 'send']);
    expect(walletActions({ send: true, onramp: true })).to.deep.equal(['onramp', 'send']);
  });

  it('with every feature on and an empty walletFeaturesOrder: no row, and its code is not fetched', async () => {
    const { view } = await connectAndOpen({ features: { ...ALL_ON, walletFeaturesOrder: [] } });
    // The tabs these features turn on arrive: the view is at rest, and still has no row.
    await waitUntil(() => deepQuery(view, 'w3m-account-tabs')?.shadowRoot);
    expect(deepQuery(view, 'w3m-wallet-actions')).to.equal(undefined);
    expect(fetched(ROW_CHUNK)).to.deep.equal([]);
  });

  it('with every feature on: Buy, Swap, Receive and Send buttons, in a named group; Receive opens Receive, and Back returns to Account', async () => {
    const { modal, view } = await connectAndOpen({ features: ALL_ON });
    await waitUntil(() => actionButtons(view).length > 0, 'the wallet buttons');
    const buttons = actionButtons(view);
    expect(buttons.map(b => [b.dataset['feature'], deepText(b).trim()])).to.deep.equal([['onramp', 'Buy'], ['swaps', 'Swap'], ['receive', 'Receive'], ['send', 'Send']]);
    expect(deepQuery(view, '[role="group"]')!.getAttribute('aria-label')).to.equal('Wallet actions');
    await expectAccessibleInBothThemes(modal);
    // The views' code comes with the click, not with the buttons.
    expect(fetched(RECEIVE_CHUNK)).to.deep.equal([]);
    expect(fetched(SEND_CHUNKS)).to.deep.equal([]);
    expect(fetched(SWAP_CHUNKS)).to.deep.equal([]);
    expect(fetched(BUY_CHUNKS)).to.deep.equal([]);
    buttons[2]!.click();
    await waitForView(modal, 'w3m-wallet-receive-view');
    expect($router.get().view).to.equal('WalletReceive');
    deepQuery<HTMLElement>(modal, 'wui-icon-button[part="back"]')!.click();
    await waitForView(modal, 'w3m-account-view');
  });

  it('is reached and pressed with the keyboard', async () => {
    const { modal, view } = await connectAndOpen({ features: { receive: true } });
    await waitUntil(() => actionButtons(view).length > 0, 'the wallet buttons');
    actionButtons(view)[0]!.focus();
    expect(deepActiveElement()).to.equal(actionButtons(view)[0]);
    await sendKeys({ press: 'Enter' });
    await waitForView(modal, 'w3m-wallet-receive-view');
  });

  it('fetch a flow\'s code when the pointer or the focus reaches its button, not before, and only that flow\'s', async () => {
    // Last in the file: no test before it went near Send or Swap.
    const { modal, view } = await connectAndOpen({ features: { send: true, swaps: true } });
    await waitUntil(() => actionButtons(view).length === 2, 'the wallet buttons');
    const [swap, send] = actionButtons(view);
    expect(fetched(SEND_CHUNKS)).to.deep.equal([]);
    expect(fetched(SWAP_CHUNKS)).to.deep.equal([]);
    const box = swap!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    await waitUntil(() => fetched(/views\/swap\/w3m-swap-view\.ts/).length > 0, 'the Swap view\'s code, on hover');
    expect(fetched(SEND_CHUNKS)).to.deep.equal([]);
    send!.focus();
    await waitUntil(() => fetched(/views\/send\/w3m-wallet-send-view\.ts/).length > 0, 'the Send view\'s code, on focus');
    expect(fetched(BUY_CHUNKS)).to.deep.equal([]);
    await sendKeys({ press: 'Enter' });
    await waitForView(modal, 'w3m-wallet-send-view');
  });
});
