// The list alone, without the theme's store: the options table checks names against it, and importing theme.ts
// there would pull the store (and the storage it reads) into the options' chunk, which moves chunks around in the
// page an app builds.
import type { ThemeVariables } from '../types.js';

/** The public theme variables, in one place so options, store and styles agree. */
export const THEME_VARIABLE_NAMES = [
  '--w3m-accent',
  '--w3m-color-mix',
  '--w3m-color-mix-strength',
  '--w3m-font-family',
  '--w3m-font-size-master',
  '--w3m-border-radius-master',
  '--w3m-z-index',
  '--w3m-qr-color',
  '--w3m-backdrop-blur'
] as const satisfies readonly (keyof ThemeVariables)[];
