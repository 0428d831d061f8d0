import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_0, accountButton, connectDemoWallet, expectConnected } from './helpers.js';

/** The player switches network inside the demo wallet, reached the way any page script can: EIP-6963. */
async function walletSwitchesTo(page: Page, chainId: number): Promise<void> {
  await page.evaluate(
    id =>
      new Promise<void>(resolve => {
        const onAnnounce = (event: Event): void => {
          const { info, provider } = (event as CustomEvent<{ info: { name: string }; provider: { switchChain(id: number): void } }>).detail;
          if (info.name !== 'Demo Wallet') return;
          window.removeEventListener('eip6963:announceProvider', onAnnounce);
          provider.switchChain(id);
          resolve();
        };
        window.addEventListener('eip6963:announceProvider', onAnnounce);
        window.dispatchEvent(new Event('eip6963:requestProvider'));
      }),
    chainId,
  );
}

for (const path of ['/index.html', '/html.html']) {
  test(`${path}: a wallet on an unsupported network gets the Switch Network view until it is back`, async ({ page }) => {
    await page.goto(path);
    await connectDemoWallet(page);
    await expectConnected(page, ACCOUNT_0);

    await walletSwitchesTo(page, 5);
    const dialog = page.getByRole('dialog', { name: 'Switch Network' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('does not support: Goerli.');
    await expect(page.getByRole('button', { name: /Wrong network/ }).first()).toBeVisible();

    // Escape does not close it while the network is unsupported.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Ethereum' }).click();
    await expect(dialog).toBeHidden();
    await expect(accountButton(page, ACCOUNT_0)).toBeVisible();
  });
}
