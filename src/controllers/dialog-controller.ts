import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { $modal, requestCloseModal } from '../core/index.js';
import type { ModalState } from '../core/index.js';
import { W3mRequestCloseEvent } from '../events/request-close-event.js';
import type { RequestCloseSource } from '../events/request-close-event.js';
import { StoreController } from './store-controller.js';
import { scheduleIdle } from './modal-ui-controller.js';
import { deepActiveElement } from './deep-focus.js';

/**
 * The single path by which a user closes the modal: announce the request from `from` (the host page may veto
 * it with `preventDefault()` on `w3m-request-close`), then let the core's close policy decide.
 *
 * @returns true when the modal is closed afterwards.
 */
export function requestClose(from: EventTarget, source: RequestCloseSource): boolean {
  if (!from.dispatchEvent(new W3mRequestCloseEvent({ source }))) return false;
  return requestCloseModal(source);
}

const focusIsLost = (): boolean => !document.activeElement || document.activeElement === document.body;

/**
 * Focuses the element that opened the dialog; its shadow host when a re-render replaced the inner control;
 * and when the page replaced the whole button (a React page that renders another one once connected), or focus
 * had already fallen to `<body>` when the dialog opened (a wallet's chain change re-renders the button in the same
 * moment as it opens the wrong-network view), the page's wallet button, which is what opens the modal.
 */
function restoreFocus(opener: HTMLElement | undefined, openerHost: HTMLElement | undefined): void {
  const target = [opener, openerHost, document.querySelector<HTMLElement>('w3m-button, appkit-button') ?? undefined].find(
    candidate => candidate?.isConnected && candidate !== document.body,
  );
  target?.focus();
}

/** What the dialog controller needs from its host's shadow DOM. */
export interface DialogParts {
  /** The native `<dialog>` the host renders. */
  dialog(): HTMLDialogElement | null;
  /** What takes focus once the dialog is open (awaiting its `updateComplete` when it has one). */
  initialFocus(): (HTMLElement & { updateComplete?: Promise<unknown> }) | null;
}

/**
 * Keeps a host's native `<dialog>` in line with `$modal`: the store opens and closes it, the element never
 * decides by itself. It also saves the focus on open and gives it back on close, releases the page's pointer
 * lock on open, turns Escape, the dialog's `cancel`, a browser-initiated `close` and a backdrop click into close
 * requests ({@link requestClose}), and warms the dialog up while the page is idle.
 */
export class DialogController implements ReactiveController {
  private readonly modal: StoreController<ModalState>;
  private bound: HTMLDialogElement | undefined;
  private opener: HTMLElement | undefined;
  private openerHost: HTMLElement | undefined;
  private pointerDownOnBackdrop = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly parts: DialogParts,
  ) {
    this.modal = new StoreController(host, $modal);
    host.addController(this);
  }

  /** The modal store's state, for rendering (`open`, `shake`). */
  get state(): ModalState {
    return this.modal.value;
  }

  hostConnected(): void {
    scheduleIdle(() => this.warmUp());
  }

  hostUpdated(): void {
    const dialog = this.parts.dialog();
    if (!dialog) return;
    this.listen(dialog);
    const open = this.modal.value.open;
    if (open && !dialog.open) void this.openDialog(dialog);
    else if (!open && dialog.open) this.closeDialog(dialog);
  }

  /**
   * The first opening of a dialog pays for style resolution and layout of every view part. Doing that once
   * while the page is idle (hidden, within one task, so nothing is painted or focused) makes the click that
   * opens the modal show its view within a frame.
   */
  private warmUp(): void {
    const dialog = this.parts.dialog();
    if (!dialog || dialog.open || !this.host.isConnected) return;
    dialog.classList.add('warming');
    // The attribute, not show(): show() would run the focusing steps and move the page's focus.
    dialog.setAttribute('open', '');
    dialog.getBoundingClientRect();
    dialog.removeAttribute('open');
    dialog.classList.remove('warming');
  }

  private listen(dialog: HTMLDialogElement): void {
    if (dialog === this.bound) return;
    this.bound?.removeEventListener('keydown', this.onKeyDown);
    this.bound?.removeEventListener('cancel', this.onCancel);
    this.bound?.removeEventListener('close', this.onNativeClose);
    this.bound?.removeEventListener('pointerdown', this.onPointerDown);
    this.bound?.removeEventListener('click', this.onClick);
    dialog.addEventListener('keydown', this.onKeyDown);
    dialog.addEventListener('cancel', this.onCancel);
    dialog.addEventListener('close', this.onNativeClose);
    dialog.addEventListener('pointerdown', this.onPointerDown);
    dialog.addEventListener('click', this.onClick);
    this.bound = dialog;
  }

  private async openDialog(dialog: HTMLDialogElement): Promise<void> {
    // A first-person game holds the pointer: the player needs it back to point at the modal. The game takes
    // it again on the modal's close event.
    if (document.pointerLockElement) document.exitPointerLock();
    // The inner button when a click on `<w3m-button>` opened it, which its shadow host stands for if re-rendered.
    this.opener = deepActiveElement();
    this.openerHost = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    try {
      dialog.showModal();
    } catch {
      // Not in the top layer (old engine, or shown non-modally elsewhere): fall back to a fixed overlay.
      dialog.setAttribute('open', '');
    }
    const first = this.parts.initialFocus();
    await first?.updateComplete;
    if (dialog.open) first?.focus();
  }

  private closeDialog(dialog: HTMLDialogElement): void {
    // document.activeElement, not :focus-within: the latter does not match while the window is in the background.
    const active = document.activeElement;
    const hadFocus = !active || active === document.body || active === this.host || this.host.contains(active);
    dialog.close();
    const { opener, openerHost } = this;
    this.opener = this.openerHost = undefined;
    if (!hadFocus) return;
    restoreFocus(opener, openerHost);
    // The close often comes with the change that replaces the opener (connect, disconnect, a view that closes
    // itself): the page re-renders its button after this call. Once that frame's renders are done, focus
    // that fell to <body> goes to what took the opener's place.
    requestAnimationFrame(() => {
      if (!this.modal.value.open && focusIsLost()) restoreFocus(opener, openerHost);
    });
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    // Something inside (a nested popup) that already handled Escape is the top-most overlay, not us.
    if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
    event.preventDefault();
    requestClose(this.host, 'escape');
  };

  /** Close requests that skip keydown (Android back, close watchers) arrive as `cancel`. */
  private readonly onCancel = (event: Event): void => {
    event.preventDefault();
    requestClose(this.host, 'escape');
  };

  /** The browser closed the dialog on its own (a non-cancelable cancel): bring it back in line with the store. */
  private readonly onNativeClose = (): void => {
    const dialog = this.parts.dialog();
    if (!dialog || dialog.open || !this.modal.value.open) return;
    if (!requestClose(this.host, 'escape') && this.modal.value.open) void this.openDialog(dialog);
  };

  private readonly onPointerDown = (event: PointerEvent): void => {
    this.pointerDownOnBackdrop = event.target === this.parts.dialog();
  };

  private readonly onClick = (event: MouseEvent): void => {
    // The card fills the dialog box, so a click whose target is the dialog itself landed on the backdrop.
    const onBackdrop = event.target === this.parts.dialog() && this.pointerDownOnBackdrop;
    this.pointerDownOnBackdrop = false;
    if (onBackdrop) requestClose(this.host, 'backdrop');
  };
}
