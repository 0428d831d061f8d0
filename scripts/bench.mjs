// `npm run bench`: builds the bench pages in the product's configuration and prints size and speed figures, and
// writes them to docs/figures.md, one section per part (scripts/bench/figures.mjs; a new part adds a section by
// running inside recordSection). Figures only: budgets and goals are compared and printed, never asserted, so a slow
// machine cannot fail CI.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { findChromium, chromiumArgs } from './browser.mjs';
import { serveStatic, startDemo } from './demo-server.mjs';
import { build } from 'vite';
import { buildPage, describeDevelopmentCost, outRoot, pageSizes, readCode, sizes, staticGraph } from './bench/build.mjs';
import { measurePage } from './bench/measure.mjs';
import { FEATURE_MARKERS } from './bench/feature-markers.mjs';
import { initialBreakdown } from './bench/breakdown.mjs';
import { measureWalletConnect, startWcStack } from './bench/wc.mjs';
import { measureAllWallets, printAllWallets } from './bench/all-wallets.mjs';
import { describeEthersEntry } from './bench/ethers-entry.mjs';
import { describeSolanaEntry, solanaEntry } from './bench/solana-entry.mjs';
import { measureQrFirst, printQrFirst } from './bench/qr-first.mjs';
import { benchVerifyQr } from './bench/verify-qr.mjs';
import { measureHostShift, printHostShift } from './bench/host-shift.mjs';
import { benchGame } from './bench/game.mjs';
import { describeReactShare, measureReactShare } from './bench/react-share.mjs';
import { recordSection } from './bench/figures.mjs';
import { measureWalletFlows, printWalletFlows } from './bench/wallet-flows.mjs';
import { startRelay } from '../test/fixtures/wc/relay.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const WC_RUNS = Math.max(5, RUNS);
const BUDGET = {
  libraryBrotli: 22 * 1024,
  wcGrowthBrotli: 3 * 1024,
  clickToViewMs: 16,
  heapBytes: 3 * 1024 * 1024,
  clickToQrMs: 300,
  pairToConnectedMs: 500
};

const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (value, limit) => (value <= limit ? 'met' : 'MISSED');
const diff = (a, b) => ({ raw: a.raw - b.raw, gzip: a.gzip - b.gzip, brotli: a.brotli - b.brotli });
const row = (label, s) => `  ${label.padEnd(34)} raw ${kb(s.raw).padStart(9)}  gzip ${kb(s.gzip).padStart(9)}  brotli ${kb(s.brotli).padStart(9)}`;
const chunkRow = (dir, file, note = '') => `    ${file.padEnd(46)} brotli ${kb(sizes(dir, [file]).brotli).padStart(8)}${note}`;


async function printBreakdown() {
  const breakdown = await initialBreakdown('library');
  console.log(`What the library's initial JS buys (brotli, estimated from each module's share of ${breakdown.files} files)`);
  for (const group of breakdown.groups.sort((a, b) => b.brotli - a.brotli)) console.log(`  ${group.label.padEnd(62)} ${kb(group.brotli).padStart(8)}`);
  console.log(`  ${"the bundler's split into extra initial files".padEnd(62)} ${kb(breakdown.separate - breakdown.asOneFile).padStart(8)}`);
}

function printFeatureGate(page) {
  const initial = readCode(page.dir, page.files);
  const lazy = readCode(page.dir, page.lazy);
  console.log('Features gate: optional features in the initial scripts of library.html (all off)');
  for (const [feature, marker] of Object.entries(FEATURE_MARKERS)) {
    const where = initial.includes(marker) ? 'INITIAL' : lazy.includes(marker) ? 'lazy only' : 'not built';
    console.log(`  ${feature.padEnd(44)} ${where}`);
  }
}

/** `w3m-modal/wagmi` as published (dist/wagmi.js, wagmi itself left to the app), from the library build. */
function adapterEntry() {
  const dir = fileURLToPath(new URL('../dist/', import.meta.url));
  if (!existsSync(join(dir, 'wagmi.js'))) return { raw: 0, gzip: 0, brotli: 0 };
  return sizes(dir, ['wagmi.js']);
}

/**
 * The no-bundler build (dist/browser/, every dependency inside): its initial JS is the entry plus what it imports
 * statically; the rest are lazy chunks. Built here when `npm run build` has not made it.
 */
async function browserBuild() {
  const dir = fileURLToPath(new URL('../dist/browser/', import.meta.url));
  if (!existsSync(join(dir, 'w3m-modal.js'))) {
    await build({ configFile: fileURLToPath(new URL('../vite.browser.config.ts', import.meta.url)), logLevel: 'warn' });
  }
  const files = staticGraph(dir, ['w3m-modal.js']);
  const all = readdirSync(dir).filter(file => file.endsWith('.js'));
  return { files, initial: sizes(dir, files), total: sizes(dir, all), chunks: all.length };
}

function printSizes(pages) {
  const { library, react, wc, reactWagmi } = pages;
  console.log('\nInitial JS, product configuration (one EVM network, every optional feature off), each page built alone');
  console.log(row('React app, total', react));
  console.log(row('React + react-dom + binding', diff(react, library)));
  console.log(`${row("library's own (React excluded)", library)}   budget ≤ ${kb(BUDGET.libraryBrotli)}: ${verdict(library.brotli, BUDGET.libraryBrotli)}`);
  console.log(row('React + wagmi app (WagmiAdapter), total', reactWagmi));
  console.log(row('  growth over the React app', diff(reactWagmi, react)));
  console.log(row("  the adapter entry's own code", adapterEntry()));
  console.log(row("w3m-modal/solana's own code (SolanaAdapter)", solanaEntry('solana.js')));
  console.log(row("w3m-modal/solana/react's own code (+ useAppKitConnection)", solanaEntry('solana-react.js')));
  console.log(`  ${describeEthersEntry(kb)}`);
  console.log(`  ${describeSolanaEntry(kb)}`);
  const { browser } = pages;
  console.log(row(`dist/browser/ initial (${browser.files.length} files)`, browser.initial));
  console.log(row(`  all of it (${browser.chunks} files)`, browser.total));
  console.log(row('library, WalletConnect on', wc));
  const growth = diff(wc, library);
  console.log(`${row('  growth with WalletConnect on', growth)}   budget ≤ ${kb(BUDGET.wcGrowthBrotli)}: ${verdict(growth.brotli, BUDGET.wcGrowthBrotli)}`);
  console.log('Lazy chunks of library.html (fetched on first use, if ever)');
  for (const file of library.lazy) console.log(chunkRow(library.dir, file));
}

function printTimings(label, r) {
  console.log(`\n${label}: median of ${RUNS} runs, Chromium headless`);
  console.log(`  click → view rendered in DOM   ${r.dom.toFixed(1)} ms`);
  console.log(`  click → first view painted     ${r.click.toFixed(1)} ms   budget ≤ ${BUDGET.clickToViewMs} ms: ${verdict(r.click, BUDGET.clickToViewMs)}`);
  console.log(`  click → first actionable frame ${r.frames} frame(s) (max ${r.framesMax}), ${r.actionableMs.toFixed(1)} ms (${r.actionableKind ?? 'none found'})   goal 1 frame: ${verdict(r.frames, 1)}`);
  console.log(`  layout shift while opening     ${r.shiftPx.toFixed(0)} px (the card's box over the first 500 ms)   goal 0: ${verdict(r.shiftPx, 0)}`);
  const bytes = r.beforeClick.reduce((sum, request) => sum + request.bytes, 0);
  console.log(`  fetched before the first click ${r.beforeClick.length} requests, ${kb(bytes)} transferred (uncompressed server)`);
  for (const request of r.beforeClick) console.log(`    ${request.file.padEnd(56)} ${kb(request.bytes).padStart(9)}`);
  console.log(`  JS heap after open (after GC)  ${(r.heap / 1024 / 1024).toFixed(2)} MB   budget ≤ 3 MB: ${verdict(r.heap, BUDGET.heapBytes)}`);
  console.log(`  load event                     ${r.load.toFixed(0)} ms`);
}

const PHASES = {
  startup: 'at page start (counts as initial)',
  open: 'on opening the modal',
  qr: 'on the WalletConnect click (before the QR)',
  connect: 'after pairing (connected)'
};

/** A chunk's name without its content hash (`assets/modal-ui-DEXgdsYd.js` → `modal-ui`): the same module in two builds. */
const chunkName = file => file.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');

function printWalletConnect(wcPage, r) {
  console.log(`\nWalletConnect (library-wc.html; local relay, Node wallet, anvil): median of ${WC_RUNS} runs, Chromium headless`);
  console.log(`  click WalletConnect → QR in DOM      ${r.qr.inDom.toFixed(1)} ms`);
  console.log(`  click WalletConnect → QR painted     ${r.qr.painted.toFixed(1)} ms   goal ≤ ${BUDGET.clickToQrMs} ms: ${verdict(r.qr.painted, BUDGET.clickToQrMs)}`);
  console.log(`  wallet pair(uri) → address painted   ${r.pair.toFixed(1)} ms   goal ≤ ${BUDGET.pairToConnectedMs} ms: ${verdict(r.pair, BUDGET.pairToConnectedMs)}`);
  console.log('  Lazy chunks fetched in the WalletConnect flow (first run)');
  let startupBrotli = 0;
  for (const [phase, files] of Object.entries(r.fetched)) {
    const lazy = files.filter(f => f.startsWith('assets/') && !wcPage.files.includes(f));
    if (lazy.length === 0) continue;
    console.log(`   ${PHASES[phase]}: ${kb(sizes(wcPage.dir, lazy).brotli)} brotli`);
    for (const file of lazy) console.log(chunkRow(wcPage.dir, file));
    // The dialog's chunks arrive while the page is idle with WalletConnect off too: only the rest is its growth.
    const own = lazy.filter(f => !r.plainBeforeClick.includes(chunkName(f)));
    if (phase === 'startup') startupBrotli = own.length > 0 ? sizes(wcPage.dir, own).brotli : 0;
  }
  if (startupBrotli > 0) {
    const growth = r.growthBrotli + startupBrotli;
    console.log(`  growth incl. chunks fetched at start (beyond the dialog's, which come with WalletConnect off too)  brotli ${kb(growth)}   budget ≤ ${kb(BUDGET.wcGrowthBrotli)}: ${verdict(growth, BUDGET.wcGrowthBrotli)}`);
  }
  // Not needed for these figures (e.g. the balance read on the default public RPC), but worth knowing.
  if (r.external.length > 0) console.log(`  note: requests to hosts outside 127.0.0.1: ${r.external.join(', ')}`);
}

/** A loopback port nothing listens on: the relay is unreachable, and says so at once. */
const REFUSED_RELAY = 'ws://127.0.0.1:9';

/**
 * Relays that accept the connection and then say nothing (test/fixtures/wc/relay.mjs silence()): one holds the
 * WebSocket upgrade, one opens the socket and never replies. Only their silence can tell the page.
 */
async function silentRelays(cleanups) {
  const start = async mode => {
    const relay = await startRelay();
    relay.silence(mode);
    cleanups.push(() => relay.stop());
    return relay.url;
  };
  return { handshake: await start('handshake'), answers: await start('answers') };
}

/**
 * The first screen of a player without a browser wallet (issue 25): WalletConnect on, the product configuration
 * otherwise, on the plain, React and React + wagmi pages with the local relay, and the plain page with no relay.
 */
async function benchQrFirst(wc, browser, cleanups) {
  const relay = { __BENCH_RELAY_URL__: JSON.stringify(wc.relay.url), __BENCH_RPC_URL__: JSON.stringify(wc.anvil.url), __BENCH_VERIFY_URL__: JSON.stringify(wc.verify.url) };
  const silent = await silentRelays(cleanups);
  const pages = [
    ['library-qr', 'library-qr', 'QR first view, plain elements (WalletConnect on, no browser wallet, local relay)', relay],
    ['react-qr', 'react-qr', 'QR first view, React', relay],
    ['react-wagmi-qr', 'react-wagmi-qr', 'QR first view, React + wagmi (WagmiAdapter)', relay],
    ['library-qr-down', 'library-qr', 'QR first view, plain elements, relay unreachable (refused port)', { ...relay, __BENCH_RELAY_URL__: JSON.stringify(REFUSED_RELAY) }, 'error'],
    ['library-qr-mute', 'library-qr', 'QR first view, plain elements, relay silent (accepts TCP, never completes the WebSocket handshake)', { ...relay, __BENCH_RELAY_URL__: JSON.stringify(silent.handshake) }, 'error'],
    ['library-qr-silent', 'library-qr', 'QR first view, plain elements, relay silent (socket open, never replies)', { ...relay, __BENCH_RELAY_URL__: JSON.stringify(silent.answers) }, 'error'],
  ];
  for (const [out, name, label, define, until = 'qr'] of pages) {
    if (ONLY_QR_PAGES && !ONLY_QR_PAGES.has(out)) continue;
    const dir = await buildPage(name, { define, outName: out });
    const server = await serveStatic(dir);
    cleanups.push(() => server.close());
    const url = `http://127.0.0.1:${server.address().port}/${name}.html`;
    const result = await measureQrFirst(browser, url, RUNS, { until });
    printQrFirst(label, result, files => sizes(dir, files).gzip, { until });
  }
}

/**
 * The host page's own layout shift, click → 1 s later (issue 24), on the plain page and on a page whose body is a
 * grid with gaps. `plainUrl` is the plain page when it is already served.
 */
async function benchHostShift(browser, cleanups, plainUrl) {
  const serve = async name => {
    const dir = await buildPage(name);
    const server = await serveStatic(dir);
    cleanups.push(() => server.close());
    return `http://127.0.0.1:${server.address().port}/${name}.html`;
  };
  console.log(`\nHost page layout shift, click → 1 s later (PerformanceObserver 'layout-shift', every entry, hadRecentInput ones too)`);
  printHostShift('plain page', await measureHostShift(browser, plainUrl ?? (await serve('library')), RUNS));
  printHostShift('page with body { display: grid; gap: 24px }', await measureHostShift(browser, await serve('library-grid'), RUNS));
}

/** `BENCH_QR_PAGES=library-qr,library-qr-silent` runs only those pages of the QR-first part; unset, all of them. */
const ONLY_QR_PAGES = process.env.BENCH_QR_PAGES ? new Set(process.env.BENCH_QR_PAGES.split(',').map(page => page.trim())) : null;

/** The wallet flows (issue 36) on the demo's plain HTML page with Send and Swap on. */
async function benchWalletFlows(browser, demoUrl) {
  printWalletFlows(await measureWalletFlows(browser, `${demoUrl}/html.html?send=on&swap=on`, RUNS));
}

/** `BENCH_ONLY=qr,verify,grid,all-wallets,game,flows` runs only those parts (any of them); unset, everything runs. */
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map(part => part.trim())) : null;

async function main() {
  const cleanups = [];
  if (ONLY) {
    try {
      const browser = await chromium.launch({ executablePath: await findChromium(), args: chromiumArgs });
      cleanups.push(() => browser.close());
      if (ONLY.has('grid')) await recordSection('host-shift', 'The host page while the modal opens', () => benchHostShift(browser, cleanups));
      if (ONLY.has('game')) await recordSection('game', 'A game page while the modal is open', () => benchGame(browser, cleanups, RUNS));
      if (ONLY.has('all-wallets')) await recordSection('all-wallets', 'All Wallets with 600 wallets', async () => printAllWallets(await measureAllWallets(browser, RUNS), RUNS));
      if (ONLY.has('flows')) {
        const demo = await startDemo();
        cleanups.push(() => demo.stop());
        await recordSection('wallet-flows', 'Send and Swap from the Account view', () => benchWalletFlows(browser, demo.url));
      }
      if (ONLY.has('qr') || ONLY.has('verify')) {
        const wc = await startWcStack();
        cleanups.push(() => wc.stop());
        if (ONLY.has('qr')) await recordSection('qr-first', 'No browser wallet: the QR as the first view', () => benchQrFirst(wc, browser, cleanups));
        if (ONLY.has('verify')) await recordSection('verify-qr', 'The QR code and WalletConnect Verify', () => benchVerifyQr(wc, browser, cleanups, WC_RUNS));
      }
    } finally {
      for (const cleanup of cleanups.reverse()) await Promise.resolve().then(cleanup).catch(() => {});
    }
    return;
  }
  try {
    // The relay's and the node's URLs are built into the WalletConnect page, so the stack comes first.
    const wc = await startWcStack();
    cleanups.push(() => wc.stop());
    rmSync(outRoot, { recursive: true, force: true });
    const pages = {};
    for (const [key, name, define] of [
      ['library', 'library'],
      ['react', 'react'],
      ['reactWagmi', 'react-wagmi'],
      ['wc', 'library-wc', { __BENCH_RELAY_URL__: JSON.stringify(wc.relay.url), __BENCH_RPC_URL__: JSON.stringify(wc.anvil.url), __BENCH_VERIFY_URL__: JSON.stringify(wc.verify.url) }]
    ]) {
      const dir = await buildPage(name, { define });
      pages[key] = { dir, name, ...pageSizes(dir, name) };
    }
    pages.browser = await browserBuild();
    await recordSection('sizes', 'Sizes', async () => {
      printSizes(pages);
      console.log(await describeDevelopmentCost(pages.library, kb));
      console.log('');
      for (const line of describeReactShare(await measureReactShare(), kb)) console.log(line);
      await printBreakdown();
      printFeatureGate(pages.library);
    });

    const serve = async page => {
      const server = await serveStatic(page.dir);
      cleanups.push(() => server.close());
      return `http://127.0.0.1:${server.address().port}/${page.name}.html`;
    };
    const urls = { library: await serve(pages.library), react: await serve(pages.react), reactWagmi: await serve(pages.reactWagmi), wc: await serve(pages.wc) };
    const demo = await startDemo();
    cleanups.push(() => demo.stop());
    const browser = await chromium.launch({ executablePath: await findChromium(), args: chromiumArgs });
    cleanups.push(() => browser.close());

    let plain;
    await recordSection('timings', 'Opening the modal', async () => {
      plain = await measurePage(browser, urls.library, RUNS);
      printTimings('modal only, plain elements', plain);
      printTimings('modal only, React', await measurePage(browser, urls.react, RUNS));
      printTimings('React + wagmi (WagmiAdapter)', await measurePage(browser, urls.reactWagmi, RUNS));
      printTimings('demo game page (React game + demo wallet)', await measurePage(browser, `${demo.url}/index.html`, RUNS));
    });
    await recordSection('walletconnect', 'WalletConnect', async () => {
      const wcResult = await measureWalletConnect(browser, urls.wc, wc.wallet, WC_RUNS);
      const plainBeforeClick = plain.beforeClick.map(request => chunkName(request.file));
      printWalletConnect(pages.wc, { ...wcResult, growthBrotli: pages.wc.brotli - pages.library.brotli, plainBeforeClick });
    });
    await recordSection('host-shift', 'The host page while the modal opens', () => benchHostShift(browser, cleanups, urls.library));
    await recordSection('game', 'A game page while the modal is open', () => benchGame(browser, cleanups, RUNS));
    await recordSection('all-wallets', 'All Wallets with 600 wallets', async () => printAllWallets(await measureAllWallets(browser, RUNS), RUNS));
    await recordSection('qr-first', 'No browser wallet: the QR as the first view', () => benchQrFirst(wc, browser, cleanups));
    await recordSection('verify-qr', 'The QR code and WalletConnect Verify', () => benchVerifyQr(wc, browser, cleanups, WC_RUNS));
    await recordSection('wallet-flows', 'Send and Swap from the Account view', () => benchWalletFlows(browser, demo.url));
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve().then(cleanup).catch(() => {});
  }
}

main().then(
  // Everything is closed by now, so Node exits by itself; should a handle still linger, don't hang on it.
  () =>
    setTimeout(() => {
      console.log(`\nnote: still open after shutdown: ${process.getActiveResourcesInfo().join(', ')}; exiting anyway`);
      process.exit(0);
    }, 5_000).unref(),
  error => {
    console.error(error);
    process.exit(1);
  }
);
