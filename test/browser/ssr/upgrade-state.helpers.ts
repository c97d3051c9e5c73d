/**
 * Shared by the tests of what survives a server-rendered page's upgrade (upgrade-state*.test.ts):
 * where the focus is, through shadow roots, and where everything is scrolled. Imports nothing of
 * the library.
 */
export type Upgradable = HTMLElement & { updateComplete: Promise<boolean> };

/** The focused element and the shadow hosts around it, outermost first, each as `tag[attr]`. */
export function deepActiveChain(): string[] {
  const chain: string[] = [];
  let active: Element | null | undefined = document.activeElement;
  while (active && active !== document.body) {
    const value = active.getAttribute('value');
    const href = active.getAttribute('href');
    chain.push(
      active.localName +
        (value === null ? '' : `[value="${value}"]`) +
        (href === null ? '' : `[href="${href}"]`),
    );
    active = active.shadowRoot?.activeElement;
  }
  return chain;
}

/** Every element in `root` and the shadow roots within, with the shadow roots themselves. */
function* deep(root: ParentNode): Generator<Element> {
  for (const element of root.querySelectorAll('*')) {
    yield element;
    if (element.shadowRoot) yield* deep(element.shadowRoot);
  }
}

/** The page's scroll position and every scrolled box's in `container` (a carousel's viewport). */
export function scrollPositions(container: Element): string {
  const boxes = [...deep(container)]
    .filter((element) => element.scrollLeft || element.scrollTop)
    .map(
      (element) =>
        `${element.localName}.${element.className}:${element.scrollLeft},${element.scrollTop}`,
    );
  return [`page:${window.scrollX},${window.scrollY}`, ...boxes].join(' ');
}

/**
 * `scrollPositions` once nothing has moved for 10 frames (a smooth scroll may start a frame or
 * two late, then take many).
 */
export async function settledScroll(container: Element): Promise<string> {
  let last = '';
  let still = 0;
  for (let i = 0; i < 300 && still < 10; i++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const now = scrollPositions(container);
    still = now === last ? still + 1 : 0;
    last = now;
  }
  return last;
}

/**
 * Chooses the first size in stock in the second card's quick-add select of `list` (a server copy:
 * as the shopper does, with `change`); returns the select and the size chosen.
 */
export function chooseInSecondCard(list: Element): { select: HTMLSelectElement; chosen: string } {
  const select = list.shadowRoot!.querySelectorAll<HTMLSelectElement>(
    'select[part~="variant-select"]',
  )[1]!;
  const chosen = [...select.options].find((option) => option.value && !option.disabled)!.value;
  select.value = chosen;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return { select, chosen };
}

/** Loads the library into a page holding a server-rendered product page, and waits for it. */
export async function upgradeProductPage(container: Element): Promise<void> {
  await import('../../../src/index.ts');
  for (const tag of ['sf-storefront', 'sf-product-page', 'sf-rec-list']) {
    await customElements.whenDefined(tag);
  }
  for (const element of container.querySelectorAll<Upgradable>('sf-product-page, sf-rec-list')) {
    await element.updateComplete;
  }
  for (let i = 0; i < 5; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
}
