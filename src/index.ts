/**
 * w3m-modal: the public face. A drop-in for Reown AppKit's `createAppKit` API plus the custom elements.
 * Importing this module defines the elements (`<w3m-modal>`, `<w3m-button>`, `<appkit-button>`, views).
 */
export { AppKit, createAppKit, getAppKit, modal } from './instance/index.js';
export type { AppKitOpenOptions } from './instance/index.js';
export type { ProvidersByNamespace } from './instance/providers.js';
export type { AdapterContext, AppKitOptions, ChainAdapter, Features, Metadata, CustomWallet } from './core/options/index.js';
export type {
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  ConnectedWalletInfo,
  ConnectionStatus,
  Eip1193Provider,
  Provider,
  ProviderEventListener,
  ThemeMode,
  ThemeVariables,
  ViewId,
  OpenOptions,
  OpenArguments,
  SwapOpenArguments,
  WalletSendArguments,
  OpenView,
} from './core/types.js';
export type { AppKitEvent, AppKitEventName } from './core/events/index.js';
export type { PublicAccountState, PublicModalState, PublicNetworkState } from './core/public-state.js';
export { mainnet } from './core/network/index.js';
export { msg, setMessages, resetMessages, MESSAGE_NAMESPACES } from './core/messages.js';
export { setLocale, detectLocale, supportedLocales } from './core/locale/index.js';
export type { Locale, LocaleTable } from './core/locale/index.js';
export { DefaultSIWX, createDefaultSIWX } from './core/siwx/index.js';
export type { DefaultSIWXOptions } from './core/siwx/index.js';
export { requestSiwxSignIn } from './core/siwx/index.js';
export type {
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXSession,
} from './core/siwx/index.js';
export type { MessageVars } from './core/messages.js';

export { W3mRequestCloseEvent } from './events/request-close-event.js';
export type { RequestCloseDetail, RequestCloseSource } from './events/request-close-event.js';
export { W3mToastCloseEvent } from './events/toast-close-event.js';

export { W3mModal } from './modal/w3m-modal.js';
export type { W3mToaster } from './modal/w3m-toaster.js';
export { W3mButton } from './modal/w3m-button.js';
export { AppKitButton } from './modal/appkit-button.js';
export { AppKitConnectButton } from './modal/appkit-connect-button.js';
export { AppKitAccountButton } from './modal/appkit-account-button.js';
export { AppKitNetworkButton } from './modal/appkit-network-button.js';
export { W3mConnectButton } from './modal/w3m-connect-button.js';
export { W3mAccountButton } from './modal/w3m-account-button.js';
export { W3mNetworkButton } from './modal/w3m-network-button.js';
// The dialog's parts and views are chunks of their own (the modal and the router load them): their classes are
// types here, and `customElements.get(tag)` gives the class once the element is defined.
export type { W3mHeader } from './modal/w3m-header.js';
export type { W3mRouter } from './modal/w3m-router.js';
export type { W3mConnectView } from './views/connect/index.js';
export type { W3mConnectingExternalView } from './views/connecting/index.js';
export type { W3mAccountView } from './views/account/index.js';
