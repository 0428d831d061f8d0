/**
 * Parts that most sessions never show (toasts, alert banners) are loaded the first time they are needed,
 * so they cost nothing on the way to the first paint. A template may render the tag before the module
 * arrives: the element upgrades in place and keeps the properties already set on it.
 */
const LOADERS = {
  'wui-toast': () => import('./wui-toast.js'),
  'wui-alert': () => import('./wui-alert.js')
} as const;

export type LazyTag = keyof typeof LOADERS;

/** Starts loading `tag`'s definition unless it is already defined (or on its way). */
export function loadElement(tag: LazyTag): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  void LOADERS[tag]();
}
