// Type-level test (checked by `npm run typecheck`, which includes test/; never run): a core slice's index gives its
// stores out read-only (`ReadOnlyStore`, src/core/types.ts) and only the slice writes them, through its named actions
// (docs/architecture.md, "Slices"). `WritableExports` names every export of an index that has a writer (`set`,
// `setKey`); each slice's list must be empty (or, for the slices not yet converted, exactly the known one), so a
// writable store added to an index fails the type check with its name. The `@ts-expect-error` lines below show the
// same from outside the slice, store by store: if one of them compiled, the directive itself would be the error.
import type * as apiSlice from '../../src/core/api/index.js';
import type * as authSlice from '../../src/core/auth/index.js';
import type * as balanceSlice from '../../src/core/balance/index.js';
import type * as connectionSlice from '../../src/core/connection/index.js';
import type * as dataSlice from '../../src/core/data/index.js';
import type * as eventsSlice from '../../src/core/events/index.js';
import type * as localeSlice from '../../src/core/locale/index.js';
import type * as modalSlice from '../../src/core/modal/index.js';
import type * as multichainSlice from '../../src/core/multichain/index.js';
import type * as networkSlice from '../../src/core/network/index.js';
import type * as optionsSlice from '../../src/core/options/index.js';
import type * as originSlice from '../../src/core/origin/index.js';
import type * as rpcSlice from '../../src/core/rpc/index.js';
import type * as siwxSlice from '../../src/core/siwx/index.js';
import type * as solanaSlice from '../../src/core/solana/index.js';
import type * as walletconnectSlice from '../../src/core/walletconnect/index.js';
import type * as walletsSlice from '../../src/core/wallets/index.js';
import * as connection from '../../src/core/connection/index.js';

/** The exports of `Index` that can be written from outside: stores with `set` or `setKey`, mutable objects. */
type WritableExports<Index> = {
  [K in keyof Index]: Index[K] extends { set: (...args: never[]) => unknown } | { setKey: (...args: never[]) => unknown } ? K : never;
}[keyof Index];

/** `true` when `Index` exports nothing writable; else the names of what it does, which `true` does not fit. */
type ReadOnly<Index> = [WritableExports<Index>] extends [never] ? true : WritableExports<Index>;

/** `true` when `Index` exports exactly the `Known` writable stores: no fewer, and no new one beside them. */
type OnlyKnownWritable<Index, Known> = [WritableExports<Index>] extends [Known] ? ([Known] extends [WritableExports<Index>] ? true : never) : never;

export const readOnlySlices: {
  api: ReadOnly<typeof apiSlice>;
  auth: ReadOnly<typeof authSlice>;
  balance: ReadOnly<typeof balanceSlice>;
  connection: ReadOnly<typeof connectionSlice>;
  data: ReadOnly<typeof dataSlice>;
  events: ReadOnly<typeof eventsSlice>;
  locale: ReadOnly<typeof localeSlice>;
  modal: ReadOnly<typeof modalSlice>;
  multichain: ReadOnly<typeof multichainSlice>;
  network: ReadOnly<typeof networkSlice>;
  // Not yet: the options slice is being rewritten (issue 39, point 5).
  options: OnlyKnownWritable<typeof optionsSlice, '$options' | '$initialized'>;
  origin: ReadOnly<typeof originSlice>;
  rpc: ReadOnly<typeof rpcSlice>;
  siwx: ReadOnly<typeof siwxSlice>;
  solana: ReadOnly<typeof solanaSlice>;
  walletconnect: ReadOnly<typeof walletconnectSlice>;
  wallets: ReadOnly<typeof walletsSlice>;
} = {
  api: true,
  auth: true,
  balance: true,
  connection: true,
  data: true,
  events: true,
  locale: true,
  modal: true,
  multichain: true,
  network: true,
  options: true,
  origin: true,
  rpc: true,
  siwx: true,
  solana: true,
  walletconnect: true,
  wallets: true,
};

/** From outside the connection slice, none of its stores can be written, nor its count of waiting attempts. */
export function writesFromOutsideDoNotCompile(): void {
  // @ts-expect-error $accounts is read-only outside the slice
  connection.$accounts.set({});
  // @ts-expect-error $accounts is read-only outside the slice
  connection.$accounts.setKey('eip155', undefined);
  // @ts-expect-error $connectStep is read-only outside the slice
  connection.$connectStep.set({ step: 'idle' });
  // @ts-expect-error $connectError is read-only outside the slice
  connection.$connectError.set(undefined);
  // @ts-expect-error $activeConnectorId is read-only outside the slice: activateConnector is the action
  connection.$activeConnectorId.set('io.example');
  // @ts-expect-error $disconnecting is read-only outside the slice
  connection.$disconnecting.set(0);
  // @ts-expect-error $namespaceConnectors is read-only outside the slice: holdNamespace, releaseNamespaces are the actions
  connection.$namespaceConnectors.set({});
  // @ts-expect-error pendingConnects is counted by the connect flow only
  connection.pendingConnects.count += 1;
  // @ts-expect-error the account store's raw writers stay inside the slice
  connection.patchAccount('eip155', {});
  // @ts-expect-error the answer-to-connection step stays inside the slice
  connection.applyConnection();
}
