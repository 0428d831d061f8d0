// A/B on a loaded machine: click → QR drawn on the QR-first page (library-qr), built from two checkouts (each with
// its own node_modules) and measured in interleaved cold runs, so both see the same load. Usage:
//   RUNS=9 node scripts/bench/ab-qr.mjs /path/to/old-checkout [/path/to/new-checkout (default: this one)]
// Prints the median and every run per checkout. Figures only: nothing is asserted.
import { chromium } from 'playwright';
import { findChromium, chromiumArgs } from '../browser.mjs';
import { serveStatic } from '../demo-server.mjs';
import { fileURLToPath } from 'node:url';
import { startRelay } from '../../test/fixtures/wc/relay.mjs';
import { startVerifyStandIn } from '../../test/fixtures/verify/server.mjs';

const [oldTree, newTree = fileURLToPath(new URL('../../', import.meta.url))] = process.argv.slice(2);
if (!oldTree) throw new Error('usage: node scripts/bench/ab-qr.mjs OLD_CHECKOUT [NEW_CHECKOUT]');
const trees = { new: newTree.replace(/\/$/, ''), old: oldTree.replace(/\/$/, '') };
const relay = await startRelay();
const verify = await startVerifyStandIn();
const urls = {};
const servers = [];
for (const [name, tree] of Object.entries(trees)) {
  const { buildPage } = await import(`${tree}/scripts/bench/build.mjs`);
  const dir = await buildPage('library-qr', { define: { __BENCH_RELAY_URL__: JSON.stringify(relay.url), __BENCH_RPC_URL__: JSON.stringify('http://127.0.0.1:9'), __BENCH_VERIFY_URL__: JSON.stringify(verify.url) }, outName: `library-qr-ab-${name}` });
  const server = await serveStatic(dir);
  servers.push(server);
  urls[name] = `http://127.0.0.1:${server.address().port}/library-qr.html`;
}
const browser = await chromium.launch({ executablePath: await findChromium(), args: chromiumArgs });
const results = { new: [], old: [] };
const runs = Number(process.env.RUNS ?? 7);
for (let run = 0; run < runs; run++) {
  for (const name of run % 2 ? ['old', 'new'] : ['new', 'old']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(urls[name], { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('w3m-button')?.shadowRoot?.childElementCount);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      window.__qr = new Promise((resolve) => {
        window.addEventListener('click', () => {
          const start = performance.now();
          const tick = () => {
            const view = document.querySelector('w3m-modal')?.shadowRoot?.querySelector('w3m-router')?.shadowRoot?.querySelector('[data-view="ConnectingWalletConnectBasic"] > *');
            if (view?.shadowRoot?.querySelector('wui-qr-code')?.shadowRoot?.querySelector('svg[role="img"]')) resolve(performance.now() - start);
            else if (performance.now() - start > 15000) resolve(Infinity);
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }, { capture: true, once: true });
      });
    });
    const box = await page.locator('w3m-button').first().boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    results[name].push(await page.evaluate(() => window.__qr));
    await context.close();
  }
}
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
for (const name of ['old', 'new']) console.log(`${name}: median ${median(results[name]).toFixed(0)} ms  runs ${results[name].map((v) => v.toFixed(0)).join(', ')}`);
await browser.close();
for (const s of servers) s.close();
await relay.stop();
await verify.stop();
