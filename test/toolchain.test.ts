// Smoke test for the test toolchain itself: TS via Vite, Lit without decorators, nanostores, @open-wc/testing.
import { LitElement, html } from 'lit';
import { atom } from 'nanostores';
import { expect, fixture, oneEvent } from '@open-wc/testing';

class ToolchainProbe extends LitElement {
  static override properties = { label: { type: String, reflect: true } };
  declare label: string;

  constructor() {
    super();
    this.label = 'ready';
  }

  override render() {
    return html`<button type="button" @click=${this.#onClick}>${this.label}</button>`;
  }

  #onClick() {
    this.dispatchEvent(new CustomEvent('w3m-probe', { bubbles: true, composed: true }));
  }
}
if (!customElements.get('toolchain-probe')) customElements.define('toolchain-probe', ToolchainProbe);

declare global {
  interface HTMLElementTagNameMap {
    'toolchain-probe': ToolchainProbe;
  }
}

describe('toolchain', () => {
  it('renders a Lit element defined without decorators', async () => {
    const el = await fixture<ToolchainProbe>(html`<toolchain-probe label="Connect"></toolchain-probe>`);
    const button = el.renderRoot.querySelector('button');
    expect(button?.textContent).to.equal('Connect');
    expect(el.getAttribute('label')).to.equal('Connect');
  });

  it('re-renders on property change and fires composed events', async () => {
    const el = await fixture<ToolchainProbe>(html`<toolchain-probe></toolchain-probe>`);
    el.label = 'Disconnect';
    await el.updateComplete;
    const button = el.renderRoot.querySelector('button');
    expect(button?.textContent).to.equal('Disconnect');
    const fired = oneEvent(el, 'w3m-probe');
    button?.click();
    const event = await fired;
    expect(event.composed).to.equal(true);
  });

  it('notifies nanostores atom subscribers', () => {
    const $count = atom(0);
    const seen: number[] = [];
    const unsubscribe = $count.subscribe((value) => seen.push(value));
    $count.set(1);
    $count.set(2);
    unsubscribe();
    $count.set(3);
    expect(seen).to.deep.equal([0, 1, 2]);
  });
});
