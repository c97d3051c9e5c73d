/**
 * A product rating out of five: stars drawn by CSS (hidden from assistive technology) and the
 * rating as text for screen readers. Nothing when ratings are disabled (`rating` undefined).
 * The fill goes through `styleProperties` (CSSOM, never a `style` attribute), which a strict
 * Content-Security-Policy without 'unsafe-inline' allows.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { styleProperties } from './style-properties.ts';
import type { StorefrontStrings } from './strings.ts';

export const MAX_RATING = 5;

/** The share of the five stars to fill, as a percentage (0–100, rounded to a tenth). */
export function ratingFill(rating: number): number {
  const clamped = Math.min(Math.max(rating, 0), MAX_RATING);
  return Math.round((clamped / MAX_RATING) * 1000) / 10;
}

export function renderRating(
  rating: number | undefined,
  strings: Pick<StorefrontStrings, 'rating'>,
): TemplateResult | typeof nothing {
  if (rating === undefined || !Number.isFinite(rating)) return nothing;
  return html`<p class="rating" part="rating">
    <span
      class="stars"
      aria-hidden="true"
      style=${styleProperties({ '--_fill': `${ratingFill(rating)}%` })}
    ></span
    ><span class="visually-hidden">${strings.rating(rating)}</span>
  </p>`;
}
