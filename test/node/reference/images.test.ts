/**
 * The reference server's generated images: product illustrations (a silhouette of the product's
 * category in its colours) and campaign banners (a scene with a silhouette and a headline area),
 * deterministic, small and safe to serve (no script, no event handlers, no external references).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getCatalog, DEFAULT_SEED } from '../../../src/reference/catalog.ts';
import { SILHOUETTES } from '../../../src/reference/illustrations.ts';
import { renderImage } from '../../../src/reference/images.ts';
import { CATEGORIES } from '../../../src/reference/vocabulary.ts';

const catalog = getCatalog(DEFAULT_SEED);
const size = (w: number, h?: number) =>
  new URLSearchParams({ w: String(w), ...(h ? { h: String(h) } : {}) });

/** One product of each category, the first of its group. */
const samples = CATEGORIES.map((category) => {
  const group = catalog.groups.find((g) => g.products[0]!.category.id === category.id)!;
  return group.products[0]!;
});

const BANNERS = [...catalog.pages.values()].flat().flatMap((page) =>
  page.banners.flatMap((banner) =>
    Array.from({ length: banner.imageCount }, (_, i) => ({
      name: `banner-${page.id.replace(/[^a-z0-9]+/gi, '-')}-${banner.id}-${i + 1}`,
      width: banner.width,
      height: banner.height,
      category: banner.linkCategory ?? page.category,
    })),
  ),
);

const ELEMENTS = new Set([
  'svg',
  'defs',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'text',
  'tspan',
  'pattern',
  'linearGradient',
  'stop',
]);
const ATTRIBUTES = new Set([
  'xmlns',
  'width',
  'height',
  'viewBox',
  'role',
  'aria-label',
  'd',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'fill-opacity',
  'transform',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'id',
  'patternUnits',
  'offset',
  'stop-color',
  'text-anchor',
  'font-family',
  'font-size',
  'font-weight',
  'letter-spacing',
  'dominant-baseline',
  'preserveAspectRatio',
  'gradientTransform',
]);

/** Every element and attribute is on the allowlist; the only references are to ids inside. */
function assertSafe(svg: string, what: string): void {
  for (const [, name] of svg.matchAll(/<\/?([A-Za-z][\w:-]*)/g))
    assert.ok(ELEMENTS.has(name!), `${what}: element <${name}>`);
  for (const [, name] of svg.matchAll(/\s([A-Za-z][\w:-]*)="/g))
    assert.ok(ATTRIBUTES.has(name!), `${what}: attribute ${name}`);
  for (const [, ref] of svg.matchAll(/url\(([^)]*)\)/g))
    assert.match(ref!, /^#[\w-]+$/, `${what}: url(${ref})`);
  assert.doesNotMatch(svg, /<script|javascript:|\bon\w+=|href|<!|<\?|&(?!#\d+;)/i, what);
  assert.ok(svg.length < 8000, `${what}: ${svg.length} characters`);
}

describe('reference images', () => {
  it('draws a product as the silhouette of its category in its colour', () => {
    for (const product of samples) {
      const svg = renderImage(catalog, `${product.key}-1`, size(400))!;
      const silhouette = SILHOUETTES[product.category.id];
      assert.ok(silhouette, `a silhouette for ${product.category.id}`);
      assert.ok(svg.includes(silhouette.outline), `${product.key} (${product.category.id})`);
      assert.ok(svg.toLowerCase().includes(product.color.hex[0]!.toLowerCase()), product.key);
      assert.doesNotMatch(svg, /<circle[^>]*r="1\d\d"/, 'no big circle in place of the product');
    }
    const outlines = new Set(CATEGORIES.map((c) => SILHOUETTES[c.id]!.outline));
    assert.equal(outlines.size, CATEGORIES.length, 'one distinct silhouette per category');
  });

  it('draws the same image for the same name, a different one for each view', () => {
    const product = samples[0]!;
    const views = [1, 2, 3, 4, 5].map((n) =>
      renderImage(catalog, `${product.key}-${n}`, size(400)),
    );
    assert.equal(renderImage(catalog, `${product.key}-2`, size(400)), views[1]);
    assert.equal(new Set(views).size, views.length);
  });

  it('keeps the requested size', () => {
    for (const [w, h] of [
      [100, 125],
      [200, 250],
      [800, 1000],
    ] as const) {
      const svg = renderImage(catalog, `${samples[1]!.key}-1`, size(w))!;
      assert.match(
        svg,
        new RegExp(`^<svg[^>]* width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"`),
      );
    }
  });

  it('draws each campaign banner as a scene in its declared size, with its category', () => {
    assert.ok(BANNERS.length >= 5);
    for (const banner of BANNERS) {
      const svg = renderImage(catalog, banner.name, size(banner.width, banner.height))!;
      assert.match(
        svg,
        new RegExp(`^<svg[^>]* width="${banner.width}" height="${banner.height}"`),
        banner.name,
      );
      assert.match(svg, /<text[^>]*>[^<]+<\/text>/, `${banner.name}: a headline`);
      if (banner.category)
        assert.ok(
          svg.includes(SILHOUETTES[banner.category]!.outline),
          `${banner.name}: ${banner.category}`,
        );
      assert.equal(renderImage(catalog, banner.name, size(banner.width, banner.height)), svg);
    }
  });

  it('serves only safe, small SVG', () => {
    for (const product of catalog.productsByKey.values())
      for (let n = 1; n <= product.imageCount; n++)
        assertSafe(renderImage(catalog, `${product.key}-${n}`, size(400))!, `${product.key}-${n}`);
    for (const banner of BANNERS)
      assertSafe(
        renderImage(catalog, banner.name, size(banner.width, banner.height))!,
        banner.name,
      );
    // A name this server never issued, with markup in it, is refused or drawn inert.
    assert.equal(renderImage(catalog, '<script>', size(400)), undefined);
    assertSafe(renderImage(catalog, 'banner-x-onload-1', size(400, 100))!, 'unknown banner');
  });
});
