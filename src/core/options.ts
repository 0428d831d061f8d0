import * as z from 'zod/mini';
import type { CaipNetwork, ConnectMethod, ConnectorOrderKey, ThemeMode, ThemeVariables } from './types.js';
import { CONNECTOR_ORDER_KEYS } from './types.js';
import { normalizeNetwork, findNetwork } from './networks.js';
import { THEME_VARIABLE_NAMES } from './stores/theme.js';

const bool = z.optional(z.boolean());
const idList = z.optional(z.array(z.string()));
const fn = z.custom<(...args: never[]) => unknown>(v => typeof v === 'function');

const featuresSchema = z.strictObject({
  swaps: bool,
  onramp: bool,
  receive: bool,
  send: bool,
  email: bool,
  emailShowWallets: bool,
  socials: z.optional(z.union([z.literal(false), z.array(z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord']))])),
  history: bool,
  analytics: bool,
  smartSessions: bool,
  legalCheckbox: bool,
  connectMethodsOrder: z.optional(z.array(z.enum(['email', 'social', 'wallet']))),
  connectorTypeOrder: z.optional(z.array(z.enum(CONNECTOR_ORDER_KEYS)))
});

const customWalletSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  homepage: z.optional(z.string()),
  image_url: z.optional(z.string()),
  mobile_link: z.optional(z.nullable(z.string())),
  desktop_link: z.optional(z.nullable(z.string())),
  webapp_link: z.optional(z.nullable(z.string())),
  app_store: z.optional(z.nullable(z.string())),
  play_store: z.optional(z.nullable(z.string()))
});

const optionsSchema = z.strictObject({
  projectId: z.optional(z.string()),
  networks: z.array(z.unknown()),
  defaultNetwork: z.optional(z.unknown()),
  metadata: z.optional(
    z.strictObject({
      name: z.string(),
      description: z.string(),
      url: z.string(),
      icons: z.array(z.string())
    })
  ),
  features: z.optional(featuresSchema),
  themeMode: z.optional(z.enum(['light', 'dark'])),
  // partialRecord: z.record with enum keys would require every variable to be set.
  themeVariables: z.optional(z.partialRecord(z.enum(THEME_VARIABLE_NAMES), z.union([z.string(), z.number()]))),
  featuredWalletIds: idList,
  includeWalletIds: idList,
  excludeWalletIds: idList,
  customWallets: z.optional(z.array(customWalletSchema)),
  allWallets: z.optional(z.enum(['SHOW', 'HIDE', 'ONLY_MOBILE'])),
  enableWalletConnect: bool,
  enableInjected: bool,
  enableEIP6963: bool,
  enableWalletGuide: bool,
  allowUnsupportedChain: bool,
  enableNetworkSwitch: bool,
  siwx: z.optional(
    z.looseObject({
      createMessage: fn,
      addSession: fn,
      getSessions: fn,
      revokeSession: fn,
      setSessions: fn,
      getRequired: z.optional(fn)
    })
  ),
  siweConfig: z.optional(z.looseObject({})),
  customRpcUrls: z.optional(z.record(z.string(), z.array(z.strictObject({ url: z.string() })))),
  debug: bool
});

type RawOptions = z.infer<typeof optionsSchema>;
export type Features = Required<Omit<z.infer<typeof featuresSchema>, 'connectMethodsOrder' | 'connectorTypeOrder'>> & {
  connectMethodsOrder?: ConnectMethod[];
  connectorTypeOrder?: ConnectorOrderKey[];
};
export type CustomWallet = z.infer<typeof customWalletSchema>;
export interface Metadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

/** Options accepted by `createAppKit`, named as in Reown AppKit so an app can migrate unchanged. */
export type AppKitOptions = Omit<RawOptions, 'networks' | 'defaultNetwork' | 'features' | 'themeVariables'> & {
  networks: readonly [unknown, ...unknown[]] | readonly unknown[];
  defaultNetwork?: unknown;
  features?: Partial<Features>;
  themeVariables?: ThemeVariables;
};

/** Options after validation, with defaults filled in. */
export interface ResolvedOptions {
  projectId: string | undefined;
  networks: CaipNetwork[];
  defaultNetwork: CaipNetwork;
  metadata: Metadata | undefined;
  features: Features;
  themeMode: ThemeMode | undefined;
  themeVariables: ThemeVariables;
  featuredWalletIds: string[];
  includeWalletIds: string[];
  excludeWalletIds: string[];
  customWallets: CustomWallet[];
  allWallets: 'SHOW' | 'HIDE' | 'ONLY_MOBILE';
  enableWalletConnect: boolean;
  enableInjected: boolean;
  enableEIP6963: boolean;
  enableWalletGuide: boolean;
  allowUnsupportedChain: boolean;
  enableNetworkSwitch: boolean;
  siwx: RawOptions['siwx'];
  customRpcUrls: Record<string, { url: string }[]>;
  debug: boolean;
}

/** Everything optional is off: a game that only wants a wallet pays for nothing else. */
export const DEFAULT_FEATURES: Features = {
  swaps: false,
  onramp: false,
  receive: false,
  send: false,
  email: false,
  emailShowWallets: false,
  socials: false,
  history: false,
  analytics: false,
  smartSessions: false,
  legalCheckbox: false
};

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.');
  const name = path ? `\`${path}\`` : 'options';
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid option ${name}: expected ${issue.expected}`;
    case 'invalid_value':
      return `Invalid option ${name}: expected one of ${issue.values.map(v => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `Unknown option ${issue.keys.map(k => `\`${path ? `${path}.` : ''}${k}\``).join(', ')}`;
    case 'invalid_key':
      return `Invalid option ${name}: unknown key`;
    default:
      return `Invalid option ${name}`;
  }
}

/** Validates options and fills defaults. Throws an Error whose message names the offending option. */
export function resolveOptions(input: unknown): ResolvedOptions {
  if (!input || typeof input !== 'object') throw new Error('createAppKit: options must be an object');
  const raw = input as Record<string, unknown>;
  if (raw['siweConfig'] !== undefined && raw['siwx'] !== undefined) {
    throw new Error('Cannot set both `siweConfig` and `siwx` options');
  }
  const parsed = optionsSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues.map(describeIssue).join('; '));
  const options = parsed.data;
  if (options.networks.length === 0) throw new Error('Invalid option `networks`: at least one network is required');
  const networks = options.networks.map((n, i) => normalizeNetwork(n, `networks.${i}`));
  let defaultNetwork = networks[0]!;
  if (options.defaultNetwork !== undefined) {
    const wanted = normalizeNetwork(options.defaultNetwork, 'defaultNetwork');
    const match = findNetwork(networks, wanted.caipNetworkId);
    if (!match) throw new Error('Invalid option `defaultNetwork`: it must be one of `networks`');
    defaultNetwork = match;
  }
  return {
    projectId: options.projectId || undefined,
    networks,
    defaultNetwork,
    metadata: options.metadata,
    features: { ...DEFAULT_FEATURES, ...(options.features as Partial<Features>) },
    themeMode: options.themeMode,
    themeVariables: (options.themeVariables ?? {}) as ThemeVariables,
    featuredWalletIds: options.featuredWalletIds ?? [],
    includeWalletIds: options.includeWalletIds ?? [],
    excludeWalletIds: options.excludeWalletIds ?? [],
    customWallets: options.customWallets ?? [],
    allWallets: options.allWallets ?? 'SHOW',
    enableWalletConnect: options.enableWalletConnect ?? false,
    enableInjected: options.enableInjected ?? true,
    enableEIP6963: options.enableEIP6963 ?? true,
    enableWalletGuide: options.enableWalletGuide ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    siwx: options.siwx,
    customRpcUrls: options.customRpcUrls ?? {},
    debug: options.debug ?? false
  };
}

/** Connect methods in display order: config wins; else wallet first when a browser wallet is present. */
export function connectMethodsOrder(features: Features, hasBrowserWallet: boolean): ConnectMethod[] {
  const enabled = (method: ConnectMethod): boolean =>
    method === 'wallet' || (method === 'email' ? features.email : Array.isArray(features.socials) && features.socials.length > 0);
  const order: ConnectMethod[] =
    features.connectMethodsOrder ?? (hasBrowserWallet ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']);
  return order.filter(enabled);
}

/** RPC URL for a network: customRpcUrls first, then the network's own. */
export function rpcUrlFor(options: Pick<ResolvedOptions, 'customRpcUrls'>, network: CaipNetwork): string {
  return options.customRpcUrls[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0]!;
}
