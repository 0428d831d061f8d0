import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ReadableAtom } from 'nanostores';
import { themeVariablesToStyle } from '../../styles/tokens.js';
import type { ThemeVariables } from '../../styles/tokens.js';

export type ThemeModeValue = 'light' | 'dark';

/**
 * Where a {@link ThemeController} reads the theme from. The controller does not import stores itself, so
 * presentational `wui-*` elements can use it with their own properties ({@link propertyThemeSource}) and
 * `w3m-*` elements with the theme store ({@link storeThemeSource}).
 */
export interface ThemeSource {
  /** The mode to apply; `undefined` leaves the host's `themeMode` as it is. */
  readonly mode: ThemeModeValue | undefined;
  readonly variables: ThemeVariables | undefined;
  /** For sources that change outside the host: calls `onChange` on each change, returns the unsubscribe. */
  subscribe?(onChange: () => void): () => void;
  /**
   * For sources the host may write back to: a valid `themeMode` set on the host (an attribute, a property)
   * since the last update is passed here before the mode is read again.
   */
  setMode?(mode: ThemeModeValue): void;
}

/** The host: a Lit element with a `themeMode` property reflected to `theme-mode`, which `themeHostStyles` reads. */
export type ThemeHost = ReactiveControllerHost & HTMLElement & { themeMode: string | null | undefined };

/**
 * A source backed by a store of `{ themeMode, themeVariables }` (the core's `$theme`); with `setMode`, a
 * mode set on the host is written back to the store.
 */
export function storeThemeSource(
  store: ReadableAtom<{ themeMode: ThemeModeValue; themeVariables: ThemeVariables }>,
  setMode?: (mode: ThemeModeValue) => void,
): ThemeSource {
  return {
    get mode() {
      return store.get().themeMode;
    },
    get variables() {
      return store.get().themeVariables;
    },
    subscribe: onChange => store.subscribe(onChange),
    ...(setMode ? { setMode } : {}),
  };
}

/** A source backed by the host's own `themeMode` and `themeVariables` properties (`<wui-theme>`). */
export function propertyThemeSource(host: { themeMode: ThemeModeValue; themeVariables: ThemeVariables | undefined }): ThemeSource {
  return {
    get mode() {
      return host.themeMode;
    },
    get variables() {
      return host.themeVariables;
    },
  };
}

const isThemeMode = (value: unknown): value is ThemeModeValue => value === 'light' || value === 'dark';

/**
 * Applies a theme to its host on each update: the mode through the host's `themeMode` property (reflected,
 * so `:host([theme-mode='dark'])` matches), the public theme variables through `host.style.setProperty`.
 * CSSOM rather than a `style` attribute string or `styleMap`, so the host page's own inline styles survive
 * and no style attribute is parsed (CSP `style-src` without `'unsafe-inline'` keeps working). Names no longer
 * present are removed again; invalid variables are reported and none are applied.
 */
export class ThemeController implements ReactiveController {
  private unsubscribe: (() => void) | undefined;
  private appliedMode: string | null | undefined;
  private appliedVariables: ThemeVariables | undefined;
  private appliedNames: string[] = [];

  constructor(
    private readonly host: ThemeHost,
    private readonly source: ThemeSource,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.unsubscribe = this.source.subscribe?.(() => this.host.requestUpdate());
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  /** Before render, so the first frame already has the right palette and accent. */
  hostUpdate(): void {
    this.applyMode();
    this.applyVariables();
  }

  private applyMode(): void {
    const requested = this.host.themeMode;
    // Something other than this controller set the mode: a writable source follows it.
    if (this.source.setMode && requested !== this.appliedMode && isThemeMode(requested) && requested !== this.source.mode) {
      this.source.setMode(requested);
    }
    const mode = this.source.mode;
    if (mode !== undefined) this.host.themeMode = mode;
    this.appliedMode = this.host.themeMode;
  }

  private applyVariables(): void {
    const variables = this.source.variables;
    if (variables === this.appliedVariables) return;
    this.appliedVariables = variables;
    let style: Record<string, string> = {};
    try {
      style = themeVariablesToStyle(variables ?? {});
    } catch (error) {
      console.error(`<${this.host.localName}>: invalid theme variables.`, error);
    }
    const { style: declaration } = this.host;
    for (const name of this.appliedNames) if (!(name in style)) declaration.removeProperty(name);
    for (const [name, value] of Object.entries(style)) declaration.setProperty(name, value);
    this.appliedNames = Object.keys(style);
  }
}
