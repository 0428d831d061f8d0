// What the modal costs a game (issue 29), on scripts/bench/game.html: a canvas repainted every frame. In one page
// load: the frames the game draws in a second with the modal closed, then the worst gap between two of its frames
// from the click that opens the modal to a second later (beside its worst gap in the closed second, at idle),
// with the long tasks of that second, then the frames it draws in a second with the modal open.
import { median, openPage } from './measure.mjs';

/** Goals of the issue: the open modal costs no frame rate; opening costs at most one frame over idle; no task of 50 ms. */
export const GAME_GOALS = { frameRatio: 0.95, frameMs: 1000 / 60, longTaskMs: 50 };

/** In the page: the three windows of one run, from the game's own frame times (`window.gameFrames`). */
function playAndOpen({ windowMs, blur }) {
  return new Promise(resolve => {
    const modal = document.querySelector('w3m-modal');
    if (blur) modal.style.setProperty('--w3m-backdrop-blur', blur);
    // The windows are durations being measured, not waits for something to happen.
    const after = ms => new Promise(done => setTimeout(done, ms));
    const frames = window.gameFrames;
    /** Frames drawn in [from, to], and the worst gap between two frames from the last one before `from` to `to`. */
    const window_ = (from, to) => {
      const start = frames.findLastIndex(time => time < from);
      const times = frames.slice(Math.max(0, start)).filter(time => time <= to);
      let worst = 0;
      for (let i = 1; i < times.length; i++) worst = Math.max(worst, times[i] - times[i - 1]);
      return { frames: times.filter(time => time >= from).length, worstGap: worst };
    };
    const longTasks = [];
    const observer = new PerformanceObserver(list => longTasks.push(...list.getEntries()));
    observer.observe({ type: 'longtask' });
    modal.updateComplete
      // Idle callbacks run in the order they were asked for: this one comes after the dialog's idle warm-up.
      .then(() => new Promise(done => requestIdleCallback(() => done())))
      .then(async () => {
        const closedFrom = performance.now();
        await after(windowMs);
        const clickAt = performance.now();
        const button = document.querySelector('w3m-button');
        (button.shadowRoot.querySelector('button, wui-button') ?? button).click();
        await after(windowMs);
        const openFrom = performance.now();
        const opened = modal.shadowRoot.querySelector('dialog')?.open === true;
        await after(windowMs);
        const openTo = performance.now();
        longTasks.push(...observer.takeRecords());
        observer.disconnect();
        const during = (from, to) => {
          const tasks = longTasks.filter(task => task.startTime + task.duration >= from && task.startTime <= to);
          return { count: tasks.length, longest: Math.max(0, ...tasks.map(task => task.duration)) };
        };
        resolve({
          opened,
          closed: { ...window_(closedFrom, clickAt), longTasks: during(closedFrom, clickAt) },
          opening: { ...window_(clickAt, openFrom), longTasks: during(clickAt, openFrom) },
          open: window_(openFrom, openTo),
        });
      });
  });
}

/** `runs` fresh page loads of the game page; medians of each figure, and the worst run's long task. */
export async function measureGame(browser, url, runs, { blur, windowMs = 1000 } = {}) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const { context, page } = await openPage(browser, url);
    const result = await page.evaluate(playAndOpen, { windowMs, blur });
    await context.close();
    if (!result.opened) throw new Error('bench game: the modal was not open a second after the click');
    results.push(result);
  }
  return {
    runs,
    closedFrames: median(results.map(r => r.closed.frames)),
    openFrames: median(results.map(r => r.open.frames)),
    ratio: median(results.map(r => r.open.frames / r.closed.frames)),
    idleWorst: median(results.map(r => r.closed.worstGap)),
    openingWorst: median(results.map(r => r.opening.worstGap)),
    worstOpening: Math.max(...results.map(r => r.opening.worstGap)),
    // Long tasks are anyone's: the game's own frames on a loaded machine too. The idle second says how many are the game's.
    longTasks: Math.max(...results.map(r => r.opening.longTasks.count)),
    longestTask: Math.max(...results.map(r => r.opening.longTasks.longest)),
    idleLongTasks: Math.max(...results.map(r => r.closed.longTasks.count)),
    idleLongestTask: Math.max(...results.map(r => r.closed.longTasks.longest)),
  };
}

const met = ok => (ok ? 'met' : 'MISSED');

/** Prints the figures; the machine's load beside them, since a loaded machine drops frames of its own. */
export function printGame(r, blurred, load, cores) {
  const ms = value => `${value.toFixed(1)} ms`;
  console.log(`\nGame page (scripts/bench/game.html: a canvas repainted every frame), median of ${r.runs} runs, Chromium headless; load ${load.toFixed(1)} on ${cores} cores`);
  console.log(`  frames with the modal open ÷ closed   ${r.ratio.toFixed(2)} (${r.openFrames} vs ${r.closedFrames} frames in 1 s, same page load)   goal ≥ ${GAME_GOALS.frameRatio}: ${met(r.ratio >= GAME_GOALS.frameRatio)}`);
  const limit = r.idleWorst + GAME_GOALS.frameMs;
  console.log(`  worst frame gap while opening         ${ms(r.openingWorst)} (worst run ${ms(r.worstOpening)}), at idle ${ms(r.idleWorst)}   goal ≤ idle + 1 frame (${ms(limit)}): ${met(r.openingWorst <= limit)}`);
  console.log(`  long tasks while opening              ${r.longTasks} (longest ${ms(r.longestTask)}), at idle ${r.idleLongTasks} (longest ${ms(r.idleLongestTask)}); worst run of each   goal none ≥ ${GAME_GOALS.longTaskMs} ms: ${met(r.longTasks === 0)}`);
  if (blurred) {
    console.log(`  the same with --w3m-backdrop-blur: 8px: open ÷ closed ${blurred.ratio.toFixed(2)} (${blurred.openFrames} vs ${blurred.closedFrames}), worst gap while opening ${ms(blurred.openingWorst)} (idle ${ms(blurred.idleWorst)})`);
  }
}
