/**
 * Product images for cards: a responsive `<img>` (srcset from the image's sources, lazy, async
 * decoding, intrinsic size from the sources) in a box that reserves the image aspect ratio, the
 * second image of a `SWAP` effect for hover, and the thumbnail when no source is usable.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Image, ImageInfo, Source } from '../api/schemas/product.ts';
import { safeSrc, srcset } from './url.ts';

/** Cards are about this wide: the `src` fallback is the smallest source at least this wide. */
const PREFERRED_WIDTH = 400;

/** Default `sizes`: a card column of a grid or carousel. */
export const DEFAULT_IMAGE_SIZES = '(max-width: 767px) 50vw, 240px';

interface Picked {
  src: string;
  srcset: string | undefined;
  width: number | undefined;
  height: number | undefined;
}

/** The `src`, `srcset` and intrinsic size of an image, from its safe sources; undefined if none. */
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
  if (!best || !bestUrl) return undefined;
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
  />`;
}

/**
 * The product's main image (part `image`), and with a `SWAP` effect the second image (parts
 * `image swap-image`) that the card's styles show on hover and focus. Falls back to the
 * thumbnail, then to nothing (the box keeps its size).
 */
export function renderProductImage(
  imageInfo: ImageInfo | undefined,
  name: string,
  sizes: string = DEFAULT_IMAGE_SIZES,
): TemplateResult | typeof nothing {
  if (!imageInfo) return nothing;
  const [first, second] = imageInfo.images;
  const main = pickSource(first);
  if (!main) {
    const thumbnail = safeSrc(imageInfo.thumbnail);
    if (!thumbnail) return nothing;
    return img(
      { src: thumbnail, srcset: undefined, width: undefined, height: undefined },
      first?.alt ?? name,
      sizes,
      'image',
      'image',
    );
  }
  const swap = imageInfo.effect === 'SWAP' ? pickSource(second) : undefined;
  return html`${img(main, first?.alt ?? name, sizes, 'image', 'image')}${
    swap ? img(swap, '', sizes, 'image swap-image', 'image swap-image') : nothing
  }`;
}
