/**
 * The product detail of a product page: gallery beside the product's identity, offer, choice of
 * size and add-to-cart, then description, siblings, specifications. Composed from the other
 * templates of this folder; `renderDetailSkeleton` reserves the same room while loading.
 */
import { html, type TemplateResult } from 'lit';
import { renderGallery, renderGallerySkeleton, type GalleryView } from './gallery.ts';
import {
  productName,
  renderDescription,
  renderHeading,
  renderOffer,
  renderSiblings,
  type InfoView,
} from './info.ts';
import { renderPurchase, type PurchaseView } from './purchase.ts';
import { renderAttributes, renderMeasurements } from './specs.ts';
import type { StorefrontStrings } from '../strings.ts';

export type DetailView = InfoView &
  Omit<PurchaseView, 'product' | 'variant' | 'strings'> & {
    imageIndex: number;
    onSelectImage: GalleryView['onSelect'];
  };

export function renderProductDetail(view: DetailView): TemplateResult {
  const { product, strings } = view;
  return html`<article class="detail" part="detail" data-product=${product.key}>
    <div class="detail-media">
      ${renderGallery({
        imageInfo: product.imageInfo,
        name: productName(product),
        index: view.imageIndex,
        strings,
        onSelect: view.onSelectImage,
      })}
    </div>
    <div class="summary">
      ${renderHeading(product, view.level)} ${renderOffer(view)} ${renderSiblings(view)}
      ${renderPurchase({
        product,
        variant: view.variant,
        strings,
        showStores: view.showStores,
        onSelectVariant: view.onSelectVariant,
        onAddToCart: view.onAddToCart,
        favorite: view.favorite,
        extras: view.extras,
        level: view.level,
      })}
    </div>
    <div class="more">
      ${renderDescription(product, strings, view.level)} ${renderMeasurements(view)}
      ${renderAttributes(view)}
    </div>
  </article>`;
}

export function renderDetailSkeleton(strings: StorefrontStrings): TemplateResult {
  return html`<div class="detail skeleton-detail" part="detail skeleton" aria-busy="true">
    <span class="visually-hidden" role="status">${strings.loading}</span>
    <div class="detail-media">${renderGallerySkeleton()}</div>
    <div class="summary" aria-hidden="true">
      <span class="bar short"></span><span class="bar title"></span><span class="bar"></span
      ><span class="bar short"></span><span class="bar button"></span>
    </div>
    <div class="more" aria-hidden="true"></div>
  </div>`;
}
