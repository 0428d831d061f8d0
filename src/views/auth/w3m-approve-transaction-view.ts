import { LitElement, css, html } from 'lit';
import { $locale } from '../../core/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { placeApprovalFrame, authMsg } from '../../core/auth/index.js';
import { viewStyles } from '../view.styles.js';
import { authFormStyles } from './auth-form.styles.js';

/**
 * ApproveTransaction: hosts the secure frame's own approval UI inside the modal. The view reserves the space
 * and lays the frame over it (the frame's content is the secure site's, not ours); the modal refuses to
 * close on this view unless forced. Keyboard users reach the frame with Tab like any other control.
 *
 * @csspart slot - The box the secure frame is laid over (420px high, the size of the secure site's approval UI;
 *   style this part to change it).
 *
 * @tagname w3m-approve-transaction-view
 */
export class W3mApproveTransactionView extends LitElement {
  static override styles = [
    ...viewStyles,
    authFormStyles,
    css`
      :host {
        padding: 0 8px 8px;
      }
      .slot {
        height: 420px;
        border-radius: var(--_radius-md);
      }
    `,
  ];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private observer: ResizeObserver | undefined;
  private frameRequest = 0;

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('resize', this.place);
    window.addEventListener('scroll', this.place, true);
    this.updateComplete.then(() => {
      const slot = this.renderRoot.querySelector('.slot');
      if (!slot || !this.isConnected) return;
      this.observer ??= new ResizeObserver(this.place);
      this.observer.observe(slot);
      this.place();
      // The view slides in (a transform the observer does not see): place the frame again once it has landed.
      setTimeout(this.place, 200);
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('resize', this.place);
    window.removeEventListener('scroll', this.place, true);
    this.observer?.disconnect();
    cancelAnimationFrame(this.frameRequest);
    placeApprovalFrame(undefined);
  }

  protected override render() {
    return html`<p class="visually-hidden" role="status">${authMsg('frame.approveHint')}</p>
      <div part="slot" class="slot" role="presentation"></div>`;
  }

  /** Follows the box through the view's slide-in and any resize, one placement per frame. */
  private readonly place = (): void => {
    cancelAnimationFrame(this.frameRequest);
    this.frameRequest = requestAnimationFrame(() => {
      const slot = this.renderRoot.querySelector('.slot');
      if (!slot || !this.isConnected) return;
      const { left, top, width, height } = slot.getBoundingClientRect();
      placeApprovalFrame({ left, top, width, height });
    });
  };
}

defineElement('w3m-approve-transaction-view', W3mApproveTransactionView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-approve-transaction-view': W3mApproveTransactionView;
  }
}
