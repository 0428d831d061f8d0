// AppKit's React + wagmi quickstart with only the package names changed (examples/wagmi): connect in the modal
// (an EIP-6963 wallet, or a phone wallet over WalletConnect), then sign, switch chain and disconnect through
// wagmi's hooks, and reload. wagmi's useAccount and the modal's useAppKitAccount are rendered side by side; every
// animation frame compares them.
import { expect, test, type Page } from '@playwright/test';
import { verifyMessage } from 'viem';
import { nonLoopbackHosts } from '../wc-node/net-audit.mjs';
import { ACCOUNT_0, ACCOUNT_1, ACCOUNT_2, modal, short } from './helpers.js';
import { pairFromQr, proposals, startWallet, stopWallets } from './wc-helpers.js';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

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

/** The methods the Demo Wallet was asked for on this page, reached as any page script reaches it: EIP-6963. */
function demoWalletRequests(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>(resolve => {
        const onAnnounce = (event: Event): void => {
          const { info, provider } = (event as CustomEvent<{ info: { name: string }; provider: { requests: { method: string }[] } }>).detail;
          if (info.name !== 'Demo Wallet') return;
          window.removeEventListener('eip6963:announceProvider', onAnnounce);
          resolve(provider.requests.map(request => request.method));
        };
        window.addEventListener('eip6963:announceProvider', onAnnounce);
        window.dispatchEvent(new Event('eip6963:requestProvider'));
      }),
  );
}

const count = (methods: string[], method: string): number => methods.filter(m => m === method).length;

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

test('a reload reconnects once: <WagmiProvider> restores the connection, the adapter does not do it again', async ({ page }) => {
  await page.goto('/wagmi.html');
  const sides = page.getByTestId('sides');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await modal(page).getByRole('button', { name: /Demo Wallet/ }).click();
  await expect(sides).toHaveAttribute('data-wagmi', `connected|${ACCOUNT_0}|1`);

  await page.reload();
  await expect(sides).toHaveAttribute('data-modal', `connected|${ACCOUNT_0}|1`);
  // One reconnect asks an injected wallet for its accounts twice (is it authorized, then connect) and for its
  // chain once; two runs (the adapter's and <WagmiProvider>'s) asked four times and twice.
  const asked = await demoWalletRequests(page);
  expect({ accounts: count(asked, 'eth_accounts'), chainId: count(asked, 'eth_chainId') }).toEqual({ accounts: 2, chainId: 1 });
  expect(count(asked, 'eth_requestAccounts')).toBe(0);
  // The restored connection can be used (reown-com/appkit#5020), and no late second run asked again meanwhile.
  await page.getByRole('button', { name: 'Sign a message with wagmi' }).click();
  const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`;
  expect(await verifyMessage({ address: ACCOUNT_0, message: 'Play with wagmi', signature })).toBe(true);
  expect(count(await demoWalletRequests(page), 'eth_accounts')).toBe(2);
});

test('Networks view, OP Mainnet: the Demo Wallet adds the chain and moves to it; nothing says the player declined', async ({ page }) => {
  await page.goto('/wagmi.html');
  const sides = page.getByTestId('sides');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await modal(page).getByRole('button', { name: /Demo Wallet/ }).click();
  await expect(sides).toHaveAttribute('data-wagmi', `connected|${ACCOUNT_0}|1`);

  await page.waitForFunction(() => window.modal !== undefined);
  await page.evaluate(() => window.modal!.open({ view: 'Networks' }));
  const networks = page.getByRole('dialog', { name: 'Choose Network' });
  await networks.getByRole('button', { name: /OP Mainnet/ }).click();
  // The wallet did not know the chain (4902): wagmi added it, and the wallet moved to it as extensions do.
  await expect(sides).toHaveAttribute('data-wagmi', `connected|${ACCOUNT_0}|10`);
  await expect(sides).toHaveAttribute('data-modal', `connected|${ACCOUNT_0}|10`);
  const asked = await demoWalletRequests(page);
  expect(asked.filter(method => /^wallet_(switch|add)EthereumChain$/.test(method))).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain']);
  await expect(page.getByText(/declined/i)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('WalletConnect through wagmi (a phone wallet over the local relay)', () => {
  test.afterEach(async () => {
    await stopWallets();
  });

  test.afterAll(() => {
    // The wallets run in this process: they too must have stayed on loopback.
    expect(nonLoopbackHosts()).toEqual([]);
  });

  test('paired in the modal, the session is wagmi\'s: sign, switch chain, disconnect from either side, reload; every frame agrees', async ({ page }) => {
    await sampleEveryFrame(page);
    await page.goto('/wagmi.html');
    const sides = page.getByTestId('sides');
    await expect(sides).toHaveAttribute('data-wagmi', 'disconnected||');
    const wallet = await startWallet(page);

    const first = await pairFromQr(page, wallet);
    await expect(sides).toHaveAttribute('data-wagmi', `connected|${ACCOUNT_1}|1`);
    await expect(sides).toHaveAttribute('data-modal', `connected|${ACCOUNT_1}|1`);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // wagmi's useSignMessage: the phone wallet signs over the session.
    await page.getByRole('button', { name: 'Sign a message with wagmi' }).click();
    const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`;
    expect(await verifyMessage({ address: ACCOUNT_1, message: 'Play with wagmi', signature })).toBe(true);

    // wagmi's useSwitchChain: the session approved both chains.
    await page.getByRole('button', { name: 'Switch to OP Mainnet with wagmi' }).click();
    await expect(sides).toHaveAttribute('data-wagmi', `connected|${ACCOUNT_1}|10`);
    await expect(sides).toHaveAttribute('data-modal', `connected|${ACCOUNT_1}|10`);

    // wagmi's useDisconnect: the wallet is told (session_delete), both sides are disconnected.
    const since = Date.now();
    await page.getByRole('button', { name: 'Disconnect with wagmi' }).click();
    await expect(sides).toHaveAttribute('data-modal', 'disconnected||');
    await wallet.waitForEvent('session_delete', { since, timeout: 10_000 });
    expect(wallet.sessions()).toEqual([]);

    // Paired again (on the app's network, still OP Mainnet), then a reload: wagmi restores the session without
    // pairing again.
    await pairFromQr(page, wallet, first);
    await expect(sides).toHaveAttribute('data-modal', `connected|${ACCOUNT_1}|10`);
    expect(proposals(wallet)).toBe(2);
    const before = await drift(page);
    await page.reload();
    await expect(sides).toHaveAttribute('data-wagmi', `connected|${ACCOUNT_1}|10`);
    await expect(sides).toHaveAttribute('data-modal', `connected|${ACCOUNT_1}|10`);
    expect(proposals(wallet)).toBe(2);
    expect(wallet.sessions()).toHaveLength(1);
    // The restored session is live both ways: wagmi signs through it, and the wallet's account switch arrives.
    await page.getByRole('button', { name: 'Sign a message with wagmi' }).click();
    const again = (await page.getByTestId('signature').textContent()) as `0x${string}`;
    expect(await verifyMessage({ address: ACCOUNT_1, message: 'Play with wagmi', signature: again })).toBe(true);
    await wallet.changeAccount(2);
    await expect(sides).toHaveAttribute('data-wagmi', `connected|${ACCOUNT_2}|10`);
    await expect(sides).toHaveAttribute('data-modal', `connected|${ACCOUNT_2}|10`);

    // The modal's own Disconnect (Account view) ends the session in the wallet too.
    const deleted = Date.now();
    await page.getByRole('button', { name: new RegExp(short(ACCOUNT_2)) }).first().click();
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click();
    await expect(sides).toHaveAttribute('data-wagmi', 'disconnected||');
    await wallet.waitForEvent('session_delete', { since: deleted, timeout: 10_000 });

    // The wallet ends the session: wagmi and the modal both let go.
    await pairFromQr(page, wallet);
    await expect(sides).toHaveAttribute('data-modal', `connected|${ACCOUNT_2}|10`);
    await wallet.disconnect();
    await expect(sides).toHaveAttribute('data-wagmi', 'disconnected||');
    await expect(sides).toHaveAttribute('data-modal', 'disconnected||');
    expect(before).toEqual([]);
    expect(await frames(page)).toBeGreaterThan(0);
    expect(await drift(page)).toEqual([]);
  });
});
