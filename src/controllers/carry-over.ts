/**
 * What a shopper did in a server-rendered shadow root before the script ran, carried over to the
 * element's own render in its place (`replaceServerRender`, docs/ssr.md "What carries over"): the
 * focus, the choices in form controls (the detail's size radio, a card's quick-add select) and
 * how far a box was scrolled (a carousel, which a card's focus scrolled). Shadow roots nested in
 * the host's (a sponsored page's lists) are read too, and their part is carried into the new
 * nested element once it has rendered.
 *
 * A control is told by what it is, not where it is: its tag, `part`, `name`, `value`, `href`,
 * list id and, for a select, its options (a product's sizes), then its rank among the elements of
 * its root told the same. A choice is made again the way the shopper made it: the new control's
 * state set, then `change`, so the element's own handler takes it (the detail's size becomes its
 * chosen variant: price, stock and add to cart follow). Scroll positions come back before the
 * focus, which moves without scrolling, and only if nothing took it meanwhile.
 *
 * Loaded only by pages that hold a server render (embedded.ts, embedded-sponsored.ts), which hand
 * it to server-render.ts (`useCarryOver`): the core carries none of it.
 */
type Host = Element & { updateComplete?: Promise<unknown> };

/** How to find a node again: per shadow root from the host's, its key and its rank. */
type Path = [key: string, rank: number][];

const IDENTITY = ['part', 'name', 'value', 'href', 'list-id', 'data-list-id'];

function keyOf(element: Element): string {
  const options = element instanceof HTMLSelectElement ? [...element.options] : [];
  return [
    element.localName,
    ...IDENTITY.map((name) => element.getAttribute(name)),
    ...options.map((option) => option.value),
  ].join('\n');
}

/** The elements of `root` itself (not of the shadow roots within) told as `key`, in order. */
const alike = (root: ParentNode, key: string) =>
  [...root.querySelectorAll(key.slice(0, key.indexOf('\n')))].filter(
    (element) => keyOf(element) === key,
  );

function stepTo(root: ParentNode, element: Element): [string, number] {
  const key = keyOf(element);
  return [key, alike(root, key).indexOf(element)];
}

/** The element at `path` in the host's new render, once each host on the way has rendered. */
async function reach(
  root: ShadowRoot | null | undefined,
  path: Path,
): Promise<Element | undefined> {
  let element: Host | undefined;
  for (const [key, rank] of path) {
    element = root ? alike(root, key)[rank] : undefined;
    // A nested element renders in its own update, after its host's.
    await element?.updateComplete;
    root = element?.shadowRoot;
  }
  return element;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the control shows: checked for a radio or checkbox, else its value. */
const stateOf = (control: Control) =>
  control instanceof HTMLInputElement && /^(radio|checkbox)$/.test(control.type)
    ? control.checked
    : control.value;

/**
 * Reads what `host`'s shadow root shows (call it right before the server's nodes go) and, once
 * the host's update has rendered, applies it to the new render.
 */
export function carryOver(host: Host & { updateComplete: Promise<unknown> }): () => void {
  const carried: [Path, (element: Element) => void][] = [];
  const read = (root: ShadowRoot, path: Path) => {
    for (const element of root.querySelectorAll('*')) {
      const here = (): Path => [...path, stepTo(root, element)];
      if (element.shadowRoot) read(element.shadowRoot, here());
      // A scrolled box (a carousel's viewport, where the focus scrolled a card into view).
      const { scrollLeft: left, scrollTop: top } = element;
      if (left || top)
        carried.push([here(), (box) => box.scrollTo({ left, top, behavior: 'instant' })]);
      if (!/^(input|select|textarea)$/.test(element.localName)) continue;
      const state = stateOf(element as Control);
      // An unchecked radio is left to the one checked in its group.
      if (state === false && (element as HTMLInputElement).type === 'radio') continue;
      carried.push([
        here(),
        (control) => {
          if (stateOf(control as Control) === state) return;
          Object.assign(control, { [typeof state === 'boolean' ? 'checked' : 'value']: state });
          control.dispatchEvent(new Event('change', { bubbles: true }));
        },
      ]);
    }
    const focused = root.activeElement;
    if (focused && !focused.shadowRoot?.activeElement) {
      carried.push([
        [...path, stepTo(root, focused)],
        (element) => {
          const active = document.activeElement;
          if (!active || active === document.body)
            (element as HTMLElement).focus({ preventScroll: true });
        },
      ]);
    }
  };
  const root = host.shadowRoot;
  if (root) read(root, []);
  const restore = keepSlottedScrolls(host);
  if (carried.length)
    void host.updateComplete.then(() => {
      for (const [path, apply] of carried) {
        void reach(host.shadowRoot, path).then((element) => element && apply(element));
      }
    });
  return restore;
}

/**
 * How far the boxes in the shadow roots of `host`'s own children (a product page's slotted lists)
 * are scrolled, and what puts them back: called right after the host's first render, before those
 * children read what they show. The render takes the server's nodes away, a `<slot>` among them,
 * and Firefox forgets the scroll of what is not drawn meanwhile (a Firefox audit, s36b F2: a
 * carousel scrolled before the script went back to its first card). Chromium keeps it.
 */
function keepSlottedScrolls(host: Element): () => void {
  const kept: [Element, number, number][] = [];
  const read = (root: ParentNode) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) read(element.shadowRoot);
      const { scrollLeft: left, scrollTop: top } = element;
      if (left || top) kept.push([element, left, top]);
    }
  };
  for (const child of host.querySelectorAll('*')) if (child.shadowRoot) read(child.shadowRoot);
  return () => {
    for (const [element, left, top] of kept)
      if (element.scrollLeft !== left || element.scrollTop !== top)
        element.scrollTo({ left, top, behavior: 'instant' });
  };
}
