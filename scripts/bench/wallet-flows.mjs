// The wallet flows behind the Account view's buttons (issue 36): click Send (or Swap) → the first frame whose view
// holds a control the player can act on (an enabled, visible button or field). Measured on the plain HTML demo with
// the features on (`html.html?send=on&swap=on`), the Demo Wallet connected on the local node, the Account view open
// and idle (a player reads it before pressing); a real press (pointerdown, pointerup, click) on the button. Frames are
// counted from the click, as in the QR-first part (scripts/bench/qr-first.mjs).
import { median } from './measure.mjs';

const STEP_TIMEOUT_MS = 15_000;

/** The flows measured: the Account button's `data-feature` and the view it opens. */
export const WALLET_FLOWS = [
  { label: 'Send', feature: 'send', view: 'WalletSend' },
  { label: 'Swap', feature: 'swaps', view: 'Swap' },
];

/**
 * In the page, before the press: from the click on, counts frames until the view `view` is shown with an enabled,
 * visible control in it (a button, a field, a wui-button), and notes the frame the view's element first has content.
 * Resolves on `window.__flow`.
 */
function watchFlow({ view: viewId, timeoutMs }) {
  const modal = document.querySelector('w3m-modal');
  const viewElement = () => modal?.shadowRoot?.querySelector('w3m-router')?.shadowRoot?.querySelector(`[data-view="${viewId}"] > *`);
  const visible = element => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const enabled = element => !element.disabled && !element.hasAttribute('disabled') && !(element.localName === 'input' && element.readOnly);
  const firstControl = root => [...root.querySelectorAll('button, input, select, textarea, wui-button')].find(element => enabled(element) && visible(element));
  window.__flow = new Promise(resolve => {
    const noClick = setTimeout(() => resolve({ frames: 0, opened: 'no click' }), timeoutMs);
    window.addEventListener(
      'click',
      () => {
        clearTimeout(noClick);
        const start = performance.now();
        let frames = 0;
        const result = { view: undefined, actionable: undefined };
        const tick = () => {
          frames += 1;
          const at = { frame: frames, ms: performance.now() - start };
          const element = viewElement();
          const root = element?.shadowRoot;
          if (modal.shadowRoot.querySelector('dialog')?.open && root?.childElementCount && visible(element)) {
            result.view ??= at;
            const control = firstControl(root);
            if (control) result.actionable = { ...at, control: control.getAttribute('part') ?? control.localName };
          }
          if (result.actionable || performance.now() - start > timeoutMs) resolve(result);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      },
      { capture: true, once: true },
    );
  });
}

/** A fresh context on `url` with the Demo Wallet connected and the Account view open, its wallet buttons shown. */
async function openAccount(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await page.locator('w3m-modal').getByRole('button', { name: /Demo Wallet/ }).click();
  const account = page.locator('w3m-button').getByRole('button', { name: /0x/ }).first();
  await account.waitFor();
  // The connect flow closes the modal; the Account view is opened from the account button, as a player does.
  await page.waitForFunction(() => !document.querySelector('w3m-modal')?.shadowRoot?.querySelector('dialog')?.open);
  await account.click();
  return { context, page };
}

/**
 * `runs` runs of each flow on `url` (a fresh context each): connect, open the Account view, let it idle, then press
 * the flow's button. Returns, per flow, medians and what was fetched after the press (first run).
 */
export async function measureWalletFlows(browser, url, runs) {
  const results = [];
  for (const flow of WALLET_FLOWS) {
    const samples = [];
    let fetchedAfter = [];
    for (let run = 0; run < runs; run++) {
      const { context, page } = await openAccount(browser, url);
      try {
        const button = page.locator(`w3m-wallet-actions button[data-feature="${flow.feature}"]`);
        await button.waitFor();
        // The Account view idles (whatever it fetches arrives), then a player reads it.
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        const after = [];
        const origin = new URL(url).origin;
        page.on('request', request => request.url().startsWith(origin) && request.url().endsWith('.js') && after.push(new URL(request.url()).pathname.slice(1)));
        await page.evaluate(watchFlow, { view: flow.view, timeoutMs: STEP_TIMEOUT_MS });
        const box = await button.boundingBox();
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        samples.push(await page.evaluate(() => window.__flow));
        if (run === 0) fetchedAfter = after;
      } finally {
        await context.close();
      }
    }
    const pick = (key, field) => median(samples.map(s => s[key]?.[field] ?? Infinity));
    results.push({
      ...flow,
      runs: samples.length,
      viewFrame: pick('view', 'frame'),
      actionableFrame: pick('actionable', 'frame'),
      actionableFrameMax: Math.max(...samples.map(s => s.actionable?.frame ?? Infinity)),
      actionableMs: pick('actionable', 'ms'),
      control: samples.at(-1)?.actionable?.control,
      fetchedAfter,
    });
  }
  return results;
}

const ms = value => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'never');
const met = ok => (ok ? 'met' : 'MISSED');

/** Prints each flow's rows. */
export function printWalletFlows(results) {
  for (const r of results) {
    console.log(`\n${r.label} (Account view's ${r.label} button, html.html?send=on&swap=on, Demo Wallet on the local node): median of ${r.runs} runs, a real press, Chromium headless`);
    console.log(`  click → first view                 frame ${r.viewFrame}`);
    console.log(`  click → first actionable control   frame ${r.actionableFrame} (max ${r.actionableFrameMax}, ${ms(r.actionableMs)}; ${r.control ?? 'none found'})   goal frame 1: ${met(r.actionableFrame <= 1)}`);
    console.log(`  JS fetched after the press: ${r.fetchedAfter.length} files${r.fetchedAfter.length ? ` (${r.fetchedAfter.join(', ')})` : ''}`);
  }
}
