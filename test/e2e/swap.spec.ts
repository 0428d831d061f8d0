// Swap on a real page (issue 36): the plain HTML demo with AppKit's `features.swaps` on (`?swap=on`), the Demo
// Wallet connected on the local node, the local blockchain-data server quoting and building transactions for a pool
// of our own on that node (test/fixtures/swap-pool.mjs). The player buys SWT with ETH from the Account view's Swap
// button, then sells it all back through `modal.open({ view: 'Swap', arguments })`, approving it first; the chain
// holds each result. Screenshots of the form and the preview, in English and Arabic, dark and light, are attached.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_0, accountButton, connectDemoWallet, expectConnected, rpc, setBalance, watchProblems } from './helpers.js';

const dialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('[part="card"]') });

/** The pool's token and the pool on the node, as the local provider names them (its token list and a built swap). */
async function swapContracts(page: Page): Promise<{ token: string; pool: string }> {
  return page.evaluate(async () => {
    const base = (window as unknown as { modal: { options: { blockchainApiUrl: string } } }).modal.options.blockchainApiUrl;
    const list = await (await fetch(`${base}/v1/convert/tokens?chainId=eip155:1&projectId=p`)).json() as { tokens: { symbol: string; address: string }[] };
    const [native, token] = list.tokens.map(t => t.address);
    const built = await (await fetch(`${base}/v1/convert/build-transaction`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '1', eip155: { slippage: '1' }, from: native, to: token, userAddress: '0x0000000000000000000000000000000000000001' }),
    })).json() as { tx: { to: string } };
    return { token: token!.split(':').pop()!, pool: built.tx.to };
  });
}

const word = (hex: string): string => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0');

/** The SWT the account holds on the node (the token's `balanceOf`). */
async function swtHeld(page: Page): Promise<bigint> {
  const { token } = await swapContracts(page);
  return BigInt(await rpc(page, 'eth_call', [{ to: token, data: `0x70a08231${word(ACCOUNT_0)}` }, 'latest']) as string);
}

/** The account allows the pool nothing (anvil signs for its own accounts): the sale must ask for an approval. */
async function clearAllowance(page: Page): Promise<void> {
  const { token, pool } = await swapContracts(page);
  const hash = await rpc(page, 'eth_sendTransaction', [{ from: ACCOUNT_0, to: token, data: `0x095ea7b3${word(pool)}${word('0')}` }]);
  await expect.poll(() => rpc(page, 'eth_getTransactionReceipt', [hash])).not.toBeNull();
}

async function connect(page: Page): Promise<void> {
  await page.goto('/html.html?swap=on');
  await setBalance(page, ACCOUNT_0, '100');
  await connectDemoWallet(page);
  await expectConnected(page, ACCOUNT_0);
}

test('buys SWT from the Account view\'s Swap button, then sells it all back through open({ view: \'Swap\', arguments }) with an approval', async ({ page }) => {
  const problems = await watchProblems(page);
  await connect(page);
  await clearAllowance(page);
  const start = await swtHeld(page);
  await accountButton(page, ACCOUNT_0).click();
  await dialog(page).getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Swap' }).click();
  await expect(dialog(page)).toHaveAccessibleName('Swap');
  await dialog(page).locator('[part="token"][data-side="to"]').click();
  await expect(dialog(page)).toHaveAccessibleName('Select token');
  await dialog(page).getByRole('button', { name: /SWT/ }).click();
  await expect(dialog(page)).toHaveAccessibleName('Swap');
  await dialog(page).getByRole('textbox', { name: 'Amount to swap' }).fill('0.5');
  await expect(dialog(page).locator('[part="details"]')).toContainText('Price impact');
  await dialog(page).getByRole('button', { name: 'Review swap' }).click();
  await expect(dialog(page)).toHaveAccessibleName('Review swap');
  await dialog(page).getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(dialog(page)).toHaveAccessibleName('Account');
  await expect(page.getByRole('status').filter({ hasText: /Swapped 0\.5 ETH for 1,4\d\d/ })).toBeVisible();
  const bought = (await swtHeld(page)) - start;
  expect(bought > 1400n * 10n ** 18n).toBe(true);

  await page.evaluate(async () => {
    const modal = (window as unknown as { modal: { open(o: object): Promise<void> } }).modal;
    await modal.open({ view: 'Swap', arguments: { fromToken: 'SWT', toToken: 'ETH' } });
  });
  await expect(dialog(page)).toHaveAccessibleName('Swap');
  await dialog(page).getByRole('button', { name: 'Max' }).click();
  await dialog(page).getByRole('button', { name: 'Review swap' }).click();
  // The allowance is the chain's, and it is nothing yet: the approval comes first.
  await dialog(page).getByRole('button', { name: 'Approve SWT' }).click();
  await dialog(page).getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(dialog(page)).toHaveAccessibleName('Account');
  expect(await swtHeld(page)).toBe(0n);
  expect(await problems()).toEqual([]);
});

for (const locale of ['en', 'ar'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    test(`screenshots: Swap with a quote and its preview, ${locale}, ${theme}`, async ({ page }, info) => {
      await page.setViewportSize({ width: 420, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await connect(page);
      await page.evaluate(async ([code, mode]) => {
        const element = document.querySelector('w3m-modal')!;
        element.setAttribute('locale', code);
        element.setAttribute('theme-mode', mode);
        const modal = (window as unknown as { modal: { open(o: object): Promise<void> } }).modal;
        await modal.open({ view: 'Swap', arguments: { fromToken: 'ETH', toToken: 'SWT', amount: '0.25' } });
      }, [locale, theme] as const);
      const card = page.locator('w3m-modal').locator('[part="card"]');
      await expect(dialog(page).locator('[part="details"]')).toBeVisible();
      await page.screenshot({ path: info.outputPath(`swap-${locale}-${theme}.png`), clip: (await card.boundingBox())!, animations: 'disabled' });
      await dialog(page).locator('[part="submit"]').click();
      await expect(dialog(page).locator('w3m-swap-preview-view [part="submit"]')).toBeEnabled();
      await page.screenshot({ path: info.outputPath(`swap-preview-${locale}-${theme}.png`), clip: (await card.boundingBox())!, animations: 'disabled' });
      await info.attach(`swap-${locale}-${theme}`, { path: info.outputPath(`swap-${locale}-${theme}.png`), contentType: 'image/png' });
      await info.attach(`swap-preview-${locale}-${theme}`, { path: info.outputPath(`swap-preview-${locale}-${theme}.png`), contentType: 'image/png' });
    });
  }
}
