import { $options } from '../core/index.js';

// AppKit's `connectorImages` and `chainImages`, read where the views draw pictures (a lazy chunk, not the initial
// code). The app vouches for these URLs, so the picture elements show them as remote images (`remote`).

/**
 * The app's own picture of a connector, `connectorImages[connector.id]` (AppKit: "set or override the images of any
 * connector", keyed by connector id: an announced wallet's rdns, `injected`, `walletConnect`, …), shown over the
 * connector's own.
 */
export function appConnectorImage(connector: { id: string }): string | undefined {
  return $options.get()?.given.connectorImages?.[connector.id];
}

/** Whether a network's picture is the app's own `chainImages` entry. */
export function isAppChainImage(network: { id: number | string; assets?: { imageUrl?: string } | undefined }): boolean {
  const url = $options.get()?.given.chainImages?.[String(network.id)];
  return url !== undefined && url === network.assets?.imageUrl;
}
