/**
 * The product image gallery, following `imageInfo.effect`: `NONE` one image, `SWAP` the first
 * image with the second shown on hover or focus, `GALLERY` a main image with thumbnail buttons
 * that select it (arrow keys move between them) and "2 of 4" over the image. Captions show under
 * the main image.
 *
 * Only images with a usable source are shown, numbered and counted; an image's `alt` is its own
 * unless other images share it (or the product name stands in for all), then it gets its position
 * (`imageAlt`), so a screen reader can tell them apart. Without any image, the placeholder.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Image, ImageInfo } from '../../api/schemas/product.ts';
import { imageFailed, loads, pickSource, renderImagePlaceholder } from '../product-image.ts';
import { safeSrc } from '../url.ts';
import type { StorefrontStrings } from '../strings.ts';

/** The gallery takes about half the page on wide screens. */
export const GALLERY_SIZES = '(max-width: 767px) 100vw, 50vw';

export interface GalleryView {
  imageInfo: ImageInfo | undefined;
  /** The product's name, the alt text of images that have none. */
  name: string;
  /** The selected image of a `GALLERY`. */
  index: number;
  strings: StorefrontStrings;
  onSelect(index: number): void;
}

function mainImage(image: Image | undefined, alt: string, part: string): TemplateResult {
  const picked = pickSource(image);
  if (!picked) return html``;
  return html`<img
    class=${part.replace(' ', '-')}
    part=${part}
    src=${picked.src}
    srcset=${picked.srcset ?? nothing}
    sizes=${picked.srcset ? GALLERY_SIZES : nothing}
    width=${picked.width ?? nothing}
    height=${picked.height ?? nothing}
    alt=${alt}
    decoding="async"
    @error=${imageFailed}
  />`;
}

/** The caption line is there even when empty, so every gallery has the same height. */
function caption(image: Image | undefined): TemplateResult {
  const text = image?.caption?.trim();
  return text
    ? html`<figcaption class="caption" part="caption">${text}</figcaption>`
    : html`<div class="caption" aria-hidden="true"></div>`;
}

function thumbnailKeydown(view: GalleryView, count: number) {
  return (event: KeyboardEvent) => {
    const list = event.currentTarget as HTMLElement;
    const buttons = [...list.querySelectorAll<HTMLButtonElement>('button')];
    const current = buttons.indexOf(event.target as HTMLButtonElement);
    if (current < 0) return;
    // In right-to-left text the thumbnails run from the right: ArrowLeft is the next.
    const forward = getComputedStyle(list).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const next =
      event.key === forward || event.key === 'ArrowDown'
        ? (current + 1) % count
        : event.key.startsWith('Arrow')
          ? (current - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    buttons[next]?.focus();
    view.onSelect(next);
  };
}

function thumbnails(view: GalleryView, images: readonly Image[]): TemplateResult {
  const { strings } = view;
  return html`<ul
    class="thumbnails"
    part="thumbnails"
    aria-label=${strings.thumbnails}
    @keydown=${thumbnailKeydown(view, images.length)}
  >
    ${images.map((image, index) => {
      const picked = pickSource(image);
      const src = safeSrc(picked?.src);
      const selected = index === view.index;
      return html`<li>
        <button
          class="thumbnail"
          part=${selected ? 'thumbnail thumbnail-selected' : 'thumbnail'}
          type="button"
          aria-label=${strings.image(index + 1, images.length)}
          aria-pressed=${selected ? 'true' : 'false'}
          tabindex=${selected ? 0 : -1}
          @click=${() => view.onSelect(index)}
        >
          ${
            src
              ? html`<img
                  src=${src}
                  srcset=${picked?.srcset ?? nothing}
                  sizes="48px"
                  alt=""
                  loading="lazy"
                  decoding="async"
                  @error=${imageFailed}
                />`
              : nothing
          }
        </button>
      </li>`;
    })}
  </ul>`;
}

/** Each image's alt text, distinct: a shared one gets the image's position. */
function altTexts(images: readonly Image[], view: GalleryView): string[] {
  const own = images.map((image) => image.alt?.trim() || view.name);
  return own.map((alt, index) =>
    own.indexOf(alt) !== own.lastIndexOf(alt)
      ? view.strings.imageAlt(alt, index + 1, images.length)
      : alt,
  );
}

export function renderGallery(view: GalleryView): TemplateResult {
  const info = view.imageInfo;
  const images = (info?.images ?? []).filter((image) => pickSource(image));
  if (!info || !images.length) {
    const thumbnail = safeSrc(info?.thumbnail);
    return html`<figure class="gallery effect-none" part="gallery">
      <div class="frame" part="frame">
        ${
          loads(thumbnail)
            ? html`<img
                class="main-image"
                part="main-image"
                src=${thumbnail}
                alt=${view.name}
                @error=${imageFailed}
              />`
            : renderImagePlaceholder(view.strings.noImage)
        }
      </div>
      ${caption(undefined)}
    </figure>`;
  }
  const alts = altTexts(images, view);
  if (info.effect === 'GALLERY' && images.length > 1) {
    const index = Math.min(Math.max(view.index, 0), images.length - 1);
    const selected = images[index];
    return html`<div class="gallery effect-gallery" part="gallery">
      <figure class="figure">
        <div class="frame" part="frame">
          ${mainImage(selected, alts[index] ?? view.name, 'main-image')}
          <p class="image-position" part="image-position" aria-hidden="true">
            ${view.strings.slide(index + 1, images.length)}
          </p>
        </div>
        ${caption(selected)}
      </figure>
      ${thumbnails({ ...view, index }, images)}
    </div>`;
  }
  const [first, second] = images;
  const swap = info.effect === 'SWAP' ? second : undefined;
  return html`<figure class="gallery ${swap ? 'effect-swap' : 'effect-none'}" part="gallery">
    <div class="frame" part="frame">
      ${mainImage(first, alts[0] ?? view.name, 'main-image')}
      ${swap ? mainImage(swap, alts[1] ?? view.name, 'swap-image') : nothing}
    </div>
    ${caption(first)}
  </figure>`;
}

/** The gallery's placeholder: the image box at its aspect ratio. */
export function renderGallerySkeleton(): TemplateResult {
  return html`<div class="gallery" part="gallery skeleton">
    <div class="frame skeleton-box"></div>
    ${caption(undefined)}
  </div>`;
}
