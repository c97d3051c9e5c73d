/**
 * Choosing and buying: the size picker (a labelled radio group; sizes out of stock are disabled
 * and marked), the chosen variant's stock and per-store availability, and the add-to-cart button
 * (which asks for a size when none is chosen; disabled only when nothing is in stock).
 */
import { html, isServer, nothing, type TemplateResult } from 'lit';
import type { Product, Variant } from '../../api/schemas/product.ts';
import { variantName } from '../card.ts';
import type { heartIcon } from '../heart.ts';
import type { StorefrontStrings } from '../strings.ts';
import type { DetailExtras } from './detail-extras.ts';

export interface PurchaseView {
  product: Product;
  variant: Variant | undefined;
  strings: StorefrontStrings;
  /** Per-store availability is shown when the configuration names stores. */
  showStores: boolean;
  onSelectVariant(key: string): void;
  onAddToCart(): void;
  /**
   * With `favorites`: a favourite toggle beside the add-to-cart button; its heart comes with the
   * card extras, which hold the favourites.
   */
  favorite?: { pressed: boolean; onToggle(): void; heart: typeof heartIcon } | undefined;
  /** The per-store availability (detail-extras.ts), there when the configuration names stores. */
  extras?: DetailExtras | undefined;
  /** The level of the product's name: the availability's heading is one below. */
  level: number;
}

/** A picker is needed when there is a choice, or the only variant has a size to show. */
function needsPicker(product: Product): boolean {
  const [first, ...rest] = product.variants;
  return !!first && (rest.length > 0 || (first.label ?? first.size) !== undefined);
}

/**
 * The radios have a form of their own (never submitted: nothing in it can submit it): Chromium
 * keeps every radio ever removed from a shadow root in that root's group of its name, with the
 * detail around it; a form's group goes with the form (docs/decisions.md, "Memory on removal").
 */
function renderPicker(view: PurchaseView): TemplateResult | typeof nothing {
  const { product, variant, strings } = view;
  if (!needsPicker(product)) return nothing;
  return html`<fieldset class="variant-picker" part="variants">
    <legend class="variants-legend">${strings.size}</legend>
    <form class="variant-options">
      ${product.variants.map((option) => {
        const checked = option.key === variant?.key;
        const parts = [
          'variant',
          checked ? 'variant-selected' : '',
          option.inStock ? '' : 'variant-out-of-stock',
        ];
        return html`<label
          class="variant ${option.inStock ? '' : 'unavailable'}"
          part=${parts.filter(Boolean).join(' ')}
        >
          <input
            type="radio"
            name="variant"
            value=${option.key}
            ?checked=${checked}
            .checked=${
              // The live state in the browser; on the server a property binding would be written
              // as checked="false", which checks the radio (shop audit s28, M1).
              isServer ? nothing : checked
            }
            ?disabled=${!option.inStock}
            @change=${(event: Event) => {
              (event.target as HTMLInputElement)
                .form!.querySelector<HTMLInputElement>(':invalid')
                ?.setCustomValidity('');
              view.onSelectVariant(option.key);
            }}
          />
          <span class="variant-label">${variantName(option)}</span>
          ${
            option.inStock
              ? nothing
              : html`<span class="variant-stock">${strings.outOfStock}</span>`
          }
        </label>`;
      })}
    </form>
  </fieldset>`;
}

function stockText(variant: Variant, strings: StorefrontStrings): string {
  if (variant.stockNumber !== undefined) return strings.stock(variant.stockNumber);
  return variant.inStock ? strings.inStock : strings.outOfStock;
}

function renderFavorite(view: PurchaseView): TemplateResult | typeof nothing {
  const favorite = view.favorite;
  if (!favorite) return nothing;
  return html`<button
    class="favorite detail-favorite"
    part="favorite"
    type="button"
    aria-pressed=${favorite.pressed ? 'true' : 'false'}
    aria-label=${view.strings.favorite(view.product.name ?? view.product.title ?? '')}
    @click=${() => favorite.onToggle()}
  >
    ${favorite.heart(html, 22, favorite.pressed)}
  </button>`;
}

/**
 * Add to cart without a chosen size asks on the sizes, as quick add does on its select: the first
 * size in stock is made invalid with the hint's words and reported (focused, the browser's bubble
 * says why); choosing a size clears it. The button stays enabled so Tab reaches it and its hint
 * (accessibility audit s33, D3); it is disabled only when nothing can be bought.
 */
function askForSize(event: Event, strings: StorefrontStrings): void {
  const radio = (event.target as Element)
    .closest('.purchase')
    ?.querySelector<HTMLInputElement>('input:enabled');
  radio?.setCustomValidity(strings.chooseSize);
  radio?.reportValidity();
}

export function renderPurchase(view: PurchaseView): TemplateResult {
  const { variant, strings } = view;
  const variants = view.product.variants;
  const addToCart = html`<button
    class="add-to-cart"
    part="add-to-cart"
    type="button"
    ?disabled=${variant ? !variant.inStock : !variants.some((each) => each.inStock)}
    aria-describedby=${!variant && variants.length ? 'choose-hint' : nothing}
    @click=${(event: Event) => (variant ? view.onAddToCart() : askForSize(event, strings))}
  >
    ${strings.addToCart}
  </button>`;
  return html`<div class="purchase">
    ${renderPicker(view)}
    ${
      variant
        ? html`<p class="stock ${variant.inStock ? 'in-stock' : 'out-of-stock'}" part="stock">
            ${stockText(variant, strings)}
          </p>`
        : view.product.variants.length
          ? html`<p class="stock hint" part="stock" id="choose-hint">${strings.chooseSize}</p>`
          : nothing
    }
    ${view.extras?.availability(view)}
    ${view.favorite ? html`<div class="purchase-actions">${addToCart} ${renderFavorite(view)}</div>` : addToCart}
  </div>`;
}
