import { LitElement, css, html, nothing, svg, type SVGTemplateResult } from 'lit';
import { baseStyles } from '../../styles/shared.js';
import { defineElement } from './define-element.js';

/** 24×24 stroke icons drawn for this library; they inherit the text colour through `currentColor`. */
const ICONS = {
  close: svg`<path d="M6 6l12 12M18 6L6 18" />`,
  back: svg`<path d="M19 12H5M11 18l-6-6 6-6" />`,
  copy: svg`<rect x="9" y="9" width="11" height="11" rx="2" /><path d="M5 15H4.5A1.5 1.5 0 0 1 3 13.5v-9A1.5 1.5 0 0 1 4.5 3h9A1.5 1.5 0 0 1 15 4.5V5" />`,
  check: svg`<path d="M5 12.5l4.5 4.5L19 7" />`,
  'external-link': svg`<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />`,
  wallet: svg`<path d="M5 7V6a2 2 0 0 1 2-2h10" /><rect x="3" y="7" width="18" height="13" rx="2" /><path d="M21 11h-4a2 2 0 0 0 0 4h4" />`,
  error: svg`<circle cx="12" cy="12" r="9" /><path d="M9 9l6 6M15 9l-6 6" />`,
  warning: svg`<path d="M12 3.5L2.5 20h19z" /><path d="M12 10v4M12 17h.01" />`,
  info: svg`<circle cx="12" cy="12" r="9" /><path d="M12 11v6M12 7.5h.01" />`,
  'chevron-right': svg`<path d="M9 6l6 6-6 6" />`,
  qr: svg`<rect x="4" y="4" width="6" height="6" rx="1" /><rect x="14" y="4" width="6" height="6" rx="1" /><rect x="4" y="14" width="6" height="6" rx="1" /><path d="M14 14h2v2h-2zM18 18h2v2h-2zM18 14h2M14 19v1" />`,
  search: svg`<circle cx="11" cy="11" r="7" /><path d="M20 20l-4-4" />`,
  disconnect: svg`<path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 8l-4 4 4 4M6 12h10" />`,
  buy: svg`<rect x="3" y="6" width="18" height="13" rx="2" /><path d="M3 10h18M7 15h4" />`,
  receive: svg`<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />`,
  swap: svg`<path d="M4 8h14M14 4l4 4-4 4M20 16H6M10 12l-4 4 4 4" />`,
  network: svg`<circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />`,
} satisfies Record<string, SVGTemplateResult>;

export type IconName = keyof typeof ICONS;
export type IconSize = 'sm' | 'md' | 'lg' | 'inherit';

/** Every icon name, e.g. for stories and validation. */
export const ICON_NAMES = Object.freeze(Object.keys(ICONS)) as readonly IconName[];

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && Object.hasOwn(ICONS, value);
}

/**
 * A decorative inline SVG icon. It is always hidden from assistive technology: the control that
 * contains it carries the accessible name. An unknown `name` renders nothing. The `back` arrow is
 * mirrored where the text runs right to left (`dir="rtl"` above).
 *
 * @csspart svg - The `<svg>` element.
 *
 * @tagname wui-icon
 */
export class WuiIcon extends LitElement {
  static override properties = {
    name: { type: String, reflect: true },
    size: { type: String, reflect: true },
  };

  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-flex;
        flex: none;
        width: 20px;
        height: 20px;
        color: inherit;
      }
      :host([size='sm']) {
        width: 14px;
        height: 14px;
      }
      :host([size='lg']) {
        width: 24px;
        height: 24px;
      }
      :host([size='inherit']) {
        width: 1em;
        height: 1em;
      }
      svg {
        width: 100%;
        height: 100%;
      }
      /* The back arrow points along the line of text: it turns round in a right-to-left language. */
      :host([name='back']:dir(rtl)) svg {
        transform: scaleX(-1);
      }
    `,
  ];

  /** Icon to draw; one of {@link ICON_NAMES}. */
  declare name: IconName | '';
  /** `sm` 14px, `md` 20px, `lg` 24px, `inherit` 1em. */
  declare size: IconSize;

  constructor() {
    super();
    this.name = '';
    this.size = 'md';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.setAttribute('aria-hidden', 'true');
  }

  protected override render() {
    if (!isIconName(this.name)) return nothing;
    return html`<svg
      part="svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      ${ICONS[this.name]}
    </svg>`;
  }
}

defineElement('wui-icon', WuiIcon);

declare global {
  interface HTMLElementTagNameMap {
    'wui-icon': WuiIcon;
  }
}
