#!/usr/bin/env node
// `npm test`: typecheck → layering rules → web-test-runner (then test/wagmi again on wagmi 3) → library build → node tests →
// package hygiene → consumer apps → storybook build and docs pages → playwright (if configured).
// Every step runs even after one fails, so one run shows every problem; the last line is always
// `Summary: N passed, N failed`, and the exit code is 1 when any step failed.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowser } from './ensure-browser.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const browser = await ensureBrowser();
console.log(`Using Chromium: ${browser}`);

const env = {
  ...process.env,
  CHROMIUM_PATH: browser,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
  // Child output goes through a pipe; keep colours when a human is watching.
  ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
};

const stripAnsi = (text) => text.replace(/\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)/g, '');

/** @returns {Promise<{ code: number, output: string }>} streams the child's output while capturing it */
function run(cmd, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const shownEnv = Object.entries(extraEnv).map(([key, value]) => `${key}=${value} `).join('');
    console.log(`\n$ ${shownEnv}${cmd} ${args.join(' ')}`);
    const child = spawn(cmd, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['inherit', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => { process.stdout.write(chunk); output += chunk; });
    child.stderr.on('data', (chunk) => { process.stderr.write(chunk); output += chunk; });
    const forward = (sig) => child.kill(sig);
    process.on('SIGINT', forward).on('SIGTERM', forward);
    child.on('error', (err) => { output += String(err); });
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      resolve({ code: code ?? (signal ? 1 : 0), output: stripAnsi(output) });
    });
  });
}

/** Last "N passed" / "N failed" counts in a reporter's output (wtr and Playwright both print them). */
function testCounts(output) {
  const nodePass = [...output.matchAll(/^# pass (\d+)$/gm)].at(-1);
  const nodeFail = [...output.matchAll(/^# fail (\d+)$/gm)].at(-1);
  if (nodePass && nodeFail) return { passed: Number(nodePass[1]), failed: Number(nodeFail[1]) };
  const wtr = [...output.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
  if (wtr) return { passed: Number(wtr[1]), failed: Number(wtr[2]) };
  const passed = [...output.matchAll(/^\s*(\d+) passed\b/gm)].at(-1);
  const failed = [...output.matchAll(/^\s*(\d+) (?:failed|interrupted)\b/gm)].map((m) => Number(m[1]));
  if (!passed && failed.length === 0) return undefined;
  return { passed: passed ? Number(passed[1]) : 0, failed: failed.reduce((a, b) => a + b, 0) };
}

/** @param {string} dir */
function hasE2eTests(dir) {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).some((f) => /\.(spec|test)\.[cm]?[jt]s$/.test(f));
}

const steps = [
  { name: 'typecheck', cmd: 'tsc', args: ['-p', 'tsconfig.json', '--noEmit'], countsTests: false },
  // The layering rules of .dependency-cruiser.cjs (docs/architecture.md); a violation names its rule.
  { name: 'layers (dependency-cruiser)', cmd: 'node', args: ['scripts/layers.mjs'], countsTests: false },
  { name: 'unit (web-test-runner)', cmd: 'web-test-runner', args: [], countsTests: true },
  // The WagmiAdapter's tests again, against @wagmi/core 3 (the root's wagmi is 2; vite.config.ts swaps it in).
  { name: 'unit, wagmi 3 (web-test-runner)', cmd: 'web-test-runner', args: ['test/wagmi/**/*.test.ts'], env: { W3M_WAGMI: '3' }, countsTests: true },
  { name: 'library build', cmd: 'npm', args: ['run', 'build', '--silent'], countsTests: false },
  { name: 'node (server rendering, WalletConnect SDKs)', cmd: 'node', args: ['--test', 'test/node/', 'test/wc-node/'], countsTests: true },
  // The packed library installed into apps carrying the README's examples, built, driven in Chromium.
  // The tarball as published: publint, Are the Types Wrong, `npm publish --dry-run`.
  { name: 'package hygiene', cmd: 'node', args: ['--test', 'test/package/package.test.mjs'], countsTests: true },
  { name: 'consumer apps (packed library)', cmd: 'node', args: ['--test', 'test/consumers/consumers.test.mjs'], countsTests: true },
  // `npm run build:stories` (custom-elements.json, then Storybook) and its docs pages checked against the manifest.
  { name: 'storybook (build + docs pages)', cmd: 'node', args: ['--test', 'test/storybook/docs.test.mjs'], countsTests: true },
  {
    name: 'e2e (playwright)',
    cmd: 'playwright',
    args: ['test'],
    countsTests: true,
    skip: () =>
      !existsSync(join(root, 'playwright.config.ts'))
        ? 'no playwright.config.ts'
        : !hasE2eTests(join(root, 'test/e2e'))
          ? 'no tests in test/e2e'
          : undefined,
  },
];

let passed = 0;
let failed = 0;
const report = [];
for (const step of steps) {
  const reason = step.skip?.();
  if (reason) {
    console.log(`\n-- ${step.name}: skipped (${reason})`);
    report.push(`${step.name}: skipped (${reason})`);
    continue;
  }
  const started = Date.now();
  const { code, output } = await run(step.cmd, step.args, step.env);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = step.countsTests ? testCounts(output) : undefined;
  if (counts) {
    passed += counts.passed;
    // A run can fail with no failed test (module that does not load, timeout): still a failure.
    failed += code !== 0 ? Math.max(counts.failed, 1) : counts.failed;
    report.push(`${step.name}: ${code === 0 ? 'ok' : 'FAILED'} (${counts.passed} passed, ${counts.failed} failed, ${seconds}s)`);
  } else {
    if (code === 0) passed += 1;
    else failed += 1;
    report.push(`${step.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} (${seconds}s)`);
  }
}

console.log('\n' + report.map((line) => `  ${line}`).join('\n'));
console.log('  (typecheck and the library build count as one check each)');
console.log(`Summary: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
