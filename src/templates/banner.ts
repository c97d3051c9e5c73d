/**
 * A banner of the sponsored-page result, as a pure template: its images side by side in a
 * scroll-snapping strip, each linked to its `link`. Banners carry no text in the API, so the
 * accessible name comes from the UI strings: a linked image gets an empty `alt` and its link the
 * name of where it leads (`bannerDestination`, from the link's last path segment: ".../t-shirts"
 * → "Campaign: T shirts"; `bannerLink` when the link names nothing); an image without a (safe)
 * link gets `bannerImage` as its `alt`.
 *
 * A banner of several images is a labelled carousel: previous/next buttons and "2 of 3" under the
 * strip, arrow keys inside it; swiping the strip moves it too. The element keeps which image shows
 * (`position`, `onMove`).
 *
 * The banner's `width` and `height` become the image's attributes, so the browser reserves the
 * box by aspect ratio before the image arrives (no layout shift), and cap its width: a banner is
 * never drawn larger than its declared size.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Banner, BannerImage } from '../api/schemas/results.ts';
import { humanise, type StorefrontStrings } from './strings.ts';
import { renderStepButton } from './step-button.ts';
import { imageFailed, loads } from './product-image.ts';
import { styleProperties } from './style-properties.ts';
import { safeHref, safeSrc } from './url.ts';

/** The banner words of the strings; shops localise them with the `strings` property. */
export type SfBannerStrings = Pick<
  StorefrontStrings,
  | 'bannerLink'
  | 'bannerImage'
  | 'bannerDestination'
  | 'bannerCarousel'
  | 'carouselRole'
  | 'previous'
  | 'next'
  | 'slide'
>;

export interface BannerContext {
  strings: SfBannerStrings;
  /**
   * Called on a click of a linked image (`click`, also modified and keyboard, and the `auxclick`
   * of a middle click), before the browser follows the link.
   */
  onImageClick: (event: MouseEvent, banner: Banner, image: BannerImage, href: string) => void;
  /** The index of the image a banner of several shows (0 when unknown). */
  position?: (banner: Banner) => number;
  /** The strip of a banner of several images came to rest on image `index`. */
  onMove?: (banner: Banner, index: number) => void;
}

/** A positive integer as an attribute value, else no attribute (no reserved size to invent). */
function dimension(value: number): number | typeof nothing {
  return Number.isInteger(value) && value > 0 ? value : nothing;
}

/**
 * Server rendering (src/ssr): the width cap of each banner of a `.banners` container, as CSS for
 * the shadow root. The browser sets it through the CSSOM (`styleProperties`), which HTML cannot
 * carry under a strict Content-Security-Policy (no inline `style` attributes); without it the
 * server's banner would show wider than the browser's. Numbers only reach the CSS.
 */
export function bannerWidthRules(banners: readonly Banner[]): string {
  return banners
    .map((banner, index) => {
      const width = dimension(banner.width);
      return width === nothing
        ? ''
        : `.banners>.banner:nth-child(${index + 1}){--_banner-width:${width}px}`;
    })
    .join('');
}

/**
 * What a link leads to, from its last path segment ("/en-us/category/t-shirts" → "T shirts"). A
 * path of only a language ("/sv-se/", "/en/": a start page) names nothing.
 */
export function destinationOf(href: string): string | undefined {
  const path = href.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/[?#].*$/, '');
  const segments = path.split('/').filter(Boolean);
  const segment = segments.pop();
  if (!segment || (!segments.length && /^[a-z]{2}([-_][a-z]{2})?$/i.test(segment)))
    return undefined;
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape: the raw segment still names the page.
  }
  const name = humanise(decoded.replace(/\.[a-z0-9]+$/i, ''));
  return name || undefined;
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
  const { strings } = context;
  const destination = href && destinationOf(href);
  const name = !href
    ? strings.bannerImage(position, total)
    : destination
      ? strings.bannerDestination(destination)
      : strings.bannerLink(position, total);
  const { width, height } = banner;
  // An image that did not load (product-image.ts, `imageFailed`): its name in a box of its size.
  const img = (alt: string) =>
    loads(src)
      ? html`<img
          part="banner-image"
          class="banner-image"
          src=${src}
          alt=${alt}
          width=${dimension(width)}
          height=${dimension(height)}
          decoding="async"
          draggable="false"
          @error=${imageFailed}
        />`
      : html`<span
          part="banner-image"
          class="banner-image banner-fallback"
          style=${styleProperties(
            dimension(width) === nothing || dimension(height) === nothing
              ? {}
              : { 'aspect-ratio': `${width} / ${height}` },
          )}
          >${name}</span
        >`;
  if (!href) return html`<div class="banner-slide" data-slide>${img(name)}</div>`;
  return html`<div class="banner-slide" data-slide>
    <a
      part="banner-link"
      class="banner-link"
      href=${href}
      aria-label=${name}
      data-ticket=${image.ticket}
      @click=${(event: MouseEvent) => context.onImageClick(event, banner, image, href)}
      @auxclick=${(event: MouseEvent) => {
        if (event.button === 1) context.onImageClick(event, banner, image, href);
      }}
      >${img('')}</a
    >
  </div>`;
}

/** The strip's direction: scroll offsets run negative in right-to-left text. */
const sign = (strip: HTMLElement) => (getComputedStyle(strip).direction === 'rtl' ? -1 : 1);

/** The index of the image the strip rests on. */
function restingIndex(strip: HTMLElement): number {
  return strip.clientWidth ? Math.round(Math.abs(strip.scrollLeft) / strip.clientWidth) : 0;
}

/** Scrolls the strip to image `index`; keeps keyboard focus with the image shown. */
function showImage(strip: HTMLElement, index: number, moveFocus: boolean): void {
  const slides = strip.querySelectorAll<HTMLElement>('[data-slide]');
  const target = Math.min(Math.max(index, 0), slides.length - 1);
  strip.scrollTo({ left: sign(strip) * target * strip.clientWidth });
  if (moveFocus) slides[target]?.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
}

function stripOf(event: Event): HTMLElement | null {
  return (
    (event.currentTarget as HTMLElement)
      .closest('.banner')
      ?.querySelector<HTMLElement>('.banner-strip') ?? null
  );
}

function renderControls(banner: Banner, total: number, context: BannerContext): TemplateResult {
  const { strings } = context;
  const index = Math.min(context.position?.(banner) ?? 0, total - 1);
  const move = (step: number) => (event: Event) => {
    const strip = stripOf(event);
    if (strip) showImage(strip, restingIndex(strip) + step, false);
  };
  return html`<div class="banner-controls" part="banner-controls">
    ${renderStepButton({
      className: 'banner-control',
      part: 'banner-previous',
      label: strings.previous,
      disabled: index <= 0,
      glyph: '‹',
      onClick: move(-1),
    })}
    <p class="banner-position" part="banner-position" aria-live="polite">
      ${strings.slide(index + 1, total)}
    </p>
    ${renderStepButton({
      className: 'banner-control',
      part: 'banner-next',
      label: strings.next,
      disabled: index >= total - 1,
      glyph: '›',
      onClick: move(1),
    })}
  </div>`;
}

/**
 * One banner: `part="banner"`, its scrolling strip `banner-strip`, its images `banner-image`, their
 * links `banner-link`; with several images the controls `banner-previous`, `banner-position`,
 * `banner-next`.
 */
export function renderBanner(banner: Banner, context: BannerContext): TemplateResult {
  const images = banner.images.filter((image) => safeSrc(image.url));
  const several = images.length > 1;
  const width = dimension(banner.width);
  const size: Record<string, string> = width === nothing ? {} : { '--_banner-width': `${width}px` };
  const onScroll = (event: Event) => {
    context.onMove?.(banner, restingIndex(event.currentTarget as HTMLElement));
  };
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const strip = event.currentTarget as HTMLElement;
    const forward = (event.key === 'ArrowRight' ? 1 : -1) * sign(strip);
    event.preventDefault();
    showImage(strip, restingIndex(strip) + forward, true);
  };
  return html`<div
    part="banner"
    class="banner"
    data-banner-id=${banner.id}
    style=${styleProperties(size)}
    role=${several ? 'group' : nothing}
    aria-roledescription=${several ? context.strings.carouselRole : nothing}
    aria-label=${several ? context.strings.bannerCarousel : nothing}
  >
    <div
      class="banner-strip"
      part="banner-strip"
      tabindex="-1"
      @scroll=${several ? onScroll : nothing}
      @keydown=${several ? onKeydown : nothing}
    >
      ${images.map((image, index) => renderImage(banner, image, index + 1, images.length, context))}
    </div>
    ${several ? renderControls(banner, images.length, context) : nothing}
  </div>`;
}

/** The skeleton of one banner: a box of `--sf-banner-min-height` (default 200px). */
export function renderBannerSkeleton(): TemplateResult {
  return html`<div class="banner banner-skeleton" aria-hidden="true"></div>`;
}
