import { sessionAtom } from '../session.js';
import type { ViewId, ViewParams, ReadOnlyAtom, Writable } from '../types.js';

export type Direction = 'next' | 'prev';

export interface RouteEntry<V extends ViewId = ViewId> {
  view: V;
  params: ViewParams[V];
}

export interface RouterState {
  view: ViewId;
  params: ViewParams[ViewId];
  history: RouteEntry[];
  /** Which way the last transition went, for the view animation. */
  direction: Direction;
}

const initial: RouterState = { view: 'Connect', params: undefined, history: [{ view: 'Connect', params: undefined }], direction: 'next' };

export const $router: ReadOnlyAtom<RouterState> = sessionAtom<RouterState>(initial);

type ParamsArg<V extends ViewId> = ViewParams[V] extends undefined ? []
  : undefined extends ViewParams[V] ? [params?: ViewParams[V]]
  : [params: ViewParams[V]];

/** Goes forward to `view`, keeping the way back. */
export function navigate<V extends ViewId>(view: V, ...args: ParamsArg<V>): void {
  const entry = { view, params: args[0] } as RouteEntry;
  const { history } = $router.get();
  ($router as Writable<typeof $router>).set({ view: entry.view, params: entry.params, history: [...history, entry], direction: 'next' });
}

/** Replaces the current view without adding a history entry. */
export function replaceView<V extends ViewId>(view: V, ...args: ParamsArg<V>): void {
  const entry = { view, params: args[0] } as RouteEntry;
  const history = $router.get().history.slice(0, -1);
  ($router as Writable<typeof $router>).set({ view, params: entry.params, history: [...history, entry], direction: 'next' });
}

/** Starts a fresh history at `view` (used when the modal opens). */
export function resetRouter<V extends ViewId>(view: V, ...args: ParamsArg<V>): void {
  const entry = { view, params: args[0] } as RouteEntry;
  ($router as Writable<typeof $router>).set({ view, params: entry.params, history: [entry], direction: 'next' });
}

/** Goes back one view; does nothing on the first view. */
export function goBack(): void {
  const { history } = $router.get();
  if (history.length < 2) return;
  const rest = history.slice(0, -1);
  const previous = rest[rest.length - 1]!;
  ($router as Writable<typeof $router>).set({ view: previous.view, params: previous.params, history: rest, direction: 'prev' });
}

export function canGoBack(): boolean {
  return $router.get().history.length > 1;
}

/** Typed access to the current view's parameters. */
export function viewParams<V extends ViewId>(view: V): ViewParams[V] | undefined {
  const state = $router.get();
  return state.view === view ? (state.params as ViewParams[V]) : undefined;
}


