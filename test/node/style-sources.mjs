// The element styles of src/ and styles/, as the style scans (test/node/*-css.test.mjs) read them.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));

/** The style text of a source file: all of a `*.styles.ts` file, else the contents of its css`…` blocks. */
export function styleText(path, text) {
  if (path.endsWith('.styles.ts')) return text;
  return [...text.matchAll(/\bcss`([^`]*)`/g)].map(m => m[1]).join('\n');
}

/** Every file with element styles, by its path from the repository's root, and its style text. */
export function styleSources() {
  return ['src', 'styles']
    .flatMap(dir =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter(file => file.endsWith('.ts'))
        .map(file => join(root, dir, file)),
    )
    .map(path => ({ file: relative(root, path), css: styleText(path, readFileSync(path, 'utf8')) }))
    .filter(source => source.css);
}
