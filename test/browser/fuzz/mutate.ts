/**
 * A seeded, deterministic mutator of storefront responses for the fuzz tests. A case is fully
 * described by its seed and its `huge` flag: `mutate(sample, seed, { huge })` gives the same value
 * every time, so a failing case named in a test message can be replayed alone.
 *
 * Hostile strings call `window.__fuzzPwned(tag)` if they ever run as script, so a test only has to
 * watch that one global.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The base seed of the fuzz run; every case seed is derived from it and the case's index. */
export const FUZZ_SEED = 0x5f_2024;

/** The global every hostile payload calls if it ever runs. */
export const CANARY = '__fuzzPwned';

/** mulberry32: a tiny PRNG with a 32-bit state, good enough to spread mutations. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed of case `index` of a stream (`stream` keeps the tests' cases apart). */
export function caseSeed(stream: number, index: number): number {
  return (Math.imul(FUZZ_SEED ^ Math.imul(stream, 0x9e3779b1), 31) + index) >>> 0;
}

/** Markup and script that must only ever show up as text. */
export const SCRIPT_PAYLOADS: readonly string[] = [
  `<script>window.${CANARY}('script')</script>`,
  `<img src=x onerror="window.${CANARY}('img')">`,
  `"><svg onload=window.${CANARY}('svg')>`,
  `'><iframe srcdoc="<script>parent.${CANARY}('srcdoc')</script>"></iframe>`,
  `</style></template><script>${CANARY}('close')</script>`,
  `<a href="javascript:${CANARY}('a')" onclick="${CANARY}('a')">x</a>`,
  `\${${CANARY}('template-literal')}`,
  `{{constructor.constructor('${CANARY}("ng")')()}}`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${CANARY}('mxss')>`,
  `red;background:url(javascript:${CANARY}('css'))`,
  `expression(${CANARY}('expr'))`,
  `<!--<img src=x onerror=${CANARY}('comment')>-->`,
];

/** Link and image URLs that must never reach an attribute. */
export const HOSTILE_URLS: readonly string[] = [
  `javascript:${CANARY}('js')`,
  `JaVaScRiPt:${CANARY}('case')`,
  ` javascript:${CANARY}('space')`,
  `\u0000javascript:${CANARY}('nul')`,
  `java\tscript:${CANARY}('tab')`,
  `\njavascript:${CANARY}('newline')`,
  `data:text/html,<script>parent.${CANARY}('data')</script>`,
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${CANARY}('svgdata')"/>`,
  `DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==`,
  `vbscript:msgbox(1)`,
  `file:///etc/passwd`,
  `blob:https://example.com/00000000-0000-0000-0000-000000000000`,
  `ftp://example.com/x`,
  `javascript://%0a${CANARY}('comment')`,
];

const NAN_LIKE: readonly Json[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e400',
  '0x1F',
  '',
  ' ',
  '\u0000',
  '\u202e\u200b',
  '9007199254740993',
  -1,
  -0,
  0.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
];

const UNKNOWN_ENUMS: readonly string[] = [
  'UNKNOWN_VALUE',
  '',
  'carousel',
  'toString',
  '__proto__',
  'constructor',
  'GRID ',
];

/** Members holding a link or an image URL, wherever they occur. */
const URL_KEYS = new Set(['url', 'link', 'showMoreLink', 'thumbnail', 'src', 'iconPath', 'href']);
/** Members holding an enum value. */
const ENUM_KEYS = new Set(['theme', 'type', 'effect', 'visualization', 'algorithm', 'channel']);

export const HUGE_STRING_LENGTH = 100_000;
export const HUGE_ARRAY_LENGTH = 10_000;

interface Slot {
  /** The object or array holding the value. */
  parent: Json[] | { [key: string]: Json };
  key: string | number;
  path: string;
}

function slots(root: Json): Slot[] {
  const out: Slot[] = [];
  const walk = (value: Json, path: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        out.push({ parent: value, key: index, path: `${path}[${index}]` });
        walk(item, `${path}[${index}]`);
      });
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        const child = `${path ? `${path}.` : ''}${key}`;
        out.push({ parent: value, key, path: child });
        walk(value[key]!, child);
      }
    }
  };
  walk(root, '');
  return out;
}

const read = (slot: Slot): Json => (slot.parent as Record<string | number, Json>)[slot.key] as Json;

function write(slot: Slot, value: Json): void {
  (slot.parent as Record<string | number, Json>)[slot.key] = value;
}

function remove(slot: Slot): void {
  if (Array.isArray(slot.parent)) slot.parent.splice(slot.key as number, 1);
  else delete slot.parent[slot.key as string];
}

/** `__proto__` and `constructor` as own members, as `JSON.parse` makes them. */
function pollutionObject(rng: () => number): Json {
  const texts = [
    '{"__proto__": {"polluted": "yes", "visible": false, "inStock": true}}',
    '{"constructor": {"prototype": {"polluted": "yes"}}}',
    '{"__proto__": [1, 2, 3], "key": "__proto__", "ticket": "t"}',
    '{"prototype": {"polluted": "yes"}, "__defineGetter__": "x", "hasOwnProperty": 1}',
  ];
  return JSON.parse(texts[Math.floor(rng() * texts.length)]!) as Json;
}

function deeplyNested(depth: number, rng: () => number): Json {
  let value: Json = 'bottom';
  for (let i = 0; i < depth; i += 1) value = rng() < 0.5 ? [value] : { nested: value };
  return value;
}

/** A value of another JSON type than `value`. */
function wrongType(value: Json, rng: () => number): Json {
  const options: Json[] = ['17', 17, true, false, {}, [], { key: 'k' }, ['a', 1, null], 'true'];
  const typeOf = (v: Json) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
  const different = options.filter((option) => typeOf(option) !== typeOf(value));
  return different[Math.floor(rng() * different.length)]!;
}

export interface Mutated {
  seed: number;
  huge: boolean;
  value: Json;
  /** What was done, for a failure message. */
  steps: string[];
}

export type Strategy =
  'points' | 'all-strings-html' | 'all-strings-append' | 'all-urls' | 'all-enums' | 'all-nulls';

/**
 * Mutates a deep copy of `sample`. Most cases are 1–5 point mutations; about one in six applies
 * one hostile change to every string, URL or enum of the response. `huge` allows the costly
 * mutations (100 KB strings, 10 000-item arrays), so a run can cap how many it renders.
 */
export function mutate(sample: Json, seed: number, options: { huge?: boolean } = {}): Mutated {
  const rng = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
  const value = structuredClone(sample);
  const steps: string[] = [];
  const huge = options.huge ?? false;

  const strategies: Strategy[] = [
    'all-strings-html',
    'all-strings-append',
    'all-urls',
    'all-enums',
    'all-nulls',
  ];
  const strategy: Strategy = rng() < 0.18 ? pick(strategies) : 'points';

  if (strategy !== 'points') {
    const url = pick(HOSTILE_URLS);
    const payloadAt = Math.floor(rng() * SCRIPT_PAYLOADS.length);
    let n = 0;
    for (const slot of slots(value)) {
      const current = read(slot);
      const key = String(slot.key);
      if (strategy === 'all-urls' && URL_KEYS.has(key) && typeof current === 'string')
        write(slot, url);
      else if (strategy === 'all-enums' && ENUM_KEYS.has(key)) write(slot, pick(UNKNOWN_ENUMS));
      else if (strategy === 'all-nulls' && rng() < 0.3) write(slot, null);
      else if (strategy.startsWith('all-strings') && typeof current === 'string') {
        const payload = SCRIPT_PAYLOADS[(payloadAt + n++) % SCRIPT_PAYLOADS.length]!;
        write(slot, strategy === 'all-strings-html' ? payload : `${current}${payload}`);
      }
    }
    steps.push(strategy === 'all-urls' ? `all-urls ${JSON.stringify(url)}` : strategy);
    return { seed, huge, value, steps };
  }

  const count = 1 + Math.floor(rng() * 5);
  // Found once: a slot made stale by an earlier step of the case only writes into a detached
  // value or shifted index, which is harmless and keeps generation cheap.
  const all = slots(value);
  const urls = all.filter((slot) => URL_KEYS.has(String(slot.key)));
  const enums = all.filter((slot) => ENUM_KEYS.has(String(slot.key)));
  for (let i = 0; i < count && all.length; i += 1) {
    const kinds = ['remove', 'null', 'type', 'html', 'url', 'url', 'enum', 'nan', 'deep', 'proto'];
    if (huge) kinds.push('huge-string', 'huge-array');
    const kind = pick(kinds);
    const slot =
      kind === 'url' && urls.length
        ? pick(urls)
        : kind === 'enum' && enums.length
          ? pick(enums)
          : pick(all);
    const current = read(slot);
    switch (kind) {
      case 'remove':
        remove(slot);
        break;
      case 'null':
        write(slot, null);
        break;
      case 'type':
        write(slot, wrongType(current, rng));
        break;
      case 'html':
        write(
          slot,
          typeof current === 'string' && rng() < 0.5
            ? `${current}${pick(SCRIPT_PAYLOADS)}`
            : pick(SCRIPT_PAYLOADS),
        );
        break;
      case 'url':
        write(slot, pick(HOSTILE_URLS));
        break;
      case 'enum':
        write(slot, pick(UNKNOWN_ENUMS));
        break;
      case 'nan':
        write(slot, pick(NAN_LIKE));
        break;
      case 'deep':
        write(slot, deeplyNested(200 + Math.floor(rng() * 1800), rng));
        break;
      case 'proto':
        if (current !== null && typeof current === 'object' && !Array.isArray(current)) {
          Object.assign(current, pollutionObject(rng));
        } else write(slot, pollutionObject(rng));
        break;
      case 'huge-string':
        write(slot, `${pick(SCRIPT_PAYLOADS)}${'x'.repeat(HUGE_STRING_LENGTH)}`);
        break;
      case 'huge-array': {
        // Copies of a real item (renders, or is dropped item by item) or junk (all dropped).
        const item: Json = Array.isArray(current) && current.length ? current[0]! : current;
        const junk = rng() < 0.5;
        write(
          slot,
          Array.from({ length: HUGE_ARRAY_LENGTH }, (_, n) =>
            junk ? ([n, null, 'x', {}, []] as Json[])[n % 5]! : structuredClone(item),
          ),
        );
        break;
      }
    }
    steps.push(`${kind} ${slot.path || '(root)'}`);
  }
  return { seed, huge, value, steps };
}

/** Bodies that are not a usable response at all. */
export function malformedBodies(validText: string): { name: string; body: string }[] {
  return [
    { name: 'empty body', body: '' },
    { name: 'whitespace', body: '  \n ' },
    { name: 'null', body: 'null' },
    { name: 'an array', body: '[]' },
    { name: 'an array of the response', body: `[${validText}]` },
    { name: 'a number', body: '42' },
    { name: 'a string', body: '"recommendationLists"' },
    { name: 'true', body: 'true' },
    { name: 'truncated JSON (half)', body: validText.slice(0, Math.floor(validText.length / 2)) },
    { name: 'truncated JSON (one byte short)', body: validText.slice(0, -1) },
    { name: 'HTML error page', body: '<!doctype html><h1>502 Bad Gateway</h1>' },
    { name: 'a script', body: `<script>window.${CANARY}('body')</script>` },
    { name: 'NaN', body: 'NaN' },
    // Lists that are not lists are read as none and reported, the rest drawn
    // (../elements/wrong-typed-lists.test.ts).
    { name: 'invalid UTF-16 escapes', body: '{"a": "\\ud800"' },
  ];
}
