/// <reference types="vite/client" />

// Set by scripts/demo-services.mjs (for `npm start` and the e2e build).
interface ImportMetaEnv {
  /** JSON-RPC URL of the local node. */
  readonly VITE_ANVIL_URL?: string;
  readonly VITE_PROJECT_ID?: string;
  /** ws:// URL of the local WalletConnect relay. */
  readonly VITE_WC_RELAY_URL?: string;
  /** http:// URL of the local WalletConnect Verify service (attestations of the page's origin). */
  readonly VITE_VERIFY_URL?: string;
  /** Base URL of the local wallet directory (the explorer fixture), and its origin for the game's CSP. */
  readonly VITE_EXPLORER_URL?: string;
  readonly VITE_EXPLORER_ORIGIN?: string;
  /** Address of the game's ScoreBoard contract on the local node. */
  readonly VITE_SCORE_BOARD_ADDRESS?: string;
  /** The local Solana runtime's JSON-RPC URL. */
  readonly VITE_SOLANA_RPC_URL?: string;
  /** Origin of the embedded wallet's secure site (fixture), and the blockchain-data API's base URL. */
  readonly VITE_SECURE_SITE_ORIGIN?: string;
  readonly VITE_BLOCKCHAIN_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
