// What the Verify browser tests (verify.test.ts, verify-qr.test.ts) read of a run: the page's attestation frames
// and messages, and what the Node wallet concluded.
import type { TestWcWallet } from '../fixtures/wc/control.js';
import { addCleanup } from '../helpers/reset.js';

export interface Verdict {
  on: string;
  origin: string;
  validation: 'VALID' | 'INVALID' | 'UNKNOWN';
  isScam?: boolean;
}

/** A project of its own: the stand-in keeps its settings and record per projectId (test files run in parallel). */
export const newProject = (name: string): string => `${name}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * How many attestation frames of `projectId` the SDK has in the page: it adds one per attestation and removes it once
 * it has the attestation or gives up (its own 5 s), so a frame is an attestation the SDK still waits for.
 */
export const framesOf = (projectId: string): number =>
  [...document.querySelectorAll<HTMLIFrameElement>('iframe[src*="/v3/attestation?"]')].filter(frame => new URL(frame.src).searchParams.get('projectId') === projectId).length;

/** What the wallet's SDK concluded about the page, for the proposal and each request, in order. */
export async function verdicts(wallet: TestWcWallet): Promise<Verdict[]> {
  return (await wallet.state()).events.filter(e => e.name === 'verified').map(e => e.detail as Verdict);
}

/**
 * Counts the attestations the Verify frames post to the page from now on (the SDK's `register()` resolves on the
 * first for its id), until the test's cleanup.
 */
export function countPostedAttestations(): () => number {
  let posted = 0;
  const onMessage = ({ data }: MessageEvent): void => {
    if (typeof data !== 'string') return;
    try {
      if ((JSON.parse(data) as { type?: unknown }).type === 'verify_attestation') posted += 1;
    } catch {
      // Not a frame's message.
    }
  };
  window.addEventListener('message', onMessage);
  addCleanup(() => window.removeEventListener('message', onMessage));
  return () => posted;
}

/**
 * Counts the attestation frames the SDK has removed from the page from now on, until the test's cleanup: it removes
 * one once it got its attestation or gave up on it (its own 5 s). Read synchronously (pending records included).
 */
export function countEndedAttestations(): () => number {
  let ended = 0;
  const count = (records: MutationRecord[]): void => {
    for (const record of records) {
      for (const node of record.removedNodes) if (node instanceof HTMLIFrameElement && node.src.includes('/v3/attestation?')) ended += 1;
    }
  };
  const observer = new MutationObserver(count);
  observer.observe(document.body, { childList: true });
  addCleanup(() => observer.disconnect());
  return () => {
    count(observer.takeRecords());
    return ended;
  };
}
