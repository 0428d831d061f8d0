// The demo game on chain, against what `npm start` starts (scripts/demo-services.mjs, run here by the e2e demo
// server): the ScoreBoard contract on the local node, the relay, the local wallet directory. The player connects in
// the modal, plays a short round, saves the score with wagmi's useWriteContract and sees the best read back from
// the chain; once with the Demo Wallet (EIP-6963), once with a phone wallet over WalletConnect. The page must log
// no error and break no CSP rule on the way.
import { expect, test, type Page } from '@playwright/test';
import { createPublicClient, http, type Address } from 'viem';
import { scoreBoardAbi } from '../../examples/game/score-board.mjs';
import { startWcWallet } from '../fixtures/wc/wallet.mjs';
import type { WcWallet } from '../fixtures/wc/wallet.mjs';
import { ACCOUNT_0, ACCOUNT_3, answerWallet, connectDemoWallet, expectConnected, modal, watchProblems } from './helpers.js';

interface DemoInfo {
  url: string;
  chainId: number;
  relayUrl: string;
  explorerUrl: string;
  scoreBoard: Address;
}

/** Short rounds keep the tests quick; the game's own round is ten seconds. */
const GAME = '/index.html?round=3';

async function demoInfo(page: Page): Promise<DemoInfo> {
  return (await (await page.request.get('/__e2e/anvil')).json()) as DemoInfo;
}

/** The player's best as the node has it, asked without the page. */
async function bestOnChain(page: Page, player: Address): Promise<bigint> {
  const { url, scoreBoard } = await demoInfo(page);
  const client = createPublicClient({ transport: http(url) });
  return client.readContract({ address: scoreBoard, abi: scoreBoardAbi, functionName: 'best', args: [player] });
}

/** Plays one round with a few taps and returns the score the game shows when it ends. */
async function playRound(page: Page): Promise<number> {
  const game = page.getByRole('region', { name: 'Game' });
  await game.getByRole('button', { name: /Start round|Play again/ }).click();
  const tap = game.getByRole('button', { name: 'Tap!' });
  await tap.click();
  // More taps if the round is still on (a click on the disabled coin after the round counts nothing).
  await tap.click({ force: true });
  await tap.click({ force: true });
  // The round is over when the save button names a score.
  const save = game.getByRole('button', { name: /^Save \d+ on chain$/ });
  await expect(save).toBeEnabled({ timeout: 10_000 });
  return Number(await game.getByTestId('score').textContent());
}

/** Saves the last round's score and waits for the best the page read back after the receipt. */
async function saveScore(page: Page, score: number, approve?: () => Promise<void>): Promise<void> {
  const game = page.getByRole('region', { name: 'Game' });
  await game.getByRole('button', { name: `Save ${score} on chain` }).click();
  if (approve) {
    await expect(game.getByTestId('save-status')).toHaveText('Confirm in your wallet…');
    await approve();
  }
  await expect(game.getByTestId('save-status')).toHaveText(/^Saved in block \d+\.$/, { timeout: 15_000 });
}

test('Demo Wallet: the best score is read from the chain, a round is saved, the new best comes back from the chain', async ({ page }) => {
  const problems = await watchProblems(page);
  await page.goto(`${GAME}&wallet=manual`);
  await connectDemoWallet(page);
  await answerWallet(page, 'Approve');
  await expectConnected(page, ACCOUNT_0);

  const before = await bestOnChain(page, ACCOUNT_0);
  const best = page.getByTestId('best');
  await expect(best).toHaveText(String(before));

  const score = await playRound(page);
  expect(score).toBeGreaterThan(0);
  await saveScore(page, score, () => answerWallet(page, 'Approve'));
  // That score is on chain now: the button cannot send it a second time, until a new round.
  const game = page.getByRole('region', { name: 'Game' });
  await expect(game.getByRole('button', { name: `Save ${score} on chain` })).toBeDisabled();
  const expected = BigInt(score) > before ? BigInt(score) : before;
  expect(await bestOnChain(page, ACCOUNT_0)).toBe(expected);
  await expect(best).toHaveText(String(expected));

  // A lower score is recorded (the Score event) but the best stays: the chain decides, not the page.
  await page.getByRole('button', { name: 'Play again' }).click();
  await expect(game.getByRole('button', { name: /^Save 0 on chain$/ })).toBeEnabled({ timeout: 10_000 });
  await saveScore(page, 0, () => answerWallet(page, 'Approve'));
  await expect(game.getByRole('button', { name: 'Save 0 on chain' })).toBeDisabled();
  await expect(best).toHaveText(String(expected));
  expect(await bestOnChain(page, ACCOUNT_0)).toBe(expected);

  expect(await problems()).toEqual([]);
});

test('Demo Wallet: a declined transaction says so and leaves the best as it was', async ({ page }) => {
  await page.goto(`${GAME}&wallet=manual`);
  await connectDemoWallet(page);
  await answerWallet(page, 'Approve');
  await expectConnected(page, ACCOUNT_0);
  const before = await bestOnChain(page, ACCOUNT_0);
  await expect(page.getByTestId('best')).toHaveText(String(before));
  const score = await playRound(page);
  const game = page.getByRole('region', { name: 'Game' });
  await game.getByRole('button', { name: `Save ${score} on chain` }).click();
  await expect(game.getByTestId('save-status')).toHaveText('Confirm in your wallet…');
  await answerWallet(page, 'Reject');
  await expect(game.getByTestId('save-status')).toHaveText(/^Not saved: /);
  await expect(game.getByRole('button', { name: `Save ${score} on chain` })).toBeEnabled();
  expect(await bestOnChain(page, ACCOUNT_0)).toBe(before);
});

test.describe('phone wallet over the local relay', () => {
  let wallet: WcWallet | undefined;
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  test.afterEach(async () => {
    await wallet?.stop();
    wallet = undefined;
  });

  test('WalletConnect: pair, save a round, the new best comes back from the chain', async ({ page }) => {
    const problems = await watchProblems(page);
    const player: Address = ACCOUNT_3;
    await page.goto(GAME);
    const { url, chainId, relayUrl } = await demoInfo(page);
    wallet = await startWcWallet({ relayUrl, rpcUrl: url, chainId, accountIndex: 3 });

    await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
    await modal(page).getByRole('button', { name: /WalletConnect/ }).click();
    const qr = page.getByRole('dialog', { name: 'WalletConnect' });
    await expect(qr.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible();
    await qr.getByRole('button', { name: 'Copy link' }).click();
    let uri = '';
    await expect.poll(async () => (uri = await page.evaluate(() => navigator.clipboard.readText()))).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    await wallet.pair(uri);
    await expectConnected(page, player);

    const before = await bestOnChain(page, player);
    await expect(page.getByTestId('best')).toHaveText(String(before));
    const score = await playRound(page);
    await saveScore(page, score);
    const expected = BigInt(score) > before ? BigInt(score) : before;
    expect(await bestOnChain(page, player)).toBe(expected);
    await expect(page.getByTestId('best')).toHaveText(String(expected));
    // The wallet, not the page, sent it: the transaction request went over the relay.
    expect(wallet.events().filter(event => event.name === 'session_request').map(event => event.detail)).toContain('eth_sendTransaction');

    expect(await problems()).toEqual([]);
  });
});

test('All Wallets lists the local wallet directory, icons included, with no console error or CSP violation', async ({ page }) => {
  const problems = await watchProblems(page);
  await page.goto(GAME);
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^All Wallets/ }).click();
  await expect(dialog.getByRole('gridcell', { name: /Aurora Wallet/ })).toBeVisible();
  await expect(dialog).not.toContainText('Could not reach the wallet directory');
  // The icons come from the directory's origin, and they loaded (the CSP allows exactly that origin).
  const { explorerUrl } = await demoInfo(page);
  const icon = dialog.locator('wui-wallet-tile img[src*="/getWalletImage/"]').first();
  await expect(icon).toHaveAttribute('src', new RegExp(`^${new URL(explorerUrl).origin}/`));
  await expect.poll(() => icon.evaluate(img => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
  const search = dialog.getByRole('searchbox', { name: 'Search wallets' });
  await search.fill('Orbit Pay');
  await expect(dialog.getByRole('gridcell')).toHaveCount(1);
  expect(await problems()).toEqual([]);
});
