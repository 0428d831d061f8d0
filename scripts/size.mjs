// `npm run size`: the quick half of the bench. Builds the plain-elements page in the product's configuration
// and prints the library's initial JS against its budget, plus the lazy chunks. No browser needed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.BENCH_OUT ??= mkdtempSync(join(tmpdir(), 'w3m-size-'));
const { buildPage, pageSizes, sizes } = await import('./bench/build.mjs');
const { initialBreakdown } = await import('./bench/breakdown.mjs');
const { describeEthersEntry } = await import('./bench/ethers-entry.mjs');
const BUDGET = 22 * 1024;
const kb = bytes => `${(bytes / 1024).toFixed(2)} KB`;

try {
  const dir = await buildPage('library');
  const page = pageSizes(dir, 'library');
  console.log(`library's own initial JS: brotli ${kb(page.brotli)} (budget ${kb(BUDGET)}, ${page.brotli <= BUDGET ? 'met' : 'MISSED'}), raw ${kb(page.raw)}`);
  const breakdown = await initialBreakdown('library');
  console.log(`what the initial kilobytes buy (estimated from each module's share; ${breakdown.files} files):`);
  for (const group of breakdown.groups.sort((a, b) => b.brotli - a.brotli)) console.log(`  ${group.label.padEnd(62)} ${kb(group.brotli)}`);
  console.log(`  ${"the bundler's split into extra initial files".padEnd(62)} ${kb(breakdown.separate - breakdown.asOneFile)}`);
  for (const file of page.lazy) console.log(`  lazy ${file.padEnd(48)} brotli ${kb(sizes(dir, [file]).brotli)}`);
  console.log(describeEthersEntry(kb));
} finally {
  rmSync(process.env.BENCH_OUT, { recursive: true, force: true });
}
