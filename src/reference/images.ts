/**
 * Product and banner images drawn on the fly as SVG, so the reference server needs no network
 * and no image files. `<productKey>-<n>` draws that product in its colour; anything else (banners)
 * gets a colour from the name's hash. `w` and `h` set the size (defaults 400 × 500).
 */
import type { Catalog } from './catalog.ts';
import { hashString } from './random.ts';
import { langOf } from './vocabulary.ts';

const NAME = /^[A-Za-z0-9_-]{1,120}$/;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function dimension(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 16 && n <= 4000 ? n : fallback;
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
  const view = match ? Number(match[2]) : 1;
  const hue = hashString(name) % 360;
  const fill = product?.color.hex[0] ?? `hsl(${hue} 45% 55%)`;
  const second = product?.color.hex[1] ?? `hsl(${(hue + 40) % 360} 45% 40%)`;
  const label = product ? `${product.names[langOf('en')]} · ${view}` : name;
  const fontSize = Math.max(10, Math.round(Math.min(width, height) / 14));
  // The view number moves the shape, so a SWAP or GALLERY visibly changes.
  const cx = Math.round(width * (0.3 + ((view - 1) % 3) * 0.2));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
<rect width="100%" height="100%" fill="#f3f1ee"/>
<circle cx="${cx}" cy="${Math.round(height * 0.42)}" r="${Math.round(Math.min(width, height) * 0.28)}" fill="${fill}" stroke="${second}" stroke-width="${Math.max(2, Math.round(width / 80))}"/>
<text x="50%" y="${Math.round(height * 0.88)}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize}" fill="#333">${escapeXml(label)}</text>
</svg>`;
}
