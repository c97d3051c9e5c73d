/**
 * Prices: `Intl.NumberFormat` in the visitor's locale, as currency when a currency is configured
 * (a plain localized number otherwise). Formatters are costly to build, so they are cached.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Price } from '../api/schemas/product.ts';
import type { StorefrontStrings } from './strings.ts';

export interface PriceFormat {
  locale: string;
  currency: string | undefined;
}

export interface PriceContext extends PriceFormat {
  strings: Pick<StorefrontStrings, 'priceFrom' | 'listPrice' | 'sellingPrice'>;
}

const formatters = new Map<string, Intl.NumberFormat>();

function createFormatter(locale: string, currency: string | undefined): Intl.NumberFormat {
  const options: Intl.NumberFormatOptions = currency ? { style: 'currency', currency } : {};
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    // An invalid locale or currency code must not break the card: fall back step by step.
    try {
      return new Intl.NumberFormat(locale);
    } catch {
      return new Intl.NumberFormat('en', options.currency ? {} : options);
    }
  }
}

function formatter(locale: string, currency: string | undefined): Intl.NumberFormat {
  const key = `${locale}|${currency ?? ''}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = createFormatter(locale, currency);
    formatters.set(key, cached);
  }
  return cached;
}

/** `amount` formatted for `locale`, as `currency` when given (e.g. `1 299,00 kr`, `$12.50`). */
export function formatPrice(amount: number, { locale, currency }: PriceFormat): string {
  return formatter(locale, currency).format(amount);
}

/** True when the selling price is below the list price (the product is on sale). */
export function isOnSale(selling: Price | undefined, list: Price | undefined): boolean {
  return !!selling && !!list && (selling.min < list.min || selling.max < list.max);
}

/** True when the price is a range over the variants ("from …"). */
export function isRange(price: Price): boolean {
  return price.min !== price.max;
}

/**
 * The price of a product: its selling price ("from" the minimum when variants differ), and the
 * list price struck through when the product is on sale. Nothing when the product has no price.
 */
export function renderPrice(
  prices: { sellingPrice?: Price | undefined; listPrice?: Price | undefined },
  context: PriceContext,
): TemplateResult | typeof nothing {
  const selling = prices.sellingPrice ?? prices.listPrice;
  if (!selling) return nothing;
  const list = prices.sellingPrice ? prices.listPrice : undefined;
  const sale = isOnSale(selling, list);
  const range = isRange(selling);
  const amount = formatPrice(selling.min, context);
  return html`<p class="price" part="price">
    <span class=${sale ? 'selling-price sale' : 'selling-price'} part="selling-price"
      ><span class="visually-hidden">${context.strings.sellingPrice}: </span>${
        range ? `${context.strings.priceFrom} ${amount}` : amount
      }</span
    >${
      sale && list
        ? html` <s class="list-price" part="list-price"
            ><span class="visually-hidden">${context.strings.listPrice}: </span>${formatPrice(
              list.min,
              context,
            )}</s
          >`
        : nothing
    }
  </p>`;
}
