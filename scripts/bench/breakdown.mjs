// What each initial kilobyte buys: the library page's initial modules grouped by job. Rolldown reports each
// module's length before minification; a group's brotli share is estimated from that length, scaled to the
// measured brotli total of the initial files. Also measured: what the bundler's extra initial files cost
// (the same code as one file, compressed once). Module ids need the sources, so this page is bundled from src/
// (`w3m-modal/define` resolved to src/define.ts), where the build measured against its budget uses dist/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'vite';
import { benchRoot } from './build.mjs';

/** First matching group wins; paths are relative to the repository (node_modules/… for dependencies). */
const GROUPS = [
  ['Lit (rendering, reactive elements)', /node_modules\/(lit|lit-html|lit-element|@lit)\//],
  ['nanostores', /node_modules\/nanostores\//],
  ["Vite's preload helper (the app bundler's, for any import())", /preload-helper/],
  ['options: parsing, validation, <w3m-modal> attributes', /src\/(core\/options\/|modal\/modal-config)/],
  ['loading table and lazy loaders', /src\/(features|core\/lazy|components\/lazy-elements)/],
  ['connection, network and balance actions', /src\/core\/([a-z-]+\/actions|intent|wallet-errors)/],
  ['wallet discovery (EIP-6963, injected connector)', /src\/connectors\//],
  ['stores, networks, CAIP ids, storage, public state', /src\/core\//],
  ['theme tokens and shared styles', /(styles\/|controllers\/theme-controller)/],
  ['page elements: buttons, modal host, toaster', /src\/(modal|components|controllers|app-kit|define|events)/],
];

/** The package's entries that the bench pages import, mapped to the sources they are built from. */
const SOURCES = { 'w3m-modal/define': 'src/define.ts', 'w3m-modal': 'src/index.ts' };
const fromSource = {
  name: 'w3m-modal-from-source',
  enforce: 'pre',
  resolveId(source) {
    if (SOURCES[source]) return fileURLToPath(new URL(`../../${SOURCES[source]}`, import.meta.url));
  }
};

const brotli = text => brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Builds `scripts/bench/<name>.html` in memory and groups its initial modules. */
export async function initialBreakdown(name) {
  const result = await build({
    configFile: false,
    root: benchRoot,
    logLevel: 'warn',
    plugins: [fromSource],
    define: { global: 'globalThis' },
    build: { write: false, modulePreload: false, rolldownOptions: { input: { [name]: join(benchRoot, `${name}.html`) } } },
  });
  const chunks = (Array.isArray(result) ? result : [result]).flatMap(out => out.output).filter(out => out.type === 'chunk');
  const byFile = new Map(chunks.map(chunk => [chunk.fileName, chunk]));
  const initial = new Set();
  const visit = file => {
    if (initial.has(file)) return;
    initial.add(file);
    byFile.get(file).imports.forEach(visit);
  };
  chunks.filter(chunk => chunk.isEntry).forEach(chunk => visit(chunk.fileName));
  const codes = [...initial].map(file => byFile.get(file).code);
  const separate = codes.reduce((sum, code) => sum + brotli(code), 0);
  const lengths = new Map(GROUPS.map(([label]) => [label, 0]));
  let rendered = 0;
  for (const file of initial) {
    for (const [id, module] of Object.entries(byFile.get(file).modules)) {
      const group = GROUPS.find(([, pattern]) => pattern.test(id))?.[0] ?? 'other';
      lengths.set(group, (lengths.get(group) ?? 0) + module.renderedLength);
      rendered += module.renderedLength;
    }
  }
  const asOneFile = brotli(codes.join('\n'));
  const groups = [...lengths].filter(([, length]) => length > 0).map(([label, length]) => ({ label, brotli: (asOneFile * length) / rendered }));
  return { files: initial.size, separate, asOneFile, groups };
}

/** What splitting costs: `files` (paths relative to `dir`) compressed one by one, less the same code as one file. */
export function splitCost(dir, files) {
  const codes = files.map(file => readFileSync(join(dir, file), 'utf8'));
  return codes.reduce((sum, code) => sum + brotli(code), 0) - brotli(codes.join('\n'));
}
