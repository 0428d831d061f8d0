// Storybook as documentation (`npm test` step; alone: `npm run test:stories`). `npm run build:stories` writes
// custom-elements.json (`npm run analyze`) and builds Storybook into storybook-static/; then:
// - the manifest names every element src/ defines, with what its source shows: the events it dispatches
//   (@fires), the parts its templates carry (@csspart), the public tokens its host reads (@cssprop), a
//   description for the element and each attribute and property, and none of Lit's internal state;
// - the built index.json has an autodocs page for every story file, so for every element;
// - each docs page, opened in Chromium, lists the element's manifest entries in their tables, and describes
//   every control on it (story-only args too);
// - Storybook as a design tool: the toolbar, the modal's docs page, pictures (test/storybook/design.mjs).
import { scaled } from '../fixtures/time-scale.mjs';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { serveStatic } from '../../scripts/demo-server.mjs';
import { root, sh } from '../../scripts/consumers.mjs';
import { launchChromium } from '../fixtures/chromium.mjs';
import { startOfflineTrap } from '../fixtures/offline-trap.mjs';
import { registerDesignTests } from './design.mjs';

const OUT = join(root, 'storybook-static');

/**
 * @typedef {{ name: string, description?: string }} Item
 * @typedef {Item & { kind: string, privacy?: string, static?: boolean }} Member
 * @typedef {{ name: string, tagName: string, description?: string, superclass?: { name: string, module?: string },
 *   attributes?: Item[], members?: Member[], events?: Item[], slots?: Item[], cssParts?: Item[], cssProperties?: Item[] }} Element
 */

/** @type {Map<string, Element & { path: string }>} by tag */
let elements;
/** @type {any} */
let index;

before(async () => {
  const started = Date.now();
  await sh('npm', ['run', 'build:stories', '--silent'], root);
  console.log(`analyze + storybook build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
  elements = new Map();
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if (declaration.tagName) elements.set(declaration.tagName, { ...declaration, path: module.path });
    }
  }
  index = JSON.parse(readFileSync(join(OUT, 'index.json'), 'utf8'));
});

const read = (/** @type {string} */ path) => readFileSync(join(root, path), 'utf8');
const srcFiles = () =>
  readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join('src', file));
const publicMembers = (/** @type {Element} */ element) =>
  (element.members ?? []).filter((m) => m.kind === 'field' && !m.static && (m.privacy ?? 'public') === 'public');
/**
 * Modules that render into an element's shadow root besides its own file: `<w3m-modal>`'s dialog is a chunk of its
 * own; the help views share the template of their list of points.
 */
const ATTACHED_RENDERERS = {
  'src/modal/w3m-modal.ts': ['src/modal/modal-ui.ts'],
  'src/views/help/w3m-what-is-a-network-view.ts': ['src/views/help/help-points.ts'],
  'src/views/help/w3m-what-is-a-wallet-view.ts': ['src/views/help/help-points.ts'],
};
/**
 * The element's own file (and attached renderers), then its superclasses' files while they are ours, up the whole
 * chain: `<w3m-account-button>` is an `<appkit-account-button>`, which renders `<w3m-button>`'s connected state.
 */
function sourcesOf(/** @type {Element & { path: string }} */ element) {
  const attached = ATTACHED_RENDERERS[/** @type {keyof typeof ATTACHED_RENDERERS} */ (element.path)] ?? [];
  const sources = [read(element.path), ...attached.map(read)];
  const seen = new Set([element.path]);
  for (let superclass = element.superclass; superclass?.module; ) {
    const superPath = superclass.module.replace(/^\//, '').replace(/\.js$/, '.ts');
    if (!superPath.startsWith('src/') || seen.has(superPath)) break;
    seen.add(superPath);
    sources.push(read(superPath));
    const { name } = superclass;
    superclass = [...elements.values()].find((e) => e.path === superPath && e.name === name)?.superclass;
  }
  return sources;
}
/** The public `--w3m-*` tokens, as src/core/theme-tokens.ts lists them (THEME_TOKENS' keys). */
function publicTokens() {
  return [...read('src/core/theme-tokens.ts').matchAll(/^ {2}'(--w3m-[a-z0-9-]+)':/gm)].map((m) => m[1]);
}
/** Event names by the class that carries them (src/events: `static readonly eventName = '…'`). */
function eventClasses() {
  const byClass = new Map();
  for (const file of srcFiles().filter((f) => f.startsWith('src/events/'))) {
    for (const [, name, event] of read(file).matchAll(/class (\w+) extends \w*Event\b[\s\S]*?eventName = '([^']+)'/g)) byClass.set(name, event);
  }
  return byClass;
}

test('custom-elements.json names every element src/ defines, each once', () => {
  const defined = [];
  for (const file of srcFiles()) {
    const source = read(file);
    defined.push(...[...source.matchAll(/defineElement\('([a-z0-9-]+)'/g)].map((m) => m[1]));
    if (file !== 'src/components/define-element.ts') assert.doesNotMatch(source, /customElements\.define\(/, `${file} defines through defineElement()`);
  }
  assert.ok(defined.length >= 40, `found ${defined.length} elements`);
  assert.deepEqual([...elements.keys()].sort(), [...new Set(defined)].sort());
  assert.ok(defined.every((tag) => /^(w3m|wui|appkit)-/.test(tag)));
});

test('every element, attribute and public property is described; no internal state is documented', () => {
  const missing = [];
  for (const [tag, element] of elements) {
    if (!element.description?.trim()) missing.push(`<${tag}>`);
    for (const item of [...(element.attributes ?? []), ...publicMembers(element)]) {
      if (!item.description?.trim()) missing.push(`<${tag}> ${item.name}`);
    }
    const state = [...sourcesOf(element)[0].matchAll(/(\w+): \{[^{}]*\bstate: true/g)].map((m) => m[1]);
    const documented = [...(element.attributes ?? []), ...(element.members ?? [])].map((item) => item.name);
    assert.deepEqual(state.filter((name) => documented.includes(name)), [], `<${tag}>: Lit state is not API`);
  }
  assert.deepEqual(missing, [], 'JSDoc missing');
});

test('@fires: each event an element dispatches is documented by name, and only known events', () => {
  const byClass = eventClasses();
  assert.ok(byClass.size > 0);
  // Controllers that dispatch on their host: an element using one fires its events. The gamepad's arrow keys are
  // KeyboardEvents sent to the focused control inside the modal, which keeps them there: not events it fires.
  const controllerEvents = new Map();
  for (const file of srcFiles().filter((f) => f.startsWith('src/controllers/'))) {
    const events = [...read(file).matchAll(/dispatchEvent\(new (\w+)\(/g)].filter((m) => m[1] !== 'KeyboardEvent').map((m) => byClass.get(m[1]) ?? `unknown class ${m[1]}`);
    if (events.length > 0) controllerEvents.set(file.replace(/^src\/|\.ts$/g, ''), events);
  }
  const known = new Set(byClass.values());
  for (const [tag, element] of elements) {
    const source = sourcesOf(element).join('\n');
    const fired = new Set([
      ...[...source.matchAll(/dispatchEvent\(new (\w+)\(/g)].map((m) => byClass.get(m[1]) ?? `unknown class ${m[1]}`),
      ...[...source.matchAll(/new CustomEvent\(['"]([^'"]+)/g)].map((m) => m[1]),
      ...[...controllerEvents].filter(([module]) => source.includes(`/${module}.js'`)).flatMap(([, events]) => events),
    ]);
    const documented = (element.events ?? []).map((event) => event.name);
    assert.deepEqual([...fired].filter((name) => !documented.includes(name)), [], `<${tag}> documents what it fires`);
    assert.deepEqual(documented.filter((name) => !known.has(name)), [], `<${tag}> documents known events only`);
  }
});

test('@csspart: every part in a template is documented, and every documented part exists', () => {
  for (const [tag, element] of elements) {
    const sources = sourcesOf(element);
    assert.doesNotMatch(sources[0], /\bpart=\$\{|\bpart="[^"]*\$\{/, `<${tag}>: part names are static, so they can be checked`);
    const partsIn = (/** @type {string} */ source) => [...source.matchAll(/\bpart="([^"]+)"/g)].flatMap((m) => m[1].trim().split(/\s+/));
    const documented = (element.cssParts ?? []).map((part) => part.name);
    const own = sources.slice(0, 1 + (ATTACHED_RENDERERS[/** @type {keyof typeof ATTACHED_RENDERERS} */ (element.path)]?.length ?? 0));
    assert.deepEqual(own.flatMap(partsIn).filter((part) => !documented.includes(part)), [], `<${tag}> documents its template's parts`);
    const rendered = sources.flatMap(partsIn);
    assert.deepEqual(documented.filter((part) => !rendered.includes(part)), [], `<${tag}> documents only parts it renders`);
  }
});

test('@cssprop: an element whose host reads the public tokens documents each; no other names', () => {
  const tokens = publicTokens();
  assert.ok(tokens.length >= 7, `found ${tokens.length} tokens`);
  for (const [tag, element] of elements) {
    const documented = (element.cssProperties ?? []).map((prop) => prop.name);
    assert.deepEqual(documented.filter((name) => !tokens.includes(name)), [], `<${tag}> documents public tokens only`);
    if (sourcesOf(element).some((source) => source.includes('themeHostStyles'))) {
      assert.deepEqual(tokens.filter((token) => !documented.includes(token)), [], `<${tag}> reads every public token on its host`);
    }
  }
});

/** The story files' docs entries and stories, by file, with the tag each file documents (`component: '…'`). */
function storyFiles() {
  /** @type {Map<string, { docs: any[], stories: any[], tag: string | undefined }>} */
  const files = new Map();
  for (const entry of Object.values(index.entries)) {
    const file = files.get(entry.importPath) ?? { docs: [], stories: [], tag: read(entry.importPath).match(/\bcomponent: '([a-z0-9-]+)'/)?.[1] };
    (entry.type === 'docs' ? file.docs : file.stories).push(entry);
    files.set(entry.importPath, file);
  }
  return files;
}

test('index.json: every story file has one autodocs page, and every element has a story file', () => {
  const files = storyFiles();
  assert.ok(files.size >= 40);
  for (const [path, file] of files) {
    assert.ok(file.stories.length > 0, `${path} has stories`);
    assert.equal(file.docs.length, 1, `${path} has one docs page`);
    assert.ok(file.docs[0].tags.includes('autodocs'), `${path}'s docs page is an autodocs page`);
    assert.ok(file.tag && elements.has(file.tag), `${path} documents an element of the manifest (${file.tag})`);
  }
  const documented = new Set([...files.values()].map((file) => file.tag));
  const publicTags = [...read('react/jsx.ts').matchAll(/^\s+'((?:w3m|appkit)-[a-z-]+)':/gm)].map((m) => m[1]);
  assert.ok(publicTags.length >= 6, 'the JSX typings name the public tags');
  assert.deepEqual(publicTags.filter((tag) => !documented.has(tag)), [], 'every public element has a docs page');
  assert.deepEqual([...elements.keys()].filter((tag) => !documented.has(tag)), [], 'every element has a docs page');
  console.log(`storybook: ${[...files.values()].reduce((n, f) => n + f.docs.length, 0)} docs pages, ${[...files.values()].reduce((n, f) => n + f.stories.length, 0)} stories`);
});

/** What the docs page's table must list, by category, under the names .storybook/preview.ts gives them. */
function expectedRows(/** @type {Element} */ element) {
  const attributes = (element.attributes ?? []).map((a) => a.name);
  return {
    attributes,
    // Storybook keeps one row per name: a property named like its attribute is that attribute's row.
    properties: publicMembers(element).map((m) => m.name).filter((name) => !attributes.includes(name)),
    events: (element.events ?? []).map((e) => e.name),
    slots: (element.slots ?? []).map((s) => s.name || '(default)'),
    'css custom properties': (element.cssProperties ?? []).map((p) => p.name),
    'css shadow parts': (element.cssParts ?? []).map((p) => `::part(${p.name})`),
  };
}

test('each docs page lists the attributes, properties, events, slots, CSS parts and CSS properties of its element', { timeout: scaled(240_000) }, async () => {
  const site = await serveStatic(OUT);
  const { port } = /** @type {import('node:net').AddressInfo} */ (site.address());
  const trap = await startOfflineTrap();
  const { browser, close: closeBrowser } = await launchChromium({ args: trap.chromiumArgs });
  const started = Date.now();
  let pages = 0;
  /** @type {string[]} */
  const undescribedControls = [];
  try {
    const context = await browser.newContext({ proxy: trap.contextProxy });
    const page = await context.newPage();
    for (const [path, file] of storyFiles()) {
      const element = /** @type {Element} */ (elements.get(/** @type {string} */ (file.tag)));
      await page.goto(`http://127.0.0.1:${port}/iframe.html?viewMode=docs&id=${file.docs[0].id}`);
      const table = page.locator('.docblock-argstable').first();
      await table.waitFor();
      /** @type {Record<string, string[]>} */
      const shown = await table.evaluate((t) => {
        /** @type {Record<string, string[]>} */
        const rows = {};
        let category = '';
        for (const row of t.querySelectorAll('tbody > tr')) {
          const header = row.getAttribute('title')?.match(/^(?:Hide|Show) (.+) items$/);
          if (header) category = header[1];
          else if (category) (rows[category] ??= []).push(row.querySelector('td')?.textContent?.trim() ?? '');
        }
        return rows;
      });
      // Every control is described. A row's second cell holds the description (a plain <span>) above the type
      // summary; a row with no description holds the summary alone. Rows with no control show a setup link.
      const undescribed = await table.evaluate((t) =>
        [...t.querySelectorAll('tbody > tr')]
          .filter((row) => row.children.length === 4 && row.children[3].childElementCount > 0 && !row.children[3].querySelector('.sbdocs-argcontrol-setup'))
          .filter((row) => {
            const first = row.children[1].firstElementChild?.firstElementChild;
            return !(first?.localName === 'span' && !first.className && first.textContent?.trim());
          })
          .map((row) => row.children[0].textContent?.trim()),
      );
      undescribedControls.push(...undescribed.map((name) => `${path}: ${name}`));
      for (const [category, names] of Object.entries(expectedRows(element))) {
        assert.deepEqual([...(shown[category] ?? [])].sort(), [...names].sort(), `${path}: ${category} of <${file.tag}>`);
      }
      const description = element.description?.split('\n')[0]?.replace(/`/g, '').slice(0, 40) ?? '';
      assert.ok((await page.locator('#storybook-docs').innerText()).replace(/\s+/g, ' ').includes(description.replace(/\s+/g, ' ')), `${path}: the element's description is on the page`);
      pages += 1;
    }
    await context.close();
    assert.deepEqual(undescribedControls, [], 'every control on a docs page is described');
    assert.deepEqual(trap.requests().map((r) => r.target), [], 'the docs pages asked for nothing off loopback');
  } finally {
    await closeBrowser();
    await trap.stop();
    await new Promise((resolve) => site.close(resolve));
  }
  console.log(`docs pages checked in Chromium: ${pages} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

registerDesignTests({ out: OUT, index: () => index });
