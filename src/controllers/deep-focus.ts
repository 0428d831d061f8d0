// Focus as a player sees it: through open shadow roots and slots, which document.activeElement and contains() stop at.

/** The element's parent in the rendered tree: its slot when it is slotted, the shadow host at a shadow root. */
export function composedParent(element: Element): Element | null {
  return element.assignedSlot ?? element.parentElement ?? ((element.getRootNode() as ShadowRoot).host || null);
}

/** Whether `element` is `ancestor` or inside it, looking through shadow roots and slots. */
export function isInside(element: Element, ancestor: Element): boolean {
  for (let node: Element | null = element; node; node = composedParent(node)) if (node === ancestor) return true;
  return false;
}

/** The focused element, looking through open shadow roots. */
export function deepActiveElement(): HTMLElement | undefined {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : undefined;
}
