/**
 * Specifications: measurements (amount and unit as imported) and custom attributes (`custom`
 * values, `typedCustom` numbers and lengths) of the product. The chosen variant's values replace
 * the product's in rows the product has, and add none: a variant's own feed fields (a `gtin`, a
 * warehouse code) are not for shoppers, and choosing a size must not move the page.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Measurement, Product, Variant } from '../../api/schemas/product.ts';
import type { StorefrontStrings } from '../strings.ts';
import { MEASUREMENTS } from './strings.ts';
import { sectionHeading } from './info.ts';

export interface SpecsView {
  product: Product;
  variant: Variant | undefined;
  locale: string;
  strings: StorefrontStrings;
  /** The level of the product's name: the sections are one below. */
  level: number;
}

function formatNumber(value: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
  } catch {
    return String(value);
  }
}

function formatMeasurement(measurement: Measurement, locale: string): string {
  return `${formatNumber(measurement.amount, locale)} ${measurement.unit}`.trim();
}

function rows(entries: readonly [string, string, string][]): TemplateResult[] {
  return entries.map(
    ([key, name, value]) =>
      html`<div class="row" data-key=${key}>
        <dt>${name}</dt>
        <dd>${value}</dd>
      </div>`,
  );
}

export function renderMeasurements(view: SpecsView): TemplateResult | typeof nothing {
  const { product, variant, strings } = view;
  // The chosen variant's measure wins over the product's, in the product's rows only.
  const entries = MEASUREMENTS.flatMap((name): [string, string, string][] => {
    const measurement = product[name] && (variant?.[name] ?? product[name]);
    return measurement
      ? [[name, strings.measurement(name), formatMeasurement(measurement, view.locale)]]
      : [];
  });
  if (!entries.length) return nothing;
  return html`<section class="measurements-section">
    ${sectionHeading(view.level, strings.measurements)}
    <dl class="specs measurements" part="measurements">${rows(entries)}</dl>
  </section>`;
}

/** The attribute rows of `source` by key: custom values, typed numbers and lengths. */
function attributeValues(
  source: Product | Variant | undefined,
  locale: string,
): Map<string, string> {
  const values = new Map<string, string>();
  for (const [key, list] of Object.entries(source?.custom ?? {})) {
    const text = list.map((value) => value.label ?? value.id).join(', ');
    if (text) values.set(key, text);
  }
  const typed = source?.typedCustom;
  for (const [key, value] of Object.entries(typed?.numbers ?? {})) {
    values.set(key, formatNumber(value, locale));
  }
  for (const [key, value] of Object.entries(typed?.lengths ?? {})) {
    values.set(key, formatMeasurement(value, locale));
  }
  return values;
}

export function renderAttributes(view: SpecsView): TemplateResult | typeof nothing {
  const { strings, locale } = view;
  const chosen = attributeValues(view.variant, locale);
  const entries = [...attributeValues(view.product, locale)].map(
    ([key, value]): [string, string, string] => [
      key,
      strings.attribute(key),
      chosen.get(key) ?? value,
    ],
  );
  if (!entries.length) return nothing;
  return html`<section class="attributes-section">
    ${sectionHeading(view.level, strings.attributes)}
    <dl class="specs attributes" part="attributes">${rows(entries)}</dl>
  </section>`;
}
