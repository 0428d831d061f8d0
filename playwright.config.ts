// End-to-end tests: Playwright drives Chromium against the built demo (scripts/demo-server.mjs), which runs
// its own local EVM node, so every connect, balance and signature in these tests is real.
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './scripts/browser.mjs';
import { E2E_DIR, E2E_MATCH } from './scripts/test-files.mjs';
import { offlineTrapArgs, offlineTrapContextProxy } from './test/fixtures/offline-trap.mjs';
import { scaled } from './test/fixtures/time-scale.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4179);
// Nothing a page asks for may leave loopback: each browser context sends off-machine requests to the trap's
// page listener, Chromium's own background traffic goes to its browser listener (refused, not judged).
// globalSetup starts both on these ports (this file is evaluated before it, so the ports are fixed); its
// teardown fails the run when a page tried to leave loopback.
const TRAP_PORT = Number(process.env.E2E_TRAP_PORT ?? 4180);
const TRAP_BROWSER_PORT = Number(process.env.E2E_TRAP_BROWSER_PORT ?? TRAP_PORT + 1);
process.env.E2E_TRAP_PORT = String(TRAP_PORT);
process.env.E2E_TRAP_BROWSER_PORT = String(TRAP_BROWSER_PORT);
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  path => path && existsSync(path)
);

export default defineConfig({
  // In scripts/test-files.mjs, where test/node/test-files.test.mjs checks that every test file has a step.
  testDir: E2E_DIR,
  testMatch: E2E_MATCH,
  // One worker: a page, the demo server's node and relay, and the Node wallets already share 2 cores.
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  // Safety nets, not budgets: assertions wait for what the page shows, and a loaded machine is several times
  // slower than an idle one. TEST_TIME_SCALE widens them (test/fixtures/time-scale.mjs).
  timeout: scaled(60_000),
  expect: { timeout: scaled(15_000) },
  // `list` for people; the counts line `npm test` reads (scripts/test-report/), with skipped tests counted.
  reporter: [['list'], ['./scripts/test-report/playwright-reporter.mjs']],
  globalSetup: './test/e2e/offline-trap.setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { args: [...chromiumArgs, ...offlineTrapArgs(TRAP_BROWSER_PORT)], ...(executablePath ? { executablePath } : {}) },
    proxy: offlineTrapContextProxy(TRAP_PORT),
    trace: 'off'
  },
  webServer: {
    command: `node scripts/demo-server.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/__e2e/anvil`,
    timeout: scaled(180_000),
    reuseExistingServer: false,
    stdout: 'pipe'
  }
});
