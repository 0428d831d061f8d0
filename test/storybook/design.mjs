// Storybook as a design tool (issue 24): registered by docs.test.mjs, which builds Storybook once for both.
// - every story, opened with the toolbar's globals in its URL (what the toolbar writes), takes the chosen accent,
//   font, theme mode and locale; every wallet or network it lists shows a picture, never a blank box: an image
//   that loaded, or the designed fallback where the library has none; the stories' own fixture wallets always
//   show their image, except in stories whose subject is the fallback (tag `picture-fallback`), which show it;
// - the toolbar itself, clicked in Storybook's UI, restyles the story on screen;
// - the modal's docs page is not covered by its modal, shows every story, and a story closed with Escape still
//   shows something (the button that opens it again);
// - the onboarding checklist is off;
// - every story shows something (its elements are defined, its canvas holds text or a picture), and no story
//   logs an error or has a request fail;
// - at 1440 px the toolbar fits: every picker, the last ones (z-index, Locale) included, is on screen.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { serveStatic } from '../../scripts/demo-server.mjs';
import { launchChromium } from '../fixtures/chromium.mjs';
import { startOfflineTrap } from '../fixtures/offline-trap.mjs';
import { scaled } from '../fixtures/time-scale.mjs';
import { fixturePicturesShown, storyPainted, survey } from './story-survey.mjs';

/** The toolbar's choices the sweep applies (names from .storybook/design-tokens.ts) and what they resolve to. */
const CHOSEN = { accent: 'purple', fontFamily: 'serif', themeMode: 'dark', locale: 'de' };
const PURPLE = 'rgb(123, 63, 228)';
/**
 * The wallets the stories' fixtures list (stories/story-support.ts, the wui-* stories) and the wallet directory they
 * ask (.storybook/wallet-directory, scripts/story-directory.mjs): each has a picture.
 */
const FIXTURE_WALLETS = [
  'Fox Wallet', 'Rabbit Wallet', 'Browser Wallet', 'Demo Phone Wallet',
  ...JSON.parse(readFileSync(new URL('../../.storybook/wallet-directory/getWallets', import.meta.url), 'utf8')).data.map((/** @type {{ name: string }} */ wallet) => wallet.name),
];

/**
 * Runs `body(page, url)` with a page on the built Storybook, behind the offline trap.
 * @param {string} out
 * @param {(page: import('playwright').Page, url: (path: string) => string) => Promise<void>} body
 */
async function withStorybook(out, body) {
  const site = await serveStatic(out);
  const { port } = /** @type {import('node:net').AddressInfo} */ (site.address());
  const trap = await startOfflineTrap();
  const { browser, close: closeBrowser } = await launchChromium({ args: trap.chromiumArgs });
  try {
    const context = await browser.newContext({ proxy: trap.contextProxy, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    // Playwright's own waits (30 s) widen with the suite's safety nets on a loaded machine.
    page.setDefaultTimeout(scaled(30_000));
    await body(page, (path) => `http://127.0.0.1:${port}/${path}`);
    await context.close();
    assert.deepEqual(trap.requests().map((r) => r.target), [], 'Storybook asked for nothing off loopback');
  } finally {
    await closeBrowser();
    await trap.stop();
    await new Promise((resolve) => site.close(resolve));
  }
}

/** @param {{ out: string, index: () => any }} options */
export function registerDesignTests({ out, index }) {
  const stories = () => Object.values(index().entries).filter((entry) => entry.type === 'story');

  /** One pass over every story with the toolbar's choices in its URL; the two tests below read it. */
  let swept;
  const sweep = () =>
    (swept ??= (async () => {
      const result = {
        restyled: /** @type {string[]} */ ([]),
        unstyled: /** @type {string[]} */ ([]),
        pictureless: /** @type {string[]} */ ([]),
        blank: /** @type {string[]} */ ([]),
        noisy: /** @type {string[]} */ ([]),
      };
      const globals = Object.entries(CHOSEN).map(([key, value]) => `${key}:${value}`).join(';');
      await withStorybook(out, async (page, url) => {
        let current = '';
        page.on('console', (message) => {
          if (message.type() === 'error') result.noisy.push(`${current}: console: ${message.text()} (${message.location().url})`);
        });
        page.on('pageerror', (error) => result.noisy.push(`${current}: uncaught: ${error.message}`));
        // A request the page cancels itself (leaving a story while a chunk loads) is not a failure.
        page.on('requestfailed', (request) => {
          if (request.failure()?.errorText !== 'net::ERR_ABORTED') result.noisy.push(`${current}: request failed: ${request.url()} (${request.failure()?.errorText})`);
        });
        page.on('response', (response) => {
          if (response.status() >= 400) result.noisy.push(`${current}: ${response.status()} for ${response.url()}`);
        });
        for (const story of stories()) {
          current = story.id;
          await page.goto(url(`iframe.html?viewMode=story&id=${story.id}&globals=${globals}`));
          await page.locator('.w3m-story-tokens').waitFor({ state: 'attached' });
          let seen = /** @type {NonNullable<Awaited<ReturnType<typeof survey>>>} */ (await page.evaluate(survey));
          // A view the story's element loads on demand may still be on its way: wait for something to show (the
          // safety net lets the check below report a story that never shows anything), then look again.
          if (seen.blank === 'no text and no picture') {
            await page.waitForFunction(storyPainted, undefined, { timeout: scaled(10_000) }).catch(() => {});
            seen = /** @type {NonNullable<Awaited<ReturnType<typeof survey>>>} */ (await page.evaluate(survey));
          }
          // A wallet of the directory shows the fallback until the directory's answer brings its picture: wait for
          // the picture (the safety net lets the check below report one that never comes), then look again.
          if (seen.pictures.some((picture) => picture.shows !== 'image' && FIXTURE_WALLETS.includes(picture.name))) {
            await page.waitForFunction(fixturePicturesShown, FIXTURE_WALLETS, { timeout: scaled(10_000) }).catch(() => {});
            seen = /** @type {NonNullable<Awaited<ReturnType<typeof survey>>>} */ (await page.evaluate(survey));
          }
          if (seen.blank) result.blank.push(`${story.id}: ${seen.blank}`);
          const problems = [];
          if (seen.fonts.some((font) => !font.startsWith('Georgia'))) problems.push(`text not in the toolbar's font: ${seen.fonts.join(' | ')}`);
          if (seen.accents.length === 0 || seen.accents.some((accent) => accent !== '#7b3fe4')) problems.push(`accent ${seen.accents.join(', ') || 'absent'}`);
          if (seen.themeRoots.some((mode) => mode !== seen.mode)) problems.push(`theme roots ${seen.themeRoots.join(',')} in a ${seen.mode} story`);
          // A story may pin its locale (`globals: { locale: 'ar' }`); every other one takes the toolbar's.
          if (seen.lang !== CHOSEN.locale && !story.id.endsWith('--arabic')) problems.push(`lang ${seen.lang}`);
          (problems.length > 0 ? result.unstyled : result.restyled).push(problems.length > 0 ? `${story.id}: ${problems.join('; ')}` : story.id);

          // The designed fallback stands in where the library has no picture (a bundled wallet without a
          // directory); a story's own fixtures have pictures, except in stories whose subject is the fallback.
          const fallbackStory = (story.tags ?? []).includes('picture-fallback');
          const blank = seen.pictures.filter((picture) => picture.shows === 'blank').map((picture) => picture.name);
          if (blank.length > 0) result.pictureless.push(`${story.id}: blank ${blank.join(', ')}`);
          const fallbacks = seen.pictures.filter((picture) => picture.shows === 'fallback').map((picture) => picture.name);
          if (fallbackStory && fallbacks.length === 0) result.pictureless.push(`${story.id} is tagged picture-fallback but shows none`);
          const fixtures = fallbacks.filter((name) => FIXTURE_WALLETS.includes(name));
          if (!fallbackStory && fixtures.length > 0) result.pictureless.push(`${story.id}: fixture wallets without their picture: ${fixtures.join(', ')}`);
        }
      });
      return result;
    })());

  test("every story takes the toolbar's accent, font, theme mode and locale", { timeout: scaled(900_000) }, async () => {
    const { restyled, unstyled } = await sweep();
    console.log(`toolbar sweep: ${restyled.length} stories restyled`);
    assert.deepEqual(unstyled, [], 'stories the toolbar does not restyle');
  });

  test('no story lists a wallet or network without a picture (stories tagged picture-fallback show the fallback)', { timeout: scaled(900_000) }, async () => {
    assert.deepEqual((await sweep()).pictureless, [], 'stories listing a wallet or network without a picture');
  });

  test('every story renders something: its elements are defined, its canvas shows text or a picture', { timeout: scaled(900_000) }, async () => {
    assert.deepEqual((await sweep()).blank, [], 'stories whose canvas renders nothing');
  });

  test('no story logs an error, throws, or has a request fail', { timeout: scaled(900_000) }, async () => {
    assert.deepEqual((await sweep()).noisy, [], 'errors and failed requests, by story');
  });

  test('at 1440 px the toolbar fits: every picker is on screen, the last ones (z-index, Locale) included', { timeout: 240_000 }, async () => {
    await withStorybook(out, async (page, url) => {
      await page.goto(url('index.html?path=/story/components-wui-button--main'));
      const locale = page.getByRole('button', { name: /^The language of every story/ });
      const zIndex = page.getByRole('button', { name: /^--w3m-z-index:/ });
      await locale.waitFor();
      const width = page.viewportSize()?.width ?? 0;
      for (const [name, picker] of [['Locale', locale], ['z-index', zIndex]]) {
        const box = await /** @type {import('playwright').Locator} */ (picker).boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= width, `the ${name} picker is on screen (${JSON.stringify(box)}, viewport ${width})`);
      }
      // The toolbar's own scroller does not hide a picker either.
      const overflow = await locale.evaluate((button) => {
        for (let box = button.parentElement; box; box = box.parentElement) {
          if (box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== 'visible') return `${box.className}: ${box.scrollWidth} > ${box.clientWidth}`;
        }
        return '';
      });
      assert.equal(overflow, '', 'the toolbar overflows its scroller');
    });
  });

  test('the toolbar in Storybook\'s UI restyles the story on screen: accent, then font', { timeout: scaled(240_000) }, async () => {
    await withStorybook(out, async (page, url) => {
      await page.goto(url('index.html?path=/story/components-wui-button--main'));
      const preview = page.frameLocator('#storybook-preview-iframe');
      const button = preview.locator('wui-button').locator('button');
      await button.waitFor();
      const style = () => button.evaluate((b) => ({ background: getComputedStyle(b).backgroundColor, font: getComputedStyle(b).fontFamily }));
      const before = await style();

      await page.getByRole('button', { name: /^--w3m-accent:/ }).click();
      await page.getByRole('option', { name: 'Purple' }).click();
      await preview.locator('wui-button').locator('button').evaluate((b, purple) => new Promise((resolve) => {
        const check = () => (getComputedStyle(b).backgroundColor === purple ? resolve(undefined) : requestAnimationFrame(check));
        check();
      }), PURPLE);
      assert.equal((await style()).font, before.font, 'the accent changed the accent only');

      await page.getByRole('button', { name: /^--w3m-font-family:/ }).click();
      await page.getByRole('option', { name: 'Serif' }).click();
      await preview.locator('wui-button').locator('button').evaluate((b) => new Promise((resolve) => {
        const check = () => (getComputedStyle(b).fontFamily.startsWith('Georgia') ? resolve(undefined) : requestAnimationFrame(check));
        check();
      }));
      assert.notEqual(before.background, PURPLE);
    });
  });

  test('the modal\'s docs page: every story in a frame, the page never covered, a closed story still shows its button', { timeout: 240_000 }, async () => {
    const modalStories = stories().filter((entry) => entry.importPath === './stories/w3m-modal.stories.ts');
    assert.ok(modalStories.length >= 10);
    await withStorybook(out, async (page, url) => {
      await page.goto(url('iframe.html?viewMode=docs&id=modal-w3m-modal--docs'));
      const frames = page.locator('iframe.w3m-isolated-story');
      // The primary story and then each story of the file.
      await assert.doesNotReject(frames.nth(modalStories.length).waitFor({ state: 'attached' }));
      assert.equal(await frames.count(), modalStories.length + 1);
      assert.equal(await page.evaluate(() => document.querySelectorAll('dialog[open], w3m-modal').length), 0, 'no modal on the docs page itself');

      const first = page.frameLocator('iframe.w3m-isolated-story').first();
      const dialog = first.getByRole('dialog', { name: 'Connect Wallet' });
      await dialog.waitFor();
      // The docs page above it stays usable: its own heading is what a click there reaches.
      const heading = page.locator('#storybook-docs h1').first();
      await heading.click();
      await dialog.locator('w3m-header').first().focus();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await first.getByRole('button', { name: 'Connect Wallet' }).waitFor();
      assert.ok((await first.locator('w3m-button').boundingBox())?.height, 'the closed story shows the button that opens the modal again');
    });
  });

  test('the toolbar sets every public --w3m-* token', () => {
    const tokens = [...readFileSync(join(out, '..', 'src/core/theme-tokens.ts'), 'utf8').matchAll(/^ {2}'(--w3m-[a-z0-9-]+)':/gm)].map((m) => m[1]);
    assert.ok(tokens.length >= 7);
    const toolbar = readFileSync(join(out, '..', '.storybook/design-tokens.ts'), 'utf8');
    assert.deepEqual(tokens.filter((token) => !toolbar.includes(`'${token}'`)), [], 'tokens with no toolbar entry');
  });

  test('Storybook\'s onboarding checklist is off (sidebar widget and guide page)', () => {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    assert.match(html, /"sidebarOnboardingChecklist": false/);
    assert.match(html, /"menuOnboardingChecklist": false/);
  });
}
