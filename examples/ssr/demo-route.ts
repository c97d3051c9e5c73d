/**
 * The demo's server-rendered product page, `/ssr/product.html?product-key=KEY` (`npm start`, and
 * the browser tests): demo/product.html with its storefront markup rendered on the server by
 * `storefront-elements/ssr` (examples/ssr/page.ts), against the in-process reference server.
 * Same look and script as the client-rendered page; only the storefront arrives in the HTML.
 */
import { readFile } from 'node:fs/promises';
import { productPageResponse } from './page.ts';

export const SSR_PRODUCT_PATH = '/ssr/product.html';

/** The reference server as a Web handler (undefined: not one of its paths). */
type Handler = (request: Request) => Promise<Response | undefined>;

export interface SsrDemoOptions {
  /** demo/product.html on disk. */
  productHtml: string;
  /** Where the demo's assets (`./demo.css`, `./demo.ts`) are served: `/` or `/demo/`. */
  assetBase: string;
  /** The reference server, answering the server's query in process. */
  reference: Handler;
}

/**
 * demo/product.html split in two: the page template (`{{storefront}}` where its storefront markup
 * was) and that markup itself, for `productKey` (the attribute the demo's script would set), so
 * the server renders exactly the storefront the client-rendered page has.
 */
function split(html: string, assetBase: string, productKey: string) {
  const start = html.indexOf('<sf-storefront');
  const end = html.indexOf('</sf-storefront>') + '</sf-storefront>'.length;
  if (start < 0 || end < start) throw new Error('demo/product.html has no <sf-storefront>');
  const key = productKey.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
  const markup = html.slice(start, end).replace('data-demo-product', `product-key="${key}"`);
  if (!markup.includes('product-key=')) throw new Error('demo/product.html: no data-demo-product');
  const template = (html.slice(0, start) + '{{storefront}}' + html.slice(end))
    .replace(/(href|src)="\.\//g, `$1="${assetBase}`)
    .replace('<title>Product page', '<title>Product page (server-rendered)');
  return { template, markup };
}

/** The first product of the reference catalog: the page's product when the link names none. */
async function defaultProduct(reference: Handler, origin: string): Promise<string | undefined> {
  const response = await reference(new Request(`${origin}/__reference/catalog`));
  const catalog = (await response?.json()) as { groups: { products: string[] }[] } | undefined;
  return catalog?.groups[0]?.products[0];
}

/** The route as a Web handler: the page for `/ssr/product.html`, undefined for any other path. */
export function ssrDemoRoute(options: SsrDemoOptions): Handler {
  const fetchReference: typeof fetch = async (input, init) =>
    (await options.reference(new Request(input, init))) ?? new Response(null, { status: 404 });
  return async (request) => {
    const url = new URL(request.url);
    if (url.pathname !== SSR_PRODUCT_PATH) return undefined;
    const productKey =
      url.searchParams.get('product-key') || (await defaultProduct(options.reference, url.origin));
    if (!productKey) return new Response('No product', { status: 404 });
    const page = split(await readFile(options.productHtml, 'utf8'), options.assetBase, productKey);
    return productPageResponse(request, {
      ...page,
      productKey,
      options: { fetch: fetchReference },
    });
  };
}
