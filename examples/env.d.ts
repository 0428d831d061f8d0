/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** JSON-RPC URL of the local node, set by scripts/start.mjs. */
  readonly VITE_ANVIL_URL?: string;
  readonly VITE_PROJECT_ID?: string;
  /** ws:// URL of the local WalletConnect relay, set by scripts/start.mjs and scripts/demo-server.mjs. */
  readonly VITE_WC_RELAY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
