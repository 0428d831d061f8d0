import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ReadableAtom } from 'nanostores';

/**
 * Binds a nanostores store to a Lit element: subscribes when the element is attached, unsubscribes when it
 * is detached, and re-subscribes on re-attach, so an element moved in the DOM never goes stale or leaks.
 */
export class StoreController<T> implements ReactiveController {
  value: T;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly store: ReadableAtom<T>
  ) {
    this.value = store.get();
    host.addController(this);
  }

  hostConnected(): void {
    // Lit calls this twice for a controller added while its host connects: one subscription, or one would leak.
    if (this.unsubscribe) return;
    this.unsubscribe = this.store.subscribe(value => {
      this.value = value;
      this.host.requestUpdate();
    });
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }
}
