/**
 * What only the development build does with the options (the package's `development` export condition, which Vite,
 * webpack and Next.js pick in dev; every Vite dev server and test run here): check each against the options table,
 * and warn once about each one accepted but not built here. `resolveOptions` calls these behind
 * `import.meta.env.DEV`, so the production build carries neither the checks nor the warnings.
 */
import { FEATURES } from './features-table.js';
import { devColumns } from './row.js';
import type { DevColumns } from './row.js';
import { OPTIONS } from './table.js';
import { object } from './validate.js';

/** Every option's check, strict: an unknown option is named too. */
export function checkOptions(input: unknown): void {
  object(Object.fromEntries(Object.entries(OPTIONS).map(([name, row]) => [name, devColumns(row).check])))(input, '');
}

/** Each row's development columns, with the path an app writes it under (`tokens`, `features.pay`). */
const rows = (): [string, DevColumns][] => [
  ...Object.entries(OPTIONS).map(([name, row]): [string, DevColumns] => [name, devColumns(row)]),
  ...Object.entries(FEATURES).map(([name, row]): [string, DevColumns] => [`features.${name}`, devColumns(row)]),
];

const valueAt = (given: Record<string, unknown>, path: string): unknown => {
  const [top, inner] = path.split('.');
  const value = given[top!];
  return inner === undefined ? value : (value as Record<string, unknown> | undefined)?.[inner];
};

/** The options in `given` that ask for something not built here. */
export function notBuiltOptions(given: Record<string, unknown>): string[] {
  return rows()
    .filter(([path, row]) => row.instead !== undefined && (row.asks ?? (value => value !== undefined))(valueAt(given, path)))
    .map(([path]) => path);
}

const warned = new Set<string>();

/** Warns once per page about each option in `given` that asks for something not built here, saying what happens instead. */
export function warnNotBuilt(given: Record<string, unknown>): void {
  const instead = new Map(rows().map(([path, row]) => [path, row.instead]));
  for (const path of notBuiltOptions(given)) {
    if (warned.has(path)) continue;
    warned.add(path);
    console.warn(`w3m-modal: the AppKit option \`${path}\` is accepted but not built here: ${instead.get(path)}.`);
  }
}

/** For tests: every option warns again. */
export function resetNotBuiltWarnings(): void {
  warned.clear();
}
