import { noChange } from 'lit';
import { Directive, PartType, directive } from 'lit/directive.js';
import type { ElementPart, PartInfo } from 'lit/directive.js';

type StyleProps = Readonly<Record<string, string | undefined>>;

/**
 * Sets inline style properties through the CSSOM (`element.style.setProperty`), never through a `style`
 * attribute: a page with `style-src 'self'` blocks style attributes (Lit's `styleMap` writes one on its first
 * render) but not CSSOM writes. Names are CSS names (`background-color`, `--_size`); `undefined` removes one.
 * Used as an element binding: `<div ${styleProps({ height: '40px' })}>`.
 */
class StylePropsDirective extends Directive {
  private previous = new Set<string>();

  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ELEMENT) throw new Error('styleProps() is an element binding: <div ${styleProps({…})}>');
  }

  render(_props: StyleProps): typeof noChange {
    return noChange;
  }

  override update(part: ElementPart, [props]: [StyleProps]): typeof noChange {
    const style = (part.element as HTMLElement | SVGElement).style;
    for (const name of this.previous) if (props[name] === undefined) style.removeProperty(name);
    this.previous = new Set();
    for (const [name, value] of Object.entries(props)) {
      if (value === undefined) continue;
      style.setProperty(name, value);
      this.previous.add(name);
    }
    return noChange;
  }
}

export const styleProps = directive(StylePropsDirective);
