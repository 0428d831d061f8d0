// WalletConnect end to end: the built demo pairs over the demo server's local relay with a real Node wallet
// (@walletconnect/sign-client, test/fixtures/wc/wallet.mjs) started in this test process for each test.
// personal_sign is not covered here: the demo exposes no AppKit instance and has no sign button, so a page
// cannot be asked to sign without new code in src; test/wc/connect.test.ts covers the round trip.
import { expect, test, type Page } from '@playwright/test';
import type { WcWallet } from '../fixtures/wc/wallet.mjs';
import { nonLoopbackHosts } from '../wc-node/net-audit.mjs';
import { ACCOUNT_1, ACCOUNT_2, accountButton, expectConnected, nodeBalance, setBalance, short } from './helpers.js';
import { copyUri, expectQr, openWalletConnect, pairFromQr, proposals, relay, startWallet, stopWallets } from './wc-helpers.js';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The whole happy path: QR → copy → the wallet pairs and approves → the page shows the account. */
async function connect(page: Page, wallet: WcWallet): Promise<string> {
  const uri = await pairFromQr(page, wallet);
  await expectConnected(page, wallet.address());
  return uri;
}

test.describe('WalletConnect with a Node wallet over the local relay', () => {
  test.afterEach(async ({ page }) => {
    await stopWallets();
    // A test that failed mid-outage must not leave the next one without a relay (no-op when running).
    await relay(page, 'restart');
  });

  test.afterAll(() => {
    // The wallets run in this process: they too must have stayed on loopback.
    expect(nonLoopbackHosts()).toEqual([]);
  });

  test('QR code → "Copy link" → the wallet pairs: address and the real balance from the node', async ({ page }) => {
    await page.goto('/index.html');
    await setBalance(page, ACCOUNT_1, '321.125');
    const wallet = await startWallet(page);
    await openWalletConnect(page);
    const uri = await copyUri(page);
    await expect(page.getByText('Link copied')).toBeVisible();
    await wallet.pair(uri);
    await expectConnected(page, ACCOUNT_1);
    await expect(page.getByTestId('address')).toHaveText(ACCOUNT_1);
    await expect(accountButton(page, ACCOUNT_1)).toContainText(`${await nodeBalance(page, ACCOUNT_1)} ETH`);
    await expect(accountButton(page, ACCOUNT_1)).toContainText('321.125 ETH');
    expect(wallet.sessions()).toHaveLength(1);
    expect(wallet.sessions()[0]?.peer.name).toBe('Tap Quest');
  });

  test('the page follows the wallet: account change, chain change, unsupported chain → "Wrong Network"', async ({ page }) => {
    await page.goto('/index.html');
    await setBalance(page, ACCOUNT_2, '8.5');
    const wallet = await startWallet(page);
    await connect(page, wallet);

    await wallet.changeAccount(2);
    await expectConnected(page, ACCOUNT_2);
    await expect(page.getByTestId('address')).toHaveText(ACCOUNT_2);
    await expect(accountButton(page, ACCOUNT_2)).toContainText('8.5 ETH');

    // The demo supports Ethereum only: chain 10 is a network this app does not support.
    await wallet.changeChain(10);
    const wrong = page.getByRole('button', { name: `Wrong network for ${ACCOUNT_2}. Open account` });
    await expect(wrong).toContainText('Wrong Network');
    await wallet.changeChain(1);
    await expect(wrong).toHaveCount(0);
    await expect(accountButton(page, ACCOUNT_2)).toContainText('8.5 ETH');
  });

  for (const code of [5000, 4001]) {
    test(`the wallet declines (${code}): "Connection declined", and a retry with a fresh URI connects`, async ({ page }) => {
      await page.goto('/html.html');
      const wallet = await startWallet(page, { autoApprove: false });
      await openWalletConnect(page);
      const first = await copyUri(page);
      await wallet.pair(first);
      if (code === 5000) {
        await wallet.rejectNext(); // the SDK's USER_REJECTED for proposals
      } else {
        // rejectNext() maps 4001 to 5000 for proposals; a wallet may send the EIP-1193 code itself.
        const { detail: id } = await wallet.waitForEvent('session_proposal');
        await wallet.client.reject({ id: Number(id), reason: { code: 4001, message: 'User rejected the request.' } });
      }
      const dialog = page.getByRole('dialog', { name: 'WalletConnect' });
      await expect(dialog).toContainText('Connection declined');
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await expectQr(page);
      const fresh = await copyUri(page, first);
      wallet.setAutoApprove(true);
      await wallet.pair(fresh);
      await expectConnected(page, ACCOUNT_1);
    });
  }

  test('a reload restores the session without pairing again', async ({ page }) => {
    await page.goto('/index.html');
    const wallet = await startWallet(page);
    await connect(page, wallet);
    expect(proposals(wallet)).toBe(1);
    await page.reload();
    await expectConnected(page, ACCOUNT_1);
    await expect(page.getByTestId('address')).toHaveText(ACCOUNT_1);
    expect(proposals(wallet)).toBe(1);
    expect(wallet.sessions()).toHaveLength(1);
    // The restored session is live: the wallet's account change still reaches the page.
    await wallet.changeAccount(2);
    await expectConnected(page, ACCOUNT_2);
  });

  test('disconnect from the page ends the session in the wallet too, and stays ended after a reload', async ({ page }) => {
    await page.goto('/index.html');
    const wallet = await startWallet(page);
    await connect(page, wallet);
    const since = Date.now();
    await accountButton(page, ACCOUNT_1).click();
    const account = page.getByRole('dialog', { name: 'Account' });
    await expect(account).toContainText(short(ACCOUNT_1));
    await account.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
    await wallet.waitForEvent('session_delete', { since });
    expect(wallet.sessions()).toEqual([]);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
  });

  test('disconnect from the wallet ends the session on the page', async ({ page }) => {
    await page.goto('/html.html');
    const wallet = await startWallet(page);
    await connect(page, wallet);
    await wallet.disconnect();
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
    await expect(accountButton(page, ACCOUNT_1)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
  });

  test('relay killed mid-pairing: a clear error (no endless spinner), and a retry works once it is back', async ({ page }) => {
    await page.goto('/index.html');
    const wallet = await startWallet(page);
    await openWalletConnect(page);
    const first = await copyUri(page);
    await relay(page, 'kill');
    const dialog = page.getByRole('dialog', { name: 'WalletConnect' });
    await expect(dialog).toContainText('Cannot reach the connection relay');
    await expect(dialog).toContainText('Check your connection and try again.');
    await expect(dialog.getByRole('img', { name: 'WalletConnect QR code' })).toHaveCount(0);
    await relay(page, 'restart');
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expectQr(page);
    const fresh = await copyUri(page, first);
    await wallet.pair(fresh);
    await expectConnected(page, ACCOUNT_1);
  });
});
