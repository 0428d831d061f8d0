/** Local node the demo wallet and the modal talk to; scripts/start.mjs sets VITE_ANVIL_URL. */
export const ANVIL_URL: string = import.meta.env.VITE_ANVIL_URL || 'http://127.0.0.1:8545';

export const PROJECT_ID: string = import.meta.env.VITE_PROJECT_ID || 'demo-project-id';
