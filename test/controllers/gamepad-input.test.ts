// What the modal makes of a pad read once a frame (src/controllers/gamepad-input.ts), and where a D-pad move
// lands among the controls on screen (src/controllers/spatial-focus.ts).
import { expect, fixture, html } from '@open-wc/testing';
import { PadTracker, REPEAT_DELAY_MS, REPEAT_INTERVAL_MS, readPads } from '../../src/controllers/gamepad-input.js';
import type { PadState } from '../../src/controllers/gamepad-input.js';
import { focusablesIn, nearestInDirection } from '../../src/controllers/spatial-focus.js';

const idle: PadState = { a: false, b: false, direction: undefined };

function padWith(pressed: number[], axes = [0, 0, 0, 0], mapping = 'standard'): Gamepad {
  return {
    connected: true,
    mapping,
    axes,
    buttons: Array.from({ length: 17 }, (_, index) => ({ pressed: pressed.includes(index), touched: false, value: 0 })),
  } as unknown as Gamepad;
}

describe('readPads', () => {
  it('reads A, B, the D-pad and the left stick of every standard pad, merged', () => {
    expect(readPads([padWith([0]), null, padWith([15])])).to.deep.equal({ a: true, b: false, direction: 'right' });
    expect(readPads([padWith([1, 12])])).to.deep.equal({ a: false, b: true, direction: 'up' });
    expect(readPads([padWith([], [-0.9, 0.2])])?.direction).to.equal('left');
    expect(readPads([padWith([], [0.1, 0.7])])?.direction).to.equal('down');
    // A stick resting near the middle is not a direction.
    expect(readPads([padWith([], [0.3, -0.3])])?.direction).to.equal(undefined);
  });

  it('reads no pad when none with the standard mapping is connected (another mapping\'s buttons mean anything)', () => {
    expect(readPads([padWith([0, 13], [0, 0], '')])).to.equal(undefined);
    expect(readPads([null, null, null, null])).to.equal(undefined);
    expect(readPads([null, padWith([])])).to.deep.equal(idle);
  });
});

describe('PadTracker', () => {
  it('activates on the release of A and goes back on the release of B, each press once', () => {
    const pad = new PadTracker();
    expect(pad.update(idle, 0)).to.deep.equal([]);
    expect(pad.update({ ...idle, a: true }, 16)).to.deep.equal([]);
    expect(pad.update({ ...idle, a: true }, 32)).to.deep.equal([]);
    expect(pad.update(idle, 48)).to.deep.equal(['activate']);
    expect(pad.update({ ...idle, b: true }, 64)).to.deep.equal([]);
    expect(pad.update(idle, 80)).to.deep.equal(['back']);
    expect(pad.update(idle, 96)).to.deep.equal([]);
  });

  it('takes nothing held at its first read for a press: releasing it does nothing, the next press counts', () => {
    const pad = new PadTracker();
    expect(pad.update({ a: true, b: true, direction: 'down' }, 0)).to.deep.equal([]);
    expect(pad.update({ a: true, b: true, direction: 'down' }, REPEAT_DELAY_MS * 2)).to.deep.equal([]);
    expect(pad.update(idle, REPEAT_DELAY_MS * 3)).to.deep.equal([]);
    expect(pad.update({ ...idle, direction: 'down' }, REPEAT_DELAY_MS * 4)).to.deep.equal(['down']);
  });

  it('moves once on a press, then repeats while held, as a held arrow key does', () => {
    const pad = new PadTracker();
    pad.update(idle, 0);
    const down = { ...idle, direction: 'down' } as const;
    expect(pad.update(down, 1000)).to.deep.equal(['down']);
    expect(pad.update(down, 1000 + REPEAT_DELAY_MS - 1)).to.deep.equal([]);
    expect(pad.update(down, 1000 + REPEAT_DELAY_MS)).to.deep.equal(['down']);
    expect(pad.update(down, 1000 + REPEAT_DELAY_MS + REPEAT_INTERVAL_MS - 1)).to.deep.equal([]);
    expect(pad.update(down, 1000 + REPEAT_DELAY_MS + REPEAT_INTERVAL_MS)).to.deep.equal(['down']);
    // Another direction is a new press.
    expect(pad.update({ ...idle, direction: 'left' }, 1000 + REPEAT_DELAY_MS + REPEAT_INTERVAL_MS + 1)).to.deep.equal(['left']);
  });
});

describe('nearestInDirection', () => {
  const box = (name: string, left: number, top: number, width: number, height: number) => ({ name, box: { left, top, right: left + width, bottom: top + height } });
  // A header (back, close), a list of wide rows, and a grid of tiles below them.
  const back = box('back', 10, 10, 40, 40);
  const close = box('close', 310, 10, 40, 40);
  const row1 = box('row1', 10, 60, 340, 56);
  const row2 = box('row2', 10, 124, 340, 56);
  const tileA = box('tileA', 10, 200, 76, 90);
  const tileB = box('tileB', 90, 200, 76, 90);
  const tileC = box('tileC', 10, 300, 76, 90);
  const all = [back, close, row1, row2, tileA, tileB, tileC];
  const move = (from: { box: typeof back.box }, direction: 'up' | 'down' | 'left' | 'right') => nearestInDirection(from.box, all, direction)?.name;

  it('moves along a row and down a column, to the nearest control past the edge', () => {
    expect(move(close, 'left')).to.equal('back');
    expect(move(back, 'right')).to.equal('close');
    expect(move(close, 'down')).to.equal('row1');
    expect(move(row1, 'down')).to.equal('row2');
    expect(move(row2, 'up')).to.equal('row1');
    expect(move(tileA, 'right')).to.equal('tileB');
    expect(move(tileA, 'down')).to.equal('tileC');
    expect(move(tileB, 'down')).to.equal('tileC');
    expect(move(tileC, 'up')).to.equal('tileA');
  });

  it('takes a wide row beside a button for neither its left nor its right, and finds nothing past the last control', () => {
    expect(move(row1, 'left')).to.equal(undefined);
    expect(move(tileC, 'down')).to.equal(undefined);
    expect(move(back, 'up')).to.equal(undefined);
  });

  it('prefers a control in line, however far, to a nearer one beside the line (Close over a tile below-right of Back)', () => {
    const nearTile = box('nearTile', 60, 60, 76, 90);
    expect(nearestInDirection(back.box, [close, nearTile], 'right')?.name).to.equal('close');
    expect(nearestInDirection(back.box, [nearTile], 'right')?.name, 'with nothing in line, the nearest beside it').to.equal('nearTile');
  });
});

/** A cell of a grid with one tab stop: it hands its focus to its button, and leaves the tab order with tabindex -1. */
class TestCell extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open', delegatesFocus: true }).innerHTML = `<button>${this.getAttribute('name')}</button>`;
  }
}
customElements.define('test-spatial-cell', TestCell);

/** A host like the modal: its dialog (here a div) holds its own button, a `secure-frame` slot and the default slot. */
class TestHost extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).innerHTML = '<div><button>Close</button><slot name="secure-frame"></slot><slot></slot></div>';
  }
}
customElements.define('test-spatial-host', TestHost);

describe('focusablesIn', () => {
  it('finds the controls through shadow roots and slots, but not behind a cell out of the tab order, nor in the secure-frame slot', async () => {
    const host = await fixture<TestHost>(html`<test-spatial-host>
      <test-spatial-cell name="Active" tabindex="0"></test-spatial-cell>
      <test-spatial-cell name="Other" tabindex="-1"></test-spatial-cell>
      <div slot="secure-frame"><button>Approve</button></div>
    </test-spatial-host>`);
    // The active cell's host and its button both count: each is the same stop.
    const names = new Set(focusablesIn(host.shadowRoot!.querySelector('div')!).map(element => element.getAttribute('name') ?? element.textContent));
    expect([...names].sort()).to.deep.equal(['Active', 'Close']);
  });
});
