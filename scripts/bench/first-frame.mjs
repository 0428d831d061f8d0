// What a player experiences on the click: the first frame with something to act on, and whether the card moves.

/**
 * Clicks the connect button and counts animation frames until the open view holds an actionable element (a
 * wallet row or the "All Wallets" button, the QR code, or the account's address), then keeps sampling the
 * card's box until 500 ms after the click. Frames are robust on a loaded machine; ms are printed beside them.
 * @returns {Promise<{ frames: number, ms: number, shiftPx: number, found: string }>}
 */
export function clickToActionable(page) {
  return page.evaluate(
    () =>
      new Promise(resolve => {
        const modal = document.querySelector('w3m-modal');
        const button = document.querySelector('w3m-button, appkit-button');
        const target = button?.shadowRoot?.querySelector('button, wui-button') ?? button;
        /** Every element below `root`, through open shadow roots. */
        const deep = function* (root) {
          for (const element of root.querySelectorAll('*')) {
            yield element;
            if (element.shadowRoot) yield* deep(element.shadowRoot);
          }
        };
        const visible = element => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        };
        const ACTIONABLE = 'wui-list-wallet, w3m-all-wallets-entry button, wui-qr-code, wui-address';
        const actionable = () => {
          const view = modal?.shadowRoot?.querySelector('w3m-router')?.shadowRoot?.querySelector('[data-view]');
          if (!view || !modal.shadowRoot.querySelector('dialog')?.open) return undefined;
          for (const element of deep(view)) if (element.matches(ACTIONABLE) && visible(element)) return element.localName;
          return undefined;
        };
        const card = () => modal?.shadowRoot?.querySelector('[part="card"]')?.getBoundingClientRect();
        const start = performance.now();
        let frames = 0;
        let result;
        let first;
        let shiftPx = 0;
        const tick = () => {
          frames += 1;
          const box = card();
          if (box && box.height > 0) {
            first ??= box;
            shiftPx = Math.max(shiftPx, Math.abs(box.height - first.height), Math.abs(box.width - first.width), Math.abs(box.top - first.top));
          }
          if (!result) {
            const found = actionable();
            if (found) result = { frames, ms: performance.now() - start, found };
          }
          if (performance.now() - start < 500 || !result) requestAnimationFrame(tick);
          else resolve({ ...result, shiftPx });
        };
        target.click();
        requestAnimationFrame(tick);
      })
  );
}

/** Records what a page fetches until `stop()` (the click): file and transferred bytes, page origin only. */
export function recordRequests(page) {
  const seen = [];
  const onFinished = async request => {
    const url = new URL(request.url());
    const sizes = await request.sizes().catch(() => undefined);
    seen.push({ file: url.host === new URL(page.url() || request.url()).host ? url.pathname : url.href, bytes: sizes?.responseBodySize ?? 0 });
  };
  page.on('requestfinished', onFinished);
  return () => {
    page.off('requestfinished', onFinished);
    return seen;
  };
}
