/**
 * `w3m-modal/react`: React components and hooks over the modal. A React app imports only from here.
 * Nothing touches the DOM at import time, so server rendering works (hooks return the initial state).
 */
import { setSdkBinding } from '../src/core/index.js';
import { createAppKit as createPlainAppKit } from '../src/index.js';
import type { AppKitOptions } from '../src/index.js';

export { AppKit, getAppKit, mainnet, modal } from '../src/index.js';
export type { AppKitOptions, Features, Metadata, CustomWallet } from '../src/index.js';

/**
 * `createAppKit` for a React app: the same kit, declared as the React binding (the explorer's `sv` field says
 * `react-…`, and a wagmi adapter leaves the reconnect to `<WagmiProvider>`). The kit's end forgets the binding.
 */
export function createAppKit(options: AppKitOptions): ReturnType<typeof createPlainAppKit> {
  setSdkBinding('react');
  return createPlainAppKit(options);
}
export type { ResolvedOptions } from '../src/core/index.js';
export type {
  AccountEntry, CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace, ConnectedWalletInfo, ConnectionStatus,
  Eip1193Provider, OpenOptions, Provider, ProviderEventListener, OpenView, ThemeMode, ThemeVariables, ViewId
} from '../src/core/index.js';
export type { PublicAccountState, PublicModalState, PublicNetworkState } from '../src/core/index.js';
export type { AppKitEvent, AppKitEventName } from '../src/index.js';
export {
  useAppKit, useAppKitAccount, useAppKitEvents, useAppKitLocale, useAppKitNetwork, useAppKitProvider, useAppKitState,
  useAppKitTheme, useWalletInfo
} from './hooks.js';
export { useAppKitBalance, useAppKitNetworkCore, useAppKitWallets, useDisconnect } from './hooks-appkit.js';
export type { AppKitBalanceResult, AppKitWallet, UseAppKitWalletsReturn } from './hooks-appkit.js';
export type { UseAppKitLocaleReturn, UseAppKitNetworkReturn, UseAppKitProviderReturn, UseAppKitThemeReturn } from './hooks.js';
export type { Locale } from '../src/core/index.js';
export { W3mButton, W3mModal } from './components.js';
export type { W3mModalProps } from './components.js';
export { W3mRequestCloseEvent } from '../src/index.js';
// Type-only re-export: keeps the JSX augmentation (react/jsx.ts) in the declarations `w3m-modal/react` loads.
export type { W3mButtonJsxProps, W3mIntrinsicElements, W3mModalJsxProps, W3mNetworkButtonJsxProps } from './jsx.js';
