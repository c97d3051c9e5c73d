/**
 * What a shop's server does for a product page (docs/ssr.md): its own page around the storefront
 * markup, rendered by `storefront-elements/ssr`, answered with the render's headers. Shared by the
 * examples for a plain Node server and Express, and by the demo's dev server.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderStorefront, type RenderStorefrontOptions } from '../../src/ssr/index.ts';

/** The storefront markup of the product page, as the shop writes it for the browser. */
export function productMarkup(productKey: string): string {
  const key = productKey.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<sf-storefront api-base="" market="US" locale="en-US" currency="USD">
  <sf-product-page product-key="${key}" include-product-group favorites>
    <sf-rec-list list-id="alternatives" algorithm="ALTERNATIVES" label="You may also like" visualization="CAROUSEL" limit="8" quick-add favorites></sf-rec-list>
    <sf-rec-list list-id="style-with" algorithm="STYLE_WITH" label="Complete the look" visualization="GRID" limit="4"></sf-rec-list>
    <sf-rec-list list-id="upsell" algorithm="UPSELL" label="Upgrade your pick" visualization="CAROUSEL" limit="6"></sf-rec-list>
  </sf-product-page>
</sf-storefront>`;
}

export interface ShopPage {
  /** The page: `{{storefront}}` is replaced by the rendered markup, `{{nonce}}` by the nonce. */
  template: string;
  /** The product of a product page (unused when `markup` is given). */
  productKey?: string;
  /** The storefront markup to render; default `productMarkup(productKey)`. */
  markup?: string;
  options?: Omit<RenderStorefrontOptions, 'markup' | 'styleNonce'>;
}

/**
 * The whole response: HTML, the visitor cookie, and a CSP whose `style-src` has the nonce. A
 * page the service does not know (an unknown product, a page reference it has not) is answered
 * `404`, so crawlers do not index its error state.
 */
export async function productPageResponse(request: Request, page: ShopPage): Promise<Response> {
  const nonce = randomBytes(16).toString('base64');
  const rendered = await renderStorefront(request, {
    ...page.options,
    markup: page.markup ?? productMarkup(page.productKey ?? ''),
    styleNonce: nonce,
  });
  const headers = new Headers(rendered.headers);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set(
    'Content-Security-Policy',
    `default-src 'self'; script-src 'self'; style-src 'self' 'nonce-${nonce}'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'none'`,
  );
  const html = page.template
    .replace('{{storefront}}', () => rendered.html)
    .replaceAll('{{nonce}}', nonce);
  const unknown = [...rendered.pages, ...rendered.sponsoredPages].some(
    (page) => page.error?.kind === 'not-found',
  );
  return new Response(html, { status: unknown ? 404 : 200, headers });
}

/**
 * A Node request as a Web `Request` (its URL and headers; a product page reads no body). Its URL
 * is what this server saw: no forwarded header is read (anyone can send one). Behind a proxy that
 * terminates TLS, give `renderStorefront` the `publicOrigin` option.
 */
export function toWebRequest(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, one);
    }
  }
  const secure = (request.socket as { encrypted?: boolean }).encrypted === true;
  const origin = `${secure ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}`;
  return new Request(new URL(request.url ?? '/', origin), { headers });
}

/** Writes a Web `Response` to a Node response (each `Set-Cookie` on its own). */
export async function sendWebResponse(response: Response, target: ServerResponse): Promise<void> {
  target.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') target.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) target.setHeader('set-cookie', cookies);
  target.end(Buffer.from(await response.arrayBuffer()));
}
