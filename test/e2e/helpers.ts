import { expect, type Page } from '@playwright/test';
import { createPublicClient, formatEther, http, parseEther } from 'viem';
import { EMBEDDED_ACCOUNT, FIXTURE_OTP } from '../fixtures/secure-site/server.mjs';

/** The first accounts of the test mnemonic: the demo wallet's accounts 0 and 1 (and the Node wallet's 0–2). */
export const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const ACCOUNT_2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
export const ACCOUNT_3 = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

export const short = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`;

async function anvilUrl(page: Page): Promise<string> {
  const response = await page.request.get('/__e2e/anvil');
  return ((await response.json()) as { url: string }).url;
}

/** A JSON-RPC call to the demo's node. */
export async function rpc(page: Page, method: string, params: unknown[]): Promise<unknown> {
  const response = await page.request.post(await anvilUrl(page), { data: { jsonrpc: '2.0', id: 1, method, params } });
  return ((await response.json()) as { result: unknown }).result;
}

/** Gives `address` a distinctive balance on the real node, so the test can tell a real read from a default. */
export async function setBalance(page: Page, address: string, ether: string): Promise<void> {
  await rpc(page, 'anvil_setBalance', [address, `0x${parseEther(ether).toString(16)}`]);
}

/** Balance as the node reports it, formatted the way the modal shows it in English (up to 4 decimals, grouped). */
export async function nodeBalance(page: Page, address: string): Promise<string> {
  const client = createPublicClient({ transport: http(await anvilUrl(page)) });
  const [whole, fraction = ''] = formatEther(await client.getBalance({ address: address as `0x${string}` })).split('.');
  const trimmed = fraction.slice(0, 4).replace(/0+$/, '');
  return Number(trimmed ? `${whole}.${trimmed}` : whole!).toLocaleString('en-US', { maximumFractionDigits: 4 });
}

export function modal(page: Page) {
  return page.getByRole('dialog', { name: /Connect Wallet|Account|Connecting|Connection declined/ });
}

/** Opens the modal from the page's connect button and picks the demo wallet. */
export async function connectDemoWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await modal(page).getByRole('button', { name: /Demo Wallet/ }).click();
}

/** The account button (w3m-button when connected), named after the address it shows. */
export function accountButton(page: Page, address: string) {
  return page.getByRole('button', { name: new RegExp(short(address)) }).first();
}

export async function expectConnected(page: Page, address: string): Promise<void> {
  await expect(accountButton(page, address)).toBeVisible();
}

/**
 * Signs in with the embedded wallet on a page with email on (`?email=on`): the page's button, an email, the local
 * secure site's code; resolves once the account button shows the embedded wallet's address and the modal closed.
 */
export async function signInByEmail(page: Page): Promise<void> {
  await page.locator('w3m-button, appkit-button').first().click();
  const login = page.getByRole('dialog').locator('w3m-email-login');
  await login.locator('input').fill('player@example.com');
  await login.locator('input').press('Enter');
  await login.locator('form[data-kind="otp"] input').fill(FIXTURE_OTP);
  await login.locator('form[data-kind="otp"] input').press('Enter');
  await expectConnected(page, EMBEDDED_ACCOUNT.address);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Approves or rejects the request waiting in the demo wallet's panel (`?wallet=manual`). */
export async function answerWallet(page: Page, answer: 'Approve' | 'Reject'): Promise<void> {
  await page.getByRole('dialog', { name: 'Demo Wallet' }).getByRole('button', { name: answer }).click();
}

/** The player's wallet moves to `chainId`, reached the way any page script can reach it: EIP-6963. */
export async function walletSwitchesTo(page: Page, chainId: number): Promise<void> {
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

/**
 * Console errors, uncaught exceptions, CSP violations and failed requests of `page`, from its first script on:
 * the returned function lists them.
 */
export async function watchProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('console', message => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', error => problems.push(`uncaught: ${error.message}`));
  // A request the page cancels itself (a navigation, an AbortController) is not a failure a player sees.
  page.on('requestfailed', request => {
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} (${reason})`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', event => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`), true);
  });
  return async () => [...problems, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).map(line => `csp: ${line}`)];
}

/**
 * Presses and releases `button` of the scripted pad (test/fixtures/scripted-gamepad.ts, installed with
 * `page.addInitScript`), letting the page read the pad twice after each change: the game and the modal, once a frame
 * each. The reads are counted in the same task as the change: a frame between a separate count and the change would
 * pass for the reads that follow it.
 */
export async function tapPad(page: Page, button: number): Promise<void> {
  for (const change of ['press', 'release'] as const) {
    const before = await page.evaluate(([what, index]) => {
      window.scriptedGamepad[what](index);
      return window.scriptedGamepad.polls;
    }, [change, button] as const);
    await page.waitForFunction(count => window.scriptedGamepad.polls >= count + 2, before);
  }
}
