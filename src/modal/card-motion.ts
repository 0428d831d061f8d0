import { MOTION, prefersReducedMotion } from './motion.js';

/** Keyframes per animation: the content's counter-scale matches the card's exactly at each, closely between. */
const STEPS = 8;
const easeOut = (t: number): number => 1 - (1 - t) ** 3;

interface CardBox {
  top: number;
  height: number;
}

/**
 * When the view changes the card's height, the card moves from its old box to its new one in 150 ms (seed spec
 * §9) on transforms alone, which the compositor runs without a layout per frame: the card starts scaled to its
 * old height and position, its content scaled back so it never looks stretched, and both end at `none`. The
 * card clips the content it has not grown to yet. Layout happens once, for the new view, as without motion.
 * It watches the card for as long as the card exists.
 */
export function followCardHeight(dialog: HTMLDialogElement, card: HTMLElement, content: HTMLElement): void {
  let last: CardBox | undefined;
  const observer = new ResizeObserver(entries => {
    const height = entries[entries.length - 1]?.borderBoxSize[0]?.blockSize ?? 0;
    // The dialog is never transformed: its box says where the card's layout puts it, animation or not.
    const box = { top: dialog.getBoundingClientRect().top + card.offsetTop, height };
    // A closed dialog measures 0: opening does not grow from nothing.
    if (last && last.height > 0 && height > 0 && Math.abs(height - last.height) > 1 && !prefersReducedMotion()) resize(last, box);
    last = box;
  });
  observer.observe(card);

  let running: Animation[] = [];
  function resize(from: CardBox, to: CardBox): void {
    running.forEach(animation => animation.cancel());
    const startScale = from.height / to.height;
    const shift = from.top - to.top;
    const cardFrames: Keyframe[] = [];
    const contentFrames: Keyframe[] = [];
    for (let step = 0; step <= STEPS; step++) {
      const progress = easeOut(step / STEPS);
      const scale = startScale + (1 - startScale) * progress;
      cardFrames.push({ transform: `translateY(${shift * (1 - progress)}px) scaleY(${scale})` });
      contentFrames.push({ transform: `scaleY(${1 / scale})` });
    }
    // A scroll container would show a scroll bar for the content scaled past its edge.
    card.classList.add('resizing');
    const timing = { duration: MOTION.height, easing: 'linear' };
    const these = [content.animate(contentFrames, timing), card.animate(cardFrames, timing)];
    running = these;
    const done = (): void => {
      if (running === these) card.classList.remove('resizing');
    };
    these[1]!.finished.then(done, done);
  }
}
