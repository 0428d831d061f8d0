// `npm run size` (after `npm run build`): the quick half of the bench. Builds, with Vite, against the built package's
// production entries as an app that installs it does: the plain HTML page (the library's initial JS against its
// budget, what it buys, the lazy chunks) and a React page written as apps write it, whose library share is its
// initial JS minus that of the same page without the library (scripts/bench/react-share.mjs). No browser needed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.BENCH_OUT ??= mkdtempSync(join(tmpdir(), 'w3m-size-'));
const { buildPage, describeDevelopmentCost, pageSizes, readCode, sizes, staticGraph } = await import('./bench/build.mjs');
const { initialBreakdown, splitCost } = await import('./bench/breakdown.mjs');
const { describeEthersEntry } = await import('./bench/ethers-entry.mjs');
const { describeSolanaEntry } = await import('./bench/solana-entry.mjs');
const { describeSiweEntry, measureSiweEntry } = await import('./bench/siwe-entry.mjs');
const { describeReactShare, measureReactShare } = await import('./bench/react-share.mjs');
const BUDGET = 22 * 1024;
const kb = bytes => `${(bytes / 1024).toFixed(2)} KB`;

/** Lazy chunks named after a module (`assets/<name>-<hash>.js`). */
const chunksNamed = (page, name) => page.lazy.filter(file => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '') === name);

/**
 * What the idle prefetch adds when the QR will be the first view (WalletConnect on, no browser wallet, desktop;
 * PREFETCH_QR_FIRST in src/features.ts): the QR view and the WalletConnect SDK with what they import, beyond the
 * initial files and the dialog's own idle prefetch (which every page makes).
 */
function printQrPrefetch(dir, page) {
  const dialog = staticGraph(dir, [...chunksNamed(page, 'modal-ui'), ...chunksNamed(page, 'w3m-all-wallets-view')]);
  const sdk = page.lazy.filter(file => readCode(dir, [file]).includes('wc_sessionPropose'));
  const entries = [...chunksNamed(page, 'w3m-connecting-wc-basic-view'), ...sdk];
  const added = staticGraph(dir, entries).filter(file => !page.files.includes(file) && !dialog.includes(file));
  const total = sizes(dir, added);
  console.log(`idle prefetch when the QR is the first view (WalletConnect on, no browser wallet): ${added.length} files, brotli ${kb(total.brotli)}, gzip ${kb(total.gzip)}`);
  for (const file of added) console.log(`  ${file.padEnd(53)} brotli ${kb(sizes(dir, [file]).brotli)}`);
}

try {
  const dir = await buildPage('library');
  const page = pageSizes(dir, 'library');
  console.log(`library's own initial JS, as an app that installs the package bundles it: brotli ${kb(page.brotli)} in ${page.files.length} files (budget ${kb(BUDGET)}, ${page.brotli <= BUDGET ? 'met' : 'MISSED'}), raw ${kb(page.raw)}`);
  console.log(`  to compare commits: ${page.maskedBrotli} B brotli with the chunk names' hashes masked, ${page.raw} B raw (the brotli figure above moves ±30 B with lazy chunks' hashes alone)`);
  const breakdown = await initialBreakdown('library');
  console.log(`what the initial kilobytes buy (estimated from each module's share, bundled from src/):`);
  for (const group of breakdown.groups.sort((a, b) => b.brotli - a.brotli)) console.log(`  ${group.label.padEnd(62)} ${kb(group.brotli)}`);
  console.log(`  ${"the bundler's split into extra initial files".padEnd(62)} ${kb(splitCost(dir, page.files))}`);
  console.log(`bundled straight from src/ instead of dist/: brotli ${kb(breakdown.separate)} in ${breakdown.files} files (rolldown leaves more shared chunks apart from the entry there)`);
  for (const file of page.lazy) console.log(`  lazy ${file.padEnd(48)} brotli ${kb(sizes(dir, [file]).brotli)}`);
  console.log(await describeDevelopmentCost(page, kb));
  for (const line of describeReactShare(await measureReactShare(), kb)) console.log(line);
  const withWalletConnect = await measureReactShare({ walletConnect: true });
  console.log(describeReactShare(withWalletConnect, kb, 'the same page with WalletConnect on (a projectId\'s default)').slice(0, 2).join('\n'));
  console.log(describeEthersEntry(kb));
  console.log(describeSolanaEntry(kb));
  console.log(describeSiweEntry(await measureSiweEntry(), kb));
  printQrPrefetch(dir, page);
} finally {
  rmSync(process.env.BENCH_OUT, { recursive: true, force: true });
}
