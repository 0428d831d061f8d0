// Playwright globalSetup: the offline trap (test/fixtures/offline-trap.mjs) for the whole e2e run. Its ports
// are fixed in playwright.config.ts (evaluated before this runs): every browser context uses the page listener
// as its proxy, Chromium's launch args point its own traffic at the browser listener. The returned teardown
// fails the run when a page tried to reach a host other than loopback.
import { startOfflineTrap } from '../fixtures/offline-trap.mjs';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_TRAP_PORT ?? 4180);
  const browserPort = Number(process.env.E2E_TRAP_BROWSER_PORT ?? port + 1);
  const trap = await startOfflineTrap({ port, browserPort });
  return async () => {
    await trap.stop();
    if (trap.hosts().length > 0) {
      throw new Error(`Offline trap: a page tried to reach hosts other than loopback:\n${trap.report()}`);
    }
  };
}
