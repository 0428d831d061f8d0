// One Vite config, three users:
//  - `vite` / `vite build` (modes development/production): the multi-page demo in examples/ → dist-demo/
//  - web-test-runner (mode 'test', via @remcovaes/web-test-runner-vite-plugin): serves test/**/*.test.ts
//  - Storybook's Vite builder: it overrides `root` and drops `build`, so the demo settings do not leak into it.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { TIME_SCALE } from './test/fixtures/time-scale.mjs';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));
const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

// Our React binding lives in ./react, and Vite's optimizer resolves the bare `react` that
// @vitejs/plugin-react puts in optimizeDeps.include without an importer, i.e. relative to the project
// root: it pre-bundled ./react/index.ts as "react" ("does not provide an export named
// 'useSyncExternalStore'"). Pinning the bare id to the installed package avoids that.
const reactEntry = ((): string | undefined => {
  try {
    return createRequire(import.meta.url).resolve('react');
  } catch {
    return undefined;
  }
})();

const reactAlias = reactEntry ? [{ find: /^react$/, replacement: reactEntry }] : [];

export default defineConfig(({ mode }): UserConfig => {
  const shared: UserConfig = {
    plugins: [react()],
    resolve: { alias: reactAlias },
    // The WalletConnect SDK reads `global` once; browsers only have globalThis.
    define: { global: 'globalThis' },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
    optimizeDeps: {
      // Pre-bundling moves @web/test-runner-commands (also reached through @open-wc/testing) into
      // node_modules/.vite*/deps, which breaks its relative import of wtr's web-socket module; a pre-bundled
      // copy of lit next to the raw one triggers "Multiple versions of Lit loaded".
      exclude: ['@open-wc/testing', '@web/test-runner-commands', 'lit'],
    },
  };

  if (mode === 'test') {
    // W3M_WAGMI=3 (scripts/test.mjs, `npm run test:wagmi3`): the wagmi tests run again against @wagmi/core 3,
    // installed next to wagmi 2 as the alias package `@wagmi/core3`. The adapter reaches the core through `wagmi`
    // and `wagmi/actions` (src/connectors/wagmi/wagmi-core.ts), which in wagmi 3 re-export @wagmi/core 3's
    // functions: both resolve to it here, as the tests' own `@wagmi/core` does.
    const wagmi3 = process.env.W3M_WAGMI === '3';
    return {
      ...shared,
      // The browser tests' safety nets widen with TEST_TIME_SCALE like the runner's (test/helpers/wait.ts).
      root: projectRoot,
      cacheDir: fromRoot(wagmi3 ? 'node_modules/.vite-wtr-wagmi3' : 'node_modules/.vite-wtr'),
      resolve: {
        alias: [...reactAlias, ...(wagmi3
            ? [
                { find: /^(?:@wagmi\/core|wagmi)$/, replacement: '@wagmi/core3' },
                { find: /^wagmi\/actions$/, replacement: '@wagmi/core3/actions' },
              ]
            : [])],
      },
      define: {
        ...shared.define,
        'import.meta.env.TEST_TIME_SCALE': JSON.stringify(TIME_SCALE),
        'import.meta.env.W3M_WAGMI_MAJOR': JSON.stringify(wagmi3 ? '3' : '2'),
      },
      optimizeDeps: {
        ...shared.optimizeDeps,
        // Crawl every test up front: discovering a dependency mid-run makes Vite reload the page.
        entries: wagmi3 ? ['test/wagmi/**/*.test.ts'] : ['test/**/*.test.ts', 'test/**/*.test.tsx', '!test/e2e/**'],
      },
    };
  }

  return {
    ...shared,
    root: fromRoot('examples'),
    build: {
      // DEMO_OUT_DIR lets two e2e runs build side by side.
      outDir: process.env.DEMO_OUT_DIR ?? fromRoot('dist-demo'),
      emptyOutDir: true,
      rolldownOptions: {
        input: {
          index: fromRoot('examples/index.html'),
          html: fromRoot('examples/html.html'),
          phoneWallet: fromRoot('examples/phone-wallet.html'),
          appkit: fromRoot('examples/appkit.html'),
          wagmi: fromRoot('examples/wagmi.html'),
          solana: fromRoot('examples/solana.html'),
          ethers: fromRoot('examples/ethers.html'),
          featuresOff: fromRoot('examples/features-off.html'),
          qrFirst: fromRoot('examples/qr-first.html'),
          canvasGame: fromRoot('examples/canvas-game.html'),
          phaser: fromRoot('examples/phaser.html'),
        },
      },
    },
  };
});
