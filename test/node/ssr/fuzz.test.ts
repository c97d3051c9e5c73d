/**
 * Fuzz, server renderer: the browser fuzz test's mutated product-page and sponsored-page answers
 * (test/browser/fuzz, same mutations and hostile strings) as the upstream of `renderStorefront`. Every case must render
 * (the error state counts) without throwing, and the HTML, parsed as a browser would (parse5,
 * declarative shadow roots as template contents), must stay inert: no script but the JSON data
 * blocks (embedded result, JSON-LD) which parse as JSON, no event-handler attribute, no unsafe
 * URL or style. A failure names the case's seed (replay: `mutate(sample, seed, { huge })`).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { buildProductPageRequest } from '../../../src/api/client.ts';
import { buildSponsoredPageRequest } from '../../../src/api/sponsored-query.ts';
import { renderStorefront } from '../../../src/ssr/index.ts';
import { unsafeElement } from '../../browser/fuzz/checks.ts';
import { CANARY, caseSeed, mutate, type Json } from '../../browser/fuzz/mutate.ts';
import { productMarkup, sponsoredMarkup, startReference, type Reference } from './helpers.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const CASES = 300;
const HUGE_EVERY = 60;
/** The fuzz streams of the server renderer (the browser tests use others). */
const STREAM = 14;
const SPONSORED_STREAM = 24;
const SPONSORED_CASES = 200;
const BASE = 'https://shop.example/ssr/product.html';
const DATA_TYPES = new Set(['application/json', 'application/ld+json']);

function* elements(node: Node): Generator<Element> {
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) {
    if ('tagName' in child) {
      yield child;
      if ('content' in child) yield* elements(child.content as unknown as Node);
    }
    yield* elements(child);
  }
}

const textOf = (element: Element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

/** Every `url` or `image` of the JSON-LD that a search engine would follow but is not http(s). */
function unsafeLinkedData(data: unknown, path = 'ld+json'): string[] {
  if (Array.isArray(data))
    return data.flatMap((item, i) => unsafeLinkedData(item, `${path}[${i}]`));
  if (!data || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const links = key === 'url' || key === 'image' ? [value].flat() : [];
    return [
      ...links
        .filter((link) => typeof link !== 'string' || !/^https?:\/\//.test(link))
        .map((link) => `${path}.${key} = ${JSON.stringify(link).slice(0, 120)}`),
      ...(typeof value === 'object' ? unsafeLinkedData(value, `${path}.${key}`) : []),
    ];
  });
}

/** Everything in `html` that is not inert, as messages. */
function unsafeHtml(html: string): string[] {
  const found: string[] = [];
  let scripts = 0;
  for (const element of elements(parse(html) as unknown as Node)) {
    const attributes = element.attrs.map(({ name, value }) => [name, value] as const);
    if (element.tagName === 'script') {
      scripts++;
      const type = element.attrs.find((attribute) => attribute.name === 'type')?.value ?? '';
      if (!DATA_TYPES.has(type)) found.push(`<script type="${type}">`);
      try {
        const data: unknown = JSON.parse(textOf(element));
        if (type === 'application/ld+json') found.push(...unsafeLinkedData(data));
      } catch {
        found.push(`<script type="${type}"> is not JSON: ${textOf(element).slice(0, 120)}`);
      }
      found.push(...unsafeElement('script-data', attributes, BASE));
      continue;
    }
    found.push(...unsafeElement(element.tagName, attributes, BASE));
  }
  // The embedded result and at most one JSON-LD: anything more broke out of one of them.
  if (scripts > 2) found.push(`${scripts} script elements`);
  return found;
}

describe('fuzz: the server renderer', () => {
  let reference: Reference;
  let sample: Json;
  let sponsoredSample: Json;

  before(async () => {
    reference = await startReference();
    const { url, init } = buildProductPageRequest(
      {
        apiBase: reference.url,
        market: 'US',
        locale: 'en-US',
        touchpoint: 'DESKTOP',
        userContext: 'ANONYMOUS',
      },
      {
        productKey: reference.productKey,
        settings: {
          productGroup: { include: true },
          recommendationLists: [
            { id: 'alternatives', algorithm: 'ALTERNATIVES', limit: 8 },
            { id: 'style-with', algorithm: 'STYLE_WITH', limit: 4 },
          ],
        },
      },
    );
    sample = (await (await fetch(url, init)).json()) as Json;
    const sponsored = buildSponsoredPageRequest(
      {
        apiBase: reference.url,
        market: 'US',
        locale: 'en-US',
        touchpoint: 'DESKTOP',
        userContext: 'ANONYMOUS',
      },
      { pageReference: 'category/jackets' },
    );
    sponsoredSample = (await (await fetch(sponsored.url, sponsored.init)).json()) as Json;
  });
  after(() => reference.close());

  it('checks what it should: a hostile string outside a data block is found', () => {
    assert.deepEqual(unsafeHtml(`<p>${CANARY}</p><script type="application/json">{}</script>`), []);
    assert.equal(
      unsafeHtml(`<script type="application/json">{}</script><script>x</script>`).length,
      2,
    );
    assert.equal(
      unsafeHtml(`<template><img src="javascript:x" onerror=${CANARY}()></template>`).length,
      2,
    );
  });

  it(`renders ${CASES} mutated answers inert`, async () => {
    let rendered = 0;
    for (let index = 0; index < CASES; index++) {
      const seed = caseSeed(STREAM, index);
      const huge = index % HUGE_EVERY === 0;
      const mutated = mutate(sample, seed, { huge });
      const body = JSON.stringify(mutated.value);
      const page = await renderStorefront(new Request(BASE), {
        apiBase: BASE,
        markup: productMarkup(reference.productKey),
        fetch: async () => new Response(body, { headers: { 'Content-Type': 'application/json' } }),
      });
      const problems = unsafeHtml(page.html);
      assert.deepEqual(
        problems,
        [],
        `seed ${seed}${huge ? ' (huge)' : ''}: ${mutated.steps.join('; ').slice(0, 400)}`,
      );
      if (page.pages.every((outcome) => outcome.ok)) rendered++;
    }
    // Most mutations leave a usable answer: the renderer was exercised, not only its error state.
    assert.ok(rendered > CASES / 2, `${rendered} of ${CASES} rendered with data`);
  });

  it(`renders ${SPONSORED_CASES} mutated sponsored-page answers inert`, async () => {
    const hasBanners = (sponsoredSample as { banners?: unknown[] }).banners?.length;
    assert.ok(hasBanners, 'the sample has banners');
    let rendered = 0;
    for (let index = 0; index < SPONSORED_CASES; index++) {
      const seed = caseSeed(SPONSORED_STREAM, index);
      const huge = index % HUGE_EVERY === 0;
      const mutated = mutate(sponsoredSample, seed, { huge });
      const body = JSON.stringify(mutated.value);
      const page = await renderStorefront(new Request(BASE), {
        apiBase: BASE, // One sponsored page: one embedded result, no JSON-LD.
        markup: sponsoredMarkup().replace(/<section><h2>Summer[\s\S]*?<\/section>/, ''),
        fetch: async () => new Response(body, { headers: { 'Content-Type': 'application/json' } }),
      });
      assert.equal(page.sponsoredPages.length, 1);
      const problems = unsafeHtml(page.html);
      assert.deepEqual(
        problems,
        [],
        `seed ${seed}${huge ? ' (huge)' : ''}: ${mutated.steps.join('; ').slice(0, 400)}`,
      );
      if (page.sponsoredPages[0]!.ok) rendered++;
    }
    assert.ok(
      rendered > SPONSORED_CASES / 2,
      `${rendered} of ${SPONSORED_CASES} rendered with data`,
    );
  });
});
