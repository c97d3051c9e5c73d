/**
 * A banner of the sponsored-page result, as a pure template: its images side by side in a
 * scroll-snapping strip, each linked to its `link`. Banners carry no text in the API, so the
 * accessible name comes from the UI strings: a linked image gets an empty `alt` and the link a
 * label; an image without a (safe) link gets the label as its `alt`.
 *
 * The banner's `width` and `height` become the image's attributes, so the browser reserves the
 * box by aspect ratio before the image arrives (no layout shift).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Banner, BannerImage } from '../api/schemas/results.ts';
import type { StorefrontStrings } from './strings.ts';
import { safeHref, safeSrc } from './url.ts';

/** The banner words of the strings; shops localise them with the `strings` property. */
export type SfBannerStrings = Pick<StorefrontStrings, 'bannerLink' | 'bannerImage'>;

export interface BannerContext {
  strings: SfBannerStrings;
  /**
   * Called on a click of a linked image (`click`, also modified and keyboard, and the `auxclick`
   * of a middle click), before the browser follows the link.
   */
  onImageClick: (event: MouseEvent, banner: Banner, image: BannerImage, href: string) => void;
}

/** A positive integer as an attribute value, else no attribute (no reserved size to invent). */
function dimension(value: number): number | typeof nothing {
  return Number.isInteger(value) && value > 0 ? value : nothing;
}

function renderImage(
  banner: Banner,
  image: BannerImage,
  position: number,
  total: number,
  context: BannerContext,
): TemplateResult | typeof nothing {
  const src = safeSrc(image.url);
  if (!src) return nothing;
  const href = safeHref(image.link);
  const img = (alt: string) =>
    html`<img
      part="banner-image"
      class="banner-image"
      src=${src}
      alt=${alt}
      width=${dimension(banner.width)}
      height=${dimension(banner.height)}
      decoding="async"
      draggable="false"
    />`;
  if (!href)
    return html`<div class="banner-slide">
      ${img(context.strings.bannerImage(position, total))}
    </div>`;
  return html`<a
    part="banner-link"
    class="banner-slide banner-link"
    href=${href}
    aria-label=${context.strings.bannerLink(position, total)}
    data-ticket=${image.ticket}
    @click=${(event: MouseEvent) => context.onImageClick(event, banner, image, href)}
    @auxclick=${(event: MouseEvent) => {
      if (event.button === 1) context.onImageClick(event, banner, image, href);
    }}
    >${img('')}</a
  >`;
}

/** One banner: `part="banner"`, its images `banner-image`, their links `banner-link`. */
export function renderBanner(banner: Banner, context: BannerContext): TemplateResult {
  const images = banner.images.filter((image) => safeSrc(image.url));
  return html`<div part="banner" class="banner" data-banner-id=${banner.id}>
    ${images.map((image, index) => renderImage(banner, image, index + 1, images.length, context))}
  </div>`;
}

/** The skeleton of one banner: a box of `--sf-banner-min-height` (default 200px). */
export function renderBannerSkeleton(): TemplateResult {
  return html`<div class="banner banner-skeleton" aria-hidden="true"></div>`;
}
