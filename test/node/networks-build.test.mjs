// `w3m-modal/networks` lets an app pay only for the networks it names: each definition is a pure constant in a
// side-effect-free module (the hand-written ones here, viem's chains for the generated ones). Checked with real
// builds: the library entry builds to a dist file that imports nothing but `viem/chains`, and an app that imports
// one network from it (or from the source entry) ships that network and none of the others.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'vite';
import * as viemChains from 'viem/chains';
import { OUTPUT, render, writtenParts } from '../../scripts/networks.mjs';
import { scaled } from '../fixtures/time-scale.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Names that only the definitions carry (the network names and their own RPC hosts). */
const MARKERS = { optimism: 'mainnet.optimism.io', arbitrum: 'arb1.arbitrum.io', polygon: 'polygon-rpc.com', base: 'mainnet.base.org',
  solana: 'api.mainnet-beta.solana.com', bsc: 'bscscan.com', zora: 'rpc.zora.energy', gnosis: 'gnosischain.com',
  arbitrumSepolia: 'sepolia-rollup.arbitrum.io', baseSepolia: 'sepolia.base.org', bitcoin: 'bip122:000000000019d6689c085ae165831e93' };

/** A scratch folder inside the repository, so builds resolve `viem` from its node_modules. */
const scratch = (prefix) => mkdtempSync(join(root, `.${prefix}-`));

/** Builds a one-line app importing `{ names }` from `from`; returns its whole JS output, minified. */
async function buildApp(from, names) {
  const dir = scratch('w3m-networks');
  try {
    writeFileSync(join(dir, 'app.js'), `import { ${names.join(', ')} } from ${JSON.stringify(from)};\nconsole.log(${names.join(', ')});\n`);
    await build({ configFile: false, root: dir, logLevel: 'silent',
      build: { outDir: join(dir, 'out'), lib: { entry: join(dir, 'app.js'), formats: ['es'], fileName: 'app' } } });
    return readdirSync(join(dir, 'out')).filter((f) => /\.m?js$/.test(f)).map((f) => readFileSync(join(dir, 'out', f), 'utf8')).join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function assertOnly(code, kept) {
  for (const name of kept) assert.ok(code.includes(MARKERS[name]), `${name} is in the bundle`);
  for (const [name, marker] of Object.entries(MARKERS)) if (!kept.includes(name)) assert.ok(!code.includes(marker), `${name} was pulled in`);
  assert.ok(!code.includes('customElements'), 'no element code came along');
}

test('the generated modules list every chain of the installed viem (run `node scripts/networks.mjs` after a viem update)', () => {
  const files = render();
  for (const [path, text] of files) {
    assert.equal(readFileSync(path, 'utf8'), text, `${path} is stale`);
    assert.ok(text.split('\n').length < 300, `${path} stays under 300 lines`);
  }
  assert.deepEqual(writtenParts().sort(), [...files.keys()].filter((path) => path !== OUTPUT).sort(), 'no stale part is left');
});

test('the entry exports every chain viem exports', () => {
  // The names, read from the sources (Node does not load TypeScript here; the typed check is the surface test's).
  const source = readFileSync(OUTPUT, 'utf8') + readdirSync(join(root, 'src/networks')).map((f) => readFileSync(join(root, 'src/networks', f), 'utf8')).join('\n');
  for (const name of Object.keys(viemChains)) assert.match(source, new RegExp(`export const ${name}\\b`), `${name} missing`);
});

test('one network imported from the source entry ships that network only', { timeout: scaled(180_000) }, async () => {
  assertOnly(await buildApp(join(root, 'src/networks/index.ts'), ['optimism']), ['optimism']);
  assertOnly(await buildApp(join(root, 'src/networks/index.ts'), ['arbitrumSepolia']), ['arbitrumSepolia']);
});

test('an EVM network, Solana and Bitcoin ship exactly those three', { timeout: scaled(180_000) }, async () => {
  assertOnly(await buildApp(join(root, 'src/networks/index.ts'), ['base', 'solana', 'bitcoin']), ['base', 'solana', 'bitcoin']);
});

test('the library build emits dist/networks/index.js importing only viem/chains, and an app importing one network from it ships one', { timeout: scaled(240_000) }, async () => {
  const out = scratch('w3m-lib');
  try {
    await build({ configFile: join(root, 'vite.lib.config.ts'), logLevel: 'silent', build: { outDir: out, sourcemap: false } });
    const networks = readFileSync(join(out, 'networks/index.js'), 'utf8');
    // Importing it never loads the core or the elements: its only import is viem's chain definitions.
    const imports = [...networks.matchAll(/^\s*import\s[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
    assert.deepEqual([...new Set(imports)], ['viem/chains']);
    for (const marker of ['mainnet.optimism.io', 'arb1.arbitrum.io', 'api.mainnet-beta.solana.com']) assert.ok(networks.includes(marker), `${marker} missing from dist/networks/index.js`);
    for (const name of ['arbitrum', 'arbitrumSepolia']) {
      const code = await buildApp(join(out, 'networks/index.js'), [name]);
      assertOnly(code, [name]);
      // The cost an app pays for one network (printed, not asserted: sizes are `npm run size`'s business).
      console.log(`one network from dist/networks/index.js (${name}): ${Buffer.byteLength(code)} B minified, ${brotliCompressSync(code).length} B brotli`);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
