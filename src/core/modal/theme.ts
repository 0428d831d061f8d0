import { sessionMap } from '../session.js';
import type { ThemeMode, ThemeVariables } from '../types.js';
import { THEME_TOKEN_NAMES } from './theme-tokens.js';
import { STORAGE_KEYS, readStored, writeStored } from '../storage.js';

export interface ThemeState {
  themeMode: ThemeMode;
  themeVariables: ThemeVariables;
}

export const $theme = sessionMap<ThemeState>({ themeMode: 'dark', themeVariables: {} });

const isThemeMode = (value: unknown): value is ThemeMode => value === 'light' || value === 'dark';

export function setThemeMode(mode: ThemeMode): void {
  if (!isThemeMode(mode)) throw new Error(`Invalid theme mode: ${String(mode)} (expected "light" or "dark")`);
  $theme.setKey('themeMode', mode);
  writeStored(STORAGE_KEYS.themeMode, mode);
}

/** Merges variables into the theme; an unknown name throws and leaves the theme as it was. */
export function setThemeVariables(variables: ThemeVariables): void {
  for (const name of Object.keys(variables)) {
    if (!(THEME_TOKEN_NAMES as readonly string[]).includes(name)) {
      throw new Error(`Unknown theme variable: ${name}`);
    }
  }
  $theme.setKey('themeVariables', { ...$theme.get().themeVariables, ...variables });
}

/** Theme at start: explicit option, else the user's last choice, else dark. */
export function initTheme(mode: ThemeMode | undefined, variables: ThemeVariables): void {
  const stored = readStored(STORAGE_KEYS.themeMode, isThemeMode);
  $theme.set({ themeMode: mode ?? stored ?? 'dark', themeVariables: { ...variables } });
}


