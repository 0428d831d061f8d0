// The first screen of a player without a browser wallet (WalletConnect on, desktop): the modal opens on the QR.
// Measured as players get it: a real press (pointerdown, then click) on the connect button of a cold page that
// has been idle, the local relay standing in for the public one. Frames are counted from the press.
import { median, openPage } from './measure.mjs';

const STEP_TIMEOUT_MS = 15_000;
/** After the QR (or the error), the card is watched this much longer: a late change would show. */
const SETTLE_MS = 300;

/**
 * In the page, before the press: watches every frame from the press on until the QR is drawn (`until: 'qr'`)
 * or the relay error with Try again shows (`until: 'error'`), then SETTLE_MS more. Resolves on `window.__qr`.
 */
function watchFirstScreen({ until, timeoutMs, settleMs }) {
  const modalOf = () => document.querySelector('w3m-modal');
  let modal = modalOf();
  const view = () => modal?.shadowRoot?.querySelector('w3m-router')?.shadowRoot?.querySelector('[data-view="ConnectingWalletConnectBasic"] > *');
  const visible = element => {
    const box = element?.getBoundingClientRect();
    return Boolean(box && box.width > 0 && box.height > 0);
  };
  let shift = 0;
  const observer = new PerformanceObserver(list => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) shift += entry.value;
  });
  observer.observe({ type: 'layout-shift' });
  window.__qr = new Promise(resolve => {
    // A click that never lands (the button moved, the page broke) ends the run instead of hanging it.
    const noClick = setTimeout(() => resolve({ shift, frames: 0, minHeight: Infinity, maxHeight: 0, opened: 'no click' }), timeoutMs);
    // From the click, as a player counts (the press before it has already started the pairing).
    window.addEventListener(
      'click',
      () => {
        clearTimeout(noClick);
        const start = performance.now();
        const at = () => ({ frame: frames, ms: performance.now() - start });
        const result = { view: undefined, actionable: undefined, qr: undefined, error: undefined, minHeight: Infinity, maxHeight: 0 };
        let frames = 0;
        const tick = () => {
          frames += 1;
          modal = modalOf();
          result.opened = modal?.shadowRoot?.querySelector('w3m-router')?.shadowRoot?.querySelector('[data-view]')?.getAttribute('data-view');
          const dialogOpen = modal?.shadowRoot?.querySelector('dialog')?.open;
          const root = view()?.shadowRoot;
          if (dialogOpen && root?.childElementCount && visible(view())) {
            result.view ??= at();
            const enabled = [...root.querySelectorAll('wui-button')].some(button => !button.disabled && visible(button));
            if (enabled) result.actionable ??= at();
            if (root.querySelector('wui-qr-code')?.shadowRoot?.querySelector('svg[role="img"]')) result.qr ??= at();
            if (root.querySelector('[part="retry"]') && /relay/i.test(root.querySelector('[part="status"]')?.textContent ?? '')) result.error ??= at();
            const height = modal.shadowRoot.querySelector('[part="card"]')?.offsetHeight ?? 0;
            if (height > 0) {
              result.minHeight = Math.min(result.minHeight, height);
              result.maxHeight = Math.max(result.maxHeight, height);
            }
          }
          const done = result[until];
          const elapsed = performance.now() - start;
          if ((done && elapsed - done.ms >= settleMs) || elapsed > timeoutMs) {
            observer.disconnect();
            resolve({ ...result, heightChange: result.maxHeight > 0 ? result.maxHeight - result.minHeight : undefined, shift, frames });
          } else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      },
      { capture: true, once: true }
    );
  });
}

/** Presses the connect button as a mouse does (pointerdown, pointerup, click at its centre). */
async function pressConnect(page) {
  const box = await page.locator('w3m-button, appkit-button').first().boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * `runs` cold runs of `url` (a fresh context each): the page loads and idles (its idle prefetch done), then the
 * press. Returns medians and, from the first run, what was requested before and after the press.
 */
export async function measureQrFirst(browser, url, runs, { until = 'qr' } = {}) {
  const samples = [];
  const offOrigin = [];
  let requests;
  for (let run = 0; run < runs; run++) {
    const seen = { before: [], after: [], offOriginBefore: [] };
    let phase = 'before';
    const origin = new URL(url).origin;
    const onRequest = request => {
      const target = new URL(request.url());
      if (target.origin !== origin) {
        if (phase === 'before') seen.offOriginBefore.push(request.url());
        return;
      }
      seen[phase].push(target.pathname);
    };
    const { context, page } = await openPage(browser, url, tab => {
      tab.on('request', onRequest);
      // A socket to the relay is a request off the page's origin too.
      tab.on('websocket', socket => phase === 'before' && seen.offOriginBefore.push(socket.url()));
    });
    try {
      // The page idles (the dialog and, for the QR, its view and the SDK arrive), then a player reads it.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await page.evaluate(watchFirstScreen, { until, timeoutMs: STEP_TIMEOUT_MS, settleMs: SETTLE_MS });
      phase = 'after';
      await pressConnect(page);
      offOrigin.push(seen.offOriginBefore.length);
      samples.push(await page.evaluate(() => window.__qr));
      if (run === 0) requests = seen;
    } finally {
      await context.close();
    }
  }
  const opened = [...new Set(samples.map(s => s.opened))];
  const pick = (key, field) => median(samples.map(s => s[key]?.[field] ?? Infinity));
  return {
    runs: samples.length,
    opened,
    viewFrame: pick('view', 'frame'),
    viewMs: pick('view', 'ms'),
    actionableFrame: pick('actionable', 'frame'),
    actionableMs: pick('actionable', 'ms'),
    qrMs: pick('qr', 'ms'),
    errorMs: pick('error', 'ms'),
    heightChange: Math.max(...samples.map(s => s.heightChange ?? Infinity)),
    shift: Math.max(...samples.map(s => s.shift)),
    offOriginBefore: Math.max(...offOrigin),
    requests,
  };
}

const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`;
const ms = value => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'never');
const met = ok => (ok ? 'met' : 'MISSED');

/**
 * Prints one page's row. `sizes(files)` gives the gzip bytes of the page's own files (as served compressed);
 * `lazyBefore` names the chunks fetched before the press that a page with WalletConnect off fetches too.
 */
export function printQrFirst(label, r, sizes, { until = 'qr' } = {}) {
  console.log(`\n${label}: median of ${r.runs} cold runs, a real press on the connect button, Chromium headless`);
  if (r.opened.some(view => view !== 'ConnectingWalletConnectBasic')) console.log(`  note: the modal opened on ${r.opened.join(', ')}`);
  console.log(`  click → first view                 frame ${r.viewFrame} (${ms(r.viewMs)})   goal frame 1: ${met(r.viewFrame <= 1)}`);
  console.log(`  click → first actionable control   frame ${r.actionableFrame} (${ms(r.actionableMs)})   goal frame 1: ${met(r.actionableFrame <= 1)}`);
  if (until === 'qr') console.log(`  click → QR drawn                   ${ms(r.qrMs)}   goal ≤ 300 ms: ${met(r.qrMs <= 300)}`);
  else console.log(`  relay unreachable: message and Try again after ${ms(r.errorMs)} (from the click)   goal ≤ 3000 ms: ${met(r.errorMs <= 3000)}`);
  console.log(`  card height change (worst run)     ${r.heightChange} px   goal 0: ${met(r.heightChange === 0)}`);
  console.log(`  host page layout shift (worst)     ${r.shift.toFixed(4)}   goal 0: ${met(r.shift === 0)}`);
  console.log(`  requests off the page's origin before the press (worst run)   ${r.offOriginBefore}   goal 0: ${met(r.offOriginBefore === 0)}`);
  const js = list => [...new Set(list.filter(file => file.endsWith('.js')).map(file => file.slice(1)))];
  const before = js(r.requests.before);
  const after = js(r.requests.after);
  console.log(`  JS fetched before the press: ${before.length} files, ${kb(sizes(before))} gz`);
  console.log(`  JS fetched after the press:  ${after.length} files, ${kb(sizes(after))} gz${after.length ? ` (${after.join(', ')})` : ''}`);
  return { before, after };
}
