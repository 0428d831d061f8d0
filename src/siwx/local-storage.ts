import type { CaipNetworkId } from '../core/index.js';
import type { SIWXSession } from '../core/siwx/index.js';
import type { SIWXStorage } from './siwx-storage.js';

const isSessionList = (value: unknown): value is SIWXSession[] =>
  Array.isArray(value) &&
  value.every(s => typeof s === 'object' && s !== null && typeof s.data?.chainId === 'string' && typeof s.data?.accountAddress === 'string');

const same = (session: SIWXSession, chainId: string, address: string): boolean =>
  session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase();

/** Sessions kept in `localStorage` under one key, as AppKit's `LocalStorage`. Unreadable data reads as none. */
export class LocalStorage implements SIWXStorage {
  private readonly key: string;

  constructor(params: { key: string }) {
    this.key = params.key;
  }

  async add(session: SIWXSession): Promise<void> {
    this.write([...this.read(), session]);
  }

  async set(sessions: SIWXSession[]): Promise<void> {
    this.write(sessions);
  }

  async get(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    return this.read().filter(session => same(session, chainId, address));
  }

  async delete(chainId: string, address: string): Promise<void> {
    this.write(this.read().filter(session => !same(session, chainId, address)));
  }

  private read(): SIWXSession[] {
    try {
      const value: unknown = JSON.parse(globalThis.localStorage?.getItem(this.key) ?? '[]');
      return isSessionList(value) ? value : [];
    } catch {
      return [];
    }
  }

  private write(sessions: SIWXSession[]): void {
    // A message object carries `toString`; JSON keeps the fields only.
    globalThis.localStorage?.setItem(this.key, JSON.stringify(sessions));
  }
}
