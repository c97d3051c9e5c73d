/**
 * Product lists: a recommendation or sponsored list as a carousel or a grid, its header (label,
 * "show more" link, sponsored marking) and its loading, empty and error states. Pure functions;
 * the carousel's behaviour (edges, paging, keys) comes in through `CarouselView`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { ProductGroup } from '../api/schemas/product.ts';
import type { Visualization } from '../api/schemas/requests.ts';
import type { RecommendationProductList, SponsoredProductList } from '../api/schemas/results.ts';
import { renderCardSkeleton, type CardContext } from './card.ts';
import { renderStepButton } from './step-button.ts';
import type { CardStrings } from './strings.ts';
import { safeHref } from './url.ts';
import { heading } from './heading.ts';

export type ProductList = RecommendationProductList | SponsoredProductList;

/** The card context inside a list: also the list itself (label, `winners` of a sponsored list). */
export interface ListCardContext extends CardContext {
  list?: ProductList;
}

/** A card template for lists; `renderProductCard` is one (it ignores `list`). */
export type RenderListCard = (group: ProductGroup, context: ListCardContext) => TemplateResult;

/** What the carousel template needs from its controller. */
export interface CarouselView {
  /** The rendered viewport (`carouselViewport`), for the behaviour to scroll and measure. */
  viewport: { readonly value: HTMLElement | undefined };
  atStart: boolean;
  atEnd: boolean;
  previous(): void;
  next(): void;
  keydown(event: KeyboardEvent): void;
}

export interface ListView {
  list: ProductList;
  /** At most this many groups are rendered (the list's `limit`); the rest never reach the DOM. */
  limit: number;
  strings: CardStrings;
  renderCard: RenderListCard;
  context: ListCardContext;
  carousel: CarouselView;
  /** The level of the list's heading (`heading-level`). */
  level: number;
}

/** A sponsored list (retail media): it carries winners or an impression ticket. */
export function isSponsoredList(list: ProductList): list is SponsoredProductList {
  return 'winners' in list && (list.winners.length > 0 || list.impressionTicket !== undefined);
}

function renderHeader(list: ProductList, strings: CardStrings, level: number): TemplateResult {
  const href = safeHref(list.showMoreLink);
  const label = list.label?.trim();
  const winners = isSponsoredList(list) && list.winners.length ? list.winners : undefined;
  return html`<div class="header" part="header">
    <slot name="header">${label ? heading(level, 'label', 'label', label) : nothing}</slot>
    ${
      href
        ? html`<a class="show-more" part="show-more" href=${href}>${strings.showMore}</a>`
        : nothing
    }
    ${
      isSponsoredList(list)
        ? html`<p class="sponsored-by" part="sponsored-by">
            ${winners ? strings.winners(winners.join(', ')) : strings.sponsored}
          </p>`
        : nothing
    }
  </div>`;
}

/** The groups a list shows: its first `limit`. */
export function shownGroups(list: ProductList, limit: number): ProductGroup[] {
  return list.productGroups.length > limit
    ? list.productGroups.slice(0, limit)
    : list.productGroups;
}

/**
 * The cards go by position, not by key (no `repeat` directive, 0.7 kB of every list page): while
 * a list is shown its cards only change by more being drawn at its end, and a new answer comes
 * through the skeleton, so positions keep the nodes (and focus) as keys did.
 *
 * A card, rendered again only for another group, context or template: an element that keeps its
 * context while it draws more cards of a long list leaves the cards already drawn alone.
 */
function card(view: ListView, group: ProductGroup) {
  return guard([group, view.context, view.renderCard], () => view.renderCard(group, view.context));
}

/**
 * The viewport of the carousel rendered into `root` (not a skeleton's), or undefined: found in
 * the DOM rather than by Lit's `ref` directive, which would add the directive and the async
 * directive it rests on to what every list loads before its content.
 */
export function carouselViewport(root: ParentNode | undefined): HTMLElement | undefined {
  return root?.querySelector<HTMLElement>('.carousel[role="group"] > .viewport') ?? undefined;
}

/**
 * Previous and next come before the slides, as the ARIA carousel pattern has them: a keyboard
 * user reaches both without tabbing through every card. The styles place them at the edges.
 * A `group`, not a `region` (the pattern allows either): the list's heading already leads to it,
 * and two lists the data labels alike were two landmarks of one name (axe `landmark-unique`).
 */
function renderCarousel(view: ListView): TemplateResult {
  const { list, strings, carousel } = view;
  const groups = shownGroups(list, view.limit);
  const name = strings.carousel(list.label?.trim() || list.id);
  return html`<div
    class="carousel"
    part="carousel"
    role="group"
    aria-roledescription=${strings.carouselRole}
    aria-label=${name}
  >
    ${renderStepButton({
      className: 'control previous',
      part: 'previous',
      label: strings.previous,
      disabled: carousel.atStart,
      glyph: '‹',
      onClick: () => carousel.previous(),
    })}
    ${renderStepButton({
      className: 'control next',
      part: 'next',
      label: strings.next,
      disabled: carousel.atEnd,
      glyph: '›',
      onClick: () => carousel.next(),
    })}
    <div class="viewport" part="viewport" tabindex="-1">
      <ul
        class="slides"
        part="slides"
        @keydown=${(event: KeyboardEvent) => carousel.keydown(event)}
      >
        ${groups.map(
          (group, index) =>
            html`<li
              class="slide"
              part="slide"
              data-slide
              data-group-key=${group.key}
              aria-roledescription=${strings.slideRole}
              aria-label=${strings.slide(index + 1, groups.length)}
            >
              ${card(view, group)}
            </li>`,
        )}
      </ul>
    </div>
  </div>`;
}

function renderGrid(view: ListView): TemplateResult {
  return html`<ul class="grid" part="grid">
    ${shownGroups(view.list, view.limit).map(
      (group) =>
        html`<li class="cell" part="cell" data-group-key=${group.key}>${card(view, group)}</li>`,
    )}
  </ul>`;
}

/** The empty state: slot `empty`, with the default text. */
export function renderListEmpty(strings: CardStrings): TemplateResult {
  return html`<div class="empty" part="empty"><slot name="empty">${strings.empty}</slot></div>`;
}

/** The error state: a short alert from the strings (details go to the `sf-error` event). */
export function renderListError(strings: CardStrings): TemplateResult {
  return html`<p class="error" part="error" role="alert">${strings.error}</p>`;
}

/**
 * A list: header, then its products as the response's `visualization` says, or the empty state.
 * A hidden list (`visible: false`) renders nothing; the element hides its host.
 */
export function renderList(view: ListView): TemplateResult | typeof nothing {
  const { list } = view;
  if (!list.visible) return nothing;
  return html`<div class="list list--${list.visualization.toLowerCase()}" part="list">
    ${renderHeader(list, view.strings, view.level)}
    ${
      list.productGroups.length === 0
        ? renderListEmpty(view.strings)
        : list.visualization === 'GRID'
          ? renderGrid(view)
          : renderCarousel(view)
    }
  </div>`;
}

/**
 * Loading: `count` card skeletons in the list's layout (and the label when it is known), so the
 * loaded list takes the same room (`quickAdd`: cards with their add-to-cart row).
 */
export function renderListSkeleton(
  count: number,
  visualization: Visualization | undefined,
  label: string | undefined,
  strings: CardStrings,
  options: { quickAdd?: boolean } = {},
): TemplateResult {
  const cards = Array.from({ length: count }, () => renderCardSkeleton(options));
  const grid = visualization === 'GRID';
  return html`<div
    class="list skeleton-list list--${grid ? 'grid' : 'carousel'}"
    part="list skeleton"
    aria-busy="true"
  >
    <span class="visually-hidden" role="status">${strings.loading}</span>
    ${
      label
        ? html`<div class="header" part="header">
            <p class="label skeleton-label" aria-hidden="true">${label}</p>
          </div>`
        : nothing
    }
    ${
      grid
        ? html`<div class="grid" part="grid">${cards}</div>`
        : html`<div class="carousel">
            <div class="viewport" part="viewport" tabindex="-1">
              <div class="slides" part="slides">${cards}</div>
            </div>
          </div>`
    }
  </div>`;
}
