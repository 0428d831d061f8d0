// Click → first view, heap and load timings of a page in headless Chromium (fresh context per run).
import { clickToActionable, recordRequests } from './first-frame.mjs';

export const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Clicks the connect button and reports two times: until the view's content is in the DOM (all work done),
 * and until the frame that shows it has been produced.
 */
export async function clickToView(page) {
  return page.evaluate(
    () =>
      new Promise(resolve => {
        const button = document.querySelector('w3m-button, appkit-button');
        const target = button?.shadowRoot?.querySelector('button, wui-button') ?? button;
        const modal = document.querySelector('w3m-modal');
        const viewShown = () => {
          const dialog = modal?.shadowRoot?.querySelector('dialog');
          const view = modal?.shadowRoot?.querySelector('w3m-router')?.shadowRoot?.querySelector('[data-view] > *');
          return Boolean(dialog?.open && view?.shadowRoot?.childElementCount);
        };
        const afterNextFrame = callback => {
          const channel = new MessageChannel();
          // A message posted from a frame callback runs right after that frame is produced.
          channel.port1.onmessage = callback;
          requestAnimationFrame(() => channel.port2.postMessage(0));
        };
        const start = performance.now();
        target.click();
        const poll = () => {
          if (!viewShown()) return void setTimeout(poll, 0);
          const inDom = performance.now() - start;
          afterNextFrame(() => resolve({ inDom, painted: performance.now() - start }));
        };
        queueMicrotask(() => Promise.resolve().then(poll));
      })
  );
}

/** Opens a fresh page (`setup` runs before it navigates) and waits until the wallet button has rendered. */
export async function openPage(browser, url, setup = () => {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await setup(page);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.querySelector('w3m-button, appkit-button')?.shadowRoot?.childElementCount);
  return { context, page };
}

export async function measurePage(browser, url, runs) {
  const clicks = [];
  const doms = [];
  const loads = [];
  const actionable = [];
  let heap = 0;
  let beforeClick = [];
  for (let run = 0; run < runs; run++) {
    let stopRecording = () => [];
    const { context, page } = await openPage(browser, url, tab => (stopRecording = recordRequests(tab)));
    loads.push(await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd));
    // A player reads the page before clicking; half a second is quicker than any of them.
    await page.waitForTimeout(500);
    beforeClick = stopRecording();
    // Every other run measures what the player sees (first actionable frame, layout shift); the others time
    // the plain view, so neither measurement disturbs the other.
    if (run % 2 === 0) {
      actionable.push(await clickToActionable(page));
      await context.close();
      continue;
    }
    const { painted, inDom } = await clickToView(page);
    clicks.push(painted);
    doms.push(inDom);
    if (run === runs - 1 || run === runs - 2) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.collectGarbage');
      heap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    }
    await context.close();
  }
  return {
    click: median(clicks),
    dom: median(doms),
    load: median(loads),
    heap,
    frames: median(actionable.map(a => a.frames)),
    framesMax: Math.max(...actionable.map(a => a.frames)),
    actionableMs: median(actionable.map(a => a.ms)),
    actionableKind: actionable.at(-1)?.found,
    shiftPx: Math.max(...actionable.map(a => a.shiftPx)),
    beforeClick,
  };
}
