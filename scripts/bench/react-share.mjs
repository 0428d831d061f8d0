// The library's share of a React page's initial JS, where apps live: react-app.html (createAppKit with a projectId,
// useAppKit, the product configuration) against react-only.html (the same page without the library), both built
// alone with Vite against the built package, brotli per file as served.
import { buildPage, pageSizes, sizes } from './build.mjs';

/** The budget of the React page's library share (issue 31). */
export const REACT_SHARE_BUDGET = 25 * 1024;

/** Builds both pages (`walletConnect`: the app leaves WalletConnect on, as a projectId does by default). */
export async function measureReactShare({ walletConnect = false } = {}) {
  const appDir = await buildPage('react-app', { define: { __BENCH_WALLETCONNECT__: String(walletConnect) }, outName: walletConnect ? 'react-app-wc' : 'react-app' });
  const onlyDir = await buildPage('react-only');
  const app = { dir: appDir, ...pageSizes(appDir, 'react-app') };
  const reactOnly = { dir: onlyDir, ...pageSizes(onlyDir, 'react-only') };
  return { app, reactOnly, share: app.brotli - reactOnly.brotli };
}

/** Lines that describe a measurement, `kb` formatting the bytes. */
export function describeReactShare({ app, reactOnly, share }, kb, label = 'React page as apps write it (createAppKit, useAppKit; product configuration)') {
  const verdict = share <= REACT_SHARE_BUDGET ? 'met' : 'MISSED';
  return [
    `${label}: initial JS brotli ${kb(app.brotli)} in ${app.files.length} files; React alone, built the same way: ${kb(reactOnly.brotli)} in ${reactOnly.files.length}`,
    `  the library's share: brotli ${kb(share)} (budget ${kb(REACT_SHARE_BUDGET)}, ${verdict})`,
    ...app.files.map(file => `  initial ${file.padEnd(46)} brotli ${kb(sizes(app.dir, [file]).brotli)}`),
  ];
}
