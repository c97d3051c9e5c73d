/**
 * Shared by the i18n browser tests: a locale per shipped language, mounting any element inside an
 * `<sf-storefront>` that sets the locale, waiting for it to settle, and reading what it shows (text
 * and accessible names, through every nested shadow root) and which controls overflow.
 */
import { LANGUAGES, type Language } from '../../../src/i18n/languages.ts';

/** One real locale per shipped language (the element picks the language from it). */
export const LOCALES: Record<Language, string> = {
  en: 'en-GB',
  sv: 'sv-SE',
  nb: 'nb-NO',
  da: 'da-DK',
  fi: 'fi-FI',
  de: 'de-DE',
  nl: 'nl-NL',
  fr: 'fr-FR',
  es: 'es-ES',
  pl: 'pl-PL',
};

export { LANGUAGES, type Language };

const NAME_ATTRIBUTES = [
  'aria-label',
  'aria-roledescription',
  'alt',
  'title',
  'placeholder',
  'aria-valuetext',
];

/** Every shadow root under `root` (the element's own and those of elements inside). */
function* shadowRoots(root: Element | ShadowRoot): Generator<ShadowRoot> {
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) {
      yield element.shadowRoot;
      yield* shadowRoots(element.shadowRoot);
    }
  }
}

/** What `root` shows a shopper or a screen reader: text nodes and naming attributes, trimmed. */
export function shownTexts(root: Element): string[] {
  const texts: string[] = [];
  for (const shadow of shadowRoots(root)) {
    const walker = document.createTreeWalker(shadow, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement?.localName;
      if (parent === 'style' || parent === 'script') continue;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text) texts.push(text);
    }
    for (const element of shadow.querySelectorAll('*')) {
      for (const name of NAME_ATTRIBUTES) {
        const value = element.getAttribute(name)?.replace(/\s+/g, ' ').trim();
        if (value) texts.push(value);
      }
    }
  }
  return texts;
}

/** Every `aria-roledescription` under `root`: words a screen reader says, never data. */
export function roleDescriptions(root: Element): string[] {
  return [...shadowRoots(root)].flatMap((shadow) =>
    [...shadow.querySelectorAll('[aria-roledescription]')].map(
      (element) => element.getAttribute('aria-roledescription') ?? '',
    ),
  );
}

const CONTROLS = 'button, a, label, select, summary, [role="button"], [role="tab"]';

/** The nearest ancestor of `element` with a box of its own (crossing into the shadow host). */
function box(element: Element): HTMLElement | undefined {
  let current: Element | null = element.parentElement;
  while (current) {
    if (current instanceof HTMLElement && current.clientWidth > 0) return current;
    current = current.parentElement ?? ((current.getRootNode() as ShadowRoot).host || null);
  }
  return undefined;
}

/** True when an ancestor of `element` scrolls horizontally (a carousel's track). */
function onTrack(element: Element): boolean {
  let current: Element | null = element.parentElement;
  while (current) {
    if (['auto', 'scroll'].includes(getComputedStyle(current).overflowX)) return true;
    current = current.parentElement ?? ((current.getRootNode() as ShadowRoot).host || null);
  }
  return false;
}

/**
 * In the flow of its box: not positioned on purpose (a carousel's arrows overlap its edge) and
 * not on a scrolling track (a carousel's later slides lie beyond it). A box that clips does not
 * excuse a control: clipped text is text that does not fit.
 */
function placedInFlow(control: HTMLElement): boolean {
  const position = getComputedStyle(control).position;
  return position !== 'absolute' && position !== 'fixed' && !onTrack(control);
}

/**
 * Controls under `root` whose text does not fit: content wider than the control (`scrollWidth` >
 * `clientWidth`), a control in the flow pushed wider than the box it stands in, or one reaching
 * past the viewport outside any scrolling track. Where controls are placed (arrows overlapping an
 * edge) is the layout's business, not the words'.
 */
export function overflowingControls(root: Element): string[] {
  const found: string[] = [];
  const viewport = document.documentElement.clientWidth;
  for (const shadow of shadowRoots(root)) {
    for (const control of shadow.querySelectorAll<HTMLElement>(CONTROLS)) {
      const rect = control.getBoundingClientRect();
      if (rect.width === 0) continue;
      const container = box(control)?.getBoundingClientRect();
      let overflow: string | undefined;
      if (control.clientWidth > 0 && control.scrollWidth > control.clientWidth + 1) {
        overflow = `content ${control.scrollWidth} > ${control.clientWidth}`;
      } else if (
        container &&
        (rect.right > container.right + 1 || rect.left < container.left - 1) &&
        placedInFlow(control)
      ) {
        overflow = `${Math.round(rect.left)}–${Math.round(rect.right)} outside its box ${Math.round(container.left)}–${Math.round(container.right)}`;
      } else if ((rect.right > viewport + 1 || rect.left < -1) && placedInFlow(control)) {
        overflow = `${Math.round(rect.left)}–${Math.round(rect.right)} outside the viewport`;
      }
      if (overflow) {
        const text = control.textContent?.replace(/\s+/g, ' ').trim() || control.ariaLabel;
        const host = (shadow.host as Element).localName;
        found.push(`<${host}> ${control.localName}.${control.className} "${text}": ${overflow}`);
      }
    }
  }
  return found;
}

/** Resolves when `predicate` holds, polling; fails with `what` after `timeout` ms. */
export async function until(predicate: () => unknown, what: string, timeout = 8000): Promise<void> {
  const start = performance.now();
  while (!predicate()) {
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Updating = Element & { updateComplete?: Promise<unknown> };

/**
 * Every `sf-*` element under `root` has rendered its answer: `answered()` holds (an `sf-load` or
 * `sf-error` arrived), nothing is busy or a skeleton, and what it shows has not changed for 300 ms.
 */
export async function settledTree(root: Element, answered: () => boolean): Promise<void> {
  const all = () => [
    ...root.querySelectorAll<Updating>('*'),
    ...[...shadowRoots(root)].flatMap((shadow) => [...shadow.querySelectorAll<Updating>('*')]),
  ];
  const idle = () =>
    answered() &&
    all().every(
      (element) =>
        !element.hasAttribute('aria-busy') &&
        !element.matches('[part~="skeleton"], [part~="loading"]'),
    );
  let last = '';
  let since = performance.now();
  await until(() => {
    const now = JSON.stringify(shownTexts(root));
    if (now !== last || !idle()) {
      last = now;
      since = performance.now();
      return false;
    }
    return performance.now() - since >= 300;
  }, `<${root.firstElementChild?.localName}> to settle`);
  await Promise.all(all().map((element) => element.updateComplete));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}
