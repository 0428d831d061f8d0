import * as React from 'react';
import { createComponent } from '@lit/react';
import type { EventName } from '@lit/react';
import { W3mButton as W3mButtonElement, W3mModal as W3mModalElement, W3mRequestCloseEvent } from '../src/index.js';
import type { AppKitOptions, Locale, ThemeMode } from '../src/index.js';
import { useStableValue } from './stable-value.js';
import { setSdkBinding } from '../src/core/index.js';

const W3mModalBase = createComponent({
  react: React,
  tagName: 'w3m-modal',
  elementClass: W3mModalElement,
  events: { onRequestClose: W3mRequestCloseEvent.eventName as EventName<W3mRequestCloseEvent> },
  displayName: 'W3mModalElement'
});

type ElementProps = Pick<React.HTMLAttributes<HTMLElement>, 'id' | 'className' | 'style'>;

/** `createAppKit` options as props, plus the modal's theme mode and its close-request event. */
export type W3mModalProps = Partial<AppKitOptions> &
  ElementProps & {
    /** `light` or `dark`; changing it changes the theme. */
    themeMode?: ThemeMode;
    /** The language (`ja`, `pt-BR`, …); changing it switches the language without reconfiguring the modal. */
    locale?: Locale | (string & {});
    /** Escape, a backdrop click or the close button asks to close; `preventDefault()` keeps the modal open. */
    onRequestClose?: (event: W3mRequestCloseEvent) => void;
  };

/**
 * `<w3m-modal>` for React. With `networks` (or any other option) it creates the AppKit instance, and
 * reconfigures it only when an option's value changes (not on every render with a new array literal).
 */
export function W3mModal(props: W3mModalProps): React.ReactElement {
  const { id, className, style, themeMode, locale, onRequestClose, ...options } = props;
  const hasOptions = Object.keys(options).length > 0;
  const config = useStableValue(hasOptions ? (options as Partial<AppKitOptions>) : undefined);
  // The kit the element creates from `config` is the React binding's (see createAppKit in react/index.ts).
  if (config) setSdkBinding('react');
  return React.createElement(W3mModalBase, {
    id,
    className,
    style,
    config,
    ...(themeMode ? { themeMode } : {}),
    ...(locale ? { locale } : {}),
    ...(onRequestClose ? { onRequestClose } : {})
  });
}

/** `<w3m-button>` for React: "Connect Wallet" when disconnected, the account button when connected. */
export const W3mButton = createComponent({
  react: React,
  tagName: 'w3m-button',
  elementClass: W3mButtonElement,
  displayName: 'W3mButton'
});
