import { DURATIONS } from '../../styles/tokens.js';

/** True when the user asked for less motion; every script-driven animation checks it first. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Runs a Web Animation unless motion is reduced (or the API is missing, as in some test DOMs). */
export function animateUnlessReduced(
  element: Element | null | undefined,
  keyframes: Keyframe[],
  duration: number,
): Animation | undefined {
  if (!element || prefersReducedMotion() || typeof element.animate !== 'function') return undefined;
  return element.animate(keyframes, { duration, easing: 'ease-out' });
}

/** Spec section 9 timings, named for what they move. */
export const MOTION = Object.freeze({
  view: DURATIONS.medium,
  height: DURATIONS.medium,
  headerText: DURATIONS.fast,
});
