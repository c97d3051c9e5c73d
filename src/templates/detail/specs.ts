/**
 * Specifications: measurements (amount and unit as imported) and custom attributes (`custom`
 * values, `typedCustom` numbers and lengths), of the product and of the chosen variant.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Measurement, Product, Variant } from '../../api/schemas/product.ts';
import type { StorefrontStrings } from '../strings.ts';
import { MEASUREMENTS } from './strings.ts';

export interface SpecsView {
  product: Product;
  variant: Variant | undefined;
  locale: string;
  strings: StorefrontStrings;
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
  // The chosen variant's measure wins over the product's.
  const entries = MEASUREMENTS.flatMap((name): [string, string, string][] => {
    const measurement = variant?.[name] ?? product[name];
    return measurement
      ? [[name, strings.measurement(name), formatMeasurement(measurement, view.locale)]]
      : [];
  });
  if (!entries.length) return nothing;
  return html`<section class="measurements-section">
    <h2 class="section-heading">${strings.measurements}</h2>
    <dl class="specs measurements" part="measurements">${rows(entries)}</dl>
  </section>`;
}

export function renderAttributes(view: SpecsView): TemplateResult | typeof nothing {
  const { product, variant, strings, locale } = view;
  const entries: [string, string, string][] = [];
  for (const source of [product, variant]) {
    for (const [key, values] of Object.entries(source?.custom ?? {})) {
      const text = values.map((value) => value.label ?? value.id).join(', ');
      if (text) entries.push([key, strings.attribute(key), text]);
    }
    const typed = source?.typedCustom;
    for (const [key, value] of Object.entries(typed?.numbers ?? {})) {
      entries.push([key, strings.attribute(key), formatNumber(value, locale)]);
    }
    for (const [key, value] of Object.entries(typed?.lengths ?? {})) {
      entries.push([key, strings.attribute(key), formatMeasurement(value, locale)]);
    }
  }
  if (!entries.length) return nothing;
  return html`<section class="attributes-section">
    <h2 class="section-heading">${strings.attributes}</h2>
    <dl class="specs attributes" part="attributes">${rows(entries)}</dl>
  </section>`;
}
