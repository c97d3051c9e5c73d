// The demo pages' one script: fills in keys that exist in the reference server's sample data,
// then loads the elements. Against a real cluster (`api-base` set on <sf-storefront>) nothing is
// filled in: the page's own `product-key` / `page-reference` attributes are used as written.
// Plain TypeScript (no Vite-only features), so the test runner can serve the pages as well.

interface CatalogPage {
  id: string;
  category: string | null;
}

interface Catalog {
  markets: { id: string; pages: CatalogPage[] }[];
  groups: { key: string; category: string; products: string[] }[];
}

/** The category the landing page shows, when the reference server is in use. */
const DEMO_CATEGORY = 'jackets';

function fill(selector: string, attribute: string, value: string | undefined): void {
  if (!value) return;
  for (const element of document.querySelectorAll(selector)) {
    if (!element.getAttribute(attribute)) element.setAttribute(attribute, value);
  }
}

async function fillFromReferenceCatalog(): Promise<void> {
  const storefront = document.querySelector('sf-storefront');
  // A real cluster has no catalog endpoint: its keys are written into the page.
  if (!storefront || storefront.getAttribute('api-base')) return;
  const response = await fetch('/__reference/catalog');
  if (!response.ok) return;
  const catalog = (await response.json()) as Catalog;
  const market = catalog.markets.find((m) => m.id === storefront.getAttribute('market'));
  const page =
    market?.pages.find((candidate) => candidate.category === DEMO_CATEGORY) ??
    market?.pages.find((candidate) => candidate.category);
  const group =
    catalog.groups.find((candidate) => candidate.category === DEMO_CATEGORY) ?? catalog.groups[0];
  fill('[data-demo-product]', 'product-key', group?.products[0]);
  fill('[data-demo-category]', 'page-reference', page?.id);
  const heading = document.querySelector('#category-heading');
  if (heading && page?.category) {
    heading.textContent = page.category.charAt(0).toUpperCase() + page.category.slice(1);
  }
}

try {
  await fillFromReferenceCatalog();
} finally {
  // Defined only now, so no element queries before its keys are in place.
  await import('../src/index.ts');
}

const panel = document.querySelector<HTMLElement>('[data-notifications-panel]');
if (panel) (await import('./notifications-panel.ts')).startNotificationsPanel(panel);

// A module (top-level await), though it exports nothing.
export {};
