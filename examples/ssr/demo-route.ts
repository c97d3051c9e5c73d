/**
 * The demo's server-rendered product page, `/ssr/product.html?product-key=KEY`, and category
 * landing, `/ssr/category.html?page-reference=REF` (`npm start`, and the browser tests):
 * demo/product.html (demo/category.html) with its storefront markup rendered on the server by
 * `storefront-elements/ssr` (examples/ssr/page.ts), against the in-process reference server.
 * Same look and script as the client-rendered page; only the storefront arrives in the HTML.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { productPageResponse } from './page.ts';

export const SSR_PRODUCT_PATH = '/ssr/product.html';
/** The server-rendered category landing (demo/category.html, its sponsored pages). */
export const SSR_CATEGORY_PATH = '/ssr/category.html';
/** The paths the route answers. */
export const SSR_DEMO_PATHS: readonly string[] = [SSR_PRODUCT_PATH, SSR_CATEGORY_PATH];

/** The reference server as a Web handler (undefined: not one of its paths). */
type Handler = (request: Request) => Promise<Response | undefined>;

export interface SsrDemoOptions {
  /** demo/product.html on disk. */
  productHtml: string;
  /** demo/category.html on disk (default: category.html next to `productHtml`). */
  categoryHtml?: string;
  /** Where the demo's assets (`./demo.css`, `./demo.ts`) are served: `/` or `/demo/`. */
  assetBase: string;
  /** The reference server, answering the server's query in process. */
  reference: Handler;
}

const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A demo page split in two: the page template (`{{storefront}}` where its storefront markup was)
 * and that markup itself, with the key the demo's script would fill in written as the attribute
 * (`data-demo-product` → `product-key`, `data-demo-category` → `page-reference`), so the server
 * renders exactly the storefront the client-rendered page has.
 */
function split(
  html: string,
  assetBase: string,
  fill: { marker: string; attribute: string; value: string; title: string },
) {
  const start = html.indexOf('<sf-storefront');
  const end = html.indexOf('</sf-storefront>') + '</sf-storefront>'.length;
  if (start < 0 || end < start) throw new Error('the demo page has no <sf-storefront>');
  const markup = html
    .slice(start, end)
    .replace(fill.marker, `${fill.attribute}="${escapeAttribute(fill.value)}"`);
  if (!markup.includes(`${fill.attribute}=`)) throw new Error(`the demo page: no ${fill.marker}`);
  const template = (html.slice(0, start) + '{{storefront}}' + html.slice(end))
    .replace(/(href|src)="\.\//g, `$1="${assetBase}`)
    .replace(`<title>${fill.title}`, `<title>${fill.title} (server-rendered)`);
  return { template, markup };
}

interface Catalog {
  groups: { products: string[] }[];
  markets: { id: string; pages: { id: string; category: string | null }[] }[];
}

async function catalogOf(reference: Handler, origin: string): Promise<Catalog | undefined> {
  const response = await reference(new Request(`${origin}/__reference/catalog`));
  return (await response?.json()) as Catalog | undefined;
}

/** The first product of the reference catalog: the page's product when the link names none. */
async function defaultProduct(reference: Handler, origin: string): Promise<string | undefined> {
  return (await catalogOf(reference, origin))?.groups[0]?.products[0];
}

/** The category page the demo's script picks (demo/demo.ts): the US market's jackets. */
async function defaultCategory(reference: Handler, origin: string): Promise<string | undefined> {
  const market = (await catalogOf(reference, origin))?.markets.find((m) => m.id === 'US');
  const page =
    market?.pages.find((candidate) => candidate.category === 'jackets') ??
    market?.pages.find((candidate) => candidate.category);
  return page?.id;
}

/** The route as a Web handler: the pages of `SSR_DEMO_PATHS`, undefined for any other path. */
export function ssrDemoRoute(options: SsrDemoOptions): Handler {
  const fetchReference: typeof fetch = async (input, init) =>
    (await options.reference(new Request(input, init))) ?? new Response(null, { status: 404 });
  const categoryHtml = options.categoryHtml ?? join(dirname(options.productHtml), 'category.html');
  return async (request) => {
    const url = new URL(request.url);
    // The queries never leave this process (`fetchReference`): the origin only makes the sample
    // data's image URLs this server's. A shop names its service here, never the request's host.
    const queryOptions = { fetch: fetchReference, apiBase: url.origin };
    if (url.pathname === SSR_CATEGORY_PATH) {
      const pageReference =
        url.searchParams.get('page-reference') ||
        (await defaultCategory(options.reference, url.origin));
      if (!pageReference) return new Response('No category page', { status: 404 });
      const page = split(await readFile(categoryHtml, 'utf8'), options.assetBase, {
        marker: 'data-demo-category',
        attribute: 'page-reference',
        value: pageReference,
        title: 'Category landing',
      });
      return productPageResponse(request, { ...page, options: queryOptions });
    }
    if (url.pathname !== SSR_PRODUCT_PATH) return undefined;
    const productKey =
      url.searchParams.get('product-key') || (await defaultProduct(options.reference, url.origin));
    if (!productKey) return new Response('No product', { status: 404 });
    const page = split(await readFile(options.productHtml, 'utf8'), options.assetBase, {
      marker: 'data-demo-product',
      attribute: 'product-key',
      value: productKey,
      title: 'Product page',
    });
    return productPageResponse(request, {
      ...page,
      productKey,
      options: queryOptions,
    });
  };
}
