/**
 * What only some cards show: the quick-add form (`quick-add`) and the favourite toggle
 * (`favorites`), their templates and their looks. A chunk of its own that an element with either
 * attribute loads before it renders cards (src/elements/card-extras.ts); the card's row for quick
 * add (`.with-quick-add`, `.actions`) stays in card.styles.ts, since the skeleton uses it, and the
 * heart (heart.ts, shared with the product detail) draws its own outline and fill
 * (docs/decisions.md, "Lean list: templates, strings and server adoption" and "Lean card 2").
 *
 * Lit's tags and the card's helpers come from the loader (`CardExtraDeps`) rather than imports:
 * a bundler that splits this chunk off a lone `<sf-product-card>` then needs no third chunk for
 * what the two share.
 */
import type { css, html, nothing } from 'lit';
import type { Product, ProductGroup } from '../api/schemas/product.ts';
import type { CardContext, displayName, variantName } from './card.ts';
import { heartIcon } from './heart.ts';

/** What the card extras take from the module that loads them. */
export interface CardExtraDeps {
  html: typeof html;
  css: typeof css;
  nothing: typeof nothing;
  displayName: typeof displayName;
  variantName: typeof variantName;
}

/** The quick-add form, the favourite toggle and their looks. */
export function cardExtraTemplates(deps: CardExtraDeps) {
  const { html, css, nothing, displayName, variantName } = deps;

  /**
   * Quick add: a form, so the button (and Enter) submits the chosen size without state in the
   * template. As on the product page, a product with several sizes needs a choice: the select
   * starts on its "Choose a size" placeholder, and a submit without a size is stopped, the select
   * then invalid with that message (`setCustomValidity`, in the shopper's language; not
   * `required`, which marked every card's select invalid to screen readers before the shopper had
   * done anything: accessibility audit s33, D2); one size is added at once. Sizes out of stock
   * are disabled. `method="dialog"`: outside a dialog, a submission the script does not handle
   * (a server-rendered card before the library has run) goes nowhere, where the default would
   * reload the page with `?variant=…` and add nothing (shop audit s28, M2).
   */
  function renderQuickAdd(group: ProductGroup, product: Product, context: CardContext) {
    const onQuickAdd = context.onQuickAdd;
    if (!onQuickAdd) return nothing;
    const { strings } = context;
    const name = displayName(product);
    const variants = product.variants;
    const inStock = variants.find((variant) => variant.inStock);
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const form = event.currentTarget as HTMLFormElement;
      const key = form.elements.namedItem('variant');
      // No size yet: the select says so, in the shopper's language, and is invalid only now.
      if (key instanceof HTMLSelectElement && !key.value) {
        key.setCustomValidity(strings.chooseSize);
        key.reportValidity();
        return;
      }
      const chosen =
        key instanceof HTMLSelectElement
          ? variants.find((variant) => variant.key === key.value)
          : inStock;
      if (chosen?.inStock) onQuickAdd(group, product, chosen);
    };
    return html`<form class="quick-add" method="dialog" @submit=${onSubmit}>
      ${
        variants.length > 1
          ? html`<select
              class="variant-select"
              part="variant-select"
              name="variant"
              aria-label=${strings.quickAddSize(name)}
              @change=${validAgain}
            >
              <option value="" selected>${strings.chooseSize}</option>
              ${variants.map(
                (variant) =>
                  html`<option value=${variant.key} ?disabled=${!variant.inStock}>
                    ${variant.inStock ? variantName(variant) : `${variantName(variant)} (${strings.outOfStock})`}
                  </option>`,
              )}
            </select>`
          : nothing
      }
      <button
        class="add-to-cart"
        part="add-to-cart"
        type="submit"
        aria-label=${strings.quickAdd(name)}
        ?disabled=${!inStock}
      >
        ${strings.addToCart}
      </button>
    </form>`;
  }

  /** A size chosen: the select is valid again. */
  const validAgain = (event: Event) =>
    (event.currentTarget as HTMLSelectElement).setCustomValidity('');

  /** The favourite toggle over the image: a button with `aria-pressed`. */
  function renderFavorite(group: ProductGroup, product: Product, context: CardContext) {
    const favorites = context.favorites;
    if (!favorites) return nothing;
    const pressed = favorites.has(product.key);
    return html`<button
      class="favorite"
      part="favorite"
      type="button"
      aria-pressed=${pressed ? 'true' : 'false'}
      aria-label=${context.strings.favorite(displayName(product))}
      @click=${() => favorites.toggle(group, product)}
    >
      ${heartIcon(html, 20, pressed)}
    </button>`;
  }

  /* Their looks, after `cardStyles`. */
  const styles = css`
    /* The size select above the button, each the card's width; the button at the bottom. */
    .quick-add {
      display: grid;
      grid-template-rows: 1fr 1fr;
      gap: 0.25em;
      block-size: 100%;
    }
    .quick-add .variant-select {
      min-inline-size: 0;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      background: var(--_surface);
      color: inherit;
      font: inherit;
      font-size: var(--_small);
    }
    .quick-add .add-to-cart {
      grid-row: 2;
      min-inline-size: 0;
      padding: 0 0.75em;
      border: 0;
      border-radius: var(--_radius);
      background: var(--_accent);
      color: var(--_on-accent);
      font: inherit;
      font-size: var(--_small);
      font-weight: 600;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
      cursor: pointer;
    }
    .quick-add .add-to-cart:disabled {
      opacity: 0.5;
      cursor: not-allowed;
    }
    .quick-add :focus-visible,
    .card .favorite:focus-visible {
      outline: var(--_focus);
      outline-offset: 1px;
    }
    /* Whole within the 2px of room of its clipped row. */
    .quick-add :focus-visible {
      outline-offset: 0;
    }

    /* Favourite toggle, at the bottom end of the image (primary badges hold the top). */
    .card .favorite {
      position: absolute;
      inset-block-end: 0.5em;
      inset-inline-end: 0.5em;
      display: grid;
      place-items: center;
      inline-size: 2.25em;
      block-size: 2.25em;
      padding: 0;
      border: 0;
      border-radius: 50%;
      background: var(--sf-color-control-bg, #fff);
      color: var(--_sale);
      cursor: pointer;
      box-shadow: 0 1px 3px rgb(0 0 0 / 0.2);
    }
    /* High contrast replaces the colours: the buttons keep an edge. */
    @media (forced-colors: active) {
      .quick-add .add-to-cart,
      .card .favorite {
        border: 1px solid;
      }
    }
  `;

  return { quickAdd: renderQuickAdd, favorite: renderFavorite, styles };
}
