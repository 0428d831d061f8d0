// Shared setup for the wallet-registry tests: a session on the local explorer fixture (test/fixtures/explorer-api.mjs).

export interface ExplorerSession {
  /** Base URL to pass as `explorerApiUrl`. */
  base: string;
  setMode(mode: 'normal' | 'down' | 'hostile', options?: { count?: number; delay?: number }): Promise<void>;
  requests(): Promise<string[]>;
}

/** A fresh explorer session (its own mode and request log), so tests never see each other's traffic. */
export async function explorerSession(count?: number): Promise<ExplorerSession> {
  const { url } = (await (await fetch('/__fixtures/explorer')).json()) as { url: string };
  const base = `${url}/s${Math.random().toString(36).slice(2)}`;
  const session: ExplorerSession = {
    base,
    async setMode(mode, options = {}) {
      // text/plain keeps the request "simple" (no CORS preflight needed).
      await fetch(`${base}/__mode`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ mode, ...options }) });
    },
    async requests() {
      return (await (await fetch(`${base}/__requests`)).json()) as string[];
    },
  };
  if (count !== undefined) await session.setMode('normal', { count });
  return session;
}
