// The host page never moves (issue 24): the page's own layout shift from the click on the connect button to one
// second later, as the browser reports it (PerformanceObserver 'layout-shift'). Every entry in that window counts,
// those flagged `hadRecentInput` too: a shift right after the click carries that flag, and it is the one that matters.
import { median, openPage } from './measure.mjs';

/** In the page: observes layout shifts, clicks the connect button, and after one second reports what it saw. */
function clickAndWatch() {
  return new Promise(resolve => {
    const seen = { sum: 0, entries: 0, recentInput: 0 };
    const add = entries => {
      for (const entry of entries) {
        seen.sum += entry.value;
        seen.entries += 1;
        if (entry.hadRecentInput) seen.recentInput += 1;
      }
    };
    const observer = new PerformanceObserver(list => add(list.getEntries()));
    observer.observe({ type: 'layout-shift' });
    const button = document.querySelector('w3m-button, appkit-button');
    (button?.shadowRoot?.querySelector('button, wui-button') ?? button).click();
    // The window the issue defines (click to one second later): a duration being measured, not a wait for an event.
    setTimeout(() => {
      add(observer.takeRecords());
      observer.disconnect();
      resolve(seen);
    }, 1000);
  });
}

/** `runs` fresh page loads; the worst sum, the median sum and the entry counts over all runs. */
export async function measureHostShift(browser, url, runs) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const { context, page } = await openPage(browser, url);
    // A player reads the page before clicking, as in the other click measurements.
    await page.waitForTimeout(500);
    results.push(await page.evaluate(clickAndWatch));
    await context.close();
  }
  return {
    worst: Math.max(...results.map(r => r.sum)),
    median: median(results.map(r => r.sum)),
    entries: results.reduce((n, r) => n + r.entries, 0),
    recentInput: results.reduce((n, r) => n + r.recentInput, 0),
    runs,
  };
}

export function printHostShift(label, r) {
  console.log(
    `  ${label.padEnd(52)} worst ${r.worst.toFixed(4)}  median ${r.median.toFixed(4)}  entries ${r.entries} (${r.recentInput} with hadRecentInput) over ${r.runs} runs   goal 0: ${r.worst === 0 ? 'met' : 'MISSED'}`,
  );
}
