import type { CSSResultOrNative, ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import { $modal } from '../core/index.js';
import { loadLazy } from '../core/lazy.js';
import type { LazyModules } from '../core/lazy.js';

/** What the dialog's UI needs from `<w3m-modal>`, the element that hosts it. */
export interface ModalUiHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** The host's own styles; the dialog's are adopted beside them. */
  readonly hostStyles: readonly CSSResultOrNative[];
  /** The configuration error to show in the alert banner, if any. */
  readonly configError: string | undefined;
  /** The toaster the host renders; placed inside the dialog while it is open, so toasts stay above it. */
  readonly toaster: TemplateResult;
}

/** The dialog's rendering and behaviour, attached to `<w3m-modal>` once its chunk has loaded. */
export interface ModalUi {
  render(): TemplateResult;
  updated(): void;
}

type ModalUiModule = LazyModules['modalUi'];

/** The dialog's chunk once it has arrived: later modals attach it at once. */
let loaded: ModalUiModule | undefined;
let loading: Promise<ModalUiModule | undefined> | undefined;

function loadModalUi(): Promise<ModalUiModule | undefined> {
  loading ??= loadLazy('modalUi').then(
    module => (loaded = module),
    error => {
      loading = undefined; // the next open tries again
      console.error('w3m-modal: the dialog failed to load', error);
      return undefined;
    },
  );
  return loading;
}

/** Runs `task` once the page is idle (at the latest after 2 s), or after a short delay where there is no idle callback. */
export function scheduleIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

/**
 * Gives `<w3m-modal>` its dialog, which is a chunk of its own (`modalUi` in src/features.ts): fetched once the
 * page is idle, or at once when the modal opens before that, then attached and rendered by the host.
 */
export class ModalUiController implements ReactiveController {
  /** The attached dialog, once its chunk has arrived. */
  ui: ModalUi | undefined;
  private stopWatchingOpen: (() => void) | undefined;

  constructor(private readonly host: ModalUiHost) {
    host.addController(this);
  }

  hostConnected(): void {
    if (this.attach()) return;
    this.stopWatchingOpen ??= $modal.subscribe(({ open }) => {
      if (open) void this.ready();
    });
    scheduleIdle(() => void this.ready());
  }

  hostDisconnected(): void {
    this.stopWatchingOpen?.();
    this.stopWatchingOpen = undefined;
  }

  /** Settles once the dialog is attached (or its chunk failed to load). */
  async ready(): Promise<void> {
    if (!this.ui && (await loadModalUi())) this.attach();
  }

  private attach(): boolean {
    if (this.ui) return true;
    if (!loaded || !this.host.isConnected) return false;
    this.ui = loaded.attachModalUi(this.host);
    this.host.requestUpdate();
    return true;
  }
}
