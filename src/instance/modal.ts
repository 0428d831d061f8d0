/** The instance's modal members (AppKit 1.7.4's names and shapes): opening, routing, loading, messages. */

import type { ChainNamespace, OpenOptions, PublicModalState, ViewId } from '../core/index.js';
import { $modal, $publicState, $router, VIEWS, canGoBack, closeModal, goBack, navigate, replaceView, sameFields, setModalLoading, showToast, subscribeGuest } from '../core/index.js';

/** A view AppKit names that is built here without parameters; any other is refused with a message naming it. */
function knownView(view: string, member: string): ViewId | undefined {
  if ((VIEWS as readonly string[]).includes(view)) return view as ViewId;
  console.info(`w3m-modal: ${member}('${view}') names a view not built here; the current view stays.`);
  return undefined;
}

export const modalMembers = {
  /** Closes the modal; `force` closes it even while a sign-in is required (as AppKit's `close(true)`). */
  close: async (force?: boolean): Promise<void> => void closeModal({ force: force === true }),
  isOpen: (): boolean => $modal.get().open,
  /** Shows or hides the modal's loading state (the namespace is accepted: there is one loading state here). */
  setLoading: (loading: boolean, _namespace?: ChainNamespace): void => setModalLoading(loading),
  getState: (): PublicModalState => $publicState.get(),
  /** Calls back when `open`, `loading`, `selectedNetworkId`, `activeChain` or `initialized` changes. */
  subscribeState: (callback: (state: PublicModalState) => void): (() => void) => subscribeGuest('subscribeState', $publicState, callback, sameFields),
  replace(view: string): void {
    const target = knownView(view, 'replace');
    if (target) (replaceView as (view: ViewId) => void)(target);
  },
  redirect(view: string): void {
    const target = knownView(view, 'redirect');
    if (target) (navigate as (view: ViewId) => void)(target);
  },
  /** Leaves a transaction's view: back to the previous one, or closed when there is none (as AppKit). */
  popTransactionStack(_cancel?: boolean): void {
    if (canGoBack()) goBack();
    else closeModal({ force: true });
  },
  isTransactionStackEmpty: (): boolean => $router.get().history.length <= 1,
  /** AppKit's answer while no transaction view is stacked. */
  isTransactionShouldReplaceView: (): boolean | undefined => undefined,
  showErrorMessage: (message: string): void => showToast('error', message),
  showSuccessMessage: (message: string): void => showToast('success', message),
  /** AppKit 1.7.4 keeps no error here and returns an empty string; so does the modal. */
  getError: (): string => ''
};

export type { OpenOptions };
