/**
 * What every fuzz case must hold, whatever the input: nothing thrown (also nothing reaching
 * `window` as `error` or `unhandledrejection`), no injected script ran (the canary), no
 * prototype was polluted, and the rendered DOM, shadow roots included, carries no unsafe URL,
 * no event-handler attribute, no script-capable element and no style that loads or evaluates.
 */
import { CANARY } from './mutate.ts';

/** Attributes whose value the browser loads or navigates to. */
const URL_ATTRIBUTES = [
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'background',
  'data',
  'ping',
  'cite',
  'longdesc',
  'lowsrc',
  'manifest',
];
/** Elements no response may ever create. */
const FORBIDDEN_TAGS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'portal',
]);
const SAFE_PROTOCOLS = new Set(['http:', 'https:']);

export interface Watch {
  /** Tags of payloads that ran (each payload calls the canary with its own tag). */
  pwned: string[];
  /** Errors and rejections that reached `window`. */
  errors: string[];
  /** Stops watching. */
  dispose(): void;
}

const PROTOTYPES: [string, object][] = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
  ['Function.prototype', Function.prototype],
  ['String.prototype', String.prototype],
];
const baseline = new Map(PROTOTYPES.map(([name, proto]) => [name, Reflect.ownKeys(proto).length]));

/** Installs the canary and the window listeners. */
export function watch(): Watch {
  const pwned: string[] = [];
  const errors: string[] = [];
  const global = window as unknown as Record<string, unknown>;
  global[CANARY] = (tag: unknown) => pwned.push(String(tag));
  const onError = (event: ErrorEvent) => errors.push(`error: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) =>
    errors.push(`unhandledrejection: ${String(event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    pwned,
    errors,
    dispose() {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

/** New own members of the built-in prototypes (a polluted prototype). */
export function pollution(): string[] {
  const found: string[] = [];
  for (const [name, proto] of PROTOTYPES) {
    if (Reflect.ownKeys(proto).length !== baseline.get(name)) found.push(`${name} gained members`);
  }
  if (({} as Record<string, unknown>).polluted !== undefined) found.push('({}).polluted is set');
  return found;
}

function unsafeUrl(value: string, base: string): boolean {
  try {
    return !SAFE_PROTOCOLS.has(new URL(value, base).protocol);
  } catch {
    // Not a URL the browser could load either; still, nothing unparsable belongs in a URL slot.
    return true;
  }
}

/** The URLs of a `srcset` value (`url 200w, url 400w`). */
function srcsetUrls(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** Every element under `root`, descending into open shadow roots. */
export function* deepElements(root: ParentNode): Generator<Element> {
  for (const element of root.querySelectorAll('*')) {
    yield element;
    if (element.shadowRoot) yield* deepElements(element.shadowRoot);
  }
}

const describe = (element: Element) =>
  `<${element.localName}${element.getAttribute('part') ? ` part="${element.getAttribute('part')}"` : ''}>`;

/**
 * Everything unsafe about one element, named `label`: a forbidden tag, an event-handler
 * attribute, `srcdoc`, a URL that is not http(s) against `base`, a style that loads or evaluates.
 * Shared with the server renderer's fuzz test (test/node/ssr/fuzz.test.ts), which parses HTML.
 */
export function unsafeElement(
  tag: string,
  attributes: readonly (readonly [string, string])[],
  base: string,
  label = `<${tag}>`,
): string[] {
  const found: string[] = [];
  if (FORBIDDEN_TAGS.has(tag)) found.push(`${label} element`);
  for (const [name, value] of attributes) {
    const lower = name.toLowerCase();
    if (lower.startsWith('on')) found.push(`${label} has ${name}="${value}"`);
    if (lower === 'srcdoc') found.push(`${label} has srcdoc`);
    if (URL_ATTRIBUTES.includes(lower)) {
      const urls = lower === 'srcset' ? srcsetUrls(value) : [value];
      for (const url of urls) {
        if (unsafeUrl(url, base)) found.push(`${label} ${name}="${url.slice(0, 120)}"`);
      }
    }
    if (lower === 'style' && /url\(|expression\(|javascript:|@import/i.test(value)) {
      found.push(`${label} style="${value.slice(0, 120)}"`);
    }
  }
  return found;
}

/** Everything unsafe in the DOM under `root` (its own shadow root included), as messages. */
export function unsafeDom(root: Element): string[] {
  const elements = [root, ...deepElements(root)];
  if (root.shadowRoot) elements.push(...deepElements(root.shadowRoot));
  return elements.flatMap((element) =>
    unsafeElement(
      element.localName,
      element.getAttributeNames().map((name) => [name, element.getAttribute(name) ?? ''] as const),
      document.baseURI,
      describe(element),
    ),
  );
}

/** Resolves with `promise`, or rejects after `ms` naming `what` (a hung update is a failure). */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not settle within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
