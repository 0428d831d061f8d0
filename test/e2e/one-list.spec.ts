// One list (issue 24, point 4): the Connect view's wallet rows and its "All Wallets N" come from the list the
// All Wallets view shows: the rows are its head, N is its length, on the first open and on every later one
// (a reload too), with WalletConnect on and with a projectId but WalletConnect off. A wallet looks the same
// (name, picture, badge) in Connect, All Wallets, the connecting view and the Account view.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_0, accountButton, answerWallet, expectConnected } from './helpers.js';

/** What a player sees of one wallet: its name, its picture (the image's URL, else the fallback's letter and colour) and its badge. */
interface Seen {
  name: string;
  picture: string;
  tag: string;
}

interface ConnectList {
  rows: Seen[];
  /** The number on "All Wallets", or `undefined` while it waits for the directory. */
  count: number | undefined;
}

/**
 * Reads the open modal through the shadow roots, in the order a player reads it: the Connect view's wallet rows
 * and its count, the All Wallets view's tiles (the rows near the top; the grid renders only those) and its
 * total, and the wallet pictured by the connecting and Account views.
 */
async function read(page: Page): Promise<{ connect?: ConnectList; tiles?: Seen[]; total?: number; wallet?: Seen }> {
  return page.evaluate(() => {
    const dialog = document.querySelector('w3m-modal')!.shadowRoot!.querySelector('dialog')!;
    const inOrder = (root: Element | ShadowRoot, selector: string): Element[] =>
      [...(root instanceof Element && root.shadowRoot ? root.shadowRoot : root).children].flatMap(child =>
        child.matches(selector) ? [child] : inOrder(child, selector),
      );
    const picture = (host: Element): string => {
      const root = host.shadowRoot!;
      const img = root.querySelector('img');
      if (img) return img.getAttribute('src') ?? '';
      const image = root.querySelector('wui-wallet-image');
      if (image) return picture(image);
      const monogram = root.querySelector<HTMLElement>('[part="monogram"]');
      return monogram ? `monogram ${monogram.textContent?.trim()} ${getComputedStyle(monogram).backgroundColor}` : '';
    };
    const seen = (host: Element): Seen => ({
      name: (host as unknown as { name: string }).name,
      picture: picture(host),
      tag: host.shadowRoot!.querySelector('[part="tag"]')?.textContent?.trim() ?? '',
    });
    const view = inOrder(dialog, 'w3m-connect-view, w3m-all-wallets-view, w3m-connecting-external-view, w3m-account-view')[0];
    switch (view?.localName) {
      case 'w3m-connect-view': {
        const count = inOrder(view, '[part="count"]')[0]?.textContent?.trim();
        return { connect: { rows: inOrder(view, 'wui-list-wallet').map(seen), count: count ? Number(count) : undefined } };
      }
      case 'w3m-all-wallets-view': {
        const tiles = inOrder(view, 'wui-wallet-tile').sort((a, b) => Number(a.getAttribute('data-index')) - Number(b.getAttribute('data-index')));
        const status = view.shadowRoot!.querySelector('[part="status"]')?.textContent?.trim() ?? '';
        const total = /^(\d+) wallets$/.exec(status)?.[1];
        return { tiles: tiles.map(seen), ...(total ? { total: Number(total) } : {}) };
      }
      case 'w3m-connecting-external-view':
      case 'w3m-account-view': {
        const image = inOrder(view, 'wui-wallet-image')[0];
        return image ? { wallet: { name: (image as unknown as { name: string }).name, picture: picture(image), tag: '' } } : {};
      }
      default:
        return {};
    }
  });
}

/** Every picture in the dialog has loaded (or fallen back): a URL read before that could still change to the fallback. */
async function picturesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const nodes = (root: Document | ShadowRoot): Element[] =>
      [...root.querySelectorAll('*')].flatMap(el => [el, ...(el.shadowRoot ? nodes(el.shadowRoot) : [])]);
    return nodes(document).every(el => !(el instanceof HTMLImageElement) || el.complete);
  });
}

/** The modal's dialog (the demo wallet's approval panel, `?wallet=manual`, is a dialog of the page too). */
const modal = (page: Page) => page.locator('w3m-modal');

/** The Connect view once its count is in, then All Wallets once the directory has answered; the modal is left on All Wallets. */
async function openBoth(page: Page, settlesOn?: ConnectList): Promise<{ connect: ConnectList; tiles: Seen[]; total: number }> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  const dialog = modal(page).getByRole('dialog', { name: 'Connect Wallet' });
  await expect(dialog.getByRole('button', { name: /^All Wallets \d+ wallets$/ })).toBeVisible();
  // After a reload the list comes from the stored answer first, where the directory's wallets wear their
  // fallback until the directory answers (no image is asked of a directory not yet reached): wait for that.
  if (settlesOn) await expect.poll(async () => (await read(page)).connect, { message: 'the Connect view settles on the list of the first open' }).toEqual(settlesOn);
  await picturesSettled(page);
  const { connect } = await read(page);
  await dialog.getByRole('button', { name: /^All Wallets/ }).click();
  await expect(modal(page).getByRole('dialog').getByRole('status')).toHaveText(/^\d+ wallets$/);
  await picturesSettled(page);
  const { tiles, total } = await read(page);
  return { connect: connect!, tiles: tiles!, total: total! };
}

async function close(page: Page): Promise<void> {
  await modal(page).getByRole('button', { name: 'Close' }).click();
  await expect(modal(page).getByRole('dialog')).toBeHidden();
}

const CONFIGS = [
  { label: 'WalletConnect on', query: '', connectOnly: ['WalletConnect'] },
  { label: 'a projectId, WalletConnect off', query: 'walletconnect=off', connectOnly: [] },
] as const;

for (const config of CONFIGS) {
  test(`one list, ${config.label}: Connect rows and count are the head and length of All Wallets on every open`, async ({ page }) => {
    const path = (extra: string): string => `/index.html?${[config.query, extra].filter(Boolean).join('&')}`;
    await page.goto(path('wallet=manual'));
    let first: Awaited<ReturnType<typeof openBoth>> | undefined;
    for (const open of [1, 2, 3, 4]) {
      // The fourth open follows a reload: the list then comes from the stored answer, then the directory's.
      if (open === 4) await page.reload();
      const seen = await openBoth(page, first?.connect);
      const wallets = seen.connect.rows.filter(row => !(config.connectOnly as readonly string[]).includes(row.name));
      expect(seen.connect.rows.map(row => row.name), `open ${open}: rows of Connect only`).toEqual([...config.connectOnly, ...wallets.map(row => row.name)]);
      expect(wallets.length, `open ${open}: wallet rows`).toBeGreaterThan(0);
      expect(seen.connect.count, `open ${open}: the count is the All Wallets view's`).toBe(seen.total);
      // The directory's list, not the bundled one alone (which has fewer than 60 wallets).
      expect(seen.total, `open ${open}: the directory answered`).toBeGreaterThan(60);
      expect(seen.tiles.slice(0, wallets.length), `open ${open}: the Connect rows are the head of All Wallets`).toEqual(wallets);
      if (first) expect(seen, `open ${open}: the same as the first open`).toEqual(first);
      first ??= seen;
      await close(page);
    }

    // The Demo Wallet, picked from Connect, looks the same while connecting and in the Account view.
    const demo = first!.tiles.find(tile => tile.name === 'Demo Wallet')!;
    expect(demo.picture).toMatch(/^data:image\//);
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
    await modal(page).getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Demo Wallet/ }).click();
    await expect(modal(page).getByRole('dialog', { name: /Connecting/ })).toBeVisible();
    expect((await read(page)).wallet).toEqual({ ...demo, tag: '' });
    await answerWallet(page, 'Approve');
    await expectConnected(page, ACCOUNT_0);
    await accountButton(page, ACCOUNT_0).click();
    await expect(modal(page).getByRole('dialog', { name: 'Account' }).getByText('Demo Wallet')).toBeVisible();
    expect((await read(page)).wallet).toEqual({ ...demo, tag: '' });

    // Disconnected, the Demo Wallet is the recent one: badged so in both views, and still the head of the list.
    await modal(page).getByRole('button', { name: 'Disconnect' }).click();
    await expect(modal(page).getByRole('dialog')).toBeHidden();
    const after = await openBoth(page);
    const wallets = after.connect.rows.filter(row => !(config.connectOnly as readonly string[]).includes(row.name));
    expect(wallets[0]).toEqual({ ...demo, tag: 'Recent' });
    expect(after.tiles.slice(0, wallets.length)).toEqual(wallets);
    expect(after.connect.count).toBe(after.total);
  });
}
