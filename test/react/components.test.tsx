import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { getAppKit } from '../../src/app-kit.js';
import { $modal, $theme, mainnet } from '../../src/core/index.js';
import { W3mButton, W3mModal, useAppKitState } from '../../react/index.js';
import type { W3mRequestCloseEvent } from '../../react/index.js';
import { change, cleanup, probe, render } from './render.js';
import { freshState } from '../helpers/reset.js';

describe('React components', () => {
  beforeEach(freshState);
  afterEach(async () => {
    await cleanup();
    freshState();
  });

  it('<W3mModal> with props creates the AppKit instance and sets the theme mode', async () => {
    const container = await render(<W3mModal projectId="react-project" networks={[mainnet]} themeMode="light" />);
    const element = container.querySelector('w3m-modal');
    expect(element).to.exist;
    await element!.updateComplete;
    const kit = getAppKit();
    expect(kit?.options.projectId).to.equal('react-project');
    expect(kit?.options.networks.map(n => n.caipNetworkId)).to.deep.equal(['eip155:1']);
    expect($theme.get().themeMode).to.equal('light');
    expect(element!.getAttribute('theme-mode')).to.equal('light');
  });

  it('<W3mModal> keeps its instance across re-renders with equal options and reconfigures on a change', async () => {
    let setProjectId: (id: string) => void = () => undefined;
    let rerender: () => void = () => undefined;
    function Host() {
      const [projectId, set] = useState('first');
      const [, setTick] = useState(0);
      setProjectId = set;
      rerender = () => setTick(t => t + 1);
      // A new array and object literal every render, as apps write them.
      return <W3mModal projectId={projectId} networks={[mainnet]} metadata={{ name: 'G', description: 'd', url: 'u', icons: [] }} />;
    }
    const container = await render(<Host />);
    await container.querySelector('w3m-modal')!.updateComplete;
    const first = getAppKit();
    expect(first?.options.projectId).to.equal('first');

    await change(() => rerender());
    await container.querySelector('w3m-modal')!.updateComplete;
    expect(getAppKit()).to.equal(first);

    await change(() => setProjectId('second'));
    await container.querySelector('w3m-modal')!.updateComplete;
    expect(getAppKit()).not.to.equal(first);
    expect(getAppKit()?.options.projectId).to.equal('second');
  });

  it('<W3mButton> opens the modal and the state hook sees it', async () => {
    const state = probe(useAppKitState);
    const container = await render(
      <>
        <W3mModal projectId="p" enableWalletConnect={false} explorerApiUrl="http://127.0.0.1:9" networks={[mainnet]} />
        <W3mButton label="Play now" />
        <state.Probe />
      </>
    );
    const button = container.querySelector('w3m-button')!;
    await button.updateComplete;
    const inner = button.renderRoot.querySelector('wui-button')!;
    expect(inner.textContent?.trim()).to.equal('Play now');
    await change(() => inner.click());
    expect(state.current().open).to.equal(true);
    const dialog = container.querySelector('w3m-modal')!.renderRoot.querySelector('dialog')!;
    await waitUntil(() => dialog.open, 'the dialog opens');
  });

  it('<W3mModal onRequestClose> receives the close request and can keep the modal open', async () => {
    const seen: string[] = [];
    const keepOpen = (event: W3mRequestCloseEvent): void => {
      seen.push(event.detail.source);
      event.preventDefault();
    };
    const state = probe(useAppKitState);
    const container = await render(
      <>
        <W3mModal projectId="p" enableWalletConnect={false} explorerApiUrl="http://127.0.0.1:9" networks={[mainnet]} onRequestClose={keepOpen} />
        <state.Probe />
      </>
    );
    await change(() => getAppKit()!.open());
    const modal = container.querySelector('w3m-modal')!;
    const dialog = modal.renderRoot.querySelector('dialog')!;
    await waitUntil(() => dialog.open, 'the dialog opens');
    await change(() => dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true })));
    expect(seen).to.deep.equal(['escape']);
    expect($modal.get().open).to.equal(true);
    expect(state.current().open).to.equal(true);
  });

  it('renders on the server without touching the running page', () => {
    const markup = renderToString(
      <>
        <W3mModal projectId="p" enableWalletConnect={false} explorerApiUrl="http://127.0.0.1:9" networks={[mainnet]} />
        <W3mButton />
      </>
    );
    expect(markup).to.contain('<w3m-modal').and.to.contain('<w3m-button');
    expect(getAppKit()).to.equal(undefined);
  });
});
