import { expect } from '@open-wc/testing';
import '../../src/define.js';
import { defineElement } from '../../src/components/define-element.js';

/** Imports an element module under another URL: a second, independent copy of its code runs. */
async function loadSecondCopy(path: string): Promise<Record<string, unknown>> {
  return import(/* @vite-ignore */ `${new URL(path, import.meta.url).pathname}?second-copy`);
}

describe('registration', () => {
  it('a second copy of the element modules loads without throwing, and the first definitions stay', async () => {
    const modal = customElements.get('w3m-modal');
    const button = customElements.get('w3m-button');
    const copyOfModal = await loadSecondCopy('../../src/modal/w3m-modal.ts');
    const copyOfButton = await loadSecondCopy('../../src/modal/w3m-button.ts');
    // The copies are really other classes, so their defineElement calls ran against taken tags.
    expect(copyOfModal['W3mModal']).to.be.a('function').and.not.equal(modal);
    expect(copyOfButton['W3mButton']).to.be.a('function').and.not.equal(button);
    expect(customElements.get('w3m-modal')).to.equal(modal);
    expect(customElements.get('w3m-button')).to.equal(button);
  });

  it('defining a taken tag again is ignored', () => {
    const original = customElements.get('w3m-button');
    expect(() => defineElement('w3m-button', class extends HTMLElement {})).not.to.throw();
    expect(customElements.get('w3m-button')).to.equal(original);
  });
});
