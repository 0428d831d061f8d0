// AllWallets figures: the list opened with 600 wallets (bundled + a local explorer stand-in + the installed
// bench wallet), keystroke → grid settled and painted (median), heap growth, and the JS the list loads (lazy).
import { readFileSync } from 'node:fs';
import { startExplorerServer } from '../../test/fixtures/explorer-api.mjs';
import { serveStatic } from '../demo-server.mjs';
import { buildPage, pageSizes, sizes } from './build.mjs';
import { median, openPage } from './measure.mjs';

/** Wallets in the list: the explorer's are topped up so the bundled ones and the installed one make 600. */
export const LIST_SIZE = 600;
const GOAL_MS = 16;
/** Typed, then erased, in every run: narrowing and widening searches over the whole list. */
const QUERY = 'fixture 1';

const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`;

/** In the page: walks the modal's shadow roots to the current view. */
/** The Connect view's "All Wallets" button (in the `all` group of its registry entries), once it is there. */
function allWalletsButton() {
  const connect = document.querySelector('w3m-modal')?.shadowRoot?.querySelector('w3m-router')?.shadowRoot?.querySelector('w3m-connect-view');
  return [...(connect?.shadowRoot?.querySelectorAll('w3m-all-wallets-entry') ?? [])].map(entry => entry.shadowRoot?.querySelector('button')).find(Boolean);
}

function viewIn(tag) {
  return document.querySelector('w3m-modal')?.shadowRoot?.querySelector('w3m-router')?.shadowRoot?.querySelector(tag) ?? null;
}

/**
 * In the page: from each keydown (its event time) to the first frame in which the grid has settled. After the
 * view re-rendered for that input, each animation frame samples the card's size and every tile's rect; the
 * keystroke counts as painted at the first of two consecutive frames whose samples are identical, so a grid that
 * is still moving, resizing or clipped does not count. `window.__scripted` keeps keydown → re-rendered in the DOM;
 * `window.__unsettled` counts keystrokes whose grid was still moving when the next key came.
 */
function installKeystrokeProbe() {
  window.__keystrokes = [];
  window.__scripted = [];
  window.__unsettled = 0;
  const modal = () => document.querySelector('w3m-modal');
  const view = () => modal()?.shadowRoot?.querySelector('w3m-router')?.shadowRoot?.querySelector('w3m-all-wallets-view');
  const rect = element => {
    const r = element.getBoundingClientRect();
    return `${r.x},${r.y},${r.width},${r.height}`;
  };
  const layout = () => {
    const root = view()?.shadowRoot;
    const card = modal()?.shadowRoot?.querySelector('[part="card"]');
    const parts = [card, root?.querySelector('[part="grid"], .no-results'), ...(root?.querySelectorAll('wui-wallet-tile') ?? [])];
    return parts.filter(Boolean).map(rect).join(';');
  };
  let pressed = 0;
  let inputs = 0;
  window.addEventListener('keydown', event => (pressed = event.timeStamp), true);
  window.addEventListener(
    'input',
    () => {
      const start = pressed;
      const input = ++inputs;
      queueMicrotask(async () => {
        await view()?.updateComplete;
        window.__scripted.push(performance.now() - start);
        // Each frame: sample the layout it shows, then note when that frame has been produced (a message posted
        // from a frame callback runs right after it).
        let previous = null;
        let previousDone = 0;
        const channel = new MessageChannel();
        let sampled = '';
        const frame = () => {
          sampled = layout();
          channel.port2.postMessage(0);
        };
        channel.port1.onmessage = () => {
          const done = performance.now() - start;
          if (input !== inputs) {
            window.__unsettled += 1;
            window.__keystrokes.push(previousDone);
          } else if (sampled === previous) {
            window.__keystrokes.push(previousDone);
          } else {
            previous = sampled;
            previousDone = done;
            return void requestAnimationFrame(frame);
          }
          channel.port1.close();
        };
        requestAnimationFrame(frame);
      });
    },
    true,
  );
}

async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** Builds the page against a fresh explorer stand-in and measures `runs` fresh page loads. */
export async function measureAllWallets(browser, runs) {
  // The bundled registry is TypeScript; counting its entries' lines is enough to top the list up to 600.
  const bundled = readFileSync(new URL('../../src/core/wallets/data.ts', import.meta.url), 'utf8').match(/^\s*\{ id: '/gm)?.length ?? 0;
  const explorerCount = LIST_SIZE - bundled - 1;
  const explorer = await startExplorerServer({ count: explorerCount, solanaEvery: 0 });
  const cleanups = [() => explorer.close()];
  try {
    const dir = await buildPage('all-wallets', { define: { __BENCH_EXPLORER_URL__: JSON.stringify(`${explorer.url}/bench`) } });
    const page0 = pageSizes(dir, 'all-wallets');
    const server = await serveStatic(dir);
    cleanups.push(() => server.close());
    const url = `http://127.0.0.1:${server.address().port}/all-wallets.html`;
    const keystrokes = [];
    const scripted = [];
    const growths = [];
    let unsettled = 0;
    let listed = 0;
    let fetched = { connect: [], list: [] };
    for (let run = 0; run < runs; run++) {
      const { context, page } = await openPage(browser, url, tab => tab.addInitScript(installKeystrokeProbe));
      const files = [];
      page.on('response', response => {
        const path = new URL(response.url()).pathname.replace(/^\//, '');
        if (path.startsWith('assets/') && path.endsWith('.js') && !page0.files.includes(path)) files.push(path);
      });
      const cdp = await context.newCDPSession(page);
      await page.waitForTimeout(300);
      await page.evaluate(() => document.querySelector('w3m-button')?.shadowRoot?.querySelector('button, wui-button')?.click());
      await page.waitForFunction(viewIn, 'w3m-connect-view');
      await page.waitForFunction(allWalletsButton);
      const connectFiles = [...files];
      const before = await heapAfterGc(cdp);
      await page.evaluate(`(${allWalletsButton})()?.click()`);
      // The explorer's answer is in when the count reaches the whole list.
      await page.waitForFunction(size => {
        const view = document.querySelector('w3m-modal')?.shadowRoot?.querySelector('w3m-router')?.shadowRoot?.querySelector('w3m-all-wallets-view');
        return view?.shadowRoot?.querySelector('[part="status"]')?.textContent?.includes(`${size} wallets`);
      }, LIST_SIZE);
      listed = LIST_SIZE;
      growths.push((await heapAfterGc(cdp)) - before);
      await page.waitForFunction(() => {
        const view = document.querySelector('w3m-modal')?.shadowRoot?.querySelector('w3m-router')?.shadowRoot?.querySelector('w3m-all-wallets-view');
        return view?.shadowRoot?.activeElement?.localName === 'input';
      });
      for (const key of [...QUERY, ...Array(QUERY.length).fill('Backspace')]) {
        await page.keyboard.press(key === ' ' ? 'Space' : key);
        // A fast typist: one key every 100 ms, so each keystroke gets its own frames.
        await page.waitForTimeout(100);
      }
      await page.waitForFunction(count => window.__keystrokes.length >= count, QUERY.length * 2);
      keystrokes.push(...(await page.evaluate(() => window.__keystrokes)));
      scripted.push(...(await page.evaluate(() => window.__scripted)));
      unsettled += await page.evaluate(() => window.__unsettled);
      if (run === 0) fetched = { connect: connectFiles, list: files.filter(f => !connectFiles.includes(f)) };
      await context.close();
    }
    return { dir, initial: page0, keystroke: median(keystrokes), scripted: median(scripted), samples: keystrokes.length, unsettled, heapGrowth: median(growths), listed, fetched };
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve().then(cleanup).catch(() => {});
  }
}

export function printAllWallets(result, runs) {
  const { dir, fetched } = result;
  console.log(`\nAllWallets with ${result.listed} wallets (local explorer stand-in): median of ${result.samples} keystrokes over ${runs} runs, Chromium headless`);
  console.log(`  keystroke → grid settled and painted (first of two identical frames: card size, grid and tile rects)   ${result.keystroke.toFixed(1)} ms   goal ≤ ${GOAL_MS} ms: ${result.keystroke <= GOAL_MS ? 'met' : 'MISSED'}`);
  console.log(`    of which keydown → list re-rendered in the DOM (filter + render)   ${result.scripted.toFixed(1)} ms`);
  console.log(`  keystrokes whose grid was still moving when the next key came (100 ms later)   ${result.unsettled} of ${result.samples}`);
  console.log(`  heap growth, Connect → AllWallets with ${result.listed} wallets (after GC)   ${(result.heapGrowth / 1024 / 1024).toFixed(2)} MB`);
  console.log(`  initial JS of this page (the library's own + 0.1 KB config)   brotli ${kb(result.initial.brotli)}; the list adds nothing to it`);
  const lazy = [...fetched.connect, ...fetched.list];
  console.log(`  lazy JS fetched when the Connect view opens (the list, its registry and the "All Wallets" entry): ${kb(sizes(dir, fetched.connect).brotli)} brotli`);
  for (const file of lazy) console.log(`    ${file.padEnd(46)} brotli ${kb(sizes(dir, [file]).brotli).padStart(8)}`);
  if (fetched.list.length) console.log(`  more fetched on opening AllWallets: ${kb(sizes(dir, fetched.list).brotli)} brotli`);
}

// `node scripts/bench/all-wallets.mjs` runs this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { chromium } = await import('playwright');
  const { findChromium, chromiumArgs } = await import('../browser.mjs');
  const runs = Number(process.env.BENCH_RUNS ?? 7);
  process.env.BENCH_OUT ??= (await import('node:fs')).mkdtempSync(`${(await import('node:os')).tmpdir()}/w3m-bench-aw-`);
  const browser = await chromium.launch({ executablePath: await findChromium(), args: chromiumArgs });
  try {
    printAllWallets(await measureAllWallets(browser, runs), runs);
  } finally {
    await browser.close();
  }
}
