import type { Eip1193Provider } from '../core/types.js';

/** An EIP-6963 announcement after validation: bounded strings, a provider that can answer, a safe icon. */
export interface AnnouncedWallet {
  uuid: string;
  name: string;
  rdns: string;
  /** A `data:image/…` URL, or undefined when the wallet sent anything else (remote URL, script URL). */
  icon: string | undefined;
  provider: Eip1193Provider;
}

const MAX_TEXT = 100;
const MAX_ICON = 100_000;
const RDNS_RE = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
const SAFE_ICON_RE = /^data:image\/(png|svg\+xml|webp|jpeg|jpg|gif)[;,]/i;

function boundedText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_TEXT ? trimmed : undefined;
}

/**
 * Reads an `eip6963:announceProvider` event's detail. Anything a hostile page could use is rejected: missing
 * or oversized fields, a provider without `request`, an icon that is not an inline image. Names are kept as
 * text and rendered escaped by the views.
 */
export function parseAnnouncement(detail: unknown): AnnouncedWallet | undefined {
  if (!detail || typeof detail !== 'object') return undefined;
  const { info, provider } = detail as { info?: unknown; provider?: unknown };
  if (!info || typeof info !== 'object' || !provider || typeof provider !== 'object') return undefined;
  if (typeof (provider as Eip1193Provider).request !== 'function') return undefined;
  const raw = info as Record<string, unknown>;
  const uuid = boundedText(raw['uuid']);
  const name = boundedText(raw['name']);
  const rdns = boundedText(raw['rdns']);
  if (!uuid || !name || !rdns || !RDNS_RE.test(rdns)) return undefined;
  const icon = typeof raw['icon'] === 'string' && raw['icon'].length <= MAX_ICON && SAFE_ICON_RE.test(raw['icon']) ? raw['icon'] : undefined;
  return { uuid, name, rdns, icon, provider: provider as Eip1193Provider };
}
