/**
 * Colour swatches. `COLORS` swatches are one to three colour segments; the other types are CSS
 * patterns (metallic silver and gold, a multicolour wheel, a transparent checkerboard) and
 * `MISSING_COLORS` a neutral fallback. Colours come from the product feed and end up in the
 * element's style (set through the CSSOM), so only plain colour values pass (see `safeColor`).
 */
import { html, type TemplateResult } from 'lit';
import { styleProperties } from './style-properties.ts';
import type { Swatch } from '../api/schemas/product.ts';

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUMBER = String.raw`[-+]?(?:\d+(?:\.\d+)?|\.\d+)(?:%|deg)?`;
const FUNCTIONAL = new RegExp(
  String.raw`^(?:rgba?|hsla?)\(\s*${NUMBER}(?:\s*[,/\s]\s*${NUMBER}){2,3}\s*\)$`,
  'i',
);
const NAMED = /^[a-z]+$/i;

/**
 * `value` when it is a plain CSS colour: `#hex`, `rgb()`/`rgba()`/`hsl()`/`hsla()` of numbers, or
 * a colour name; else undefined. Anything else (`red; background: url(…)`, `var()`, `expression`)
 * could inject CSS into the `style` attribute and is refused.
 */
export function safeColor(value: string): string | undefined {
  const trimmed = value.trim();
  if (!HEX.test(trimmed) && !FUNCTIONAL.test(trimmed) && !NAMED.test(trimmed)) return undefined;
  // The pattern admits any word: let the browser confirm it is a colour.
  if (typeof CSS !== 'undefined' && !CSS.supports('color', trimmed)) return undefined;
  return trimmed;
}

/** The CSS class of a swatch: its type in kebab case (`colors`, `missing-colors`, …). */
function typeClass(type: Swatch['type']): string {
  return type.toLowerCase().replace('_', '-');
}

/**
 * A swatch (part `swatch`), decorative: the link or text around it names the product. A `COLORS`
 * swatch with no safe colour falls back to `MISSING_COLORS`.
 */
export function renderSwatch(swatch: Swatch): TemplateResult {
  if (swatch.type === 'COLORS') {
    const colors = swatch.colors.flatMap((color) => safeColor(color) ?? []).slice(0, 3);
    if (colors.length) {
      return html`<span class="swatch swatch-colors" part="swatch" aria-hidden="true"
        >${colors.map(
          (color) =>
            html`<span
              class="segment"
              style=${styleProperties({ 'background-color': color })}
            ></span>`,
        )}</span
      >`;
    }
    return html`<span
      class="swatch swatch-missing-colors"
      part="swatch"
      aria-hidden="true"
    ></span>`;
  }
  return html`<span
    class="swatch swatch-${typeClass(swatch.type)}"
    part="swatch"
    aria-hidden="true"
  ></span>`;
}
