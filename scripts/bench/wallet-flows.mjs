// The wallet flows behind the Account view's buttons (issue 36): click Send (or Swap) → the first frame whose view
// holds a control the player can act on (an enabled, visible button or field). Measured on the plain HTML demo with
// the features on (`html.html?send=on&swap=on`), the Demo Wallet connected on the local node, the Account view open
// and idle (a player reads it before pressing); a real press (pointerdown, pointerup, click) on the button. Frames are
// counted from the click, as in the QR-first part (scripts/bench/qr-first.mjs). The buttons fetch their view as the
// pointer or the focus reaches them, so each flow is pressed two ways: the pointer resting on the button as a player's
// does before a click (DWELL_MS), and landing and pressing in the same instant, which no hand does (the worst case).
import { median } from './measure.mjs';

const STEP_TIMEOUT_MS = 15_000;
/** How long the pointer rests on the button before the press: the short end of a player's pointing (150–300 ms). */
export const DWELL_MS = 150;

/** The flows measured: the Account button's `data-feature`, the view it opens and that view's element. */
export const WALLET_FLOWS = [
  { label: 'Send', feature: 'send', view: 'WalletSend', tag: 'w3m-wallet-send-view' },
  { label: 'Swap', feature: 'swaps', view: 'Swap', tag: 'w3m-swap-view' },
];

/**
 * In the page, before the pointer moves: from the click on, counts frames until the view `view` is shown with an
 * enabled, visible control in it (a button, a field, a wui-button), and notes the frame the view's element first has
 * content; beside it, the time from the pointer reaching the page's button to the view's element being defined (its
 * code in). Resolves on `window.__flow`.
 */
function watchFlow({ view: viewId, tag, timeoutMs }) {
  let pointerAt;
  window.addEventListener('pointermove', () => (pointerAt ??= performance.now()), { capture: true, once: true });
  // The view's code may be in already (the pointer went over its button before): said in the figures, not hidden.
  const before = customElements.get(tag) !== undefined;
  const codeIn = customElements.whenDefined(tag).then(() => (before || pointerAt === undefined ? undefined : performance.now() - pointerAt));
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
          if (result.actionable || performance.now() - start > timeoutMs) void codeIn.then(codeMs => resolve({ ...result, codeMs }));
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
  // Opened with the keys, the pointer out of the way: the card opens where the account button was, and a wallet
  // button appearing under a resting pointer fetches its flow, which would spoil the measure of the press.
  await page.mouse.move(1, 1);
  await account.focus();
  await page.keyboard.press('Enter');
  return { context, page };
}

/**
 * `runs` runs of each flow on `url` (a fresh context each): connect, open the Account view, let it idle, then press
 * the flow's button (after the pointer rests on it, and at once). Returns, per flow and way, medians and what was
 * fetched from the pointer's move on (first run).
 */
export async function measureWalletFlows(browser, url, runs) {
  const results = [];
  for (const flow of WALLET_FLOWS) for (const dwell of [DWELL_MS, 0]) {
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
        await page.evaluate(watchFlow, { view: flow.view, tag: flow.tag, timeoutMs: STEP_TIMEOUT_MS });
        const box = await button.boundingBox();
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        if (dwell > 0) {
          await page.mouse.move(x, y);
          // The player's hand, not a wait for the page: the pointer rests, then presses.
          await page.waitForTimeout(dwell);
        }
        await page.mouse.click(x, y);
        samples.push(await page.evaluate(() => window.__flow));
        if (run === 0) fetchedAfter = after;
      } finally {
        await context.close();
      }
    }
    const pick = (key, field) => median(samples.map(s => s[key]?.[field] ?? Infinity));
    results.push({
      ...flow,
      dwell,
      runs: samples.length,
      viewFrame: pick('view', 'frame'),
      actionableFrame: pick('actionable', 'frame'),
      actionableFrameMax: Math.max(...samples.map(s => s.actionable?.frame ?? Infinity)),
      actionableMs: pick('actionable', 'ms'),
      control: samples.at(-1)?.actionable?.control,
      codeMs: median(samples.filter(s => s.codeMs !== undefined).map(s => s.codeMs)),
      codeBefore: samples.filter(s => s.codeMs === undefined).length,
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
    const how = r.dwell > 0 ? `the pointer rests ${r.dwell} ms on it, then presses` : 'the pointer lands and presses at once';
    console.log(`\n${r.label}: the Account view's ${r.label} button, ${how} (html.html?send=on&swap=on, Demo Wallet on the local node), median of ${r.runs} runs, Chromium headless`);
    console.log(`  pointer on the button → view's code in   ${r.codeMs === undefined ? 'n/a' : ms(r.codeMs)}${r.codeBefore ? `   (in before the pointer moved in ${r.codeBefore} of ${r.runs} runs)` : ''}`);
    console.log(`  click → first view                 frame ${r.viewFrame}`);
    console.log(`  click → first actionable control   frame ${r.actionableFrame} (max ${r.actionableFrameMax}, ${ms(r.actionableMs)}; ${r.control ?? 'none found'})   goal frame 1: ${met(r.actionableFrame <= 1)}`);
    console.log(`  JS fetched from the pointer's move on: ${r.fetchedAfter.length} files${r.fetchedAfter.length ? ` (${r.fetchedAfter.join(', ')})` : ''}`);
  }
}
