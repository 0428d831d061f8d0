import type { AppKitOptions } from './types.js';

type Configure = (options: AppKitOptions) => void;

let configurer: Configure | undefined;

/**
 * Installs the page's configuration path (`createAppKit`, src/app-kit.ts, as it loads). `<w3m-modal>` configures
 * the kit from its attributes through {@link configureKit}, so the element never imports the layer above it.
 */
export function provideConfigurer(configure: Configure): void {
  configurer = configure;
}

/** Configures the kit as `createAppKit(options)` does; throws (as it does) when an option is bad. */
export function configureKit(options: AppKitOptions): void {
  if (!configurer) throw new Error('w3m-modal: createAppKit is not loaded (load the package entry, or w3m-modal/define)');
  configurer(options);
}
