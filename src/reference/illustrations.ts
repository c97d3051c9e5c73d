/**
 * Product illustrations for the generated images: one flat silhouette per category, drawn in a
 * 200 × 250 box (the 4:5 of the product images) and placed into any size by a transform. Shapes
 * only (paths, rects, circles): no text, no external reference, nothing that could run.
 */

/** A category's drawing: its outline (filled with the product's colour) and its details. */
export interface Silhouette {
  /** Path data of the filled shape. */
  outline: string;
  /** Seams, collars, soles: drawn over the outline in the outline or accent colour. */
  details: (colors: Palette) => string;
  /** What the back shows, for garments whose front details (buttons, zips) are not there. */
  back?: (colors: Palette) => string;
  /** Where a close-up (the detail view) looks, in the box's y; default 92 (a collar). */
  detailY?: number;
}

export interface Palette {
  /** Fill of the outline: a colour or `url(#…)` of a pattern of the product's colours. */
  fill: string;
  /** The product's first colour. */
  base: string;
  /** A darker shade of it, for outlines and seams (visible on white products too). */
  line: string;
  /** The product's second colour, or a lighter shade of the first. */
  accent: string;
}

const seam = (d: string, color: string, width = 2.5) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

export const SILHOUETTES: Record<string, Silhouette> = {
  shirts: {
    outline:
      'M72 38L50 46Q34 54 30 80L22 196L42 200L56 100L58 218L142 218L144 100L158 200L178 196L170 80Q166 54 150 46L128 38L100 58Z',
    details: (c) =>
      `<path d="M72 38L100 58L86 72ZM128 38L100 58L114 72Z" fill="${c.accent}" stroke="${c.line}" stroke-width="2"/>` +
      seam('M100 58V218M30 178L44 180M170 178L156 180', c.line) +
      [84, 108, 132, 156, 180, 204]
        .map((y) => `<circle cx="100" cy="${y}" r="2.6" fill="${c.line}"/>`)
        .join(''),
    back: (c) =>
      seam('M72 38Q100 48 128 38M58 70Q100 84 142 70M30 178L44 180M170 178L156 180', c.line),
  },
  't-shirts': {
    outline:
      'M70 40L52 46L20 78L40 106L58 94L58 216L142 216L142 94L160 106L180 78L148 46L130 40Q100 64 70 40Z',
    details: (c) =>
      seam('M70 40Q100 64 130 40', c.accent, 6) +
      seam('M40 106L58 94M160 106L142 94M58 206H142', c.line),
    back: (c) =>
      seam('M72 41Q100 50 128 41', c.accent, 5) +
      seam('M40 106L58 94M160 106L142 94M58 206H142', c.line),
  },
  trousers: {
    outline: 'M60 30L140 30L146 52L158 222L112 222L100 92L88 222L42 222L54 52Z',
    details: (c) =>
      `<rect x="58" y="30" width="84" height="12" fill="${c.accent}" stroke="${c.line}" stroke-width="2"/>` +
      seam('M100 42V90M62 44Q72 62 86 50M138 44Q128 62 114 50M47 212H86M114 212H153', c.line),
    back: (c) =>
      `<rect x="58" y="30" width="84" height="12" fill="${c.accent}" stroke="${c.line}" stroke-width="2"/>` +
      seam('M100 42V92M66 60H90V82H68ZM134 60H110V82H132ZM47 212H86M114 212H153', c.line),
  },
  jackets: {
    outline:
      'M70 34L46 44Q28 54 24 84L16 204L40 208L54 108L54 224L146 224L146 108L160 208L184 204L176 84Q172 54 154 44L130 34Q100 46 70 34Z',
    details: (c) =>
      `<path d="M70 34Q100 46 130 34L126 20Q100 30 74 20Z" fill="${c.accent}" stroke="${c.line}" stroke-width="2"/>` +
      seam('M100 42V224', c.accent, 4) +
      seam('M64 162H90M110 162H136M18 190L40 194M182 190L160 194M54 214H146', c.line),
    back: (c) =>
      `<path d="M70 34Q100 46 130 34L126 20Q100 30 74 20Z" fill="${c.accent}" stroke="${c.line}" stroke-width="2"/>` +
      seam('M56 74Q100 90 144 74M18 190L40 194M182 190L160 194M54 214H146', c.line),
  },
  shoes: {
    detailY: 140,
    // A trainer from the side: heel and collar on the left, laces down the vamp to the toe.
    outline:
      'M22 178L24 120Q26 98 46 98L76 98Q86 98 90 108L98 120Q130 128 160 140Q186 150 186 172L186 178Z',
    details: (c) =>
      `<path d="M18 172H190V182Q190 192 178 192H30Q18 192 18 182Z" fill="${c.accent}" stroke="${c.line}" stroke-width="2"/>` +
      seam(
        'M46 98Q62 114 82 102M98 122L104 112M110 126L116 116M122 130L128 120M148 138Q160 156 186 164M40 150Q90 138 128 160',
        c.line,
      ),
  },
  bags: {
    detailY: 150,
    outline: 'M46 92L154 92L168 210Q168 218 160 218L40 218Q32 218 32 210Z',
    details: (c) =>
      seam('M72 92Q72 44 100 44Q128 44 128 92', c.line, 8) +
      `<rect x="40" y="112" width="120" height="16" fill="${c.accent}" opacity="0.85"/>` +
      seam('M86 120H114M36 204H164', c.line),
  },
  watches: {
    detailY: 125,
    outline: 'M82 30H118V86A44 44 0 0 1 118 164V220H82V164A44 44 0 0 1 82 86Z',
    details: (c) =>
      `<circle cx="100" cy="125" r="40" fill="${c.line}"/><circle cx="100" cy="125" r="33" fill="#fbfaf7"/>` +
      `<rect x="142" y="119" width="8" height="12" rx="2" fill="${c.line}"/>` +
      seam('M100 125V101M100 125L116 133', '#222', 3) +
      seam('M82 46H118M82 62H118M82 188H118M82 204H118', c.line, 2),
  },
  sunglasses: {
    detailY: 125,
    outline:
      'M26 104Q26 96 34 96L86 96Q94 96 94 104Q100 98 106 104Q106 96 114 96L166 96Q174 96 174 104L170 134Q166 154 144 154L132 154Q112 154 108 134L106 116Q100 110 94 116L92 134Q88 154 68 154L56 154Q34 154 30 134Z',
    details: (c) =>
      `<path d="M36 106H86L82 132Q80 144 66 144H58Q42 144 40 132ZM164 106H114L118 132Q120 144 134 144H142Q158 144 160 132Z" fill="#2b3440" fill-opacity="0.85"/>` +
      seam('M26 104L12 96M174 104L188 96', c.line, 5) +
      seam('M46 112L58 112', '#ffffff', 3),
  },
};

/** A drawing for categories this module does not know (imported pages may name any). */
export const FALLBACK: Silhouette = {
  outline: 'M50 70H150L162 214H38Z',
  details: (c) => seam('M78 70Q78 40 100 40Q122 40 122 70', c.line, 7),
};

function channels(hex: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return undefined;
  const n = parseInt(match[1] as string, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `hex` mixed towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const rgb = channels(hex);
  if (!rgb) return hex;
  const target = amount < 0 ? 0 : 255;
  const mixed = rgb.map((v) => Math.round(v + (target - v) * Math.abs(amount)));
  return `#${mixed.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Relative brightness 0–1, to pick outline and text colours that stand out. */
export function brightness(hex: string): number {
  const rgb = channels(hex);
  return rgb ? (0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]) / 255 : 0.5;
}

/**
 * The palette of a product with colours `hex`, and the `<pattern>` it needs: several colours
 * become stripes (`id` names the pattern, unique within one image).
 */
export function palette(hex: readonly string[], id: string): { colors: Palette; defs: string } {
  const base = hex[0] ?? '#8a8d91';
  const line = shade(base, brightness(base) > 0.75 ? -0.45 : -0.4);
  const accent = hex[1] ?? shade(base, brightness(base) > 0.6 ? -0.18 : 0.25);
  if (hex.length < 2) return { colors: { fill: base, base, line, accent }, defs: '' };
  const band = 10;
  const stripes = hex
    .map((color, i) => `<rect y="${i * band}" width="40" height="${band}" fill="${color}"/>`)
    .join('');
  return {
    colors: { fill: `url(#${id})`, base, line, accent },
    defs: `<pattern id="${id}" width="40" height="${band * hex.length}" patternUnits="userSpaceOnUse">${stripes}</pattern>`,
  };
}

/** A silhouette in a palette, in its own 200 × 250 box, from the front or from the back. */
export function drawSilhouette(silhouette: Silhouette, colors: Palette, back = false): string {
  const outline = `<path d="${silhouette.outline}" fill="${colors.fill}" stroke="${colors.line}" stroke-width="3" stroke-linejoin="round"/>`;
  return outline + ((back && silhouette.back) || silhouette.details)(colors);
}

/** The transform that fits the 200 × 250 box into `width` × `height`, centred, at `zoom`. */
export function fit(width: number, height: number, zoom = 1, focusY = 125): string {
  const scale = Math.min(width / 200, height / 250) * zoom;
  const x = width / 2 - 100 * scale;
  const y = height / 2 - focusY * scale;
  return `translate(${round(x)} ${round(y)}) scale(${round(scale)})`;
}

export function round(n: number): number {
  return Math.round(n * 100) / 100;
}
