// WalletConnect in the e2e specs: a real Node wallet (@walletconnect/sign-client, test/fixtures/wc/wallet.mjs) on
// the demo server's local relay and node, and the steps a player takes to pair it from the modal's QR view.
// Kept apart from helpers.ts so that specs without WalletConnect do not load the wallet's SDK.
import { expect, type Page } from '@playwright/test';
import { startWcWallet } from '../fixtures/wc/wallet.mjs';
import type { WcWallet } from '../fixtures/wc/wallet.mjs';
import { modal } from './helpers.js';

interface DemoInfo {
  url: string;
  chainId: number;
  relayUrl: string;
}

/** Wallets started by {@link startWallet}; a spec stops them in afterEach with {@link stopWallets}. */
const wallets: WcWallet[] = [];

async function demoInfo(page: Page): Promise<DemoInfo> {
  return (await (await page.request.get('/__e2e/anvil')).json()) as DemoInfo;
}

/** A Node wallet on the demo's relay and node; account index 1 unless told otherwise. */
export async function startWallet(page: Page, options: { autoApprove?: boolean; accountIndex?: number } = {}): Promise<WcWallet> {
  const { url, chainId, relayUrl } = await demoInfo(page);
  const wallet = await startWcWallet({ relayUrl, rpcUrl: url, chainId, accountIndex: 1, ...options });
  wallets.push(wallet);
  return wallet;
}

export async function stopWallets(): Promise<void> {
  await Promise.all(wallets.splice(0).map(wallet => wallet.stop()));
}

/** Takes the demo server's relay down, or brings it back on the same port. */
export async function relay(page: Page, action: 'kill' | 'restart'): Promise<void> {
  const response = await page.request.post(`/__e2e/relay/${action}`);
  expect(response.ok(), await response.text()).toBe(true);
}

export async function expectQr(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'WalletConnect' });
  await expect(dialog.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible();
  await expect(dialog).toContainText('Scan with your phone');
}

/** Connect Wallet → WalletConnect: the QR view with its code and "Copy link". */
export async function openWalletConnect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await modal(page).getByRole('button', { name: /WalletConnect/ }).click();
  await expectQr(page);
}

/** The pairing URI as a user gets it: "Copy link", then the clipboard (a different one than `previous`). */
export async function copyUri(page: Page, previous?: string): Promise<string> {
  await page.getByRole('dialog', { name: 'WalletConnect' }).getByRole('button', { name: 'Copy link' }).click();
  let uri = '';
  await expect
    .poll(async () => {
      uri = await page.evaluate(() => navigator.clipboard.readText());
      return /^wc:[0-9a-f]{64}@2\?/.test(uri) && uri !== previous;
    }, { message: 'no (new) pairing URI on the clipboard' })
    .toBe(true);
  return uri;
}

/** QR → "Copy link" → the wallet pairs (and, in auto mode, approves). Returns the URI it paired with. */
export async function pairFromQr(page: Page, wallet: WcWallet, previous?: string): Promise<string> {
  await openWalletConnect(page);
  const uri = await copyUri(page, previous);
  await wallet.pair(uri);
  return uri;
}

export const proposals = (wallet: WcWallet): number => wallet.events().filter(e => e.name === 'session_proposal').length;
