import { expect, fixture, html } from '@open-wc/testing';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import { encode } from 'uqr';
import { $router, $toast, mainnet, openModal, setLocale } from '../../src/core/index.js';
import type { AppKitOptions } from '../../src/core/index.js';
import { base, polygon } from '../../src/networks/index.js';
import { patchAccount } from '../helpers/account.js';
import type { WuiQrCode } from '../../src/components/wui-qr-code.js';
import { emulateMedia } from '../modal/commands.js';
import { createTestKit, dialogOf, waitForView } from '../modal/helpers.js';
import { deepQuery, deepQueryAll, deepText, waitForText } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';
import { resetAll } from '../helpers/reset.js';
import { holdClock } from '../helpers/timed-state.js';
import { waitUntil } from '../helpers/wait.js';
import { connectAndOpen } from './wallet-actions-kit.js';

/** The QR code's dark modules, read back out of its data path (`M{x} {y}h{n}…` runs), as "x,y". */
function drawnModules(qr: WuiQrCode): Set<string> {
  const d = qr.shadowRoot!.querySelector('path.ink:not([fill-rule])')!.getAttribute('d')!;
  const cells = new Set<string>();
  for (const [, x, y, n] of d.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let i = 0; i < Number(n); i++) cells.add(`${Number(x) + i},${y}`);
  }
  return cells;
}

/** The modules a QR code of `text` has (outside the finder patterns, which are drawn apart). */
function modulesOf(text: string): Set<string> {
  const { data, types } = encode(text, { ecc: 'M', border: 0 });
  const cells = new Set<string>();
  data.forEach((row, y) => row.forEach((dark, x) => dark && types[y]![x] !== 2 && cells.add(`${x},${y}`)));
  return cells;
}

/** Connects with Receive on and the given networks, then opens Receive from the Account view's button. */
async function openReceive(networks: AppKitOptions['networks'] = [mainnet]) {
  const connected = await connectAndOpen({ networks, features: { receive: true } });
  await waitUntil(() => deepQuery(connected.view, 'button[part="action"]'), 'the Receive button');
  deepQuery<HTMLButtonElement>(connected.view, 'button[part="action"]')!.click();
  const receive = await waitForView(connected.modal, 'w3m-wallet-receive-view');
  const qr = deepQuery<WuiQrCode>(receive, 'wui-qr-code')!;
  await qr.updateComplete;
  return { ...connected, receive, qr };
}

describe('<w3m-wallet-receive-view>', () => {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('shows the address as text and as a QR code of the address alone, titled Receive', async () => {
    const { modal, receive, qr, address } = await openReceive();
    expect(deepText(deepQuery(receive, '[part="address"]')!)).to.equal(address);
    expect(qr.data).to.equal(address);
    expect([...drawnModules(qr)].sort()).to.deep.equal([...modulesOf(address)].sort());
    expect(qr.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).to.equal('QR code of your address');
    await waitForText(dialogOf(modal), 'Receive');
    expect(deepText(receive)).to.include('Copy your address or scan this QR code');
    await expectAccessibleInBothThemes(modal);
  });

  it('lists the app\'s networks of the account\'s namespace, each with its picture', async () => {
    const { receive } = await openReceive([mainnet, base, polygon]);
    const items = deepQueryAll(receive, '[part="networks"] li');
    expect(items.map(item => deepText(item))).to.deep.equal(['Ethereum', 'Base', 'Polygon']);
    expect(items.every(item => item.querySelector('wui-network-image'))).to.equal(true);
    expect(deepText(receive)).to.include('Only receive assets on these networks');
  });

  it('lists only the active network for a smart account', async () => {
    const { receive } = await openReceive([mainnet, base]);
    patchAccount('eip155', { preferredAccountTypes: { eip155: 'smartAccount' } });
    await waitForText(receive, 'Only receive assets on this network');
    expect(deepQueryAll(receive, '[part="networks"] li').map(item => deepText(item))).to.deep.equal(['Ethereum']);
  });

  it('copies the address and confirms with the modal\'s copy toast', async () => {
    // The toast hides on a timer: held, so the text check cannot come after it on a slow machine.
    holdClock();
    const { modal, receive, address } = await openReceive();
    const copied: string[] = [];
    // Headless Chromium has no clipboard permission; record what the view hands to the Clipboard API.
    Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: async (text: string) => void copied.push(text) });
    try {
      deepQuery<HTMLElement>(receive, 'wui-button[part="copy"]')!.click();
      await waitUntil(() => $toast.get().open);
      expect(copied).to.deep.equal([address]);
      await waitForText(dialogOf(modal), 'Address copied');
    } finally {
      delete (navigator.clipboard as unknown as Record<string, unknown>)['writeText'];
    }
  });

  it('says so when the clipboard refuses', async () => {
    holdClock();
    const { modal, receive } = await openReceive();
    Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    try {
      deepQuery<HTMLElement>(receive, 'wui-button[part="copy"]')!.click();
      await waitForText(dialogOf(modal), 'Could not copy the address');
      expect($toast.get().variant).to.equal('error');
    } finally {
      delete (navigator.clipboard as unknown as Record<string, unknown>)['writeText'];
    }
  });

  it('opens through open({ view: \'WalletReceive\' }) when connected, even with the feature off, as in AppKit', async () => {
    const { modal } = await connectAndOpen();
    openModal({ view: 'WalletReceive' });
    await waitForView(modal, 'w3m-wallet-receive-view');
    expect($router.get().view).to.equal('WalletReceive');
    // Opened on it: no way back to a view the player never saw.
    expect(deepQuery(modal, 'wui-icon-button[part="back"]')).to.equal(undefined);
  });

  it('without an account, open({ view: \'WalletReceive\' }) opens where the opening rules say (AppKit\'s view would throw)', async () => {
    await createTestKit({ features: { receive: true } });
    const modal = await fixture<W3mModal>(html`<w3m-modal></w3m-modal>`);
    openModal({ view: 'WalletReceive' });
    await waitForView(modal, 'w3m-connect-view');
    expect($router.get().view).to.equal('Connect');
  });

  it('in Arabic: the texts translated, the address still left to right', async () => {
    const { modal, receive, address } = await openReceive();
    await setLocale('ar');
    await waitForText(receive, 'انسخ عنوانك أو امسح رمز QR هذا');
    const shown = deepQuery<HTMLElement>(receive, '[part="address"]')!;
    expect(shown.getAttribute('dir')).to.equal('ltr');
    expect(deepText(shown)).to.equal(address);
    await waitForText(dialogOf(modal), 'استلام');
  });
});
