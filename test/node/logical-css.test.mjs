// Right-to-left languages (Arabic, Hebrew, Persian) mirror the layout only if element styles say "start" and
// "end", never "left" and "right": this test fails on any physical left/right property in the styles of
// src/ and styles/ (`*.styles.ts` files and every css`…` block elsewhere).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { styleSources } from './style-sources.mjs';

/** Physical properties and values, each with the logical one to use instead. */
const PHYSICAL = [
  [/\b(margin|padding)-(left|right)\s*:/, 'margin-inline-start / padding-inline-end'],
  [/\bborder-(left|right)(-(width|style|color))?\s*:/, 'border-inline-start / border-inline-end'],
  [/\bborder-(top|bottom)-(left|right)-radius\s*:/, 'border-start-start-radius / border-end-end-radius'],
  [/(^|[\s;{])(left|right)\s*:/, 'inset-inline-start / inset-inline-end'],
  [/\btext-align\s*:\s*(left|right)\b/, 'text-align: start / end'],
  [/\b(float|clear)\s*:\s*(left|right)\b/, 'float: inline-start / inline-end'],
  [/\bbackground-position(-x)?\s*:[^;]*\b(left|right)\b/, 'a position from the start / end edge'],
];

test('element styles use logical properties only (no left/right)', () => {
  const found = [];
  const sources = styleSources();
  for (const { file, css } of sources) {
    css.split('\n').forEach((line, i) => {
      for (const [pattern, instead] of PHYSICAL) {
        if (pattern.test(line)) found.push(`${file} (style line ${i + 1}): "${line.trim()}" → use ${instead}`);
      }
    });
  }
  assert.ok(sources.length > 30, `only ${sources.length} files with styles were scanned`);
  assert.deepEqual(found, []);
});

test('the scan catches a physical property', () => {
  const hits = (line) => PHYSICAL.some(([pattern]) => pattern.test(line));
  for (const line of ['  margin-left: 4px;', 'padding-right:0', '{left: 0}', '  right: 12px;', 'text-align: right;', 'border-top-left-radius: 4px;', 'float: left;']) {
    assert.ok(hits(line), line);
  }
  for (const line of ['  margin-inline-start: 4px;', '  inset-inline-start: 0;', 'text-align: start;', 'border-start-start-radius: 4px;', '  align-items: center;']) {
    assert.ok(!hits(line), line);
  }
});
