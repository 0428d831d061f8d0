// Builds one bench page at a time and measures what it ships. One page per build, as a real app ships one:
// a multi-page build moves the modules the pages share into an extra chunk that compresses worse.
// The pages import the package by its name (`w3m-modal/define`, `w3m-modal/react`, …), which resolves through
// package.json's `exports` to the built `dist/`: the files an app that installs the package bundles. (Bundled
// straight from `src/`, rolldown splits the same code into more initial files; `npm run size` prints both.)
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

export const benchRoot = fileURLToPath(new URL('./', import.meta.url));
// BENCH_OUT lets two builds run side by side (e.g. `npm run size` while the bench runs).
export const outRoot = process.env.BENCH_OUT ?? fileURLToPath(new URL('../../dist-bench/', import.meta.url));

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const packageJson = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));

/**
 * `w3m-modal[/subpath]` → the file package.json's `exports` names for it under `condition`, as an app's bundler
 * resolves it: `import` (the production entries), or `development` (what Vite's dev server and webpack or Next.js in
 * development pick: the same code plus option validation and the not-built warnings).
 */
const asInstalled = (condition = 'import') => ({
  name: 'w3m-modal-as-installed',
  enforce: 'pre',
  resolveId(source) {
    const match = /^w3m-modal(\/.+)?$/.exec(source);
    if (!match) return;
    const entry = packageJson.exports[`.${match[1] ?? ''}`];
    const target = entry?.[condition] ?? entry?.import;
    if (!target) throw new Error(`bench: package.json exports nothing for "${source}"`);
    return join(repoRoot, target);
  }
});

/** Newest modification time under `dir` (ms), for the staleness check below. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Fails with the fix in the message when `dist/` is missing or older than the sources it is built from. */
export function assertDistFresh() {
  let built = 0;
  try {
    built = statSync(join(repoRoot, 'dist/define.js')).mtimeMs;
  } catch {}
  const sources = Math.max(...['src', 'react', 'styles'].map(dir => newest(join(repoRoot, dir))));
  if (built < sources) throw new Error('bench: dist/ is missing or older than src/; run `npm run build` first');
}

/**
 * package.json's `sideEffects` does not list scripts/bench/, so a bare `import './wc-config.js'` would be
 * dropped. An app's own modules are not covered by the library's list; treat the bench's the same way.
 */
const benchModulesHaveSideEffects = {
  name: 'bench-modules-have-side-effects',
  transform(code, id) {
    if (id.startsWith(benchRoot)) return { code, moduleSideEffects: true };
  }
};

/**
 * Builds `scripts/bench/<name>.html` into `dist-bench/<outName>/` (`<name>/` by default) against the production
 * entries, or the development ones with `condition: 'development'`; returns that folder.
 */
export async function buildPage(name, { define = {}, outName = name, condition = 'import' } = {}) {
  assertDistFresh();
  const outDir = join(outRoot, outName);
  await build({
    configFile: false,
    root: benchRoot,
    logLevel: 'warn',
    plugins: [asInstalled(condition), react(), benchModulesHaveSideEffects],
    define: { global: 'globalThis', ...define },
    build: {
      outDir,
      emptyOutDir: true,
      // Vite's own preload helper and polyfill belong to the app's bundler, not to the library.
      modulePreload: false,
      ...(process.env.BENCH_NO_MINIFY ? { minify: false } : {}),
      rolldownOptions: { input: { [name]: join(benchRoot, `${name}.html`) } }
    }
  });
  return outDir;
}

const brotli = buffer => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Raw, gzip and brotli bytes of files (paths relative to `dir`), each compressed on its own as served. */
export function sizes(dir, files) {
  const buffers = files.map(f => readFileSync(join(dir, f)));
  return {
    raw: buffers.reduce((sum, b) => sum + b.length, 0),
    gzip: buffers.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
    brotli: buffers.reduce((sum, b) => sum + brotli(b), 0)
  };
}

/** Entry scripts of a built page plus everything they import statically: what the browser must load first. */
export function initialScripts(dir, page) {
  const html = readFileSync(join(dir, page), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/?([^"]+)"/g)].map(m => m[1]);
  return staticGraph(dir, entries);
}

/** Module files (paths relative to `dir`) plus everything they import statically, in load order. */
export function staticGraph(dir, entries) {
  const seen = new Set();
  const visit = file => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dir, file), 'utf8');
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      visit(join(file, '..', m[1]).replace(/\\/g, '/'));
    }
  };
  entries.forEach(visit);
  return [...seen];
}

/** JS files of a built page that are not initial: fetched on first use, if ever. */
export function lazyScripts(dir, initial) {
  return readdirSync(join(dir, 'assets'))
    .map(f => `assets/${f}`)
    .filter(f => f.endsWith('.js') && !initial.includes(f));
}

/** The text of built files, joined: for checks of what code a page ships where (bench, test/node). */
export function readCode(dir, files) {
  return files.map(file => readFileSync(join(dir, file), 'utf8')).join('\n');
}

/** The page's initial JS: file list and sizes. */
export function pageSizes(dir, name) {
  const files = initialScripts(dir, `${name}.html`);
  return { files, ...sizes(dir, files), maskedBrotli: maskedBrotli(dir, files), lazy: lazyScripts(dir, files) };
}

/**
 * Brotli bytes of files with every chunk name's content hash replaced by zeros. A change anywhere in a lazy chunk
 * renames it, and the new hash in the initial file's `import()` moves its brotli size by up to ±30 bytes with no
 * byte of code changed (measured: the same initial code gave 21 367 to 21 413); masked, the figure moves only
 * when the code does, so it is the one to compare between commits.
 */
export function maskedBrotli(dir, files) {
  const masked = file => readFileSync(join(dir, file), 'utf8').replace(/(\.\/[\w.-]+?)-[\w-]{8}\.js/g, '$1-00000000.js');
  return files.reduce((sum, file) => sum + brotli(Buffer.from(masked(file))), 0);
}

/**
 * What the development build adds to the plain page (option validation, not-built warnings), which the production
 * entries leave out: one line, given the production page's sizes.
 */
export async function describeDevelopmentCost(production, kb) {
  const development = pageSizes(await buildPage('library', { condition: 'development', outName: 'library-development' }), 'library');
  return `the same page against the development entries (option validation, not-built warnings): brotli ${kb(development.brotli)}; the production build leaves out ${kb(development.brotli - production.brotli)}`;
}
