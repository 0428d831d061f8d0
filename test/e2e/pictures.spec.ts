// Every wallet and network the modal lists has a picture, in every view a player walks through on the demo game:
// an icon that has loaded (the directory's, the wallet's own announcement, the library's network icons) or the
// designed fallback (a coloured tile with letters), never a blank or broken box.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_0, accountButton, expectConnected } from './helpers.js';

interface Picture {
  where: string;
  name: string;
  ok: boolean;
  kind: string;
}

/**
 * Every picture of a listed wallet or network in the open modal, through the shadow roots: each row or tile's
 * `wui-wallet-image` / `wui-network-image` (or a tile's own `<img>`), judged as the player sees it.
 */
async function pictures(page: Page): Promise<Picture[]> {
  return page.evaluate(() => {
    const all = (root: Document | ShadowRoot | Element, selector: string): Element[] => {
      const found: Element[] = [];
      const walk = (node: Document | ShadowRoot | Element): void => {
        for (const el of node.querySelectorAll('*')) {
          if (el.matches(selector)) found.push(el);
          if (el.shadowRoot) walk(el.shadowRoot);
        }
      };
      walk(root);
      return found;
    };
    const dialog = document.querySelector('w3m-modal')!.shadowRoot!.querySelector('dialog')!;
    const judge = (el: Element): { ok: boolean; kind: string } => {
      const img = el instanceof HTMLImageElement ? el : el.shadowRoot?.querySelector('img');
      if (img) return { ok: img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width >= 16, kind: 'image' };
      const fallback = el.shadowRoot?.querySelector<HTMLElement>('[part="monogram"], [part="fallback"]');
      if (fallback) {
        const coloured = getComputedStyle(fallback).backgroundColor !== 'rgba(0, 0, 0, 0)';
        return { ok: coloured && (fallback.textContent ?? '').trim().length > 0, kind: 'fallback' };
      }
      return { ok: false, kind: 'nothing' };
    };
    // A row's picture: a network's slotted image, a tile's own directory <img>, else its wallet image.
    const pictureOf = (row: Element): Element | null =>
      row.querySelector('wui-network-image') ?? row.shadowRoot!.querySelector('img') ?? row.shadowRoot!.querySelector('wui-wallet-image');
    const result: Picture[] = all(dialog, 'wui-list-wallet, wui-wallet-tile').map(row => {
      const picture = pictureOf(row);
      return { where: row.tagName.toLowerCase(), name: (row as unknown as { name: string }).name, ...(picture ? judge(picture) : { ok: false, kind: 'nothing' }) };
    });
    // The Account view's network and wallet rows, and the connecting view's wallet.
    for (const view of all(dialog, 'w3m-account-view, w3m-connecting-external-view')) {
      for (const host of all(view.shadowRoot!, 'wui-network-image, wui-wallet-image')) {
        result.push({ where: host.tagName.toLowerCase(), name: (host as unknown as { name: string }).name, ...judge(host) });
      }
    }
    return result;
  });
}

/** Waits until every picture in view has settled, then expects each one to be a picture. */
async function expectAllPictured(page: Page, view: string, atLeast: number): Promise<void> {
  await expect.poll(async () => (await pictures(page)).filter(p => p.ok).length, { message: `${view}: pictures settle` }).toBeGreaterThanOrEqual(atLeast);
  await expect.poll(async () => (await pictures(page)).filter(p => !p.ok), { message: `${view}: a listed item without a picture` }).toEqual([]);
}

test('no wallet or network is listed without a picture, in any view of the demo game', async ({ page }) => {
  await page.goto('/index.html');
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(connect.getByRole('button', { name: /Demo Wallet/ })).toBeVisible();
  // WalletConnect, the Demo Wallet (its announcement's icon) and the directory's MetaMask and Trust Wallet.
  await expect(connect.getByRole('button', { name: /MetaMask/ })).toBeVisible();
  await expectAllPictured(page, 'Connect', 4);
  // The bundled rows wear their designed fallback until the directory's first answer brings their icons.
  const kinds = async (): Promise<Record<string, string>> => Object.fromEntries((await pictures(page)).map(p => [p.name, p.kind]));
  await expect.poll(kinds, { message: 'Connect: the directory icons arrive' }).toMatchObject({ WalletConnect: 'image', 'Demo Wallet': 'image', MetaMask: 'image', 'Trust Wallet': 'image' });
  await expectAllPictured(page, 'Connect, with the directory', 4);

  await connect.getByRole('button', { name: /^All Wallets/ }).click();
  const grid = page.getByRole('grid', { name: 'Wallets' });
  await expect(grid.getByRole('gridcell', { name: /Aurora Wallet/ })).toBeVisible();
  await expectAllPictured(page, 'All Wallets', 12);
  // Scrolled to the end: the rows rendered there have pictures too (bundled wallets the directory does not list).
  await grid.evaluate(el => (el.scrollTop = el.scrollHeight));
  await expectAllPictured(page, 'All Wallets, end', 8);
  await page.getByRole('searchbox', { name: 'Search wallets' }).fill('Ledger');
  await expectAllPictured(page, 'All Wallets, a search', 1);

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Demo Wallet/ }).click();
  await expectConnected(page, ACCOUNT_0);
  await accountButton(page, ACCOUNT_0).click();
  const account = page.getByRole('dialog', { name: 'Account' });
  await expect(account.getByRole('button', { name: /Network: Ethereum/ })).toBeVisible();
  await expectAllPictured(page, 'Account', 2);

  await account.getByRole('button', { name: /Network: Ethereum/ }).click();
  await expect(page.getByRole('dialog', { name: 'Choose Network' })).toBeVisible();
  await expectAllPictured(page, 'Networks', 1);
  expect((await pictures(page)).find(p => p.name === 'Ethereum')?.kind).toBe('image');
});
