// DOM calls only (no innerHTML, no inline script): the page runs under the demo's CSP, and text from the
// dapp (names, messages) is never parsed as markup.
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> | Record<string, unknown> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node: HTMLElementTagNameMap[K] = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

export const short = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`;
