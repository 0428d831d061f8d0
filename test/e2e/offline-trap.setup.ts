// Playwright globalSetup: the offline trap (test/fixtures/offline-trap.mjs) for the whole e2e run. Chromium
// is launched with offlineTrapArgs(E2E_TRAP_PORT) (playwright.config.ts, evaluated before this runs, hence the
// fixed port); the returned teardown fails the run when any request tried to leave loopback.
import { startOfflineTrap } from '../fixtures/offline-trap.mjs';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_TRAP_PORT ?? 4180);
  const trap = await startOfflineTrap({ port });
  return async () => {
    await trap.stop();
    if (trap.hosts().length > 0) {
      throw new Error(`Offline trap: the browser tried to reach hosts other than loopback:\n${trap.report()}`);
    }
  };
}
