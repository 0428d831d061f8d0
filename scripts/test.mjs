#!/usr/bin/env node
// `npm test`: typecheck → layering rules → web-test-runner (then test/wagmi again on wagmi 3) → library build → node tests →
// package hygiene → consumer apps → storybook build and docs pages → playwright. The steps and their rules are in
// scripts/test-steps.mjs. Every step runs even after one fails, so one run shows every problem; the last line is
// always `Summary: N passed, N failed, …` with the library's and the fixtures' tests apart, and the exit code is 1
// when any step failed, any test failed or was left out (skipped, todo, cancelled, focused), or a step is missing.
//
// `node scripts/test.mjs --step unit --step node` runs only those steps (keys in scripts/test-steps.mjs), and
// `node scripts/test.mjs --step unit -- test/x/y.test.ts` one step on the files given, judged by the same rules.
import { spawn } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowser } from './ensure-browser.mjs';
import { STEPS, judgeStep, summarize } from './test-steps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** @param {string[]} argv @returns {{ keys: string[], files: string[] | undefined }} */
function parseArgs(argv) {
  const keys = [];
  const dashes = argv.indexOf('--');
  const own = dashes === -1 ? argv : argv.slice(0, dashes);
  for (let i = 0; i < own.length; i += 1) {
    if (own[i] === '--step' && own[i + 1]) keys.push(own[(i += 1)]);
    else throw new Error(`unknown argument ${own[i]} (use --step <${STEPS.map(s => s.key).join('|')}> [-- files])`);
  }
  const unknown = keys.filter(key => !STEPS.some(step => step.key === key));
  if (unknown.length) throw new Error(`unknown step ${unknown.join(', ')} (steps: ${STEPS.map(s => s.key).join(', ')})`);
  const files = dashes === -1 ? undefined : argv.slice(dashes + 1);
  if (files && keys.length !== 1) throw new Error('files after -- need exactly one --step');
  return { keys, files };
}

const { keys, files } = parseArgs(process.argv.slice(2));
const steps = keys.length ? STEPS.filter(step => keys.includes(step.key)) : STEPS;

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
  return new Promise(resolve => {
    const shownEnv = Object.entries(extraEnv).map(([key, value]) => `${key}=${value} `).join('');
    console.log(`\n$ ${shownEnv}${cmd} ${args.join(' ')}`);
    const child = spawn(cmd, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['inherit', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', chunk => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on('data', chunk => {
      process.stderr.write(chunk);
      output += chunk;
    });
    const forward = sig => child.kill(sig);
    process.on('SIGINT', forward).on('SIGTERM', forward);
    child.on('error', err => {
      output += String(err);
    });
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      resolve({ code: code ?? (signal ? 1 : 0), output: stripAnsi(output) });
    });
  });
}

const results = [];
for (const step of steps) {
  const missing = step.missing?.(root);
  if (missing) {
    console.log(`\n-- ${step.name}: FAILED (${missing})`);
    results.push(judgeStep(step, undefined, missing));
    continue;
  }
  const started = Date.now();
  const outcome = await run(step.cmd, step.args(files), step.env);
  results.push(judgeStep(step, { ...outcome, seconds: (Date.now() - started) / 1000 }));
}

const { lines, summary, ok } = summarize(results);
console.log('\n' + lines.map(line => `  ${line}`).join('\n'));
console.log('  (typecheck, the layering rules and the library build count as one library check each)');
console.log(summary);
process.exit(ok ? 0 : 1);
