// A view's own arrow keys (ArrowKeysController) move between its items and never trap the player: at an edge,
// or for a key the view does not take, the key goes on uncancelled, and the open modal's spatial move
// (SpatialKeysController) takes focus to the nearest control that way. Real key presses in Chromium.
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { ArrowKeysController, listMove } from '../../src/controllers/arrow-keys-controller.js';
import { fieldKeepsKey } from '../../src/controllers/spatial-keys-controller.js';
import { sendKeys } from '../modal/commands.js';
import { deepActiveElement } from '../helpers/dom.js';

/** Three rows with the list's arrow keys, as the Connect view has its connector rows. */
class TestArrowList extends LitElement {
  constructor() {
    super();
    new ArrowKeysController(this, { items: () => [...this.renderRoot.querySelectorAll('button')], move: listMove });
  }
  override render() {
    return html`<button>One</button><button>Two</button><button>Three</button><input aria-label="Note" />`;
  }
}
customElements.define('test-arrow-list', TestArrowList);

/** Records, after everything else had it, whether each key was cancelled, and where focus went. */
function watchKeys(list: TestArrowList): string[] {
  const seen: string[] = [];
  list.addEventListener('keydown', event => seen.push(`${event.key}:${event.defaultPrevented ? 'taken' : 'passed on'}`));
  return seen;
}

const focusedText = (): string | undefined => deepActiveElement()?.textContent ?? undefined;
const button = (list: TestArrowList, text: string): HTMLButtonElement =>
  [...list.shadowRoot!.querySelectorAll('button')].find(b => b.textContent === text)!;

describe('ArrowKeysController', () => {
  it('moves between the items and takes the key; at the first and last item it passes the key on', async () => {
    const list = await fixture<TestArrowList>(html`<test-arrow-list></test-arrow-list>`);
    const seen = watchKeys(list);
    button(list, 'One').focus();
    await sendKeys({ press: 'ArrowUp' });
    expect(focusedText()).to.equal('One');
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedText()).to.equal('Two');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedText()).to.equal('Three');
    await sendKeys({ press: 'Home' });
    expect(focusedText()).to.equal('One');
    expect(seen).to.deep.equal(['ArrowUp:passed on', 'ArrowDown:taken', 'ArrowDown:taken', 'ArrowDown:passed on', 'Home:taken']);
  });

  it('passes on the keys it does not use, and keys from outside its items', async () => {
    const list = await fixture<TestArrowList>(html`<test-arrow-list></test-arrow-list>`);
    const seen = watchKeys(list);
    button(list, 'Two').focus();
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Tab' });
    expect(focusedText(), 'Tab moves on').to.equal('Three');
    list.shadowRoot!.querySelector('input')!.focus();
    await sendKeys({ press: 'ArrowUp' });
    expect(seen).to.deep.equal(['ArrowLeft:passed on', 'ArrowRight:passed on', 'Tab:passed on', 'ArrowUp:passed on']);
  });
});

describe('fieldKeepsKey', () => {
  it('leaves left and right to a text field\'s caret until it is at that end, and never keeps up and down', async () => {
    const field = await fixture<HTMLInputElement>(html`<input type="search" />`);
    expect(fieldKeepsKey(field, 'ArrowLeft'), 'empty field, left').to.equal(false);
    expect(fieldKeepsKey(field, 'ArrowRight'), 'empty field, right').to.equal(false);
    field.value = 'meta';
    field.setSelectionRange(2, 2);
    expect(fieldKeepsKey(field, 'ArrowLeft'), 'caret inside, left').to.equal(true);
    expect(fieldKeepsKey(field, 'ArrowRight'), 'caret inside, right').to.equal(true);
    field.setSelectionRange(4, 4);
    expect(fieldKeepsKey(field, 'ArrowRight'), 'caret at the end, right').to.equal(false);
    expect(fieldKeepsKey(field, 'ArrowDown'), 'down').to.equal(false);
    field.setSelectionRange(0, 4);
    expect(fieldKeepsKey(field, 'ArrowRight'), 'a selection, right').to.equal(true);
    const rtl = await fixture<HTMLInputElement>(html`<input dir="rtl" value="abc" />`);
    rtl.setSelectionRange(3, 3);
    expect(fieldKeepsKey(rtl, 'ArrowLeft'), 'right to left, caret at the end, left').to.equal(false);
    expect(fieldKeepsKey(rtl, 'ArrowRight'), 'right to left, caret at the end, right').to.equal(true);
    const area = await fixture<HTMLTextAreaElement>(html`<textarea></textarea>`);
    expect(fieldKeepsKey(area, 'ArrowDown'), 'text area').to.equal(true);
    const plain = await fixture<HTMLButtonElement>(html`<button>Go</button>`);
    expect(fieldKeepsKey(plain, 'ArrowLeft'), 'a button').to.equal(false);
  });
});
