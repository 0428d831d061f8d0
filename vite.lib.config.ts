// Library build: ES modules only, every runtime dependency left to the consumer's bundler.
// Declarations come from `tsc -p tsconfig.build.json` (vite-plugin-dts does not work with TypeScript 7).
// Two builds, as Lit ships its own: the production one in dist/ (the package's `import` condition) and, with
// W3M_BUILD=development, the development one in dist/development/ (its `development` condition, which Vite, webpack
// and Next.js pick in dev), where `import.meta.env.DEV` is true: it checks every option against the options table
// and warns about the ones not built here. The production build carries neither.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** Bare imports (and their subpaths, e.g. `lit/directives/class-map.js`) that must never be bundled. */
const external =
  /^(?:lit|lit-html|lit-element|@lit\/[^/]+|viem|nanostores|zod|uqr|react|react-dom|@walletconnect\/[^/]+|wagmi|@wagmi\/[^/]+|@tanstack\/[^/]+|@solana\/[^/]+)(?:\/.*)?$/;

const development = process.env['W3M_BUILD'] === 'development';

export default defineConfig({
  root: fromRoot('.'),
  publicDir: false,
  define: { 'import.meta.env.DEV': JSON.stringify(development) },
  build: {
    outDir: fromRoot(development ? 'dist/development' : 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    lib: {
      entry: {
        index: fromRoot('src/index.ts'),
        define: fromRoot('src/define.ts'),
        react: fromRoot('react/index.ts'),
        // AppKit's subpaths for apps without a chain adapter: the main and React entries under AppKit's names.
        core: fromRoot('src/appkit-core.ts'),
        'react-core': fromRoot('react/react-core.ts'),
        // AppKit's SIWX package (@reown/appkit-siwx): DefaultSIWX's parts and ReownAuthentication.
        siwx: fromRoot('src/siwx/index.ts'),
        // AppKit's SIWE package (@reown/appkit-siwe): createSIWEConfig and the message and signature helpers, for
        // the page and the app's server alike (no DOM, no modal code).
        siwe: fromRoot('src/siwe/index.ts'),
        // Ready-made network definitions; each is a pure constant, so an app's bundler keeps only those it imports.
        // In a folder of its own: package.json's `sideEffects` marks the top-level dist files, not this one.
        'networks/index': fromRoot('src/networks/index.ts'),
        // wagmi as the source of truth (WagmiAdapter); wagmi itself stays the app's.
        wagmi: fromRoot('src/wagmi.ts'),
        // AppKit's Solana adapter and its React hook; @solana/web3.js stays the app's.
        solana: fromRoot('src/solana.ts'),
        'solana-react': fromRoot('react/solana.ts'),
        // AppKit's EthersAdapter / Ethers5Adapter; ethers itself stays the app's.
        ethers: fromRoot('src/ethers.ts'),
      },
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.js`,
    },
    rolldownOptions: {
      external: (id) => external.test(id),
      // No content hash in the package's chunk names: the app's bundler hashes what it emits, and every lazy
      // import in the page's start-up names a chunk, where a second hash is bytes that do not compress.
      output: { chunkFileNames: '[name].js' },
    },
  },
});
