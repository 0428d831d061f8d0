// AppKit's React + wagmi quickstart with only the package names changed (examples/wagmi): connect an EIP-6963
// wallet in the modal, sign through wagmi, reload. wagmi's useAccount and the modal's useAppKitAccount are
// rendered side by side; every animation frame compares them.
import { expect, test, type Page } from '@playwright/test';
import { verifyMessage } from 'viem';
import { ACCOUNT_0, modal } from './helpers.js';

/** Records every frame in which the page shows wagmi and the modal disagreeing. */
async function sampleEveryFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const drift: string[] = [];
    (window as unknown as { __drift: string[]; __frames: number }).__drift = drift;
    (window as unknown as { __frames: number }).__frames = 0;
    const tick = (): void => {
      (window as unknown as { __frames: number }).__frames += 1;
      const sides = document.querySelector('[data-testid="sides"]');
      const wagmi = sides?.getAttribute('data-wagmi');
      const modal = sides?.getAttribute('data-modal');
      if (sides && wagmi !== modal) drift.push(`wagmi ${wagmi} ≠ modal ${modal}`);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const drift = (page: Page) => page.evaluate(() => (window as unknown as { __drift: string[] }).__drift);
const frames = (page: Page) => page.evaluate(() => (window as unknown as { __frames: number }).__frames);

test('connect in the modal, sign through wagmi, reload: wagmi and the modal agree in every frame', async ({ page }) => {
  await sampleEveryFrame(page);
  await page.goto('/wagmi.html');
  await expect(page.locator('w3m-modal')).toHaveCount(1);
  const sides = page.getByTestId('sides');
  await expect(sides).toHaveAttribute('data-wagmi', 'disconnected||');

  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await modal(page).getByRole('button', { name: /Demo Wallet/ }).click();
  await expect(sides).toHaveAttribute('data-wagmi', `connected|${ACCOUNT_0}|1`);
  await expect(sides).toHaveAttribute('data-modal', `connected|${ACCOUNT_0}|1`);

  await page.getByRole('button', { name: 'Sign a message with wagmi' }).click();
  const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`;
  expect(await verifyMessage({ address: ACCOUNT_0, message: 'Play with wagmi', signature })).toBe(true);
  expect(await drift(page)).toEqual([]);

  await page.reload();
  await expect(sides).toHaveAttribute('data-wagmi', `connected|${ACCOUNT_0}|1`);
  await expect(sides).toHaveAttribute('data-modal', `connected|${ACCOUNT_0}|1`);
  expect(await frames(page)).toBeGreaterThan(0);
  expect(await drift(page)).toEqual([]);
  await expect(page.locator('w3m-modal')).toHaveCount(1);
});
