// `w3m-modal/solana` and `w3m-modal/solana/react` in the published build (dist/, made by `npm run build`): each
// entry's own code (what its static imports reach that the package and React entries do not; @solana/web3.js itself
// is the app's), and the files outside both Solana entries' graphs that hold any of it: the adapter class (by its
// name) or an import of @solana/web3.js. The build is not minified, so the class keeps its name.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sizes, staticGraph } from './build.mjs';

const ENTRIES = ['solana.js', 'solana-react.js'];
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/** A Solana entry's own code as published; zero before `npm run build`. */
export function solanaEntry(file, dir = DIST) {
  if (!existsSync(join(dir, file))) return { raw: 0, gzip: 0, brotli: 0 };
  const shared = new Set(staticGraph(dir, ['index.js', 'react.js']));
  return sizes(dir, staticGraph(dir, [file]).filter(f => !shared.has(f)));
}

/** @returns {{ others: number, holding: string[] } | undefined} the files outside the Solana entries that hold their code. */
export function solanaLeaks(dir = DIST) {
  if (!ENTRIES.every(file => existsSync(join(dir, file)))) return undefined;
  const mine = new Set(staticGraph(dir, ENTRIES));
  const others = readdirSync(dir).filter(file => file.endsWith('.js') && !mine.has(file));
  const holds = code => /\bclass SolanaAdapter\b|\bSolanaAdapter = class\b/.test(code) || /from\s*["']@solana\/web3\.js["']/.test(code);
  return { others: others.length, holding: others.filter(file => holds(readFileSync(join(dir, file), 'utf8'))) };
}

/** One line for `npm run size` and `npm run bench`. */
export function describeSolanaEntry(kb) {
  const leaks = solanaLeaks();
  if (!leaks) return "w3m-modal/solana: run `npm run build` first (the entry's figures come from dist/)";
  const [own, react] = ENTRIES.map(file => solanaEntry(file));
  const without = leaks.holding.length === 0 ? 'none of it' : `its code in ${leaks.holding.join(', ')}`;
  return `w3m-modal/solana (SolanaAdapter) own code: brotli ${kb(own.brotli)}, raw ${kb(own.raw)}; w3m-modal/solana/react: brotli ${kb(react.brotli)}; an app without them: ${without} in the other entries' ${leaks.others} files`;
}
