// The demo's manual wallet (`?wallet=manual`): its approval panel never makes the modal inert, a declined
// connection says so in the modal's title, and "Try again" connects, by mouse and by keyboard.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_0, expectConnected } from './helpers.js';

const panel = (page: Page) => page.getByRole('dialog', { name: 'Demo Wallet' });
const declined = (page: Page) => page.getByRole('dialog', { name: 'Connection declined' });

/** The modal's dialog is the one modal dialog of the page, and nothing of it is inert. */
async function expectModalUsable(page: Page): Promise<void> {
  const state = await page.evaluate(() => {
    const dialog = document.querySelector('w3m-modal')!.shadowRoot!.querySelector('dialog')!;
    return {
      modal: dialog.matches(':modal'),
      otherModals: [...document.querySelectorAll('dialog')].filter(d => d.matches(':modal')).length,
      retryHit: (() => {
        const retry = dialog.querySelector('w3m-router')?.shadowRoot?.querySelector('w3m-connecting-external-view')?.shadowRoot?.querySelector('[part="retry"]');
        if (!retry) return 'no retry';
        const box = retry.getBoundingClientRect();
        // What a click in the middle of the button lands on, through the shadow roots.
        let hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        while (hit?.shadowRoot) {
          const inner = hit.shadowRoot.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          if (!inner || inner === hit) break;
          hit = inner;
        }
        return retry.contains(hit) || retry.shadowRoot?.contains(hit) || hit === retry ? 'retry' : String(hit?.tagName);
      })(),
    };
  });
  expect(state).toEqual({ modal: true, otherModals: 0, retryHit: 'retry' });
}

/** The element that has focus, through the shadow roots. */
const focusedPart = (page: Page) =>
  page.evaluate(() => {
    let element = document.activeElement;
    const parts: string[] = [];
    while (element) {
      const part = element.getAttribute('part');
      if (part) parts.push(part);
      element = element.shadowRoot?.activeElement ?? null;
    }
    return parts.join(' ');
  });

async function rejectFirstRequest(page: Page): Promise<void> {
  await page.goto('/index.html?wallet=manual');
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Demo Wallet/ }).click();
  // The prompt waits in the panel while the modal is open: both are usable, the modal is not held inert.
  await expect(panel(page).getByRole('button', { name: 'Reject' })).toBeVisible();
  expect(await page.evaluate(() => document.querySelector('w3m-modal')!.shadowRoot!.querySelector('dialog')!.matches(':modal'))).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Connecting' }).getByRole('button', { name: 'Back' })).toBeEnabled();
  await panel(page).getByRole('button', { name: 'Reject' }).click();
  await expect(declined(page)).toContainText('You declined the request in your wallet');
  await expectModalUsable(page);
}

test('"Try again" after a declined request connects, by mouse', async ({ page }) => {
  await rejectFirstRequest(page);
  await declined(page).getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'Connecting' })).toContainText('Continue in Demo Wallet');
  await panel(page).getByRole('button', { name: 'Approve' }).click();
  await expectConnected(page, ACCOUNT_0);
});

test('"Try again" after a declined request connects, by keyboard', async ({ page }) => {
  await rejectFirstRequest(page);
  // Tab reaches "Try again" from wherever focus is.
  for (let i = 0; i < 8 && !(await focusedPart(page)).includes('retry'); i++) await page.keyboard.press('Tab');
  expect(await focusedPart(page)).toContain('retry');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Connecting' })).toContainText('Continue in Demo Wallet');
  const approve = panel(page).getByRole('button', { name: 'Approve' });
  await approve.focus();
  await page.keyboard.press('Enter');
  await expectConnected(page, ACCOUNT_0);
});
