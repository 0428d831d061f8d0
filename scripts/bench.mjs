// `npm run bench`: builds the demo in the product's configuration and prints size and speed figures.
// Figures only: budgets are compared and printed, never asserted, so a slow machine cannot fail CI.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { chromium } from 'playwright';
import { findChromium, chromiumArgs } from './browser.mjs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { serveStatic, startDemo } from './demo-server.mjs';

const benchRoot = fileURLToPath(new URL('./bench/', import.meta.url));
const outDir = fileURLToPath(new URL('../dist-bench/', import.meta.url));

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const BUDGET = { libraryBrotli: 25 * 1024, clickToViewMs: 16, heapBytes: 3 * 1024 * 1024 };

const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`;
const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function sizes(files) {
  const buffers = files.map(f => readFileSync(join(outDir, f)));
  const joined = Buffer.concat(buffers);
  const brotli = buffers.reduce((sum, b) => sum + brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length, 0);
  const gzip = buffers.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0);
  return { raw: joined.length, gzip, brotli };
}

/** Entry scripts of a built page plus everything they import statically: what the browser must load first. */
function initialScripts(page) {
  const html = readFileSync(join(outDir, page), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/?([^"]+)"/g)].map(m => m[1]);
  const seen = new Set();
  const visit = file => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(outDir, file), 'utf8');
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      visit(join(file, '..', m[1]).replace(/\\/g, '/'));
    }
  };
  entries.forEach(visit);
  return [...seen];
}

/**
 * Clicks the connect button and reports two times: until the view's content is in the DOM (all work done),
 * and until the frame that shows it has been produced.
 */
async function clickToView(page) {
  return page.evaluate(
    () =>
      new Promise(resolve => {
        const button = document.querySelector('w3m-button, appkit-button');
        const target = button?.shadowRoot?.querySelector('button, wui-button') ?? button;
        const modal = document.querySelector('w3m-modal');
        const viewShown = () => {
          const dialog = modal?.shadowRoot?.querySelector('dialog');
          const view = modal?.shadowRoot?.querySelector('w3m-router')?.shadowRoot?.querySelector('[data-view] > *');
          return Boolean(dialog?.open && view?.shadowRoot?.childElementCount);
        };
        const afterNextFrame = callback => {
          const channel = new MessageChannel();
          // A message posted from a frame callback runs right after that frame is produced.
          channel.port1.onmessage = callback;
          requestAnimationFrame(() => channel.port2.postMessage(0));
        };
        const start = performance.now();
        target.click();
        const poll = () => {
          if (!viewShown()) return void setTimeout(poll, 0);
          const inDom = performance.now() - start;
          afterNextFrame(() => resolve({ inDom, painted: performance.now() - start }));
        };
        queueMicrotask(() => Promise.resolve().then(poll));
      })
  );
}

async function measurePage(browser, url) {
  const clicks = [];
  const doms = [];
  const loads = [];
  let heap = 0;
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('w3m-button, appkit-button')?.shadowRoot?.childElementCount);
    loads.push(await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd));
    // A player reads the page before clicking; half a second is quicker than any of them.
    await page.waitForTimeout(500);
    const { painted, inDom } = await clickToView(page);
    clicks.push(painted);
    doms.push(inDom);
    if (run === RUNS - 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.collectGarbage');
      heap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    }
    await context.close();
  }
  return { click: median(clicks), dom: median(doms), load: median(loads), heap };
}

/** Two pages with nothing but the modal in the product's configuration: plain elements, and React. */
async function buildBenchPages() {
  await build({
    configFile: false,
    root: benchRoot,
    logLevel: 'warn',
    plugins: [react()],
    define: { global: 'globalThis' },
    build: {
      outDir,
      emptyOutDir: true,
      // Vite's own preload helper and polyfill belong to the app's bundler, not to the library.
      modulePreload: false,
      rolldownOptions: { input: { library: join(benchRoot, 'library.html'), react: join(benchRoot, 'react.html') } }
    }
  });
}

const row = (label, s) => `  ${label.padEnd(34)} raw ${kb(s.raw).padStart(9)}  gzip ${kb(s.gzip).padStart(9)}  brotli ${kb(s.brotli).padStart(9)}`;

async function main() {
  await buildBenchPages();
  const libraryFiles = initialScripts('library.html');
  const reactFiles = initialScripts('react.html');
  const library = sizes(libraryFiles);
  const total = sizes(reactFiles);
  const initial = new Set([...libraryFiles, ...reactFiles]);
  const lazy = readdirSync(join(outDir, 'assets')).map(f => `assets/${f}`).filter(f => f.endsWith('.js') && !initial.has(f));
  console.log('\nInitial JS, product configuration (one EVM network, every optional feature off)');
  console.log(row('React app, total', total));
  console.log(row('React + react-dom + binding', { raw: total.raw - library.raw, gzip: total.gzip - library.gzip, brotli: total.brotli - library.brotli }));
  console.log(`${row("library's own (React excluded)", library)}   budget ≤ ${kb(BUDGET.libraryBrotli)}: ${library.brotli <= BUDGET.libraryBrotli ? 'met' : 'MISSED'}`);
  console.log('Lazy chunks (fetched on first use)');
  for (const file of lazy) console.log(`  ${file.padEnd(48)} brotli ${kb(sizes([file]).brotli)}`);

  const server = await serveStatic(outDir);
  const demo = await startDemo();
  const browser = await chromium.launch({ executablePath: await findChromium(), args: chromiumArgs });
  try {
    const benchBase = `http://127.0.0.1:${server.address().port}`;
    const pages = [
      ['modal only, plain elements', `${benchBase}/library.html`],
      ['modal only, React', `${benchBase}/react.html`],
      ['demo game page (React game + demo wallet)', `${demo.url}/index.html`]
    ];
    for (const [label, url] of pages) {
      const r = await measurePage(browser, url);
      console.log(`\n${label}: median of ${RUNS} runs, Chromium headless`);
      console.log(`  click → view rendered in DOM   ${r.dom.toFixed(1)} ms`);
      console.log(`  click → first view painted     ${r.click.toFixed(1)} ms   budget ≤ ${BUDGET.clickToViewMs} ms: ${r.click <= BUDGET.clickToViewMs ? 'met' : 'MISSED'}`);
      console.log(`  JS heap after open (after GC)  ${(r.heap / 1024 / 1024).toFixed(2)} MB   budget ≤ 3 MB: ${r.heap <= BUDGET.heapBytes ? 'met' : 'MISSED'}`);
      console.log(`  load event                     ${r.load.toFixed(0)} ms`);
    }
  } finally {
    await browser.close();
    server.close();
    await demo.stop();
  }
}

main().catch(error => {
  console.error(error);
  process.exit(1);
});
