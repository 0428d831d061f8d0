// Renders React trees into a fixture container for the React binding tests.
import { act } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';

// Tells React that updates are wrapped in act(), so it flushes them before act() resolves.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: { root: Root; container: HTMLElement }[] = [];

export async function render(ui: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push({ root, container });
  await act(async () => root.render(ui));
  return container;
}

/** Unmounts everything `render` mounted (call in afterEach). */
export async function cleanup(): Promise<void> {
  for (const { root, container } of mounted.splice(0)) {
    await act(async () => root.unmount());
    container.remove();
  }
}

/** Runs a store change inside act() so React has re-rendered when it resolves. */
export async function change(work: () => unknown): Promise<void> {
  await act(async () => {
    await work();
  });
}

/** A hook probe: renders `use()` and exposes its latest value. */
export function probe<T>(use: () => T): { current: () => T; Probe: () => null } {
  let latest: T;
  let seen = false;
  function Probe(): null {
    latest = use();
    seen = true;
    return null;
  }
  return {
    Probe,
    current: () => {
      if (!seen) throw new Error('probe not rendered');
      return latest;
    }
  };
}

/** URL of the anvil node the test runner started (test/fixtures/wtr-plugins.mjs). */
export async function anvilUrl(): Promise<string> {
  const response = await fetch('/__fixtures/anvil');
  return ((await response.json()) as { url: string }).url;
}
