// What a story shows, read in the page (passed to page.evaluate / waitForFunction by test/storybook/design.mjs):
// these functions run in the browser, so they use nothing from this module's scope.

/**
 * What a story shows, read through every open shadow root under the story's box: the font of each element
 * that holds text, the accent each themed element resolves, the theme mode of each theme root, and each wallet
 * or network picture (`<wui-wallet-image>`): loaded image, or fallback.
 */
export async function survey() {
  const box = document.querySelector('.w3m-story-tokens');
  if (!box) return undefined;
  /** @type {Element[]} */
  let all = [];
  const walk = (/** @type {Element | ShadowRoot} */ root) => {
    for (const element of root.querySelectorAll('*')) {
      all.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  /**
   * An `<img>` on screen has loaded or failed: a tile that draws its own `<img>` swaps in the fallback on `error`. A lazy
   * one below the fold does not load at all until scrolled to, so it is not waited for.
   */
  const settled = (/** @type {HTMLImageElement} */ img) => {
    const { top, bottom } = img.getBoundingClientRect();
    if (img.complete || (img.loading === 'lazy' && (bottom < 0 || top > innerHeight))) return undefined;
    return new Promise((resolve) => { img.addEventListener('load', resolve, { once: true }); img.addEventListener('error', resolve, { once: true }); });
  };
  // Settled: every element has rendered and every <img> has loaded or failed (lazy ones render more elements, a
  // failed image is replaced by its fallback: walk until nothing new appears), then every picture has loaded or failed.
  for (let count = -1; count !== all.length; ) {
    count = all.length;
    all = [];
    walk(box);
    await Promise.all(all.map((e) => /** @type {any} */ (e).updateComplete));
    await Promise.all(all.filter((e) => e.localName === 'img').map((e) => settled(/** @type {HTMLImageElement} */ (e))));
    await new Promise(requestAnimationFrame);
    await Promise.all(all.map((e) => /** @type {any} */ (e).updateComplete));
  }
  const PICTURES = ['wui-wallet-image', 'wui-network-image'];
  const pictureElements = all.filter((e) => PICTURES.includes(e.localName));
  /** What a picture element shows: its `<img>`, its fallback part, or nothing yet (an icon table on its way). */
  const shown = (/** @type {Element} */ e) => e.shadowRoot?.querySelector('img, [part~="monogram"], [part~="fallback"]');
  while (pictureElements.some((e) => !shown(e))) {
    await new Promise(requestAnimationFrame);
    await Promise.all(pictureElements.map((e) => /** @type {any} */ (e).updateComplete));
  }
  await Promise.all(pictureElements.map((e) => { const img = shown(e); return img?.localName === 'img' ? /** @type {HTMLImageElement} */ (img).decode().catch(() => {}) : undefined; }));
  const visible = (/** @type {Element} */ e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const text = all.filter((e) => visible(e) && [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()));
  /**
   * A picture is an image that loaded (more than a 1-pixel placeholder) or the designed fallback, painted
   * (a coloured tile with a letter); anything else is a blank box.
   */
  const pictures = pictureElements.filter(visible).map((e) => {
    const part = shown(e);
    const image = part?.localName === 'img' && /** @type {HTMLImageElement} */ (part).complete && /** @type {HTMLImageElement} */ (part).naturalWidth > 1;
    const fallback = Boolean(part && part.localName !== 'img' && visible(part) && getComputedStyle(part).backgroundColor !== 'rgba(0, 0, 0, 0)');
    return { name: e.getAttribute('name') ?? /** @type {any} */ (e).name, shows: image ? 'image' : fallback ? 'fallback' : 'blank' };
  });
  // A story renders nothing when an element it places is not defined (the library loads it on demand and the story
  // did not import it), or when its canvas holds no text and no picture at all. Elements the library's own
  // elements place (a toaster that loads with its first toast) are theirs to load.
  const undefinedTags = [...new Set([...box.querySelectorAll('*')].filter((e) => e.localName.includes('-') && !customElements.get(e.localName)).map((e) => e.localName))];
  const media = all.filter((e) => ['img', 'svg', 'canvas'].includes(e.localName) && visible(e) && e.getBoundingClientRect().width > 0);
  return {
    blank: undefinedTags.length > 0 ? `undefined elements: ${undefinedTags.join(', ')}` : text.length + media.length + pictures.filter((p) => p.shows !== 'blank').length === 0 ? 'no text and no picture' : undefined,
    mode: box.getAttribute('data-theme-mode'),
    lang: box.getAttribute('lang'),
    fonts: [...new Set(text.map((e) => getComputedStyle(e).fontFamily))],
    texts: text.length,
    accents: [...new Set(all.map((e) => getComputedStyle(e).getPropertyValue('--_accent').trim()).filter(Boolean))],
    themeRoots: all.filter((e) => e.localName === 'wui-theme' || e.localName === 'w3m-modal').map((e) => e.getAttribute('theme-mode')),
    pictures,
  };
}

/**
 * In the page: no wallet named in `names` shows the fallback any more (a tile that got its picture draws an
 * `<img>` instead of a `<wui-wallet-image>`).
 * @param {string[]} names
 */
export function fixturePicturesShown(names) {
  const fallbacks = [];
  const walk = (/** @type {Element | ShadowRoot | Document} */ root) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.localName === 'wui-wallet-image' && names.includes(/** @type {any} */ (element).name) && element.shadowRoot?.querySelector('[part~="monogram"], [part~="fallback"]')) fallbacks.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  return fallbacks.length === 0;
}

/**
 * In the page: the story's box shows something, text or a picture, through every open shadow root (a view the
 * story's element loads on demand may still be on its way).
 */
export function storyPainted() {
  const box = document.querySelector('.w3m-story-tokens');
  let painted = false;
  const walk = (/** @type {Element | ShadowRoot} */ root) => {
    for (const element of root.querySelectorAll('*')) {
      if (painted) return;
      const shown = element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
      const text = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (shown && (text || (['img', 'svg', 'canvas'].includes(element.localName) && element.getBoundingClientRect().width > 0))) painted = true;
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  if (box) walk(box);
  return painted;
}
