// What the modal costs a game (issue 29), on scripts/bench/game.html: a canvas repainted every frame. In one page
// load: the frames the game draws in a second with the modal closed; the worst gap between two of its frames from
// the click that opens the modal to a second later (beside its worst gap in the closed second, at idle), with the
// long tasks of each; then the frames it draws in a second with the modal open. Beside the frames, the style
// recalculations and layouts of each second (Chromium's Performance metrics), which a loaded machine does not blur:
// the open modal should add none.
import { availableParallelism, loadavg } from 'node:os';
import { serveStatic } from '../demo-server.mjs';
import { buildPage } from './build.mjs';
import { median, openPage } from './measure.mjs';

/** Goals of the issue: the open modal costs no frame rate; opening costs at most one frame over idle; no task of 50 ms. */
export const GAME_GOALS = { frameRatio: 0.95, frameMs: 1000 / 60, longTaskMs: 50 };

/** In the page, once: the blur if asked, the dialog's chunk in and warmed up, long tasks recorded from now on. */
function prepare(blur) {
  const modal = document.querySelector('w3m-modal');
  if (blur) modal.style.setProperty('--w3m-backdrop-blur', blur);
  window.benchLongTasks = [];
  new PerformanceObserver(list => window.benchLongTasks.push(...list.getEntries())).observe({ type: 'longtask' });
  // Idle callbacks run in the order they were asked for: this one comes after the dialog's idle warm-up.
  return modal.updateComplete.then(() => new Promise(done => requestIdleCallback(() => done())));
}

/** In the page: a window of `ms` (a duration being measured, not a wait), opening the modal at its start if asked. */
function measureWindow({ ms, open }) {
  const start = performance.now();
  if (open) {
    const button = document.querySelector('w3m-button');
    (button.shadowRoot.querySelector('button, wui-button') ?? button).click();
  }
  return new Promise(resolve =>
    setTimeout(() => {
      const end = performance.now();
      const frames = window.gameFrames;
      // The gaps count from the last frame before the window, so a stall right at the click is in.
      const times = frames.slice(Math.max(0, frames.findLastIndex(time => time < start))).filter(time => time <= end);
      let worstGap = 0;
      for (let i = 1; i < times.length; i++) worstGap = Math.max(worstGap, times[i] - times[i - 1]);
      const tasks = window.benchLongTasks.filter(task => task.startTime + task.duration >= start && task.startTime <= end);
      resolve({
        frames: times.filter(time => time >= start).length,
        worstGap,
        longTasks: tasks.length,
        longestTask: Math.max(0, ...tasks.map(task => task.duration)),
        dialogOpen: document.querySelector('w3m-modal').shadowRoot.querySelector('dialog')?.open === true,
      });
    }, ms),
  );
}

/** One window, with the style recalculations and layouts Chromium counted in it. */
async function windowWithWork(page, cdp, options) {
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(m => [m.name, m.value]));
  const before = await metrics();
  const result = await page.evaluate(measureWindow, options);
  const after = await metrics();
  return { ...result, styles: after.RecalcStyleCount - before.RecalcStyleCount, layouts: after.LayoutCount - before.LayoutCount };
}

/** `runs` fresh page loads of the game page; medians of each figure, and the worst run's where it says so. */
export async function measureGame(browser, url, runs, { blur, windowMs = 1000 } = {}) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const { context, page } = await openPage(browser, url);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.evaluate(prepare, blur);
    const closed = await windowWithWork(page, cdp, { ms: windowMs });
    const opening = await windowWithWork(page, cdp, { ms: windowMs, open: true });
    const open = await windowWithWork(page, cdp, { ms: windowMs });
    await context.close();
    if (!opening.dialogOpen) throw new Error('bench game: the modal was not open a second after the click');
    results.push({ closed, opening, open });
  }
  const most = pick => Math.max(...results.map(pick));
  return {
    runs,
    closedFrames: median(results.map(r => r.closed.frames)),
    openFrames: median(results.map(r => r.open.frames)),
    ratio: median(results.map(r => r.open.frames / r.closed.frames)),
    idleWorst: median(results.map(r => r.closed.worstGap)),
    openingWorst: median(results.map(r => r.opening.worstGap)),
    worstOpening: most(r => r.opening.worstGap),
    // Long tasks are anyone's: the game's own frames on a loaded machine too. The idle second says how many are the game's.
    longTasks: most(r => r.opening.longTasks),
    longestTask: most(r => r.opening.longestTask),
    idleLongTasks: most(r => r.closed.longTasks),
    idleLongestTask: most(r => r.closed.longestTask),
    work: { closed: [most(r => r.closed.styles), most(r => r.closed.layouts)], open: [most(r => r.open.styles), most(r => r.open.layouts)] },
  };
}

const met = ok => (ok ? 'met' : 'MISSED');

/** Prints the figures; the machine's load beside them, since a loaded machine drops frames of its own. */
export function printGame(r, blurred, load, cores) {
  const ms = value => `${value.toFixed(1)} ms`;
  console.log(`\nGame page (scripts/bench/game.html: a canvas repainted every frame), median of ${r.runs} runs, Chromium headless; load ${load.toFixed(1)} on ${cores} cores`);
  console.log(`  frames with the modal open ÷ closed   ${r.ratio.toFixed(2)} (${r.openFrames} vs ${r.closedFrames} frames in 1 s, same page load)   goal ≥ ${GAME_GOALS.frameRatio}: ${met(r.ratio >= GAME_GOALS.frameRatio)}`);
  console.log(`  style recalcs / layouts in 1 s        open ${r.work.open.join(' / ')}, closed ${r.work.closed.join(' / ')} (worst run)`);
  const limit = r.idleWorst + GAME_GOALS.frameMs;
  console.log(`  worst frame gap while opening         ${ms(r.openingWorst)} (worst run ${ms(r.worstOpening)}), at idle ${ms(r.idleWorst)}   goal ≤ idle + 1 frame (${ms(limit)}): ${met(r.openingWorst <= limit)}`);
  console.log(`  long tasks while opening              ${r.longTasks} (longest ${ms(r.longestTask)}), at idle ${r.idleLongTasks} (longest ${ms(r.idleLongestTask)}); worst run of each   goal none ≥ ${GAME_GOALS.longTaskMs} ms: ${met(r.longTasks === 0)}`);
  if (blurred) {
    console.log(`  the same with --w3m-backdrop-blur: 8px: open ÷ closed ${blurred.ratio.toFixed(2)} (${blurred.openFrames} vs ${blurred.closedFrames}), worst gap while opening ${ms(blurred.openingWorst)} (idle ${ms(blurred.idleWorst)})`);
  }
}

/**
 * The bench's game part: builds and serves the page, measures it, then measures it again with the backdrop blur on,
 * and prints both.
 */
export async function benchGame(browser, cleanups, runs) {
  const dir = await buildPage('game');
  const server = await serveStatic(dir);
  cleanups.push(() => server.close());
  const url = `http://127.0.0.1:${server.address().port}/game.html`;
  const plain = await measureGame(browser, url, runs);
  printGame(plain, await measureGame(browser, url, runs, { blur: '8px' }), loadavg()[0], availableParallelism());
}
