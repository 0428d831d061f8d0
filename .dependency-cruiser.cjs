// The architecture as a checked rule (docs/architecture.md, "Layers"): `npm test` runs these through
// scripts/layers.mjs, and a violation fails the suite with the rule's name.
//
// Vocabulary: a *slice* is a folder `src/core/<feature>/` with one `index.ts`; the loose files beside the
// slices are shared utilities (types, CAIP ids, formatting, storage, intents, the lazy-module seam, messages,
// wallet errors, the SDK version, the public read model, the clock of timed UI state, the device's platform facts,
// the network shapes (normalisation, lookup, the built-in mainnet), SIWX's shapes, the public theme tokens, the
// initial core's index).

const CORE_LOOSE =
  '^src/core/(index|types|caip|format|storage|intent|clock|lazy|messages|wallet-errors|sdk-version|public-state|session|timeouts|platform|networks|siwx-types|view-arguments|theme-tokens)[.]ts$';
// Where `import()` may appear: the loading table, the locale table it loads, the router's view table, and the Solana
// entry's loader of the app's optional @solana/web3.js.
const IMPORT_TABLES = '^src/(features|locales/index|modal/w3m-router|connectors/solana/web3-loader)[.]ts$';

// The order of core's slices, bottom to top (docs/architecture.md, "Slices"): a slice imports only the slices below
// it, so no two import each other both ways and no cycle runs through several. No exceptions. A new slice takes its
// place here (test/node/slice-order.test.mjs checks that every folder of src/core has one).
const SLICE_ORDER = [
  'events', // AppKit's analytics events: every slice may send one
  'locale',
  'options', // the app's configuration: every slice above may read it
  'rpc',
  'network', // the configured chains and the active one
  'connection', // wallets, accounts, the connection's steps
  'modal', // open and close, router, toasts; what the modal does after a step, the wallet's network switch
  'multichain',
  'api',
  'siwx',
  'auth',
  'balance',
  'data',
  'swap', // the Swap flow: tokens, quotes, approval and swap, on the data slice's provider client
  'origin',
  'solana',
  'wallets',
  'walletconnect',
];

/** One rule per slice: it imports none of the slices above it. */
function sliceOrderRules() {
  return SLICE_ORDER.slice(0, -1).map((slice, index) => ({
    name: 'core-slices-in-order',
    comment:
      'A core slice imports no slice above it in SLICE_ORDER (.dependency-cruiser.cjs): two slices that import ' +
      'each other both ways have no order. Move the function or store to the slice it belongs to (or to a shared ' +
      'loose file below every slice), or invert the arrow with a listener the upper slice registers.',
    severity: 'error',
    from: { path: `^src/core/${slice}/` },
    to: { path: `^src/core/(${SLICE_ORDER.slice(index + 1).join('|')})/` },
  }));
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...sliceOrderRules(),
    {
      name: 'core-imports-no-upper-layer',
      comment: 'src/core is plain TypeScript below every other layer: no connectors, elements, controllers, lit or react.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: {
        path: [
          '^src/(connectors|components|views|modal|controllers|events|locales|networks)/',
          '^src/(app-kit|root|features|row-runner|define|index|browser|wagmi)[.]ts$',
          '^react/',
          '(^|/)node_modules/(lit|lit-html|lit-element|@lit|@lit-labs|react|react-dom)/',
        ],
      },
    },
    {
      name: 'slice-only-through-index',
      comment: 'Outside src/core, a core slice is imported only through its index.ts (the loading table may still import() a lazy module).',
      severity: 'error',
      from: { path: '^(src|react)/', pathNot: '^src/core/' },
      to: {
        path: '^src/core/[^/]+/',
        pathNot: '^src/core/[^/]+/index[.]ts$',
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'ui-imports-no-page-entry',
      comment:
        'Arrows point down: the UI layers (modal, views, components, controllers) never import the page entries above them ' +
        '(src/app-kit.ts, the composition root src/root.ts, the loading table src/features.ts and its runner, the instance ' +
        'surface src/instance/). A UI part that needs a lazy module reaches it through core (loadLazy). One arrow is in ' +
        'sight by name: <w3m-modal>\'s configuration (src/modal/modal-config.ts) creates a kit, so it calls createAppKit and the root.',
      severity: 'error',
      from: { path: '^src/(modal|views|components|controllers)/', pathNot: '^src/modal/modal-config[.]ts$' },
      to: { path: ['^src/(app-kit|root|features|row-runner)[.]ts$', '^src/instance/'] },
    },
    {
      name: 'react-binding-through-entries',
      comment:
        'react/ is a thin binding: it imports the package\'s public entries (src/index.ts, src/solana.ts, …) and the initial ' +
        'core (src/core/index.ts), never a file behind them (a connector, an element, a slice of its own).',
      severity: 'error',
      from: { path: '^react/' },
      to: { path: '^src/', pathNot: '^src/(index|define|appkit-core|solana|wagmi|ethers|networks/index|siwx/index|core/index)[.]ts$' },
    },
    {
      name: 'connection-writes-stay-in-slice',
      comment:
        'The account store\'s raw writers (writes.ts) and the answer-to-connection step (apply.ts) stay in src/core/connection: ' +
        'every other file connects through the slice\'s named actions, which report their step.',
      severity: 'error',
      from: { path: '^(src|react)/', pathNot: '^src/core/connection/' },
      to: { path: '^src/core/connection/(writes|apply)[.]ts$' },
    },
    {
      name: 'core-loose-files-are-shared-utilities',
      comment: 'A new file directly in src/core belongs in a slice; only the listed shared utilities stay loose.',
      severity: 'error',
      from: {},
      to: { path: '^src/core/[^/]+[.]ts$', pathNot: CORE_LOOSE },
    },
    {
      name: 'components-read-no-stores',
      comment: 'wui-* parts are presentational (properties in, events out): no core state, no store controller, no nanostores.',
      severity: 'error',
      from: { path: '^src/components/' },
      to: {
        path: ['^src/core/', '^src/controllers/store-controller[.]ts$', '(^|/)node_modules/nanostores/'],
        // msg() reads the active locale's table; the lazy seam loads element chunks; types are types.
        pathNot: '^src/core/(messages|lazy|types)[.]ts$',
      },
    },
    {
      name: 'import-only-in-loading-tables',
      comment: 'What loads lazily is decided in src/features.ts (the loading table), src/locales/index.ts (the locale table) and the router view table.',
      severity: 'error',
      from: { path: '^(src|react)/', pathNot: IMPORT_TABLES },
      to: { dependencyTypes: ['dynamic-import'] },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycle, dynamic and type-only imports counted (a cycle makes load order and chunking depend on who ' +
        'imports first; dependency-cruiser 17, the last to run on Node 20, does not tell type-only imports apart with swc).',
      severity: 'error',
      from: { path: '^(src|react)/' },
      to: { circular: true },
    },
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    moduleSystems: ['es6'],
  },
};
