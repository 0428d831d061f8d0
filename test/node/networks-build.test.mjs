// `w3m-modal/networks` lets an app pay only for the networks it names: each definition is its own side-effect-free
// module. Checked with real builds: the library entry builds to a self-contained dist file, and an app that imports
// one network from it (or from the source entry) ships that network and none of the others.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { scaled } from '../fixtures/time-scale.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Names that only the definitions carry (the network names and their own RPC hosts). */
const MARKERS = { optimism: 'mainnet.optimism.io', arbitrum: 'arb1.arbitrum.io', polygon: 'polygon-rpc.com', base: 'mainnet.base.org',
  solana: 'api.mainnet-beta.solana.com', bsc: 'bscscan.com', zora: 'rpc.zora.energy', gnosis: 'gnosischain.com' };

/** Builds a one-line app importing `{ names }` from `from`; returns its whole JS output. */
async function buildApp(from, names) {
  const dir = mkdtempSync(join(tmpdir(), 'w3m-networks-'));
  try {
    writeFileSync(join(dir, 'app.js'), `import { ${names.join(', ')} } from ${JSON.stringify(from)};\nconsole.log(${names.join(', ')});\n`);
    await build({ configFile: false, root: dir, logLevel: 'silent',
      build: { outDir: join(dir, 'out'), minify: false, lib: { entry: join(dir, 'app.js'), formats: ['es'], fileName: 'app' } } });
    return readdirSync(join(dir, 'out')).filter((f) => /\.m?js$/.test(f)).map((f) => readFileSync(join(dir, 'out', f), 'utf8')).join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('one network imported from the source entry ships that network only', { timeout: scaled(180_000) }, async () => {
  const code = await buildApp(join(root, 'src/networks/index.ts'), ['optimism']);
  assert.ok(code.includes(MARKERS.optimism), 'optimism is in the bundle');
  for (const [name, marker] of Object.entries(MARKERS)) if (name !== 'optimism') assert.ok(!code.includes(marker), `${name} was pulled in`);
  assert.ok(!code.includes('customElements'), 'no element code came along');
});

test('two networks (an EVM one and Solana) ship exactly those two', { timeout: scaled(180_000) }, async () => {
  const code = await buildApp(join(root, 'src/networks/index.ts'), ['base', 'solana']);
  assert.ok(code.includes(MARKERS.base) && code.includes(MARKERS.solana));
  for (const [name, marker] of Object.entries(MARKERS)) if (name !== 'base' && name !== 'solana') assert.ok(!code.includes(marker), `${name} was pulled in`);
});

test('the library build emits dist networks.js with no imports, and an app importing one network from it ships one', { timeout: scaled(240_000) }, async () => {
  const out = mkdtempSync(join(tmpdir(), 'w3m-lib-'));
  try {
    await build({ configFile: join(root, 'vite.lib.config.ts'), logLevel: 'silent', build: { outDir: out, sourcemap: false } });
    const networks = readFileSync(join(out, 'networks.js'), 'utf8');
    // Self-contained: importing it never loads the core or the elements.
    assert.doesNotMatch(networks, /^\s*import\s/m);
    for (const marker of Object.values(MARKERS)) assert.ok(networks.includes(marker), `${marker} missing from dist/networks.js`);
    const code = await buildApp(join(out, 'networks.js'), ['arbitrum']);
    assert.ok(code.includes(MARKERS.arbitrum));
    for (const [name, marker] of Object.entries(MARKERS)) if (name !== 'arbitrum') assert.ok(!code.includes(marker), `${name} was pulled in`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
