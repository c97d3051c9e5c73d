/**
 * The heart of a favourite toggle (the card extras', the product detail's). Drawn with the
 * caller's `html`: the card extras take Lit's tags from their loader, so this module imports
 * nothing and goes with them, out of a lone `<sf-product-card>`'s first file and out of the lists'
 * core (docs/decisions.md, "Lean card 2").
 */
import type { html as litHtml, TemplateResult } from 'lit';

/**
 * The heart, `size` px square, decorative (the button around it is named): an outline in the text
 * colour, filled when its toggle is `pressed`. Its looks are attributes of its `<path>`, so that
 * no shadow root needs rules for it.
 */
export function heartIcon(html: typeof litHtml, size: number, pressed: boolean): TemplateResult {
  return html`<svg
    viewBox="0 0 24 24"
    width=${size}
    height=${size}
    aria-hidden="true"
    focusable="false"
  >
    <path
      d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 7-6.9l.8.8.8-.8a4.9 4.9 0 0 1 7 6.9Z"
      fill=${pressed ? 'currentColor' : 'none'}
      stroke="currentColor"
      stroke-width="2"
    ></path>
  </svg>`;
}
