/**
 * JSX typings for the public tags, shipped with `w3m-modal/react`: an app that writes `<w3m-modal>` or
 * `<w3m-button>` in TSX (React 18.3 or 19, `jsx: react-jsx`) type-checks without declarations of its own.
 * React's JSX lives in the `React.JSX` namespace in both versions, so one augmentation covers them.
 * Types only: react/index.ts re-exports a type from here, which keeps this file in the emitted declarations.
 */
import type * as React from 'react';
import type {
  AppKitAccountButton,
  AppKitButton,
  AppKitConnectButton,
  AppKitNetworkButton,
  AppKitOptions,
  ChainNamespace,
  W3mAccountButton,
  W3mButton,
  W3mConnectButton,
  W3mModal,
  W3mNetworkButton,
} from '../src/index.js';

type HostProps<E extends HTMLElement> = React.DetailedHTMLProps<React.HTMLAttributes<E>, E>;

/** Attributes (and, from React 19 on, properties) of `<w3m-modal>`. */
export type W3mModalJsxProps = HostProps<W3mModal> & {
  'project-id'?: string;
  /** Comma-separated CAIP network ids, e.g. `eip155:1`. */
  networks?: string;
  'theme-mode'?: 'light' | 'dark';
  /** The language, e.g. `ja` or `pt-BR` (see `createAppKit`'s `locale`). */
  locale?: string;
  /** Any `createAppKit` option; React 19 sets it as a property (React 18 would stringify it: use `<W3mModal>`). */
  config?: Partial<AppKitOptions>;
};

/**
 * Attributes of `<w3m-button>`, `<appkit-button>` and the connect and account buttons, spelled as AppKit spells
 * them (`loadingLabel`, `charsStart`, `charsEnd`, `namespace`); `loading-label` is the older spelling.
 */
export type W3mButtonJsxProps<E extends W3mButton = W3mButton> = HostProps<E> & {
  label?: string;
  loadingLabel?: string;
  'loading-label'?: string;
  balance?: 'show' | 'hide';
  size?: 'sm' | 'md';
  disabled?: boolean;
  /** Characters of the address before the ellipsis (`0x` included). */
  charsStart?: number;
  /** Characters of the address after the ellipsis. */
  charsEnd?: number;
  /** Show and open for this namespace's account rather than the active one. */
  namespace?: ChainNamespace;
};

/** Attributes of `<w3m-network-button>` and `<appkit-network-button>`. */
export type W3mNetworkButtonJsxProps<E extends AppKitNetworkButton = AppKitNetworkButton> = HostProps<E> & {
  disabled?: boolean;
  /** Text while no network is active. */
  label?: string;
};

/** Every public tag of the library, as JSX sees it. */
export interface W3mIntrinsicElements {
  'w3m-modal': W3mModalJsxProps;
  'w3m-button': W3mButtonJsxProps;
  'appkit-button': W3mButtonJsxProps<AppKitButton>;
  'appkit-connect-button': W3mButtonJsxProps<AppKitConnectButton>;
  'appkit-account-button': W3mButtonJsxProps<AppKitAccountButton>;
  'appkit-network-button': W3mNetworkButtonJsxProps;
  'w3m-connect-button': W3mButtonJsxProps<W3mConnectButton>;
  'w3m-account-button': W3mButtonJsxProps<W3mAccountButton>;
  'w3m-network-button': W3mNetworkButtonJsxProps<W3mNetworkButton>;
}

declare module 'react' {
  // React's JSX types live in a namespace; merging into it is the only way to add tags to them.
  namespace JSX {
    interface IntrinsicElements extends W3mIntrinsicElements {}
  }
}
