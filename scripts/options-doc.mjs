#!/usr/bin/env node
// `npm run docs:options`: writes docs/options.md from the options table (src/core/options/table.ts and
// features-table.ts), the one place each option's type, default, resolution, "built here?" and purpose are written.
// test/node/options-doc.test.mjs fails while the page is stale; the surface test reads the same table.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

export const OPTIONS_DOC = fileURLToPath(new URL('../docs/options.md', import.meta.url));

/** Each row with its development columns (`dev`: the type, the docs) beside the others. */
const flatten = rows => Object.fromEntries(Object.entries(rows).map(([name, { dev, ...row }]) => [name, { ...row, ...dev }]));

/** The two tables, loaded from the TypeScript source through Vite's module runner (a development build). */
export async function loadOptionsTable() {
  const load = file => runnerImport(fileURLToPath(new URL(`../src/core/options/${file}`, import.meta.url)), { configFile: false, logLevel: 'silent' });
  const [{ module: table }, { module: features }] = await Promise.all([load('table.ts'), load('features-table.ts')]);
  return { options: flatten(table.OPTIONS), features: flatten(features.FEATURES), socialProviders: features.SOCIAL_PROVIDERS };
}

const cell = text => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');
const code = text => `\`${text}\``;

function defaultOf(row) {
  if (row.default !== undefined) return code(JSON.stringify(row.default));
  return row.defaultText ?? '—';
}

function builtOf(row) {
  if (row.built === false) return `no: ${row.instead}`;
  if (row.built === 'partly') return `partly: ${row.instead}`;
  return 'yes';
}

function table(rows, prefix) {
  const lines = ['| option | type | default | built here? | what it does |', '|---|---|---|---|---|'];
  for (const [name, row] of Object.entries(rows)) {
    lines.push(`| ${code(prefix + name)} | ${cell(code(row.check.type))} | ${cell(defaultOf(row))} | ${cell(builtOf(row))} | ${cell(row.does)} |`);
  }
  return lines.join('\n');
}

/** The page, as `npm run docs:options` writes it. */
export function renderOptionsDoc({ options, features }) {
  return `# Options

<!-- Written by \`npm run docs:options\` from src/core/options/table.ts and features-table.ts: edit those, not this page. -->

\`createAppKit(options)\` takes AppKit 1.7.4's option names; an app passes what it passed to AppKit. The development
build (the package's \`development\` export condition, which Vite, webpack and Next.js pick in dev) checks every
option against this table, throwing an Error that names a bad one, and warns once about each option that is accepted
but not built here, saying what happens instead. The production build carries neither the checks nor the warnings.

To add an option: see [Add an option](architecture.md#add-an-option).

${table(options, '')}

## \`features\`

${table(features, 'features.')}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = renderOptionsDoc(await loadOptionsTable());
  let before = '';
  try {
    before = readFileSync(OPTIONS_DOC, 'utf8');
  } catch {
    // First run.
  }
  writeFileSync(OPTIONS_DOC, text);
  console.log(before === text ? 'docs/options.md is current' : 'docs/options.md written');
}
