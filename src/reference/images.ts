/**
 * Product and banner images drawn on the fly as SVG, so the reference server needs no network
 * and no image files. `<productKey>-<n>` draws that product as the silhouette of its category in
 * its colours, view `n` (front, back, detail, side, on a backdrop); anything else is a campaign
 * banner: a scene with products of the banner's category and a headline area. `w` and `h` set the
 * size (defaults 400 × 500). The same name and size always give the same image.
 */
import type { Catalog } from './catalog.ts';
import {
  FALLBACK,
  SILHOUETTES,
  brightness,
  drawSilhouette,
  fit,
  palette,
  round,
  shade,
  type Silhouette,
} from './illustrations.ts';
import { hashString } from './random.ts';
import { CATEGORIES, COLORS, langOf, slugify } from './vocabulary.ts';

const NAME = /^[A-Za-z0-9_-]{1,120}$/;
const FONT = 'system-ui, sans-serif';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function dimension(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 16 && n <= 4000 ? n : fallback;
}

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

/** How each view of a product is shot: zoom, focus, mirrored (back), turned, backdrop. */
const VIEWS = [
  { zoom: 0.86, focusY: 128, mirror: false, turn: 0, backdrop: false },
  { zoom: 0.86, focusY: 128, mirror: true, turn: 0, backdrop: false },
  { zoom: 1.9, focusY: 92, mirror: false, turn: 0, backdrop: false },
  { zoom: 0.78, focusY: 128, mirror: false, turn: -9, backdrop: false },
  { zoom: 0.7, focusY: 128, mirror: false, turn: 0, backdrop: true },
];

function productImage(
  width: number,
  height: number,
  silhouette: Silhouette,
  hex: readonly string[],
  view: number,
  label: string,
): string {
  const shot = VIEWS[(view - 1) % VIEWS.length] as (typeof VIEWS)[number];
  const { colors, defs } = palette(hex, 'stripes');
  const background = shot.backdrop
    ? shade(colors.base, brightness(colors.base) > 0.8 ? -0.12 : 0.86)
    : '#f3f1ee';
  const turns = [
    shot.mirror ? 'translate(200 0) scale(-1 1)' : '',
    shot.turn ? `rotate(${shot.turn} 100 125)` : '',
  ].filter(Boolean);
  const item = drawSilhouette(silhouette, colors, shot.mirror);
  return svg(
    width,
    height,
    label,
    (defs ? `<defs>${defs}</defs>` : '') +
      `<rect width="${width}" height="${height}" fill="${background}"/>` +
      `<g transform="${fit(width, height, shot.zoom, shot.zoom > 1 ? (silhouette.detailY ?? shot.focusY) : shot.focusY)}">` +
      `<ellipse cx="100" cy="232" rx="74" ry="7" fill="#000000" opacity="0.08"/>` +
      (turns.length ? `<g transform="${turns.join(' ')}">${item}</g>` : item) +
      `</g>`,
  );
}

/** The category a banner shows: its generated page's link, a category in its name, or a hash. */
function bannerCategory(catalog: Catalog, name: string): string {
  for (const pages of catalog.pages.values())
    for (const page of pages)
      for (const banner of page.banners) {
        const prefix = `banner-${slugify(page.id).slice(0, 60)}-${banner.id}-`;
        const category = banner.linkCategory ?? page.category;
        if (category && name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
          return category;
      }
  const named = CATEGORIES.filter((c) => name.includes(`-${c.id}-`));
  // The longest match: `t-shirts` rather than `shirts`.
  named.sort((a, b) => b.id.length - a.id.length);
  return named[0]?.id ?? (CATEGORIES[hashString(name) % CATEGORIES.length]?.id as string);
}

const KICKERS = ['New season', 'Just in', 'Bestsellers', 'Our favourites'];
/** Colours that read as products on a tinted background (not white, not clear). */
const BANNER_COLORS = COLORS.filter((c) => !['white', 'clear', 'offwhite'].includes(c.id));

/** `count` silhouettes side by side in the rectangle `x, y, w, h`, each in its own colours. */
function productRow(
  silhouette: Silhouette,
  seed: number,
  count: number,
  box: { x: number; y: number; w: number; h: number },
): { defs: string; body: string } {
  let defs = '';
  let body = '';
  const cell = box.w / count;
  for (let i = 0; i < count; i++) {
    const color = BANNER_COLORS[(seed + i * 5) % BANNER_COLORS.length] ?? COLORS[0]!;
    const { colors, defs: pattern } = palette(color.hex, `stripes-${i}`);
    defs += pattern;
    const lift = i % 2 ? box.h * 0.04 : 0;
    body +=
      `<g transform="translate(${round(box.x + i * cell)} ${round(box.y - lift)})">` +
      `<g transform="${fit(cell, box.h, 0.98)}">${drawSilhouette(silhouette, colors)}</g></g>`;
  }
  return { defs, body };
}

function bannerImage(catalog: Catalog, name: string, width: number, height: number): string {
  const seed = hashString(name);
  const categoryId = bannerCategory(catalog, name);
  const category = CATEGORIES.find((c) => c.id === categoryId);
  const silhouette = SILHOUETTES[categoryId] ?? FALLBACK;
  const headline = category
    ? category.slugs[langOf('en')].replace(/^./, (c) => c.toUpperCase())
    : 'New in';
  const kicker = name.includes('summer')
    ? 'Summer edit'
    : (KICKERS[seed % KICKERS.length] as string);
  const main = BANNER_COLORS[seed % BANNER_COLORS.length] ?? COLORS[0]!;
  const tint = shade(main.hex[0] as string, 0.84);
  const ink = '#1d1d1f';
  const wide = width / height >= 1.4;
  // Text block: left of the products when wide, above them otherwise.
  const textWidth = wide ? width * 0.42 : width * 0.84;
  const textHeight = wide ? height : height * 0.4;
  const size = Math.max(10, Math.min(textHeight * 0.24, textWidth / (headline.length * 0.62)));
  const x = wide ? width * 0.06 : width / 2;
  const anchor = wide ? 'start' : 'middle';
  const top = wide ? height / 2 - size * 0.9 : height * 0.08;
  const pill = { w: size * 2.9, h: size * 0.62 };
  const pillX = wide ? x : x - pill.w / 2;
  const pillY = top + size * 1.55;
  const row = wide
    ? { x: width * 0.5, y: height * 0.1, w: width * 0.46, h: height * 0.84 }
    : { x: width * 0.06, y: height * 0.42, w: width * 0.88, h: height * 0.54 };
  const count = row.w / row.h > 1.6 ? 3 : 2;
  const products = productRow(silhouette, seed, count, row);
  const text = (y: number, fontSize: number, weight: number, content: string, fill = ink) =>
    `<text x="${round(x)}" y="${round(y)}" text-anchor="${anchor}" font-family="${FONT}" font-size="${round(fontSize)}" font-weight="${weight}" fill="${fill}">${escapeXml(content)}</text>`;
  return svg(
    width,
    height,
    `${kicker}: ${headline}`,
    (products.defs ? `<defs>${products.defs}</defs>` : '') +
      `<rect width="${width}" height="${height}" fill="${tint}"/>` +
      `<circle cx="${round(row.x + row.w / 2)}" cy="${round(row.y + row.h * 0.55)}" r="${round(Math.min(row.w, row.h) * 0.48)}" fill="${shade(main.hex[0] as string, 0.68)}"/>` +
      products.body +
      text(top, size * 0.36, 600, kicker.toUpperCase(), shade(main.hex[0] as string, -0.45)) +
      text(top + size * 1.05, size, 800, headline) +
      `<rect x="${round(pillX)}" y="${round(pillY)}" width="${round(pill.w)}" height="${round(pill.h)}" rx="${round(pill.h / 2)}" fill="${ink}"/>` +
      `<text x="${round(pillX + pill.w / 2)}" y="${round(pillY + pill.h * 0.68)}" text-anchor="middle" font-family="${FONT}" font-size="${round(size * 0.3)}" font-weight="600" fill="#ffffff">Shop now</text>`,
  );
}

/** The SVG for an image name, or undefined when the name is not one this server could have issued. */
export function renderImage(
  catalog: Catalog,
  name: string,
  query: URLSearchParams,
): string | undefined {
  if (!NAME.test(name)) return undefined;
  const width = dimension(query.get('w'), 400);
  const height = dimension(query.get('h'), Math.round(width * 1.25));
  const match = /^(P\d+-\d+)-(\d+)$/.exec(name);
  const product = match ? catalog.productsByKey.get(match[1] as string) : undefined;
  if (!match || !product) return bannerImage(catalog, name, width, height);
  const view = Math.max(1, Number(match[2]));
  const silhouette = SILHOUETTES[product.category.id] ?? FALLBACK;
  const label = `${product.names[langOf('en')]}, ${product.color.names[langOf('en')]} · ${view}`;
  return productImage(width, height, silhouette, product.color.hex, view, label);
}
