// Server rendering must not crash: the built entries import in plain Node (no DOM), the core works there,
// and the React binding renders to a string. Runs on the library build (`npm run build`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

test('the core and elements entry imports in Node and createAppKit works without a DOM', async () => {
  const lib = await import('../../dist/index.js');
  const kit = lib.createAppKit({ projectId: 'ssr', networks: [lib.mainnet] });
  // `initialized` turns true once the kit has started (every row of the loading table), a moment later, as AppKit's.
  await new Promise((resolve) => {
    if (kit.getState().initialized) return resolve(undefined);
    const stop = kit.subscribeState((state) => state.initialized && (stop(), resolve(undefined)));
  });
  assert.equal(kit.getState().initialized, true);
  assert.equal(kit.getAccount().isConnected, false);
  assert.equal(kit.getCaipNetwork()?.caipNetworkId, 'eip155:1');
  assert.throws(() => lib.createAppKit({ networks: [] }), /`networks`/);
});

test('the React entry renders the modal and the button to a string', async () => {
  const react = await import('../../dist/react.js');
  const html = renderToString(
    createElement('main', null, createElement(react.W3mModal, { projectId: 'ssr', networks: [react.mainnet] }), createElement(react.W3mButton))
  );
  assert.match(html, /<w3m-modal/);
  assert.match(html, /<w3m-button/);
});

test('the hooks give their server snapshot', async () => {
  const react = await import('../../dist/react.js');
  function Probe() {
    const { isConnected, status } = react.useAppKitAccount();
    const { open } = react.useAppKitState();
    return createElement('p', null, `${isConnected}|${status}|${open}`);
  }
  assert.equal(renderToString(createElement(Probe)), '<p>false|disconnected|false</p>');
});

test('w3m-modal/wagmi builds its wagmi config and starts with createAppKit in Node, touching no DOM', async () => {
  const lib = await import('../../dist/index.js');
  const { WagmiAdapter } = await import('../../dist/wagmi.js');
  const adapter = new WagmiAdapter({ networks: [lib.mainnet], projectId: 'ssr', ssr: true });
  assert.deepEqual(adapter.wagmiConfig.chains.map(chain => chain.id), [1]);
  const kit = lib.createAppKit({ projectId: 'ssr', networks: [lib.mainnet], adapters: [adapter] });
  assert.equal(kit.getAccount().isConnected, false);
  assert.throws(() => new WagmiAdapter({ networks: [] }), /at least one EVM network/);
});
