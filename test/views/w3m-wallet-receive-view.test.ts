import { expect } from '@open-wc/testing';
import { encode } from 'uqr';
import { $modal, $router, $toast, mainnet, openModal, setLocale } from '../../src/core/index.js';
import type { AppKitOptions, OpenView } from '../../src/core/index.js';
import { base, polygon } from '../../src/networks/index.js';
import { patchAccount } from '../helpers/account.js';
import type { WuiQrCode } from '../../src/components/wui-qr-code.js';
import { emulateMedia } from '../modal/commands.js';
import { dialogOf, waitForView } from '../modal/helpers.js';
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

  it('open({ view: \'WalletReceive\' }) is refused with an error naming the views open() takes (AppKit\'s open() type leaves it out); the modal stays as it was', async () => {
    await connectAndOpen({ features: { receive: true } });
    expect(() => openModal({ view: 'WalletReceive' as OpenView })).to.throw('open(): unknown view "WalletReceive"; expected one of Account, Connect');
    expect($modal.get().open).to.equal(true);
    expect($router.get().view).to.equal('Account');
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
