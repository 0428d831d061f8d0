// Generated malformed and hostile provider answers: every case is a valid answer with one thing broken
// (a missing field, a wrong type, markup, a script URL, a huge list, a huge string) or a body that is not
// JSON at all. A seeded generator keeps the cases the same on every run.
import { MAX_LIST } from '../../src/core/api/schemas.js';

export interface HostileCase {
  label: string;
  body?: unknown;
  raw?: string;
  status?: number;
  /** For markup cases: the text put in, which must show as text if the answer passes validation. */
  inserted?: string;
}

const MARKUP = ['<img src=x onerror="window.__pwned=1">', '<script>window.__pwned=1</script>', '"><svg onload="window.__pwned=1">', '<b>bold</b>'];
const BAD_URLS = ['javascript:window.__pwned=1', 'data:text/html,<script>window.__pwned=1</script>', 'http://', '//evil', 'not a url', 'vbscript:x'];
const WRONG = [null, 42, -1, true, [], {}, '', '\u0000\u0007', 'x'.repeat(5000), 1e308, '𝕏'.repeat(300)];

/** Mulberry32: a tiny seeded PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Path = (string | number)[];

function paths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((v, i) => paths(v, [...prefix, i]))];
  if (value && typeof value === 'object') return [prefix, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...prefix, k]))];
  return [prefix];
}

function setAt(root: unknown, path: Path, make: (old: unknown) => unknown | typeof REMOVE): unknown {
  if (path.length === 0) return make(root);
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  const next = make(parent[last]);
  if (next === REMOVE) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else parent[last] = next;
  return copy;
}

const REMOVE = Symbol('remove');

/** `count` broken variants of `valid`. */
export function hostileVariants(valid: unknown, count: number, seed: number): HostileCase[] {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const all = paths(valid).filter(p => p.length > 0);
  const strings = all.filter(p => typeof p.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], valid) === 'string');
  const arrays = all.filter(p => Array.isArray(p.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], valid)));
  const cases: HostileCase[] = [];
  for (let i = 0; i < count; i++) {
    const kind = Math.floor(random() * 6);
    const path = pick(all);
    if (kind === 0) cases.push({ label: `drop ${path.join('.')}`, body: setAt(valid, path, () => REMOVE) });
    else if (kind === 1) {
      const wrong = pick(WRONG);
      cases.push({ label: `wrong type at ${path.join('.')}: ${JSON.stringify(wrong)?.slice(0, 20)}`, body: setAt(valid, path, () => wrong) });
    } else if (kind === 2 && strings.length) {
      const text = pick(MARKUP);
      const at = pick(strings);
      cases.push({ label: `markup at ${at.join('.')}`, body: setAt(valid, at, () => text), inserted: text });
    } else if (kind === 3 && strings.length) {
      const url = pick(BAD_URLS);
      const at = pick(strings);
      cases.push({ label: `bad url at ${at.join('.')}`, body: setAt(valid, at, () => url) });
    } else if (kind === 4 && arrays.length) {
      const at = pick(arrays);
      cases.push({ label: `huge list at ${at.join('.')}`, body: setAt(valid, at, old => Array.from({ length: MAX_LIST + 1 }, () => (old as unknown[])[0] ?? 1)) });
    } else {
      cases.push(pick<HostileCase>([
        { label: 'empty body', raw: '' },
        { label: 'truncated JSON', raw: JSON.stringify(valid).slice(0, 20) },
        { label: 'HTML page', raw: '<!doctype html><h1>502</h1><script>window.__pwned=1</script>' },
        { label: 'JSON null', raw: 'null' },
        { label: 'JSON string', raw: '"<img src=x onerror=alert(1)>"' },
        { label: 'JSON array', raw: '[1,2,3]' },
        { label: 'deep nesting', raw: '['.repeat(5000) + ']'.repeat(5000) },
        { label: 'proto pollution', raw: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}' },
        { label: 'error status with markup', status: 500, body: { message: MARKUP[0] } },
        { label: 'error status with HTML', status: 503, raw: '<html>down</html>' }
      ]));
    }
  }
  return cases;
}
