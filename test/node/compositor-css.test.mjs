// A game repaints every frame behind the modal: whatever the modal animates must run on the compositor, so it
// costs the game's main thread no style, layout or paint per frame. This scan fails on any CSS transition or
// @keyframes in src/ and styles/ that moves anything but transform and opacity. (Script-run animations are
// checked where they run, in test/modal/motion.test.ts.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { styleSources } from './style-sources.mjs';

const COMPOSITED = new Set(['transform', 'opacity']);

/** Properties a transition or a keyframe rule in this CSS text moves that the compositor cannot run. */
export function uncompositedMotion(css) {
  const found = [];
  for (const [, list] of css.matchAll(/\btransition(?:-property)?\s*:\s*([^;}]+)/g)) {
    for (const item of list.split(',')) {
      const property = item.trim().split(/\s+/)[0];
      if (property && property !== 'none' && !COMPOSITED.has(property)) found.push(`transition of ${property}`);
    }
  }
  for (const [, name, body] of css.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*)[^{}]*\}/g)) {
    for (const [, property] of body.matchAll(/([a-z-]+)\s*:/g)) {
      if (!COMPOSITED.has(property)) found.push(`@keyframes ${name} moves ${property}`);
    }
  }
  return found;
}

test('every CSS transition and @keyframes moves transform or opacity only', () => {
  const found = styleSources().flatMap(({ file, css }) => uncompositedMotion(css).map(what => `${file}: ${what}`));
  assert.deepEqual(found, []);
});

test('the scan sees the motion it must refuse, and lets the compositor kind through', () => {
  assert.deepEqual(uncompositedMotion('.a { transition: background-color 120ms ease, opacity 1s; }'), ['transition of background-color']);
  assert.deepEqual(uncompositedMotion('.a { transition:\n      background-color 1s ease,\n      filter 1s ease; }'), ['transition of background-color', 'transition of filter']);
  assert.deepEqual(uncompositedMotion('@keyframes grow { from { height: 0; opacity: 0 } to { height: 10px } }'), ['@keyframes grow moves height', '@keyframes grow moves height']);
  assert.deepEqual(uncompositedMotion('@keyframes spin { to { transform: rotate(360deg); } } .b { transition: none; }'), []);
  assert.deepEqual(uncompositedMotion('@keyframes shake { 0%, 100% { transform: none; } 20%, 60% { transform: translateX(-6px); } }'), []);
});
