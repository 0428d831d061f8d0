// StoreController binds a store to an element for as long as the element is on the page, however it was added.
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { atom } from 'nanostores';
import { StoreController } from '../../src/controllers/store-controller.js';

const score = atom(0);

/** Adds its StoreController while it connects, as `<w3m-modal>` attaches its dialog's controllers once their chunk is in. */
class LateBinder extends LitElement {
  bound: StoreController<number> | undefined;
  constructor() {
    super();
    this.addController({ hostConnected: () => void (this.bound ??= new StoreController(this, score)) });
  }
}
customElements.define('test-late-binder', LateBinder);

describe('StoreController', () => {
  it('follows the store while connected and leaves no listener behind, even when added while its host connects', async () => {
    const element = await fixture<LateBinder>(html`<test-late-binder></test-late-binder>`);
    score.set(3);
    expect(element.bound!.value).to.equal(3);
    element.remove();
    expect(score.lc, 'listeners left on the store').to.equal(0);
    document.body.append(element);
    score.set(4);
    expect(element.bound!.value).to.equal(4);
    element.remove();
    expect(score.lc, 'listeners left on the store').to.equal(0);
  });
});
