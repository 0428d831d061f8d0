// docs/figures.md, written by `npm run bench`: one section per part of the bench, each holding what that part
// printed in its last run, with when and where it ran. A run that measures only some parts (`BENCH_ONLY=qr`)
// rewrites only their sections; the others keep their last figures. A new part of the bench adds its section by
// running inside `recordSection(id, title, work)`: what it prints lands in the page, in the order of SECTION_ORDER
// (sections not listed there come after, in the order they were first written).
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

export const FIGURES_FILE = fileURLToPath(new URL('../../docs/figures.md', import.meta.url));

/** The page's order: ids of the bench's parts. */
const SECTION_ORDER = ['sizes', 'timings', 'walletconnect', 'host-shift', 'game', 'all-wallets', 'qr-first', 'verify-qr', 'wallet-flows'];

const HEADER = `# Figures

<!-- Written by \`npm run bench\` (scripts/bench/figures.mjs): each section is its part's output from its last run.
Edit the bench, not this page. -->

Sizes are brotli of each initial file as an app built with Vite serves it (the pages import the package by its
name, resolved to the built \`dist/\` production entries); timings are medians in headless Chromium on the machine
named under each section. Budgets and goals are printed beside each figure ("met" / "MISSED"); the bench never fails
on them. \`npm run size\` prints the size part alone in a few seconds.
`;

const START = id => `<!-- figures:${id} -->`;
const END = id => `<!-- /figures:${id} -->`;

/** The sections now in the page, by id, in page order. */
function readSections() {
  let text = '';
  try {
    text = readFileSync(FIGURES_FILE, 'utf8');
  } catch {
    return new Map();
  }
  const sections = new Map();
  for (const match of text.matchAll(/<!-- figures:([\w-]+) -->\n([\s\S]*?)<!-- \/figures:\1 -->/g)) sections.set(match[1], match[2]);
  return sections;
}

function writeSections(sections) {
  const ids = [...SECTION_ORDER.filter(id => sections.has(id)), ...[...sections.keys()].filter(id => !SECTION_ORDER.includes(id))];
  const body = ids.map(id => `${START(id)}\n${sections.get(id)}${END(id)}`).join('\n\n');
  writeFileSync(FIGURES_FILE, `${HEADER}\n${body}\n`);
}

/** Where and when a part ran, for the reader of its figures. */
function runNote() {
  const [one] = loadavg();
  return `${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, ${availableParallelism()} cores, load average ${one.toFixed(1)} at the start`;
}

/**
 * Runs `work` (one part of the bench), printing as usual, and makes what it printed the section `id` of
 * docs/figures.md under the heading `title`. The section is written only when `work` succeeds.
 */
export async function recordSection(id, title, work) {
  const lines = [];
  const print = console.log;
  const note = runNote();
  console.log = (...args) => {
    print(...args);
    lines.push(args.map(String).join(' '));
  };
  try {
    await work();
  } finally {
    console.log = print;
  }
  const text = lines.join('\n').replace(/^\n+/, '');
  const sections = readSections();
  sections.set(id, `## ${title}\n\n${note}:\n\n\`\`\`text\n${text}\n\`\`\`\n`);
  writeSections(sections);
}
