/**
 * Server rendering of storefront elements with `@lit-labs/ssr` (docs/ssr.md). Two passes over the
 * shop's markup:
 *
 * 1. plan: the elements are instantiated (no shadow roots rendered) to learn each
 *    `<sf-product-page>`'s configuration (inherited from `<sf-storefront>` as in the browser) and
 *    the lists inside it; each page's one product-page query is sent;
 * 2. render: the elements render with declarative shadow roots from those results; each page's
 *    shadow root ends with its result as JSON (`data-sf-result`), which the browser adopts
 *    instead of querying again (controllers/embedded.ts).
 *
 * Light-DOM nesting is not a DOM on the server: each element is linked to the enclosing custom
 * element (its `parentElement`), which is what configuration lookup and a list's page need.
 */
import { render, LitElementRenderer, type RenderResult } from '@lit-labs/ssr';
import type { ElementRenderer } from '@lit-labs/ssr/lib/element-renderer.js';
import { html, unsafeStatic } from 'lit/static-html.js';
import { queryProductPage, type ProductPageQuery, type QueryOptions } from '../api/client.ts';
import { normalizeApiBase } from '../api/query-params.ts';
import { CONFIG_ATTRIBUTES, type ConfigAttributes } from '../api/config.ts';
import {
  resolveQueryConfig,
  resolveStorefront,
  type ResolvedConfig,
} from '../context/storefront.ts';
import {
  EMBEDDED_RESULT_ATTRIBUTE,
  setConstructing,
  type EmbeddedPage,
  type EmbeddedPageJson,
} from '../controllers/embedded.ts';
import { errorDetail, productPageQueryOf } from '../controllers/query.ts';
import { wordedError } from '../api/worded.ts';
import { ServerApiBaseError } from './errors.ts';
import '../elements/sf-storefront/sf-storefront.ts';
import '../elements/sf-product-page/sf-product-page.ts';
import '../elements/sf-sponsored-page/sf-sponsored-page.ts';
import {
  SERVER_STYLE_ATTRIBUTE,
  shownBanners,
  type SfSponsoredPage,
} from '../elements/sf-sponsored-page/sf-sponsored-page.component.ts';
import { bannerWidthRules } from '../templates/banner.ts';
import {
  setConstructingSponsored,
  type EmbeddedSponsored,
  type EmbeddedSponsoredJson,
} from '../controllers/embedded-sponsored.ts';
import type { SfProductPage } from '../elements/sf-product-page/sf-product-page.component.ts';
import type { SfRecList } from '../elements/sf-rec-list/sf-rec-list.component.ts';
import { languageOf } from '../controllers/config.ts';
import { canonicalLocale } from '../i18n/format.ts';
import { languageOf as shippedLanguage } from '../i18n/languages.ts';
import type { EmbeddedError } from '../controllers/embedded-state.ts';
import { CARD_EXTRAS_DEPS, useCardExtras } from '../elements/card-actions.ts';
import { makeCardExtras } from '../elements/card-extras.ts';
import { needsDetailExtras, useDetailExtras } from '../elements/sf-product-page/detail-extras.ts';
import { detailExtras } from '../templates/detail/detail-extras.ts';
import { scriptJson } from './escape.ts';
import { touchpointOf, type VisitorKeys } from './visitor.ts';

/**
 * The card extras (quick add, favourite toggle), which the browser loads as a chunk, at once: the
 * first HTML shows them, their looks in a `<style>` of each list that has them.
 */
const cardExtras = makeCardExtras(CARD_EXTRAS_DEPS);
useCardExtras(cardExtras);
/** The product detail's extras (price label, custom prices, per-store availability) likewise. */
useDetailExtras(detailExtras);

export interface PlannedPage {
  element: SfProductPage;
  lists: SfRecList[];
}

/** The elements of the markup that query: product pages (with their lists), sponsored pages. */
export interface Planned {
  pages: PlannedPage[];
  sponsored: SfSponsoredPage[];
}

type Stack = (ElementRenderer | undefined)[];

const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The shop's markup as a template (its own, trusted HTML: nothing in it is a binding). */
function template(markup: string) {
  return html`${unsafeStatic(markup)}`;
}

/** Links the element on top of `stack` to the nearest enclosing custom element. */
function link(stack: Stack): HTMLElement | undefined {
  const element = stack.at(-1)?.element;
  if (!element) return undefined;
  let parent: HTMLElement | undefined;
  for (let index = stack.length - 2; index >= 0 && !parent; index--) parent = stack[index]?.element;
  Object.defineProperty(element, 'parentElement', { value: parent ?? null, configurable: true });
  return element;
}

/** Pass 1: the product pages (and their lists) and sponsored pages, in document order. */
export function planPages(markup: string): Planned {
  const stack: Stack = [];
  const pages: PlannedPage[] = [];
  const sponsored: SfSponsoredPage[] = [];
  class PlanRenderer extends LitElementRenderer {
    override connectedCallback(): void {
      const element = link(stack);
      if (element?.localName === 'sf-sponsored-page') {
        sponsored.push(element as SfSponsoredPage);
      } else if (element?.localName === 'sf-product-page') {
        pages.push({ element: element as SfProductPage, lists: [] });
      } else if (element?.localName === 'sf-rec-list') {
        let page = element.parentElement;
        while (page && page.localName !== 'sf-product-page') page = page.parentElement;
        pages.find((planned) => planned.element === page)?.lists.push(element as SfRecList);
      }
      super.connectedCallback();
    }
    override renderShadow() {
      return undefined;
    }
  }
  drain(
    render(template(markup), {
      elementRenderers: [PlanRenderer],
      customElementInstanceStack: stack,
    }),
  );
  return { pages, sponsored };
}

function drain(result: RenderResult): void {
  for (const chunk of result) {
    if (typeof chunk !== 'string') throw new Error('unexpected asynchronous content in the markup');
  }
}

export interface PageQueryOptions {
  request: Request;
  keys: VisitorKeys;
  /** Where the server sends the query; default: the page's `api-base`, relative to the request. */
  apiBase?: string;
  timeout: number;
  fetch?: typeof fetch;
}

/** The page's query, built as the element builds it. */
function pageQuery({ element, lists }: PlannedPage): ProductPageQuery {
  return productPageQueryOf(
    element.productKey,
    element.includeProductGroup,
    lists.map((list) => ({ settings: () => list.requestSettings() })),
  );
}

/** The configuration attributes of `element` and its linked `sf-*` ancestors, nearest last. */
function chainAttributes(element: Element): ConfigAttributes {
  const chain: Element[] = [];
  for (let current: Element | null = element; current; current = current.parentElement) {
    if (current.localName.startsWith('sf-')) chain.unshift(current);
  }
  const attributes: ConfigAttributes = {};
  for (const link of chain) {
    for (const name of CONFIG_ATTRIBUTES) {
      const value = link.getAttribute(name);
      if (value !== null) attributes[name] = value;
    }
  }
  return attributes;
}

/**
 * The page's configuration as the browser will resolve it (the storefront context's own
 * function, over the same attributes), with the visitor's keys where the user context takes
 * them and the request's touchpoint where the markup sets none.
 */
export function serverConfig(element: Element, options: PageQueryOptions): ResolvedConfig {
  const attributes = chainAttributes(element);
  const context = attributes['user-context']?.trim().toUpperCase();
  if (context !== 'ANONYMOUS' && context !== 'UNPERSONALIZED') {
    attributes['customer-key'] ??= options.keys.customerKey;
  }
  if (context !== 'ANONYMOUS') attributes['session-key'] ??= options.keys.sessionKey;
  attributes.touchpoint ??= touchpointOf(options.request);
  return resolveQueryConfig(
    resolveStorefront(undefined, { attributes, strings: undefined, mobile: false }),
  );
}

/**
 * Where the server sends a page's query: the `apiBase` option, else the page's `api-base` when it
 * is an absolute http(s) URL. An empty or relative `api-base` ("this origin") is not resolved
 * against the request's URL: its host is the `Host` header, which whoever sends the request
 * writes, and the query (with the visitor's keys) would go where they say, its answer rendered
 * into the page (shop audit s28, H1).
 */
export function serverApiBase(config: ResolvedConfig, options: PageQueryOptions): string {
  if (options.apiBase !== undefined) return options.apiBase;
  const base = normalizeApiBase(config.storefront.apiBase);
  if (/^https?:\/\//i.test(base)) return base;
  const given = base
    ? `api-base ${JSON.stringify(base)} is relative`
    : 'api-base is empty or not given';
  throw new ServerApiBaseError(
    `${given}: on the server it would be resolved against the request's Host header, which the visitor writes. Give renderStorefront the \`apiBase\` option (the service's address as your server reaches it), or an absolute api-base in the markup`,
  );
}

/** Sends one page's query; a failure (or a timeout) becomes the page's error state. */
export async function queryPage(
  page: PlannedPage,
  options: PageQueryOptions,
): Promise<EmbeddedPage> {
  let query: ProductPageQuery = { productKey: '', settings: {} };
  let config: ResolvedConfig | undefined;
  try {
    query = pageQuery(page);
    config = serverConfig(page.element, options);
    const queryOptions: QueryOptions = { timeout: options.timeout };
    if (options.fetch) queryOptions.fetch = options.fetch;
    const result = await queryProductPage(
      { ...config.storefront, apiBase: serverApiBase(config, options) },
      query,
      queryOptions,
    );
    // What the server dropped is not handed to the element: nothing reports it on the server,
    // and the browser reads (and reports) the embedded result itself.
    return { query, result: { ...result, dropped: [] }, config };
  } catch (error) {
    if (error instanceof ServerApiBaseError) throw error;
    return failedQuery(query, error, config);
  }
}

/**
 * The failures that asking again cannot change: the service does not know the page, or refused
 * it (a storefront query's 503 is "no products"). The browser shows them without a query of its
 * own; any other failure it asks again once (shop audit s28, M3: an unknown product was queried
 * twice).
 */
export const DEFINITE_KINDS: readonly string[] = [
  'not-found',
  'invalid-arguments',
  'unsupported-media-type',
  'no-products',
];

/**
 * A failed query's state: its error, and the configuration it was sent with when it got that far
 * (its keys: the response sets them for the browser's retry, and is not cacheable; docs/ssr.md).
 */
export function failedQuery<Query>(
  query: Query,
  error: unknown,
  config: ResolvedConfig | undefined,
): { query: Query; error: EmbeddedError; config?: ResolvedConfig } {
  return { query, error: serverQueryError(error), ...(config ? { config } : {}) };
}

/**
 * A failed server query as the page's embedded error: the storefront's kinds as they are, a
 * rule the page's own configuration broke (`dropped`, `too-many-lists`) as `config`.
 */
export function serverQueryError(error: unknown): EmbeddedError {
  const detail = errorDetail(wordedError(error));
  const { kind, message } = detail;
  return {
    kind:
      kind === 'dropped' || kind === 'too-many-lists' ? 'config' : (kind as EmbeddedError['kind']),
    message,
    ...('status' in detail && detail.status !== undefined ? { status: detail.status } : {}),
    ...(DEFINITE_KINDS.includes(kind) ? { definite: true } : {}),
  };
}

/** The script a page's shadow root ends with: what the browser adopts. */
export function embeddedScript(page: EmbeddedPage | EmbeddedSponsored): string {
  const json: Omit<EmbeddedPageJson | EmbeddedSponsoredJson, 'query' | 'result'> & {
    query: unknown;
    result?: unknown;
  } = page.result
    ? { query: page.query, result: page.result.data, status: page.result.status }
    : { query: page.query, ...(page.error ? { error: page.error } : {}) };
  return `<script type="application/json" ${EMBEDDED_RESULT_ATTRIBUTE}>${scriptJson(json)}</script>`;
}

/** A sponsored page's banner sizes, which the browser sets through the CSSOM (banner.ts). */
function serverStyle(page: EmbeddedPage | EmbeddedSponsored, styleOpen: string): string[] {
  const data = page.result?.data;
  if (!data || !('banners' in data)) return [];
  const rules = bannerWidthRules(shownBanners(data));
  return rules
    ? [`${styleOpen.replace('<style', `<style ${SERVER_STYLE_ATTRIBUTE}`)}${rules}</style>`]
    : [];
}

/** Pass 2: the markup with declarative shadow roots, each page starting from its result. */
export function renderPages(
  markup: string,
  results: EmbeddedPage[],
  options: { styleNonce?: string; sponsored?: EmbeddedSponsored[] } = {},
): RenderResult {
  // A strict Content-Security-Policy blocks inline <style> (the shadow roots' CSS) unless it
  // carries the response's nonce.
  const styleOpen = options.styleNonce
    ? `<style nonce="${escapeAttribute(options.styleNonce)}">`
    : '<style>';
  const stack: Stack = [];
  let next = 0;
  let nextSponsored = 0;
  class StorefrontRenderer extends LitElementRenderer {
    private readonly embedded: EmbeddedPage | EmbeddedSponsored | undefined;

    constructor(tagName: string) {
      const page = tagName === 'sf-product-page' ? results[next++] : undefined;
      const sponsored =
        tagName === 'sf-sponsored-page' ? options.sponsored?.[nextSponsored++] : undefined;
      setConstructing(page);
      setConstructingSponsored(sponsored);
      try {
        super(tagName);
      } finally {
        setConstructing(undefined);
        setConstructingSponsored(undefined);
      }
      const embedded = page ?? sponsored;
      this.embedded = embedded;
    }

    override connectedCallback(): void {
      const element = link(stack);
      if (element?.localName === 'sf-rec-list') (element as SfRecList).adoptServerState();
      super.connectedCallback();
      // The `lang` mark the browser's first update sets (base.ts), in the first HTML already:
      // without script, a Swedish element in an English page is still read as Swedish.
      const words = element as (HTMLElement & { rendersWords?(): boolean }) | undefined;
      if (words?.rendersWords?.() && !words.hasAttribute('lang'))
        words.setAttribute('lang', shippedLanguage(canonicalLocale(languageOf(words))));
    }

    override renderShadow(renderInfo: Parameters<LitElementRenderer['renderShadow']>[0]) {
      const rendered = super.renderShadow(renderInfo);
      if (!rendered) return rendered;
      const shadow = rendered.map((chunk) => (chunk === '<style>' ? styleOpen : chunk));
      // Styles the element adds go right after its own, before any content: a browser paints a
      // partly parsed page, and content drawn before its rules moves when they arrive (shop
      // audit s28, H3: banners drawn full width, then at their cap).
      const styles: string[] = [];
      const list = this.element as unknown as { quickAdd?: boolean; favorites?: boolean };
      if (this.tagName === 'sf-rec-list' && (list.quickAdd || list.favorites))
        styles.push(`${styleOpen}${cardExtras.styles.cssText}</style>`);
      // A failed page shows no detail: its extras' looks are not needed.
      const config = this.embedded?.result && this.embedded.config?.storefront;
      if (this.tagName === 'sf-product-page' && config && needsDetailExtras(config))
        styles.push(`${styleOpen}${detailExtras.styles.cssText}</style>`);
      if (this.embedded) styles.push(...serverStyle(this.embedded, styleOpen));
      const afterOwn = shadow.indexOf('</style>') + 1;
      shadow.splice(afterOwn, 0, ...styles);
      return this.embedded ? [...shadow, embeddedScript(this.embedded)] : shadow;
    }
  }
  return render(template(markup), {
    elementRenderers: [StorefrontRenderer],
    customElementInstanceStack: stack,
  });
}
