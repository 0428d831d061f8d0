// `w3m-modal/ethers` in the published build (dist/, made by `npm run build`): the entry's own size, and the files
// of every other entry (all an app that never imports w3m-modal/ethers can load, at start or lazily) that hold any
// of it: the adapter class (by its name), an import of the entry, or an import of ethers itself. The build is not minified,
// so the class keeps its name.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sizes } from './build.mjs';

const ENTRY = 'ethers.js';

/** @returns {{ own: { raw: number, gzip: number, brotli: number }, others: number, holding: string[] } | undefined} */
export function ethersEntry(dir = fileURLToPath(new URL('../../dist/', import.meta.url))) {
  if (!existsSync(join(dir, ENTRY))) return undefined;
  const others = readdirSync(dir).filter(file => file.endsWith('.js') && file !== ENTRY);
  const holds = code => /\bclass EthersAdapter\b|\bEthersAdapter = class\b/.test(code) || /from\s*["']ethers(?:\/[^"']*)?["']/.test(code) || code.includes(`"./${ENTRY}"`);
  return { own: sizes(dir, [ENTRY]), others: others.length, holding: others.filter(file => holds(readFileSync(join(dir, file), 'utf8'))) };
}

/** One line for `npm run size` and `npm run bench`. */
export function describeEthersEntry(kb) {
  const entry = ethersEntry();
  if (!entry) return "w3m-modal/ethers: run `npm run build` first (the entry's figures come from dist/)";
  const without = entry.holding.length === 0 ? 'none of it' : `its code in ${entry.holding.join(', ')}`;
  return `w3m-modal/ethers (EthersAdapter, Ethers5Adapter) own code: brotli ${kb(entry.own.brotli)}, raw ${kb(entry.own.raw)}; an app without it: ${without} in the other entries' ${entry.others} files`;
}
