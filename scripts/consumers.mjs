#!/usr/bin/env node
// The library as users install it: `npm pack` once, then small apps under test/consumers/<name>/ install the
// tarball from their own committed lock files and build. The apps are copied to a temporary folder first, so
// nothing resolves through this repo's node_modules. The README's examples are written into the apps verbatim
// (React: src/App.tsx; HTML: index.html; React + wagmi: every block of "Coming from AppKit" whose first line
// names its file, `// src/main.tsx`), so the README cannot drift from code that builds. The TypeScript 6 app
// (ts6) only type-checks: its `build` is `tsc`. The no-bundler apps install nothing: their site is the
// tarball's dist/browser/ beside an index.html holding the README's example.
// test/consumers/consumers.test.mjs drives the built apps in Chromium.
//
//   node scripts/consumers.mjs --update-locks   regenerate the apps' package-lock.json files (after a dependency
//                                               of the library or of an app changed)
//   node scripts/consumers.mjs [--update-locks] react-wagmi2 …   only the apps named
//
// The readme-* apps have no lock file: into a React + Vite + TypeScript scaffold whose versions are all `latest`
// (test/consumers/readme-wagmi/), the README's own install command for AppKit apps is run, so what the registry
// resolves today is what they build and run with (a new wagmi, viem or React fails them before it fails a user).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const appsDir = join(root, 'test/consumers');
/** Apps in the order they are checked; each names the README example it carries. */
export const APPS = [
  { name: 'react19', example: 'react', label: 'React 19 + Vite + TypeScript 7' },
  { name: 'react18', example: 'react', label: 'React 18 + Vite + TypeScript 5.9 (skipLibCheck off)' },
  // Type check only: nothing to drive in a browser (its `build` is `tsc`).
  { name: 'ts6', example: 'react', label: 'TypeScript 6.0 type check only (skipLibCheck off): the React example, the tags in TSX, every entry but wagmi', typecheckOnly: true },
  { name: 'html', example: 'html', label: "plain HTML with import 'w3m-modal/define', built by Vite" },
  // The apps below carry their own sources ('own'): pages of our own that make the calls AppKit's documentation
  // shows for each setup (test/consumers/README.md says which).
  { name: 'js-core', example: 'own', label: 'plain JavaScript + Vite, no adapter: the instance API, subscribeState buttons, switchNetwork' },
  { name: 'js-wagmi', example: 'own', label: 'plain JavaScript + wagmi 2 + Vite: subscribeState buttons across a reload' },
  { name: 'js-ethers', example: 'own', label: 'plain JavaScript + ethers 6 + Vite: throwing subscribeProviders/subscribeState callbacks, a reload' },
  { name: 'react-wagmi2', example: 'wagmi', label: 'React 19 + wagmi 2 + Vite + TypeScript 7 (the README\'s AppKit quickstart)' },
  { name: 'react-wagmi3', example: 'wagmi', label: 'React 19 + wagmi 3 + Vite + TypeScript 7 (the README\'s AppKit quickstart)' },
  // The same quickstart with no lock file: `installs` names the README command (the one listing that package)
  // run in the scaffold folder `dir`, shared by both.
  { name: 'readme-wagmi3', dir: 'readme-wagmi', installs: 'wagmi', example: 'wagmi', label: "the README's AppKit quickstart installed with the README's command, today's newest versions (wagmi 3)" },
  { name: 'readme-wagmi2', dir: 'readme-wagmi', installs: 'wagmi@2', example: 'wagmi', label: "the README's AppKit quickstart installed with the README's command for wagmi 2 (`wagmi@2`), today's newest versions" },
  { name: 'react-siwx', example: 'own', label: 'React 19 + wagmi 2 + ReownAuthentication (SIWX) + Vite' },
  { name: 'js-siwe', example: 'own', label: 'plain JavaScript + Vite + w3m-modal/siwe (createSIWEConfig) against its own Node server' },
  { name: 'react-solana', example: 'own', label: 'React 19 + Solana adapter + @solana/web3.js + Vite: Solana only' },
  { name: 'react-multichain', example: 'own', label: 'React 19 + wagmi 2 + Solana adapter + Vite, without @solana/web3.js' },
  { name: 'react-ethers', example: 'own', label: 'React 19 + ethers 6 + Vite + TypeScript 7' },
  { name: 'react-ethers5', example: 'own', label: 'React 19 + ethers 5 + Vite + TypeScript 7' },
  { name: 'react-wallet-flows', example: 'own', label: 'React 19 + wagmi 2 + Vite, AppKit\'s wallet features on: Send, Receive, Swap and Buy from the Account view' },
  { name: 'browser', example: 'browser', label: 'plain HTML, no bundler: dist/browser/ from a static host, attributes' },
  { name: 'browser-api', example: 'browser-api', label: 'plain HTML, no bundler: dist/browser/ from a static host, window.w3mModal.createAppKit' },
];
/** Apps with no package.json: nothing to install or build, the published dist/browser/ is copied. */
const NO_BUNDLER = new Set(['browser', 'browser-api']);
/** Where the README's no-bundler examples load the build from; the consumer test serves that host. */
export const BROWSER_BUILD_URL = 'https://your-static-host/w3m-modal/dist/browser/';
/** The apps' package.json files name the tarball by this path (relative to the app folder). */
const TARBALL = 'w3m-modal.tgz';

/** This run's environment without what an outer `npm test` says about this repo (its prefix, its package). */
function appEnv() {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(npm_config_local_prefix|npm_package_|npm_lifecycle_|INIT_CWD$)/.test(key)),
  );
  return { ...env, npm_config_update_notifier: 'false' };
}

/**
 * @param {string} cmd @param {string[]} args @param {string} cwd
 * @param {{ stdoutOnly?: boolean, env?: Record<string, string> }} [options] env: added to this run's environment
 * @returns {Promise<string>} the output (stdout and stderr, or stdout only); rejects with both when the command fails
 */
export function sh(cmd, args, cwd, { stdoutOnly = false, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...appEnv(), ...env } });
    let output = '';
    let stdout = '';
    child.stdout.on('data', (chunk) => { output += chunk; stdout += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(stdoutOnly ? stdout : output) : reject(new Error(`${cmd} ${args.join(' ')} (in ${cwd}) exited with ${code}:\n${output}`))));
  });
}

/** The fenced block of `lang` number `index` (0: the first) under the README heading `heading`. */
export function readmeExample(/** @type {string} */ heading, /** @type {string} */ lang, index = 0) {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split(`\n## ${heading}\n`)[1]?.split('\n## ')[0];
  const block = [...(section ?? '').matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))][index]?.[1];
  if (!block) throw new Error(`README: no \`\`\`${lang} block number ${index + 1} under "## ${heading}"`);
  return block;
}

/** The fenced `lang` blocks under the README heading `heading` that start with a `// <path>` line, by path. */
export function readmeFiles(/** @type {string} */ heading, /** @type {string} */ lang) {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split(`\n## ${heading}\n`)[1]?.split('\n## ')[0] ?? '';
  const files = new Map();
  for (const [, block] of section.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))) {
    const path = block.match(/^\/\/ ((?:src\/)?[\w.-]+\.\w+)\n/)?.[1];
    if (path) files.set(path, block);
  }
  if (files.size === 0) throw new Error(`README: no \`\`\`${lang} block naming its file under "## ${heading}"`);
  return files;
}

/**
 * The README's install command for AppKit apps (the ```sh block under "Coming from AppKit") whose package list
 * names `pkg` (`wagmi`, `wagmi@2`), as arguments to `npm`. docs/appkit.md must show the same block.
 */
export function readmeInstall(/** @type {string} */ pkg) {
  const block = readmeExample('Coming from AppKit', 'sh');
  const appkitDoc = readFileSync(join(root, 'docs/appkit.md'), 'utf8');
  if (!appkitDoc.includes('```sh\n' + block + '```')) throw new Error("docs/appkit.md: the README's install block for AppKit apps is missing or differs");
  const line = block.split('\n').find((l) => l.startsWith('npm install ') && l.split(' ').includes(pkg));
  if (!line) throw new Error(`README: no \`npm install\` line naming ${pkg} under "## Coming from AppKit"`);
  return line.split(' ').slice(1);
}

/** The folder an app is copied from: its own, or the one it shares (`dir`). */
const sourceOf = (/** @type {(typeof APPS)[number]} */ app) => join(appsDir, 'dir' in app ? app.dir : app.name);

/** README blocks under "Use it from HTML": the bundler page, then the no-bundler pages. */
const HTML_EXAMPLES = { html: 0, browser: 1, 'browser-api': 2 };

/** Writes the README's example into an app copy. */
function writeExample(/** @type {string} */ dir, /** @type {'react' | 'wagmi' | 'own' | keyof typeof HTML_EXAMPLES} */ example) {
  if (example === 'own') return;
  if (example === 'wagmi') {
    for (const [path, code] of readmeFiles('Coming from AppKit', 'tsx')) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), code);
    }
    return;
  }
  if (example === 'react') {
    writeFileSync(join(dir, 'src/App.tsx'), readmeExample('Use it from React', 'tsx'));
    return;
  }
  const page = readmeExample('Use it from HTML', 'html', HTML_EXAMPLES[example]);
  if (NO_BUNDLER.has(example) && !page.includes(`src="${BROWSER_BUILD_URL}w3m-modal.js"`)) {
    throw new Error(`README: the no-bundler example must load ${BROWSER_BUILD_URL}w3m-modal.js (the consumer test serves that URL)`);
  }
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>w3m-modal consumer</title></head>\n<body>\n${page}</body>\n</html>\n`,
  );
}

/**
 * Builds the library (the `prepack` script) and packs it into a fresh temporary folder. `W3M_LIBRARY_ROOT` names
 * another checkout to pack instead of this one (with its own node_modules): the apps then run against that
 * library, e.g. the commit before a fix, to see a check fail there.
 * @returns {Promise<{ dir: string, tarball: string, size: number, unpackedSize: number, files: string[] }>}
 */
export async function packLibrary() {
  const dir = mkdtempSync(join(tmpdir(), 'w3m-consumers-'));
  try {
    const output = await sh('npm', ['pack', '--json', '--pack-destination', dir], process.env.W3M_LIBRARY_ROOT ?? root, { stdoutOnly: true });
    // The prepack script's build log comes first on the same stream; the JSON starts on a line of its own.
    const [info] = JSON.parse(output.slice(output.search(/^\[$/m)));
    const tarball = join(dir, TARBALL);
    renameSync(join(dir, info.filename), tarball);
    return { dir, tarball, size: statSync(tarball).size, unpackedSize: info.unpackedSize, files: info.files.map((/** @type {{ path: string }} */ f) => f.path) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Copies an app next to the tarball, writes the README example and installs it (not the no-bundler apps).
 * @param {string} packDir @param {(typeof APPS)[number]} app
 * @param {{ updateLock?: boolean }} [options]
 * @returns {Promise<{ dir: string, installSeconds: number }>}
 */
export async function installApp(packDir, app, { updateLock = false } = {}) {
  const dir = join(packDir, app.name);
  cpSync(sourceOf(app), dir, { recursive: true, filter: (src) => !/[/\\](node_modules|dist)$/.test(src) });
  writeExample(dir, app.example);
  const started = Date.now();
  if ('installs' in app) {
    // The README's command with the tarball for `w3m-modal`; no lock, and the registry asked for the newest
    // versions (no --prefer-offline). --no-audit/--no-fund only skip reports.
    const args = readmeInstall(app.installs).map((arg) => (arg === 'w3m-modal' ? `../${TARBALL}` : arg));
    if (!args.includes(`../${TARBALL}`)) throw new Error(`README: the install line naming ${app.installs} does not install w3m-modal`);
    await sh('npm', [...args, '--no-audit', '--no-fund'], dir);
  } else if (updateLock) {
    rmSync(join(dir, 'package-lock.json'), { force: true });
    await sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], dir);
    // The tarball changes with every build: its checksum in the lock would fail the next `npm ci`.
    const lockPath = join(dir, 'package-lock.json');
    const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
    delete lock.packages['node_modules/w3m-modal'].integrity;
    writeFileSync(join(appsDir, app.name, 'package-lock.json'), JSON.stringify(lock, null, 2) + '\n');
  } else {
    // Dependencies come from the lock file and the npm cache; only the tarball is new.
    await sh('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], dir);
  }
  return { dir, installSeconds: (Date.now() - started) / 1000 };
}

/**
 * Installs an app (or takes the install already started: `installing`) and builds it.
 * @param {string} packDir @param {(typeof APPS)[number]} app
 * @param {{ updateLock?: boolean, installing?: ReturnType<typeof installApp> }} [options]
 * @returns {Promise<{ dir: string, dist: string, installSeconds: number, buildSeconds: number }>}
 */
export async function buildApp(packDir, app, { updateLock = false, installing } = {}) {
  if (NO_BUNDLER.has(app.name)) return copyBrowserBuild(packDir, app);
  const { dir, installSeconds } = await (installing ?? installApp(packDir, app, { updateLock }));
  const started = Date.now();
  await sh('npm', ['run', 'build', '--silent'], dir);
  return { dir, dist: join(dir, 'dist'), installSeconds, buildSeconds: (Date.now() - started) / 1000 };
}

/**
 * A no-bundler app: the site folder gets the installed package's dist/browser/ (unpacked from the tarball as npm
 * would install it) and an index.html with the README's example; nothing else.
 * @param {string} packDir @param {(typeof APPS)[number]} app
 */
async function copyBrowserBuild(packDir, app) {
  const started = Date.now();
  const dir = join(packDir, app.name);
  const installed = join(dir, 'node_modules/w3m-modal');
  mkdirSync(installed, { recursive: true });
  await sh('tar', ['-xzf', join(packDir, TARBALL), '-C', installed, '--strip-components=1'], dir);
  const dist = join(dir, 'dist');
  cpSync(join(installed, 'dist/browser'), dist, { recursive: true });
  writeExample(dist, app.example);
  return { dir, dist, installSeconds: (Date.now() - started) / 1000, buildSeconds: 0 };
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const describeTarball = (/** @type {Awaited<ReturnType<typeof packLibrary>>} */ pack) =>
  `w3m-modal tarball: ${kb(pack.size)} packed, ${kb(pack.unpackedSize)} unpacked, ${pack.files.length} files`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const updateLock = process.argv.includes('--update-locks');
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const pack = await packLibrary();
  console.log(describeTarball(pack));
  try {
    for (const app of APPS) {
      if (only.length > 0 && !only.includes(app.name)) continue;
      if (!NO_BUNDLER.has(app.name) && !existsSync(sourceOf(app))) continue;
      if (updateLock && (NO_BUNDLER.has(app.name) || 'installs' in app)) continue;
      const result = await buildApp(pack.dir, app, { updateLock });
      console.log(`${app.name}: installed in ${result.installSeconds.toFixed(1)} s, built in ${result.buildSeconds.toFixed(1)} s`);
    }
  } finally {
    rmSync(pack.dir, { recursive: true, force: true });
  }
}
