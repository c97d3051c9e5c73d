/**
 * Back-in-stock subscriptions: the product (name and image, from the shop's lookup; else the
 * SKU), when it was added, and a remove button.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { BackInStockSubscription } from '../../api/schemas/engage.ts';
import type { SfStrings } from '../strings.ts';
import { safeSrc } from '../url.ts';
import { formatDate, type EngageFormat } from './format.ts';

/** What a shopper recognises of a SKU. */
export interface ProductSummary {
  name: string;
  imageUrl?: string | undefined;
}

/** The shop's lookup of a SKU; undefined (or a failure) leaves the SKU shown. */
export type ProductLookup = (
  sku: string,
  signal: AbortSignal,
) => Promise<ProductSummary | undefined> | ProductSummary | undefined;

/** A lookup slower than this is not waited for: the list shows those SKUs instead. */
export const PRODUCT_LOOKUP_TIMEOUT_MS = 5000;
const MAX_NAME_LENGTH = 200;

/**
 * Each distinct SKU looked up once, in parallel, through the shop's `lookup`. What it answers is
 * data: a name must be a non-blank string (clipped), an image a safe URL; anything else, a throw
 * or a timeout leaves that SKU without a summary. Never rejects.
 */
export async function lookUpProducts(
  skus: readonly string[],
  lookup: ProductLookup | undefined,
  signal: AbortSignal,
): Promise<Map<string, ProductSummary>> {
  const found = new Map<string, ProductSummary>();
  if (typeof lookup !== 'function') return found;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, PRODUCT_LOOKUP_TIMEOUT_MS, undefined);
  });
  await Promise.all(
    [...new Set(skus)].map(async (sku) => {
      try {
        const summary = await Promise.race([lookup(sku, signal), timeout]);
        const name = typeof summary?.name === 'string' ? summary.name.trim() : '';
        if (!name) return;
        const image = typeof summary?.imageUrl === 'string' ? safeSrc(summary.imageUrl) : undefined;
        found.set(sku, {
          name: name.slice(0, MAX_NAME_LENGTH),
          ...(image ? { imageUrl: image } : {}),
        });
      } catch {
        // The shop's lookup failed for this SKU: it is shown as its SKU.
      }
    }),
  );
  clearTimeout(timer);
  return found;
}

export interface BackInStockContext {
  strings: SfStrings;
  format: EngageFormat;
  /** Ids being removed (their buttons are disabled meanwhile). */
  removing: ReadonlySet<string>;
  /** The shop's lookup's answers, by SKU. */
  products: ReadonlyMap<string, ProductSummary>;
  onRemove: (subscription: BackInStockSubscription) => void;
}

export function renderSubscription(
  subscription: BackInStockSubscription,
  context: BackInStockContext,
): TemplateResult {
  const { strings, format } = context;
  const created = formatDate(subscription.createdOn, format);
  const product = context.products.get(subscription.sku);
  const label = product?.name ?? strings.backInStockSku(subscription.sku);
  // Inside the button's name the SKU alone: "Item P1-XS" would start a sentence mid-sentence.
  const removeName = product?.name ?? subscription.sku;
  return html`<li part="subscription" class="item row" data-id=${subscription.id}>
    ${
      product?.imageUrl
        ? html`<img
            part="subscription-image"
            class="product-image"
            src=${product.imageUrl}
            alt=""
            width="56"
            height="70"
            loading="lazy"
          />`
        : nothing
    }
    <div class="row-text">
      <p part="subscription-sku" class="name">${label}</p>
      ${
        created
          ? html`<p part="subscription-date" class="meta">
              <time datetime=${subscription.createdOn ?? ''}
                >${strings.backInStockCreated(created)}</time
              >
            </p>`
          : nothing
      }
    </div>
    <button
      part="remove-button"
      class="button secondary"
      type="button"
      ?disabled=${context.removing.has(subscription.id)}
      @click=${() => context.onRemove(subscription)}
    >
      ${strings.backInStockRemove}<span class="visually-hidden"> ${removeName}</span>
    </button>
  </li>`;
}
