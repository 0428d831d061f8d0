/**
 * Registers a custom element once. Loading the library twice (two bundles on one page, hot reload)
 * must not throw "already defined", so a second definition of the same tag is ignored.
 */
export function defineElement(tag: string, ctor: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  if (!customElements.get(tag)) customElements.define(tag, ctor);
}
