/**
 * `styleProperties({...})` on a `style` attribute: like Lit's `styleMap`, but always through the
 * CSSOM (`style.setProperty`). Lit's `styleMap` writes its first render as a `style` attribute
 * string, which a Content-Security-Policy without 'unsafe-inline' blocks (CSP3 `style-src-attr`);
 * CSSOM writes are allowed. One property per call, so a value cannot add other declarations.
 */
import { noChange, nothing } from 'lit';
import {
  Directive,
  directive,
  PartType,
  type AttributePart,
  type PartInfo,
} from 'lit/directive.js';

export type StyleProperties = Readonly<Record<string, string>>;

class StylePropertiesDirective extends Directive {
  private previous = new Set<string>();

  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ATTRIBUTE || partInfo.name !== 'style') {
      throw new Error('styleProperties() belongs on the `style` attribute alone.');
    }
  }

  /** Nothing as markup (server rendering included): properties are only ever set in `update`. */
  render(_properties: StyleProperties): typeof nothing {
    return nothing;
  }

  override update(part: AttributePart, [properties]: [StyleProperties]): typeof noChange {
    const { style } = part.element as HTMLElement;
    for (const name of this.previous) {
      if (!(name in properties)) style.removeProperty(name);
    }
    for (const [name, value] of Object.entries(properties)) style.setProperty(name, value);
    this.previous = new Set(Object.keys(properties));
    return noChange;
  }
}

export const styleProperties = directive(StylePropertiesDirective);
