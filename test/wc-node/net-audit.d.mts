// Types for net-audit.mjs, for TypeScript importers (the Playwright e2e tests).
export const contacted: Set<string>;
/** Hosts other than loopback contacted so far by this process. */
export function nonLoopbackHosts(): string[];
