/**
 * The fast fuzz path: a mutated response is parsed with `parseTolerant` and handed, as the
 * elements would hand it on, to the pure templates and to the elements that take data
 * (`sf-rec-list` with `list`, `sf-product-card` with `productGroup`, the banner and product
 * detail templates). Returns what went wrong, as messages; an empty array is a passing case.
 */
import { render } from 'lit';
import { parseTolerant } from '../../../src/api/schemas/tolerant.ts';
import {
  ProductPageResultSchema,
  SponsoredPageResultSchema,
  type ProductPageResult,
  type SponsoredPageResult,
} from '../../../src/api/schemas/results.ts';
import { renderBanner } from '../../../src/templates/banner.ts';
import { renderProductDetail } from '../../../src/templates/detail/detail.ts';
import { detailExtras } from '../../../src/templates/detail/detail-extras.ts';
import { heartIcon } from '../../../src/templates/heart.ts';
import { DEFAULT_STRINGS } from '../../../src/templates/english.ts';
import { safeSrc } from '../../../src/templates/url.ts';
import type { ProductList } from '../../../src/templates/list.ts';
import '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import '../../../src/elements/sf-product-card/sf-product-card.ts';
import type { SfRecList } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import type { SfProductCard } from '../../../src/elements/sf-product-card/sf-product-card.ts';
import { pollution, unsafeDom, within, type Watch } from './checks.ts';

export type Kind = 'product-page' | 'sponsored-page';

/** How long one element may take to settle its update. */
const UPDATE_LIMIT_MS = 5000;

const part = (root: ParentNode, name: string) => root.querySelector(`[part~="${name}"]`);
const count = (root: ParentNode, name: string) =>
  root.querySelectorAll(`[part~="${name}"]:not([part~="skeleton"])`).length;

function recList(list: ProductList): SfRecList {
  const element = document.createElement('sf-rec-list');
  element.list = list;
  return element;
}

/**
 * The state a list given `list` must end in: hidden when the list is, else its `list` part with
 * one card per product group, or the empty state when it has none.
 */
function listState(element: SfRecList, list: ProductList): string[] {
  const root = element.shadowRoot;
  if (!root) return ['sf-rec-list has no shadow root'];
  if (!list.visible) {
    return element.hidden && !part(root, 'list') ? [] : ['a hidden list was rendered'];
  }
  if (!part(root, 'list')) return [`list ${JSON.stringify(list.id)}: no list part`];
  if (list.productGroups.length === 0) {
    return part(root, 'empty') ? [] : [`list ${JSON.stringify(list.id)}: no empty state`];
  }
  const cards = count(root, 'card');
  return cards === list.productGroups.length
    ? []
    : [`list ${JSON.stringify(list.id)}: ${cards} cards for ${list.productGroups.length} groups`];
}

function mountProductPage(result: ProductPageResult, container: HTMLElement) {
  const elements: (SfRecList | SfProductCard)[] = [];
  const states: (() => string[])[] = [];
  for (const list of result.recommendationLists) {
    const element = recList(list);
    container.append(element);
    elements.push(element);
    states.push(() => listState(element, list));
  }
  const group = result.productGroup;
  const product = group?.products[0];
  if (group && product) {
    const card = document.createElement('sf-product-card');
    card.productGroup = group;
    container.append(card);
    elements.push(card);
    states.push(() => (card.shadowRoot && part(card.shadowRoot, 'card') ? [] : ['no card']));

    const detail = document.createElement('div');
    container.append(detail);
    render(
      renderProductDetail({
        group,
        product,
        variant: product.variants.length === 1 ? product.variants[0] : undefined,
        locale: 'en-US',
        currency: 'USD',
        strings: DEFAULT_STRINGS,
        priceId: undefined,
        presentPrices: ['member', 'outlet'],
        showStores: true,
        imageIndex: 0,
        level: 1,
        onSelectImage: () => {},
        onSelectVariant: () => {},
        onAddToCart: () => {},
        onProductClick: () => {},
        favorite: { pressed: false, onToggle: () => {}, heart: heartIcon },
        extras: detailExtras,
      }),
      detail,
    );
    states.push(() => (part(detail, 'detail') ? [] : ['no product detail']));
  }
  return { elements, states };
}

function mountSponsoredPage(result: SponsoredPageResult, container: HTMLElement) {
  const elements: SfRecList[] = [];
  const states: (() => string[])[] = [];
  const context = { strings: DEFAULT_STRINGS, onImageClick: () => {} };
  for (const banner of result.banners) {
    const holder = document.createElement('div');
    container.append(holder);
    render(renderBanner(banner, context), holder);
    const images = banner.images.filter((image) => safeSrc(image.url)).length;
    states.push(() => {
      const shown = holder.querySelector('[part="banner"]');
      if (!shown) return [`banner ${JSON.stringify(banner.id)} not rendered`];
      const rendered = holder.querySelectorAll('[part="banner-image"]').length;
      return rendered === images ? [] : [`banner: ${rendered} images for ${images} safe ones`];
    });
  }
  for (const list of result.sponsoredLists) {
    const element = recList(list);
    container.append(element);
    elements.push(element);
    states.push(() => listState(element, list));
  }
  return { elements, states };
}

/**
 * Parses and renders `value` as a `kind` result into `container`, checks it, and empties the
 * container. An unusable response (parse failure) is the error state: it must come with a message.
 */
export async function renderCase(
  kind: Kind,
  value: unknown,
  container: HTMLElement,
  watched: Watch,
): Promise<string[]> {
  const problems: string[] = [];
  try {
    if (kind === 'product-page') {
      const parsed = parseTolerant(ProductPageResultSchema, value);
      if (!parsed.success) {
        if (typeof parsed.message !== 'string' || !parsed.message) problems.push('no message');
      } else {
        const { elements, states } = mountProductPage(parsed.data, container);
        await Promise.all(
          elements.map((el) => within(el.updateComplete, UPDATE_LIMIT_MS, el.localName)),
        );
        for (const state of states) problems.push(...state());
      }
    } else {
      const parsed = parseTolerant(SponsoredPageResultSchema, value);
      if (!parsed.success) {
        if (typeof parsed.message !== 'string' || !parsed.message) problems.push('no message');
      } else {
        const { elements, states } = mountSponsoredPage(parsed.data, container);
        await Promise.all(
          elements.map((el) => within(el.updateComplete, UPDATE_LIMIT_MS, el.localName)),
        );
        for (const state of states) problems.push(...state());
      }
    }
    problems.push(...unsafeDom(container));
  } catch (error) {
    problems.push(
      `threw ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  } finally {
    container.replaceChildren();
  }
  problems.push(...pollution());
  if (watched.pwned.length) problems.push(`script ran: ${watched.pwned.splice(0).join(', ')}`);
  if (watched.errors.length) problems.push(...watched.errors.splice(0));
  return problems;
}
