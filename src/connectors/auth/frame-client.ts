import { prettifyError } from 'zod/mini';
import {
  APP,
  ERRORS,
  FRAME,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  FRAME_Z_INDEX,
  NO_LOAD_WAIT,
  SAFE_RPC_METHODS,
  SDK_VERSION,
  SECURE_SITE_PATH,
  TIMED_REQUESTS
} from './constants.js';
import type { AppEventName, FrameTimeoutReason } from './constants.js';
import { authMsg } from '../../core/auth/index.js';
import { clock } from '../../core/clock.js';
import { APP_PAYLOADS, appMessageSchema, parseInbound } from './schemas.js';
import type { AppPayload, SuccessPayload } from './schemas.js';

/** Where the client reports what it drops and what fails; defaults to the console. */
export interface FrameLogger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

export interface FrameClientOptions {
  /** Origin of the secure site, e.g. `https://secure.walletconnect.org`; only its messages are accepted. */
  secureSiteOrigin: string;
  projectId: string;
  chainId: number | string;
  enableLogger?: boolean;
  loadTimeoutMs?: number;
  requestTimeoutMs?: number;
  readyDelayMs?: number;
  /** Told when the frame fails to load or a timed request runs out. */
  onTimeout?: (reason: FrameTimeoutReason) => void;
  logger?: FrameLogger;
  /**
   * Where the iframe goes. By default the modal's `secure-frame` slot: a modal `<dialog>` makes everything
   * outside it inert, so a frame anywhere else could not be clicked while the approval UI is shown.
   */
  container?: () => Element;
}

const defaultContainer = (): Element => document.querySelector('w3m-modal') ?? document.body;

interface Pending {
  name: AppEventName;
  method?: string;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer?: unknown;
}

const newId = (): string => globalThis.crypto.randomUUID();

/** Whether data names a frame event; a throwing Proxy from a script on the page does not. */
function claimsFrame(data: unknown): boolean {
  try {
    const type = (data as { type?: unknown } | null | undefined)?.type;
    return typeof type === 'string' && type.startsWith(FRAME);
  } catch {
    return false;
  }
}

/**
 * The app's side of the secure frame: loads the secure site in an iframe and exchanges validated messages
 * with it. Every request carries a random id; only an answer from the frame's own window and origin, of the
 * right shape, to an id still open, settles it. Anything else is logged and dropped.
 */
export class FrameClient {
  readonly origin: string;
  private iframe: HTMLIFrameElement | undefined;
  private readonly pending = new Map<string, Pending>();
  private readonly logger: FrameLogger;
  private loaded: Promise<void> | undefined;
  /** Resolves after the ready event and its delay, however long that takes (the un-timed requests wait on it). */
  private readyPromise: Promise<void> | undefined;
  private onReady: (() => void) | undefined;
  private readyTimer: unknown;
  /** Set by destroy(): requests it cuts short are the app's own doing, not failures worth a log line. */
  private destroyed = false;
  ready = false;

  constructor(private readonly options: FrameClientOptions) {
    this.origin = new URL(options.secureSiteOrigin).origin;
    this.logger = options.logger ?? console;
  }

  /** Adds the (hidden) iframe to the page and starts waiting for its ready event. Idempotent. */
  init(): Promise<void> {
    if (this.loaded) return this.loaded;
    this.destroyed = false;
    const { projectId, chainId, enableLogger } = this.options;
    const query = new URLSearchParams({ projectId, chainId: String(chainId), version: SDK_VERSION, enableLogger: String(Boolean(enableLogger)) });
    const iframe = document.createElement('iframe');
    iframe.id = 'w3m-iframe';
    iframe.title = authMsg('frame.title');
    iframe.src = `${this.origin}${SECURE_SITE_PATH}?${query}`;
    Object.assign(iframe.style, { position: 'fixed', zIndex: String(FRAME_Z_INDEX), display: 'none', border: 'none' });
    this.iframe = iframe;
    window.addEventListener('message', this.onMessage);
    this.readyPromise = new Promise<void>(resolve => {
      this.onReady = () => {
        this.onReady = undefined;
        this.readyTimer = clock.setTimeout(() => {
          this.ready = true;
          resolve();
        }, this.options.readyDelayMs ?? FRAME_READY_DELAY_MS);
      };
    });
    this.loaded = new Promise<void>((resolve, reject) => {
      const timer = clock.setTimeout(() => {
        this.options.onTimeout?.('iframe_load_failed');
        reject(new Error(ERRORS.loadFailed));
      }, this.options.loadTimeoutMs ?? FRAME_LOAD_TIMEOUT_MS);
      void this.readyPromise!.then(() => {
        clock.clearTimeout(timer);
        resolve();
      });
    });
    // A failed load is reported to the request that waited for it; nobody else needs to see it.
    this.loaded.catch(() => undefined);
    iframe.slot = 'secure-frame';
    (this.options.container ?? defaultContainer)().appendChild(iframe);
    return this.loaded;
  }

  /** Sends an app event and resolves with the frame's validated answer. */
  async request<N extends AppEventName>(name: N, ...[payload]: AppPayload<N> extends undefined ? [] : [AppPayload<N>]): Promise<SuccessPayload<N>> {
    try {
      const checked = APP_PAYLOADS[name].safeParse(payload);
      if (!checked.success) throw new TypeError(`Invalid ${name} request: ${prettifyError(checked.error)}`);
      if (!this.loaded) throw new Error(ERRORS.iframeNotSet);
      // Theme, dapp data and the preferred account are replayed state: they wait for the frame as long as it takes.
      if (!this.ready) await (NO_LOAD_WAIT.has(name) ? this.readyPromise : this.loaded);
      return (await this.send(name, checked.data)) as SuccessPayload<N>;
    } catch (error) {
      if (!this.destroyed) this.logger.error(`W3mFrame: ${name} failed`, error);
      throw error;
    }
  }

  private send(name: AppEventName, payload: unknown): Promise<unknown> {
    const target = this.iframe?.contentWindow;
    if (!target) throw new Error(ERRORS.iframeNotSet);
    const id = newId();
    const message = appMessageSchema.parse({ type: `${APP}${name}`, id, ...(payload === undefined ? {} : { payload }) });
    if (name === 'RPC_ABORT') {
      target.postMessage(message, this.origin);
      return Promise.resolve(undefined);
    }
    return new Promise((resolve, reject) => {
      const entry: Pending = { name, resolve, reject };
      if (name === 'RPC_REQUEST') entry.method = (payload as { method: string }).method;
      if (TIMED_REQUESTS.has(name)) {
        entry.timer = clock.setTimeout(() => {
          this.options.onTimeout?.('iframe_request_timeout');
          this.settle(id, new Error(ERRORS.somethingWrong));
        }, this.options.requestTimeoutMs ?? FRAME_REQUEST_TIMEOUT_MS);
      }
      this.pending.set(id, entry);
      target.postMessage(message, this.origin);
    });
  }

  private settle(id: string, outcome: Error | { value: unknown }): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.pending.delete(id);
    clock.clearTimeout(entry.timer);
    if (outcome instanceof Error) entry.reject(outcome);
    else entry.resolve(outcome.value);
  }

  private readonly onMessage = (event: MessageEvent): void => {
    if (event.origin !== this.origin || !this.iframe || event.source !== this.iframe.contentWindow) {
      // Other windows post messages for their own reasons; only a message that claims to be ours is news.
      if (claimsFrame(event.data)) this.drop('wrong origin', event);
      return;
    }
    const message = parseInbound(event.data);
    if (!message) return this.drop('wrong shape', event);
    if (message.kind === 'ready') return this.onReady ? this.onReady() : this.drop('repeated ready', event);
    if (message.kind === 'session') return;
    const entry = this.pending.get(message.id);
    if (!entry || entry.name !== message.name) return this.drop('unknown or answered id', event);
    if (message.kind === 'success') this.settle(message.id, { value: message.payload });
    else this.settle(message.id, new Error((message.payload as { message?: string } | undefined)?.message || ERRORS.frameDefault));
  };

  private drop(reason: string, event: MessageEvent): void {
    this.logger.warn(`W3mFrame: dropped a message (${reason})`, { origin: event.origin, data: event.data });
  }

  /** Rejects every open request that signs or sends; safe reads carry on. */
  abortRpcRequests(): number {
    let aborted = 0;
    for (const [id, entry] of this.pending) {
      if (entry.name !== 'RPC_REQUEST' || SAFE_RPC_METHODS.has(entry.method ?? '')) continue;
      this.settle(id, new Error(ERRORS.rpcAborted));
      aborted += 1;
    }
    if (aborted > 0 && this.iframe?.contentWindow) void this.request('RPC_ABORT').catch(() => undefined);
    return aborted;
  }

  /** Rejects every open request (sign-out, teardown), except the Farcaster URI, which waits on a phone. */
  abortAll(): void {
    for (const [id, entry] of this.pending) {
      if (entry.name === 'GET_FARCASTER_URI') continue;
      this.settle(id, new Error(entry.name === 'RPC_REQUEST' ? ERRORS.rpcAborted : ERRORS.somethingWrong));
    }
  }

  get openRequests(): number {
    return this.pending.size;
  }

  /** Lays the frame over `rect` (viewport coordinates) so its approval UI sits inside the modal. */
  show(rect: { left: number; top: number; width: number; height: number }): void {
    if (!this.iframe) throw new Error(ERRORS.iframeNotSet);
    Object.assign(this.iframe.style, {
      display: 'block',
      left: `${rect.left}px`,
      top: `${rect.top}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`
    });
  }

  hide(): void {
    if (this.iframe) this.iframe.style.display = 'none';
  }

  get visible(): boolean {
    return this.iframe?.style.display === 'block';
  }

  /** Removes the frame and rejects what is still open. */
  destroy(): void {
    this.destroyed = true;
    clock.clearTimeout(this.readyTimer);
    window.removeEventListener('message', this.onMessage);
    for (const id of [...this.pending.keys()]) this.settle(id, new Error(ERRORS.somethingWrong));
    this.iframe?.remove();
    this.iframe = undefined;
    this.loaded = undefined;
    this.readyPromise = undefined;
    this.onReady = undefined;
    this.ready = false;
  }
}

/**
 * The frame's side of sending: validated like everything else, and refused outside a parent window (a
 * secure page opened on its own has nobody to answer).
 */
export function postFrameEvent(message: { type: string; id?: string; payload?: unknown }, targetOrigin: string): void {
  if (typeof window === 'undefined' || !window.parent || window.parent === window) throw new Error(ERRORS.parentNotSet);
  if (!parseInbound(message)) throw new TypeError(`Invalid frame event: ${message.type}`);
  window.parent.postMessage(message, targetOrigin);
}
