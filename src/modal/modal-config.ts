import { KNOWN_NETWORKS, findNetwork } from '../core/index.js';
import type { AppKitOptions, CaipNetwork, ThemeMode } from '../core/index.js';
// The tag that creates a kit calls what creates one (the one arrow from the elements up to the kit, in sight).
import { MOUNTED_MODAL_ATTRIBUTE, createAppKit } from '../app-kit.js';
import { assembleKit } from '../root.js';

export { MOUNTED_MODAL_ATTRIBUTE };

/** What `<w3m-modal>` reads from its attributes. `undefined` means the attribute is absent. */
export interface ModalAttributes {
  projectId: string | undefined;
  networks: string | undefined;
  themeMode: string | undefined;
  locale?: string | undefined;
}

export const DEFAULT_NETWORK_IDS = 'eip155:1';

/** Resolves `eip155:1, eip155:10` against the built-in networks; throws naming the first unknown id. */
export function parseNetworksAttribute(value: string): CaipNetwork[] {
  const ids = value
    .split(',')
    .map(id => id.trim())
    .filter(Boolean);
  if (ids.length === 0) throw new Error('Invalid attribute `networks`: expected comma-separated CAIP-2 ids such as "eip155:1"');
  return ids.map(id => {
    const network = findNetwork(KNOWN_NETWORKS, id);
    if (!network) throw new Error(`Invalid attribute \`networks\`: unknown network "${id.slice(0, 40)}"`);
    return network;
  });
}

function parseThemeMode(value: string): ThemeMode {
  if (value === 'light' || value === 'dark') return value;
  throw new Error(`Invalid attribute \`theme-mode\`: expected "light" or "dark", got "${value.slice(0, 20)}"`);
}

/**
 * The options `createAppKit` receives from a `<w3m-modal>`: the `config` property, with any present
 * attribute taking precedence, and mainnet when neither names a network.
 */
export function mergeModalOptions(config: Partial<AppKitOptions> | undefined, attributes: ModalAttributes): AppKitOptions {
  const options: AppKitOptions = { ...config, networks: config?.networks ?? [] };
  if (attributes.projectId !== undefined) options.projectId = attributes.projectId;
  if (attributes.networks !== undefined) options.networks = parseNetworksAttribute(attributes.networks);
  if (options.networks.length === 0) options.networks = parseNetworksAttribute(DEFAULT_NETWORK_IDS);
  if (attributes.themeMode !== undefined) options.themeMode = parseThemeMode(attributes.themeMode);
  if (attributes.locale !== undefined) options.locale = attributes.locale;
  return options;
}

/**
 * Creates the AppKit instance from a `<w3m-modal>`'s `config` and attributes (`createAppKit`). A typo in an attribute must not
 * break the host page, so a failure is reported with console.error and returned (for the modal to show)
 * instead of thrown.
 *
 * @returns the error message, shortened, or undefined on success.
 */
export function configureFromModal(config: Partial<AppKitOptions> | undefined, attributes: ModalAttributes): string | undefined {
  try {
    createAppKit(mergeModalOptions(config, attributes));
    return undefined;
  } catch (error) {
    console.error('<w3m-modal>: invalid configuration.', error);
    return (error instanceof Error ? error.message : String(error)).slice(0, 300);
  }
}


/**
 * A `<w3m-modal>` the page places without configuring it still opens its dialog and loads its views: connecting
 * one assembles the kit's parts (src/root.ts) without creating a kit.
 */
export const assembleModalParts: () => void = assembleKit;
