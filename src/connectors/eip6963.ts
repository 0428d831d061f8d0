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

function readAnnouncement(detail: unknown): AnnouncedWallet | undefined {
  if (!detail || typeof detail !== 'object') return undefined;
  const { info, provider } = detail as { info?: unknown; provider?: unknown };
  if (!info || typeof info !== 'object' || !provider || typeof provider !== 'object') return undefined;
  if (typeof (provider as Eip1193Provider).request !== 'function') return undefined;
  // Each field is read once and copied out as a plain value: a getter answering differently twice cannot slip past.
  const raw = info as Record<string, unknown>;
  const uuid = boundedText(raw['uuid']);
  const name = boundedText(raw['name']);
  const rdns = boundedText(raw['rdns']);
  const rawIcon = raw['icon'];
  if (!uuid || !name || !rdns || !RDNS_RE.test(rdns)) return undefined;
  const icon = typeof rawIcon === 'string' && rawIcon.length <= MAX_ICON && SAFE_ICON_RE.test(rawIcon) ? rawIcon : undefined;
  return { uuid, name, rdns, icon, provider: provider as Eip1193Provider };
}

/**
 * Reads an `eip6963:announceProvider` event's detail. Anything a hostile page could use is rejected: missing
 * or oversized fields, a provider without `request`, an icon that is not an inline image. Names are kept as
 * text and rendered escaped by the views. A detail that throws while being read (a Proxy with throwing traps,
 * throwing getters) is dropped: discovery never throws.
 */
export function parseAnnouncement(detail: unknown): AnnouncedWallet | undefined {
  try {
    return readAnnouncement(detail);
  } catch {
    return undefined;
  }
}
