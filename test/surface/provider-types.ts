// Type-level test (checked by `npm run typecheck`, which includes test/): the providers w3m-modal hands out have
// every member of AppKit 1.7.4's, with types an app written against AppKit's compiles with. AppKit's declarations are
// read from the `appkit-1.7.4` devDependency: its EVM `Provider` (what `useAppKitProvider<Provider>('eip155')` and
// `getProvider('eip155')` are typed with) and its Solana `Provider` (@reown/appkit-utils/solana, which
// @reown/appkit-adapter-solana re-exports), with the Solana adapter's `GetActiveChain`. A member missing here, or one
// whose type an AppKit app could not use, fails the type check with the member's name in the message.
// The EVM Provider is the one `@reown/appkit/react` re-exports from @reown/appkit-controllers; read from its own file,
// since that entry also declares AppKit's JSX tags globally, which would clash with ours.
import type { Provider as AppKitEvmProvider } from '../../node_modules/appkit-1.7.4/node_modules/@reown/appkit-controllers/dist/types/src/utils/TypeUtil.js';
import type {
  GetActiveChain as AppKitGetActiveChain,
  Provider as AppKitSolanaProvider
} from '../../node_modules/appkit-1.7.4/node_modules/@reown/appkit-utils/dist/types/src/solana/SolanaTypesUtil.js';
import type { Provider as EvmProvider } from '../../react/index.js';
import type { Provider as SolanaProvider } from '../../src/solana.js';

/** `true` when every member of `Theirs` is on `Ours` with a type assignable to theirs; else the members that are not. */
type Fits<Ours, Theirs> = {
  [K in keyof Theirs]-?: K extends keyof Ours ? ([Ours[K]] extends [Theirs[K]] ? never : K) : K;
}[keyof Theirs] extends infer Missing
  ? [Missing] extends [never]
    ? true
    : { 'members missing or of another type': Missing }
  : never;

/** Fails to compile unless `T` is `true` (the message then names the members). */
type Expect<T extends true> = T;

export type EvmProviderFits = Expect<Fits<EvmProvider, AppKitEvmProvider>>;
export type SolanaProviderFits = Expect<Fits<SolanaProvider, AppKitSolanaProvider>>;
// The Solana adapter's providers also carry the active chain and the chains the app asked for (apps call them).
export type SolanaActiveChainFits = Expect<Fits<SolanaProvider, { getActiveChain: AppKitGetActiveChain; requestedChains: ReturnType<AppKitGetActiveChain>[] }>>;
