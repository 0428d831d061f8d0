// Every control of every view is reachable with a gamepad alone, and with the arrow keys alone (issue 40): on the
// demo game (its configuration: one network, features off) and on the plain HTML page with the whole toolkit
// (the Demo Wallet asking before it answers; sign-in required), each view the player meets is walked with a
// scripted standard pad's D-pad, then again with the keyboard's arrows, until every control it shows has had the
// focus (test/e2e/pad-walk.ts). A press the view does not use goes on to the nearest control that way, Tab still
// moves, and the game hears none of it.
import { expect, test, type Page } from '@playwright/test';
import { PAD, installScriptedGamepad } from '../fixtures/scripted-gamepad.js';
import { ACCOUNT_0, answerWallet, expectConnected, watchProblems } from './helpers.js';
import { padTap, walkView, type Input } from './pad-walk.js';

const INPUTS: readonly Input[] = ['pad', 'keys'];
const dialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('[part="card"]') });

/** Whether focus is on a control inside the open modal. */
const focusInModal = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const modal = document.querySelector('w3m-modal');
    return modal !== null && document.activeElement === modal && modal.shadowRoot?.activeElement !== null;
  });

/** Opens `view` the way an app does (`modal.open({ view })`) and waits for its element and the dialog's focus. */
async function openView(page: Page, view: string, tag: string): Promise<void> {
  await page.evaluate(async name => {
    const modal = (window as unknown as { modal: { open(o: { view: string }): Promise<void>; close(): Promise<void> } }).modal;
    await modal.close();
    await modal.open({ view: name });
  }, view);
  await expect(dialog(page).locator(tag)).toBeVisible();
  await expect.poll(() => focusInModal(page)).toBe(true);
}

/** Walks the view now shown with each input in turn, reopening it in between with `reopen`. */
async function walkWithBoth(page: Page, view: string, reopen: () => Promise<void>): Promise<void> {
  for (const input of INPUTS) {
    await reopen();
    const reached = await walkView(page, input, view);
    expect(reached.length, `${view}: controls found`).toBeGreaterThan(1);
  }
}

/** The plain HTML page with a wallet feature on (`?receive=on`…), its Demo Wallet connected. */
async function connectedWith(page: Page, feature: string): Promise<void> {
  await page.goto(`/html.html?${feature}=on`);
  await openView(page, 'Connect', 'w3m-connect-view');
  await dialog(page).getByRole('button', { name: /Demo Wallet/ }).click();
  await expectConnected(page, ACCOUNT_0);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(installScriptedGamepad);
});

test('the game: Connect, All Wallets, the QR code, Networks, the help view and Account, by pad and by arrows alone', async ({ page }) => {
  test.setTimeout(test.info().timeout * 4);
  const problems = await watchProblems(page);
  await page.goto('/index.html');
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
  for (const [view, tag] of [
    ['Connect', 'w3m-connect-view'],
    ['AllWallets', 'w3m-all-wallets-view'],
    ['ConnectingWalletConnectBasic', 'w3m-connecting-wc-basic-view'],
    ['Networks', 'w3m-networks-view'],
    ['WhatIsAWallet', 'w3m-what-is-a-wallet-view'],
  ] as const) {
    await walkWithBoth(page, view, () => openView(page, view, tag));
  }
  await openView(page, 'Connect', 'w3m-connect-view');
  await dialog(page).getByRole('button', { name: /Demo Wallet/ }).click();
  await expectConnected(page, ACCOUNT_0);
  await walkWithBoth(page, 'Account', () => openView(page, 'Account', 'w3m-account-view'));
  expect(await problems()).toEqual([]);
});

test('the whole toolkit: Connect, All Wallets, Networks, the help view, the connecting view and Account, by pad and by arrows alone', async ({ page }) => {
  test.setTimeout(test.info().timeout * 4);
  // The Demo Wallet asks the player before it answers: the connecting view stays while the walks run.
  await page.goto('/html.html?wallet=manual');
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
  for (const [view, tag] of [
    ['Connect', 'w3m-connect-view'],
    ['AllWallets', 'w3m-all-wallets-view'],
    ['Networks', 'w3m-networks-view'],
    ['WhatIsANetwork', 'w3m-what-is-a-network-view'],
  ] as const) {
    await walkWithBoth(page, view, () => openView(page, view, tag));
  }
  // The row chosen with Enter went with the list: the walks start from no focus.
  await openView(page, 'Connect', 'w3m-connect-view');
  await dialog(page).getByRole('button', { name: /Demo Wallet/ }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page).locator('w3m-connecting-external-view')).toBeVisible();
  for (const input of INPUTS) await walkView(page, input, 'ConnectingExternal');
  await answerWallet(page, 'Approve');
  await expectConnected(page, ACCOUNT_0);
  await walkWithBoth(page, 'Account', () => openView(page, 'Account', 'w3m-account-view'));
});

test('with Receive on: Account with its wallet buttons, and the Receive view, by pad and by arrows alone', async ({ page }) => {
  test.setTimeout(test.info().timeout * 4);
  await connectedWith(page, 'receive');
  await walkWithBoth(page, 'Account', async () => {
    await openView(page, 'Account', 'w3m-account-view');
    await expect(dialog(page).getByRole('button', { name: 'Receive' })).toBeVisible();
  });
  // open() does not take WalletReceive (nor does AppKit's type): the walk reaches it as a player does.
  await walkWithBoth(page, 'WalletReceive', async () => {
    await openView(page, 'Account', 'w3m-account-view');
    await dialog(page).getByRole('button', { name: 'Receive' }).click();
    await expect(dialog(page).locator('w3m-wallet-receive-view')).toBeVisible();
    await expect.poll(() => focusInModal(page)).toBe(true);
  });
});

test('with Send on: the Send view, its token list and its preview, by pad and by arrows alone', async ({ page }) => {
  test.setTimeout(test.info().timeout * 4);
  await connectedWith(page, 'send');
  // A filled send (open()'s arguments), so that every control is shown: the token picker, Max, both fields, Preview.
  const openFilled = async (): Promise<void> => {
    await page.evaluate(async to => {
      const modal = (window as unknown as { modal: { open(o: unknown): Promise<void>; close(): Promise<void> } }).modal;
      await modal.close();
      await modal.open({ view: 'WalletSend', arguments: { to } });
    }, ACCOUNT_0);
    await expect(dialog(page).locator('w3m-wallet-send-view')).toBeVisible();
    await expect.poll(() => focusInModal(page)).toBe(true);
  };
  await walkWithBoth(page, 'WalletSend', openFilled);
  await walkWithBoth(page, 'WalletSendSelectToken', async () => {
    await openFilled();
    await dialog(page).locator('[part="token"]').click();
    await expect(dialog(page).locator('w3m-wallet-send-select-token-view [part="token"]').first()).toBeVisible();
    await expect.poll(() => focusInModal(page)).toBe(true);
  });
  await walkWithBoth(page, 'WalletSendPreview', async () => {
    await openFilled();
    await dialog(page).locator('[part="token"]').click();
    await dialog(page).locator('[part="token"][data-symbol="ETH"]').click();
    await dialog(page).getByLabel('Amount').fill('0.001');
    await dialog(page).getByRole('button', { name: 'Preview send' }).click();
    await expect(dialog(page).locator('w3m-wallet-send-preview-view [part="summary"]')).not.toContainText('Estimating');
    await expect.poll(() => focusInModal(page)).toBe(true);
  });
});

test('with Swap on: the Swap view, its token list and its preview, by pad and by arrows alone', async ({ page }) => {
  test.setTimeout(test.info().timeout * 4);
  await connectedWith(page, 'swap');
  await walkWithBoth(page, 'Swap', async () => {
    await openView(page, 'Swap', 'w3m-swap-view');
    await expect(dialog(page).locator('[part="token"]').first()).toHaveText(/ETH/);
  });
  await walkWithBoth(page, 'SwapSelectToken', async () => {
    await openView(page, 'Swap', 'w3m-swap-view');
    await dialog(page).locator('[part="token"]').nth(1).click();
    await expect(dialog(page).locator('w3m-swap-select-token-view [part="tokens"] button')).toHaveCount(2);
    // The pressed button went with the Swap view: the walk starts from the list's first control.
    await dialog(page).getByRole('searchbox', { name: 'Search token' }).focus();
    await expect.poll(() => focusInModal(page)).toBe(true);
  });
  await walkWithBoth(page, 'SwapPreview', async () => {
    await page.evaluate(async () => {
      const modal = (window as unknown as { modal: { open(o: object): Promise<void>; close(): Promise<void> } }).modal;
      await modal.close();
      await modal.open({ view: 'Swap', arguments: { fromToken: 'ETH', toToken: 'SWT', amount: '0.01' } });
    });
    await dialog(page).getByRole('button', { name: 'Review swap' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Swap', exact: true })).toBeEnabled();
    // The pressed button went with the Swap view: the walk starts from the preview's first control.
    await dialog(page).getByRole('button', { name: 'Swap', exact: true }).focus();
    await expect.poll(() => focusInModal(page)).toBe(true);
  });
});

test('with Buy on: the Buy view and, once the provider\'s window is open, Buy in progress, by pad and by arrows alone', async ({ page }) => {
  test.setTimeout(test.info().timeout * 4);
  await connectedWith(page, 'onramp');
  await walkWithBoth(page, 'OnRampProviders', async () => {
    await openView(page, 'OnRampProviders', 'w3m-onramp-providers-view');
    await expect(dialog(page).getByRole('button', { name: '$25.00' })).toBeVisible();
  });
  // A preset amount, then Continue: the provider's window opens and the modal waits for the purchase.
  await dialog(page).getByRole('button', { name: '$25.00' }).click();
  const opened = page.waitForEvent('popup');
  await dialog(page).getByRole('button', { name: 'Continue with Coinbase' }).click();
  await (await opened).close();
  await expect(dialog(page).locator('w3m-buy-in-progress-view')).toBeVisible();
  for (const input of INPUTS) await walkView(page, input, 'BuyInProgress');
});

test('sign-in: the view asked right after connecting, by pad and by arrows alone', async ({ page }) => {
  await page.goto('/html.html?siwx=required');
  await openView(page, 'Connect', 'w3m-connect-view');
  await dialog(page).getByRole('button', { name: /Demo Wallet/ }).click();
  const signIn = dialog(page).locator('w3m-siwx-sign-message-view');
  await expect(signIn).toBeVisible();
  for (const input of INPUTS) await walkView(page, input, 'SIWXSignMessage');
});

test('on the canvas game a D-pad press the Connect view does not use goes on, Tab still moves, and the game hears nothing', async ({ page }) => {
  await page.goto('/canvas-game.html');
  await expect(page.getByTestId('game-state')).toHaveText('Playing');
  await page.locator('#game').focus();
  await page.keyboard.press('w');
  await expect(dialog(page)).toBeVisible();
  const heard = await page.getByTestId('keys-heard').textContent();
  const focusedName = () =>
    page.evaluate(() => {
      let element = document.activeElement;
      while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
      const host = (element?.getRootNode() as Partial<ShadowRoot>).host as { name?: string } | undefined;
      return (element?.getAttribute('aria-label') ?? host?.name ?? element?.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
  const tap = (button: number): Promise<void> => padTap(page, button);
  await expect.poll(focusedName).toBe('Close');
  // One connector row: down reaches it, down again leaves it for All Wallets, up comes back.
  await tap(PAD.down);
  await expect.poll(focusedName).toBe('Demo Wallet');
  await tap(PAD.down);
  await expect.poll(focusedName).toMatch(/^All Wallets/);
  await tap(PAD.up);
  await expect.poll(focusedName).toBe('Demo Wallet');
  // The keyboard's arrows do the same, and Tab still moves on from there.
  await page.keyboard.press('ArrowDown');
  await expect.poll(focusedName).toMatch(/^All Wallets/);
  await page.keyboard.press('ArrowUp');
  await expect.poll(focusedName).toBe('Demo Wallet');
  await page.keyboard.press('Tab');
  await expect.poll(focusedName).toMatch(/^All Wallets/);
  await page.keyboard.press('Shift+Tab');
  await expect.poll(focusedName).toBe('Demo Wallet');
  // The game heard none of these keys, and its player did not walk.
  await expect(page.getByTestId('keys-heard')).toHaveText(heard ?? '');
  await expect(page.getByTestId('player')).toHaveText('0, 0');
});
