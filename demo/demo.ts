// The demo pages' one script: fills in keys that exist in the reference server's sample data,
// then loads the elements. Against a real cluster (`api-base` set on <sf-storefront>) nothing is
// filled in from the sample data: the page's own `product-key` / `page-reference` attributes are
// used as written. A link into the demo (`product.html?product-key=P1001-1`,
// `category.html?page-reference=category/jackets`, as the demo server maps the shop links of the
// sample data) names what the page shows; `market` and `locale` in the query switch the storefront.
// Plain TypeScript (no Vite-only features), so the test runner can serve the pages as well.

interface CatalogPage {
  id: string;
  category: string | null;
}

interface Catalog {
  markets: { id: string; locales: string[]; currency: string; pages: CatalogPage[] }[];
  groups: { key: string; category: string; products: string[] }[];
}

/** The category the landing page shows when the link into the page names none. */
const DEMO_CATEGORY = 'jackets';

const query = new URLSearchParams(location.search);

function fill(selector: string, attribute: string, value: string | null | undefined): void {
  if (!value) return;
  for (const element of document.querySelectorAll(selector)) {
    if (!element.getAttribute(attribute)) element.setAttribute(attribute, value);
  }
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

async function fillFromReferenceCatalog(storefront: Element): Promise<void> {
  const response = await fetch('/__reference/catalog');
  if (!response.ok) return;
  const catalog = (await response.json()) as Catalog;
  const wanted = catalog.markets.find(
    (m) => m.id === query.get('market') && m.locales.includes(query.get('locale') ?? ''),
  );
  if (wanted) {
    storefront.setAttribute('market', wanted.id);
    storefront.setAttribute('locale', query.get('locale') as string);
    storefront.setAttribute('currency', wanted.currency);
  }
  const market = catalog.markets.find((m) => m.id === storefront.getAttribute('market'));
  const page =
    market?.pages.find((candidate) => candidate.category === DEMO_CATEGORY) ??
    market?.pages.find((candidate) => candidate.category);
  const group =
    catalog.groups.find((candidate) => candidate.category === DEMO_CATEGORY) ?? catalog.groups[0];
  fill('[data-demo-product]', 'product-key', group?.products[0]);
  fill('[data-demo-category]', 'page-reference', page?.id);
  const reference = document.querySelector('[data-demo-category]')?.getAttribute('page-reference');
  const shown = market?.pages.find((candidate) => candidate.id === reference);
  const heading = document.querySelector('#category-heading');
  if (heading && shown) {
    heading.textContent = capitalized(shown.category ?? shown.id.replace(/^.*\//, ''));
    document.title = `${heading.textContent} · storefront-elements demo`;
  }
}

/**
 * The sample feed's own names, its attribute keys and custom price ids, in the shopper's language.
 * The elements show such a key as words ("recycledShare" → "Recycled share"), which no language
 * module can translate: a shop names its own keys this way (docs/elements.md, "Your feed's names").
 */
const FEED_NAMES: Record<string, Record<string, string>> = {
  sv: {
    pattern: 'Mönster',
    recycledShare: 'Andel återvunnet material',
    packageLength: 'Förpackningens längd',
    care: 'Skötselråd',
    member: 'Medlemspris',
    outlet: 'Utförsäljning',
  },
  es: {
    pattern: 'Estampado',
    recycledShare: 'Material reciclado',
    packageLength: 'Longitud del paquete',
    care: 'Cuidados',
    member: 'Precio de socio',
    outlet: 'Liquidación',
  },
};

function nameFeedKeys(storefront: Element): void {
  const names = FEED_NAMES[(storefront.getAttribute('locale') ?? '').split('-')[0]!];
  if (!names) return;
  const named = (key: string) => names[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
  // Set before the elements are defined: Lit takes a property set on the plain element over.
  (storefront as Element & { strings?: object }).strings = {
    attribute: named,
    customPrice: named,
  };
}

async function fillKeys(): Promise<void> {
  fill('[data-demo-product]', 'product-key', query.get('product-key'));
  fill('[data-demo-category]', 'page-reference', query.get('page-reference'));
  const storefront = document.querySelector('sf-storefront');
  // A real cluster has no catalog endpoint: its keys are written into the page or its link.
  if (storefront && !storefront.getAttribute('api-base'))
    await fillFromReferenceCatalog(storefront);
  if (storefront) nameFeedKeys(storefront);
}

try {
  await fillKeys();
} finally {
  // Defined only now, so no element queries before its keys are in place.
  await import('../src/index.ts');
}

const panel = document.querySelector<HTMLElement>('[data-notifications-panel]');
if (panel) (await import('./notifications-panel.ts')).startNotificationsPanel(panel);

// A module (top-level await), though it exports nothing.
export {};
