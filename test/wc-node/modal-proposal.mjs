// Loads ./modal-proposal.ts (the library's TypeScript) in plain Node through Vite's module runner, so the Node
// tests send the proposal the modal sends instead of a copy that could drift from it.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** @returns {Promise<Record<string, { chains: string[], methods: string[], events: string[], rpcMap: Record<string, string> }>>} */
export async function modalProposal() {
  const { module } = await runnerImport(fileURLToPath(new URL('./modal-proposal.ts', import.meta.url)), { root, configFile: false, logLevel: 'silent' });
  return /** @type {any} */ (module).modalProposal();
}
