/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** JSON-RPC URL of the local node, set by scripts/start.mjs. */
  readonly VITE_ANVIL_URL?: string;
  readonly VITE_PROJECT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
