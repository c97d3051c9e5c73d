/**
 * Product images for cards: a responsive `<img>` (srcset from the image's sources, lazy, async
 * decoding, intrinsic size from the sources) in a box that reserves the image aspect ratio, the
 * second image of a `SWAP` effect for hover, the thumbnail when no source is usable, and a drawn
 * placeholder (a garment on a hanger, with a text alternative) when nothing is.
 */
import { html, nothing, type ReactiveElement, type TemplateResult } from 'lit';
import type { Image, ImageInfo, Source } from '../api/schemas/product.ts';
import { safeSrc, srcset } from './url.ts';

/** Cards are about this wide: the `src` fallback is the smallest source at least this wide. */
const PREFERRED_WIDTH = 400;

/**
 * A touch screen (the primary pointer coarse): nothing hovers, so a `SWAP` effect's second image
 * would be downloaded and never shown. Read when a card renders; on the server, which cannot tell
 * the device, there is none and no second image is drawn.
 */
const touch = typeof matchMedia === 'function' ? matchMedia('(pointer: coarse)') : undefined;

/**
 * Default `sizes`: a card column of a grid or carousel, a little over the card's 13.75em (`em` in
 * `sizes` follows the browser's text size, as the card does: 240px in 16px text).
 */
export const DEFAULT_IMAGE_SIZES = '(max-width: 767px) 50vw, 15em';

interface Picked {
  src: string;
  srcset: string | undefined;
  width: number | undefined;
  height: number | undefined;
}

/**
 * The `src` of each image that did not load on this page (a 404 from the shop's image host): it
 * is drawn as if the product had no such image, which ends in the drawn placeholder. Kept for the
 * page's life, as the browser keeps a broken image broken until the page is loaded again.
 */
const failed = new Set<string>();

/** Whether `src` is an address to show: given, and not one that failed to load. */
export const loads = (src: string | undefined): src is string =>
  src !== undefined && !failed.has(src);

/**
 * The `error` listener of every product image: its `src` is remembered as failed and the element
 * whose shadow root shows it draws again, without it.
 */
export function imageFailed(event: Event): void {
  const image = event.currentTarget as HTMLImageElement;
  failed.add(image.getAttribute('src')!);
  ((image.getRootNode() as ShadowRoot).host as ReactiveElement | undefined)?.requestUpdate?.();
}

/**
 * The `src`, `srcset` and intrinsic size of an image, from its safe sources; undefined if none,
 * or if it failed to load.
 */
export function pickSource(image: Image | undefined): Picked | undefined {
  if (!image) return undefined;
  let best: Source | undefined;
  let bestUrl: string | undefined;
  for (const source of image.sources) {
    const url = safeSrc(source.url);
    if (!url) continue;
    const width = source.width ?? 0;
    const bestWidth = best?.width ?? 0;
    const better =
      !best ||
      (bestWidth < PREFERRED_WIDTH
        ? width > bestWidth
        : width >= PREFERRED_WIDTH && width < bestWidth);
    if (better) {
      best = source;
      bestUrl = url;
    }
  }
  if (!best || !loads(bestUrl)) return undefined;
  return { src: bestUrl, srcset: srcset(image.sources), width: best.width, height: best.height };
}

function img(
  picked: Picked,
  alt: string,
  sizes: string,
  className: string,
  part: string,
): TemplateResult {
  return html`<img
    class=${className}
    part=${part}
    src=${picked.src}
    srcset=${picked.srcset ?? nothing}
    sizes=${picked.srcset ? sizes : nothing}
    width=${picked.width ?? nothing}
    height=${picked.height ?? nothing}
    alt=${alt}
    loading="lazy"
    decoding="async"
    @error=${imageFailed}
  />`;
}

/**
 * The placeholder of a product without a usable image (part `image-placeholder`): an inline SVG,
 * so it needs no request and no `img-src` in a Content-Security-Policy.
 */
export function renderImagePlaceholder(label: string): TemplateResult {
  return html`<svg
    class="image-placeholder"
    part="image-placeholder"
    viewBox="0 0 64 64"
    role="img"
    aria-label=${label}
    focusable="false"
  >
    <path
      d="M32 14a4 4 0 1 1 4 4c-2 0-4 1.5-4 3.5V24M32 24 12 36.5c-2 1.3-1.1 4.5 1.3 4.5h37.4c2.4 0 3.3-3.2 1.3-4.5Z"
    ></path>
    <path d="M20 41v9h24v-9"></path>
  </svg>`;
}

/**
 * The product's main image (part `image`), and with a `SWAP` effect the second image (parts
 * `image swap-image`) that the card's styles show on hover and focus (not on a touch screen, nor
 * in the server's HTML). Falls back to the thumbnail, then to the placeholder named `noImage`
 * (without one, nothing: the box keeps its size).
 */
export function renderProductImage(
  imageInfo: ImageInfo | undefined,
  name: string,
  sizes: string = DEFAULT_IMAGE_SIZES,
  noImage?: string,
): TemplateResult | typeof nothing {
  const placeholder = noImage === undefined ? nothing : renderImagePlaceholder(noImage);
  if (!imageInfo) return placeholder;
  const [first, second] = imageInfo.images;
  const main = pickSource(first);
  if (!main) {
    const thumbnail = safeSrc(imageInfo.thumbnail);
    if (!loads(thumbnail)) return placeholder;
    return img(
      { src: thumbnail, srcset: undefined, width: undefined, height: undefined },
      first?.alt ?? name,
      sizes,
      'image',
      'image',
    );
  }
  // Only where the browser says the pointer hovers: the server cannot tell (a phone would load
  // the image for nothing; shop audit s28, L6), and the browser's render adds it.
  const swap =
    imageInfo.effect === 'SWAP' && touch && !touch.matches ? pickSource(second) : undefined;
  return html`${img(main, first?.alt ?? name, sizes, 'image', 'image')}${
    swap ? img(swap, '', sizes, 'image swap-image', 'image swap-image') : nothing
  }`;
}
