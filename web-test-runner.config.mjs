// @web/test-runner: unit/component tests in headless Chromium, files transformed by Vite
// (vite.config.ts, mode 'test'). Run one file: npx web-test-runner "test/components/wui-button.test.ts"
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { removeViteLogging, vitePlugin } from '@remcovaes/web-test-runner-vite-plugin';
import { chromiumArgs, findChromium } from './scripts/browser.mjs';
import { startOfflineTrap } from './test/fixtures/offline-trap.mjs';
import { scaled } from './test/fixtures/time-scale.mjs';
import { countingReporter } from './scripts/test-report/wtr-reporter.mjs';
import { UNIT_FILES } from './scripts/test-files.mjs';

const HOST = '127.0.0.1';

/**
 * A free port for Vite. The Vite plugin proxies to the port Vite was *configured* with, not the one it
 * ended up on, so a busy default port (a demo server, a parallel test run) would be proxied to the wrong
 * server; an explicit free port + strictPort avoids that.
 * @returns {Promise<number>}
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, HOST, () => {
      const address = srv.address();
      srv.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// Hook for project-specific server plugins (e.g. one that starts a local EVM node).
const extraPluginsFile = fileURLToPath(new URL('./test/fixtures/wtr-plugins.mjs', import.meta.url));
/** @type {import('@web/test-runner').TestRunnerPlugin[]} */
const extraPlugins = existsSync(extraPluginsFile)
  ? ((await import(pathToFileURL(extraPluginsFile).href)).default ?? [])
  : [];

// Nothing a test page asks for may leave loopback: every browser context sends other requests to this trap's
// page listener, which refuses them; the run then fails even when every test passed. Chromium's own
// background traffic goes to the trap's browser listener and is not held against the tests.
// Each refusal is printed when it happens, between the test files' reports, so the culprit is easy to find.
const offlineTrap = await startOfflineTrap({ log: (line) => console.error(line) });

/** @type {import('@web/test-runner').TestRunnerPlugin} */
const offlineTrapPlugin = {
  name: 'w3m-offline-trap',
  async serverStop() {
    await offlineTrap.stop();
    if (offlineTrap.hosts().length === 0) return;
    console.error(`\nOffline trap: a test page tried to reach hosts other than loopback:\n${offlineTrap.report()}\n`);
    // wtr ends with process.exit(0) when every test passed, which overrides exitCode set here; an exit
    // listener runs after that call and has the last word.
    process.exitCode = 1;
    process.once('exit', () => {
      process.exitCode = 1;
    });
  },
};

const executablePath = await findChromium();
// Two test pages at a time at most (one on a single core): each page also drives the Node side (anvil, relays,
// wallets, the Vite server), so more pages than cores only slow every test down. Playwright emulates focus per
// page, so focus/keyboard tests still work; set WTR_CONCURRENCY=1 to rule out interference when chasing a flake.
const concurrency = Number(process.env.WTR_CONCURRENCY) || Math.min(2, availableParallelism());

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
  // In scripts/test-files.mjs, where test/node/test-files.test.mjs checks that every test file has a step.
  files: [...UNIT_FILES],
  hostname: HOST,
  nodeResolve: false,
  concurrency,
  concurrentBrowsers: 1,
  staticLogging: true,
  // Safety nets, not budgets: tests wait on events, and a loaded 2-core machine runs them several times slower
  // than an idle one (a cold Vite pre-bundle before the first test, most of all). TEST_TIME_SCALE widens them all,
  // with the browser side's waits (test/helpers/wait.ts).
  testsStartTimeout: scaled(120_000),
  testsFinishTimeout: scaled(600_000),
  browserStartTimeout: scaled(120_000),
  // forbidOnly: a stray `.only` fails its file instead of quietly skipping the file's other tests.
  testFramework: { config: { timeout: scaled(60_000), forbidOnly: true } },
  // Keep real warnings (e.g. "Multiple versions of Lit loaded"); drop the per-file noise.
  filterBrowserLogs: (log) =>
    removeViteLogging(log) && !log.args.some((arg) => typeof arg === 'string' && arg.startsWith('Lit is in dev mode')),
  coverageConfig: { include: ['src/**/*.ts', 'react/**/*.ts'] },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      // --expose-gc: test/network/ranked-fallback.test.ts collects a dropped RPC client to see its ranking stop.
      launchOptions: { executablePath, args: [...chromiumArgs, ...offlineTrap.chromiumArgs, '--js-flags=--expose-gc'], headless: true },
      createBrowserContext: ({ browser }) => browser.newContext({ proxy: offlineTrap.contextProxy }),
    }),
  ],
  reporters: [
    defaultReporter(),
    summaryReporter({ flatten: false, reportTestLogs: false, reportTestErrors: false }),
    // The counts line `npm test` reads (library and fixture tests apart); a skipped or focused test fails the run.
    countingReporter({ rootDir: fileURLToPath(new URL('.', import.meta.url)) }),
  ],
  plugins: [
    vitePlugin({
      configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
      mode: 'test',
      logLevel: /** @type {import('vite').LogLevel} */ (process.env.WTR_VITE_LOG_LEVEL ?? 'warn'),
      server: { host: HOST, port: await freePort(), strictPort: true },
    }),
    ...extraPlugins,
    offlineTrapPlugin,
  ],
};
