// What a test page has fetched so far: in the dev server each module is a request of its own, so a module's
// URL in the resource timeline means its code was loaded.

// The browser keeps 250 resource entries by default and drops later ones: a test page of the dev server fetches
// more modules than that before the lazy ones a test looks for.
performance.setResourceTimingBufferSize(100_000);

/** Every URL this page fetched, in order. */
export const fetchedUrls = (): string[] => performance.getEntriesByType('resource').map(entry => entry.name);

/** URLs this page fetched that match `pattern`. */
export const fetched = (pattern: RegExp): string[] => fetchedUrls().filter(name => pattern.test(name));

/** The lazy WalletConnect connector module. */
export const WC_CONNECTOR = /connectors\/walletconnect\/connector\.ts/;
/** The WalletConnect SDK's modules. */
export const WC_SDK = /universal-provider|sign-client|walletconnect_core/i;
