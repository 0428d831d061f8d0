// Send with the embedded wallet (issue 36: "with the embedded wallet, the send goes through ApproveTransaction") on
// the plain HTML demo with email sign-in and Send on (`?email=on&send=on`): a player signs in with the local secure
// site's code and sends ETH from the Account view. Send on the preview opens Approve Transaction, where the secure
// site's frame shows its approval; Approve there and the transfer is signed by the secure site, mined on the
// demo's node and read back; Reject and the preview says so, and Send asks again. The second walk is by keyboard:
// Tab reaches the frame's buttons, and after the frame the focus is back on Send.
import { expect, test, type Page } from '@playwright/test';
import { createPublicClient, http, parseEther, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { EMBEDDED_ACCOUNT } from '../fixtures/secure-site/server.mjs';
import { accountButton, signInByEmail, watchProblems } from './helpers.js';

const dialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('[part="card"]') });
/** The secure site's approval panel, in its own frame laid over the Approve Transaction view. */
const secureFrame = (page: Page) => page.frameLocator('iframe#w3m-iframe');

/** A receiver nobody else uses: its balance is what this spec sent. */
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address;

/**
 * Presses Tab until the secure frame's `id` button has the focus (its page focused, the button its active element),
 * as a keyboard player reaches the approval laid over the view; fails after `max` presses.
 */
async function tabIntoFrame(page: Page, id: 'approve' | 'reject', max = 12): Promise<void> {
  const frame = page.frames().find(f => f.url().includes('/sdk'));
  if (!frame) throw new Error('no secure frame in the page');
  for (let presses = 0; presses < max; presses++) {
    if (await frame.evaluate(target => document.hasFocus() && document.activeElement?.id === target, id)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the secure frame's ${id} button`);
}

async function ethBalance(page: Page, address: Address): Promise<bigint> {
  const { url } = (await (await page.request.get('/__e2e/anvil')).json()) as { url: string };
  return createPublicClient({ transport: http(url) }).getBalance({ address });
}

/** Signs in by email with the secure site's code, then opens Send from the Account view and previews an ETH send. */
async function previewEthSend(page: Page, amount: string, receiver: Address): Promise<void> {
  await page.goto('/html.html?email=on&send=on');
  await signInByEmail(page);
  await accountButton(page, EMBEDDED_ACCOUNT.address).click();
  const view = dialog(page);
  await view.getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Send' }).click();
  await expect(view).toHaveAccessibleName('Send');
  await view.locator('[part="token"]').click();
  await view.locator('[part="token"][data-symbol="ETH"]').click();
  await expect(view).toHaveAccessibleName('Send');
  await view.getByLabel('Amount').fill(amount);
  await view.getByLabel('To', { exact: true }).fill(receiver);
  await view.getByRole('button', { name: 'Preview send' }).click();
  await expect(view).toHaveAccessibleName('Review Send');
  await expect(view.locator('[part="summary"]')).toContainText(receiver);
  await expect(view.locator('[part="summary"]')).not.toContainText('Estimating');
}

test('signed in with the embedded wallet: Send opens Approve Transaction, Approve in the secure frame, mined and read back', async ({ page }) => {
  const problems = await watchProblems(page);
  const receiver = freshAddress();
  await previewEthSend(page, '0.25', receiver);
  const view = dialog(page);
  await view.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(view).toHaveAccessibleName('Approve Transaction');
  await expect(secureFrame(page).getByText('Approve eth_sendTransaction?')).toBeVisible();
  await secureFrame(page).getByRole('button', { name: 'Approve' }).click();
  await expect(view).toHaveAccessibleName('Account');
  await expect(page.getByRole('status').filter({ hasText: 'Sent' })).toBeVisible();
  await expect(page.locator('iframe#w3m-iframe')).toBeHidden();
  expect(await ethBalance(page, receiver)).toBe(parseEther('0.25'));
  expect(await problems()).toEqual([]);
});

test('by keyboard: declined in the secure frame, back on the preview with the message and the focus on Send; Enter asks again', async ({ page }) => {
  const receiver = freshAddress();
  await previewEthSend(page, '0.05', receiver);
  const view = dialog(page);
  const send = view.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(view).toHaveAccessibleName('Approve Transaction');
  await expect(secureFrame(page).getByText('Approve eth_sendTransaction?')).toBeVisible();
  await tabIntoFrame(page, 'reject');
  await page.keyboard.press('Enter');
  await expect(view).toHaveAccessibleName('Review Send');
  await expect(view.getByRole('alert')).toHaveText('The send was declined in the wallet');
  await expect(page.locator('iframe#w3m-iframe')).toBeHidden();
  expect(await ethBalance(page, receiver)).toBe(0n);
  // The keys stay in the modal: the frame is gone and Send has the focus again.
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(view).toHaveAccessibleName('Approve Transaction');
  await tabIntoFrame(page, 'approve');
  await page.keyboard.press('Enter');
  await expect(view).toHaveAccessibleName('Account');
  expect(await ethBalance(page, receiver)).toBe(parseEther('0.05'));
});
