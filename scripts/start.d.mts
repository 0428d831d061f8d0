// Types for the e2e test that runs what `npm start` runs (test/e2e/npm-start.spec.ts).
export interface DevDemo {
  /** The dev server's base URL, e.g. http://127.0.0.1:5173/ */
  url: string;
  services: {
    anvil: { url: string };
    relay: { url: string };
    explorer: { url: string; origin: string };
    scoreBoard: `0x${string}`;
    solana: { url: string };
    env: Record<string, string>;
  };
  stop(): Promise<void>;
}

/** The demo's services and the Vite dev server on them; a port that is taken (or 0) becomes a free one. */
export function startDev(options?: { port?: number; anvilPort?: number; relayPort?: number }): Promise<DevDemo>;

/** Every page in examples/ with what it shows, in the banner's order. */
export const DEMO_PAGES: readonly (readonly [page: string, label: string])[];

/** The banner's lines for the pages, served from `url`. */
export function pageLines(url: string): string;
