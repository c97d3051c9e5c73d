/** Shared by the SSR Node tests: the reference server, its sample keys and HTML probes. */
import { queryProductPage, type ProductPageQuery } from '../../../src/api/client.ts';
import { startReferenceServer } from '../../../src/reference/node.ts';

export interface Reference {
  url: string;
  productKey: string;
  close(): Promise<void>;
}

export async function startReference(): Promise<Reference> {
  const server = await startReferenceServer({ port: 0 });
  const catalog = (await (await fetch(`${server.url}/__reference/catalog`)).json()) as {
    groups: { products: string[] }[];
  };
  return { url: server.url, productKey: catalog.groups[0]!.products[0]!, close: server.close };
}

/** The product page markup of the demo (demo/product.html) for `productKey`. */
export function productMarkup(productKey: string, storefront = ''): string {
  return `<sf-storefront api-base="" market="US" locale="en-US" currency="USD"${storefront}>
  <sf-product-page product-key="${productKey}" include-product-group favorites>
    <sf-rec-list list-id="alternatives" algorithm="ALTERNATIVES" label="You may also like" visualization="CAROUSEL" limit="8" quick-add favorites></sf-rec-list>
    <sf-rec-list list-id="style-with" algorithm="STYLE_WITH" label="Complete the look" visualization="GRID" limit="4"></sf-rec-list>
  </sf-product-page>
</sf-storefront>`;
}

/**
 * The declarative shadow root (the `<template shadowrootmode="open">`'s content) of each `tag`
 * element in `html`, in document order, nested shadow roots included (a sponsored page's lists).
 */
export function shadowRoots(html: string, tag: string): string[] {
  const roots: string[] = [];
  const open = new RegExp(
    `<${tag}\\b[^>]*><template shadowroot="open" shadowrootmode="open">`,
    'g',
  );
  for (const match of html.matchAll(open)) {
    const start = match.index + match[0].length;
    let depth = 1;
    const tags = /<template\b|<\/template>/g;
    tags.lastIndex = start;
    let end = html.length;
    for (let found = tags.exec(html); found; found = tags.exec(html)) {
      depth += found[0] === '</template>' ? -1 : 1;
      if (depth === 0) {
        end = found.index;
        break;
      }
    }
    roots.push(html.slice(start, end));
  }
  return roots;
}

/** The demo's category page markup (demo/category.html) with its two sponsored pages. */
export function sponsoredMarkup(pageReference = 'category/jackets', storefront = ''): string {
  return `<sf-storefront api-base="" market="US" locale="en-US" currency="USD"${storefront}>
  <section><h2>Featured</h2>
    <sf-sponsored-page page-reference="${pageReference}" quick-add favorites></sf-sponsored-page>
  </section>
  <section><h2>Summer campaign</h2>
    <sf-sponsored-page page-reference="campaign/summer" facets="f.in_stock=true"></sf-sponsored-page>
  </section>
</sf-storefront>`;
}

/** The text of `html` without tags and Lit's markers, whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** A `fetch` that passes every request on and remembers each URL (the server's queries). */
export function recordingFetch(): { fetch: typeof fetch; urls: URL[] } {
  const urls: URL[] = [];
  return {
    urls,
    fetch: (input, init) => {
      urls.push(new URL(input instanceof Request ? input.url : String(input)));
      return fetch(input, init);
    },
  };
}

/** The reference's answer to the page's query, as the US market's anonymous visitor. */
export async function referenceAnswer(
  reference: Reference,
  settings: ProductPageQuery['settings'],
) {
  const { data } = await queryProductPage(
    {
      apiBase: reference.url,
      market: 'US',
      locale: 'en-US',
      touchpoint: 'DESKTOP',
      userContext: 'ANONYMOUS',
    },
    { productKey: reference.productKey, settings },
  );
  return data;
}
