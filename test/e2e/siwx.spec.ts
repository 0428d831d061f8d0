// Sign-in (SIWX) on the built plain-HTML demo with `?siwx=…`: the demo wallet signs with a real key, the
// default implementation keeps the session in localStorage, and real page reloads restore it.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_0, answerWallet, connectDemoWallet, expectConnected } from './helpers.js';

const signIn = (page: Page) => page.getByRole('dialog', { name: 'Sign In' });

async function storedSessions(page: Page): Promise<{ message: string; data: { accountAddress: string } }[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('w3m:siwxSessions') ?? '[]'));
}

test('required sign-in: sign once, a reload restores the session without asking, a tampered session is asked again', async ({ page }) => {
  await page.goto('/html.html?siwx=required');
  await connectDemoWallet(page);
  await expect(signIn(page)).toContainText('Plain HTML demo wants you to sign in');
  await expect(signIn(page)).toContainText('Demo Wallet');
  await signIn(page).getByRole('button', { name: 'Sign' }).click();
  await expect(signIn(page)).toBeHidden();
  await expectConnected(page, ACCOUNT_0);
  const [session] = await storedSessions(page);
  expect(session?.data.accountAddress).toBe(ACCOUNT_0);

  await page.reload();
  await expectConnected(page, ACCOUNT_0);
  // The restore check has answered (the demo counts the checks of its SIWX config); it found the session, so
  // nothing asks to sign.
  await expect(page.locator('html')).toHaveAttribute('data-siwx-checks', '1');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await storedSessions(page)).toHaveLength(1);

  await page.evaluate(() => {
    const sessions = JSON.parse(localStorage.getItem('w3m:siwxSessions') ?? '[]') as { message: string }[];
    sessions[0]!.message = sessions[0]!.message.replace(/Nonce: \w+/, 'Nonce: tampered12345');
    localStorage.setItem('w3m:siwxSessions', JSON.stringify(sessions));
  });
  await page.reload();
  await expect(signIn(page)).toBeVisible();
  expect(await storedSessions(page)).toHaveLength(0);
});

test('required sign-in declined: "Signature declined", then Cancel disconnects', async ({ page }) => {
  await page.goto('/html.html?siwx=required&wallet=manual');
  await connectDemoWallet(page);
  await answerWallet(page, 'Approve');
  await signIn(page).getByRole('button', { name: 'Sign' }).click();
  await answerWallet(page, 'Reject');
  await expect(page.getByText('Signature declined')).toBeVisible();
  await expect(signIn(page)).toContainText('You declined the signature');
  await signIn(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(signIn(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
});

test('optional sign-in declined: Cancel closes the modal and the wallet stays connected', async ({ page }) => {
  await page.goto('/html.html?siwx=optional&wallet=manual');
  await connectDemoWallet(page);
  await answerWallet(page, 'Approve');
  await expect(signIn(page)).toContainText('You can skip this and stay connected');
  await signIn(page).getByRole('button', { name: 'Sign' }).click();
  await answerWallet(page, 'Reject');
  await expect(page.getByText('Signature declined')).toBeVisible();
  await signIn(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(signIn(page)).toBeHidden();
  await expectConnected(page, ACCOUNT_0);
  expect(await storedSessions(page)).toHaveLength(0);
});
