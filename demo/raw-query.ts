// The foundation's demo: one product-page query against the reference server (or a real cluster),
// shown raw. The storefront elements replace this with rendered product pages.
import { buildProductPageRequest, queryProductPage, type StorefrontConfig } from '../src/api/index.ts';

interface CatalogMarket {
  id: string;
  locales: string[];
  productKeys: string[];
}

const section = document.querySelector<HTMLElement>('#raw-query')!;
const form = document.querySelector<HTMLFormElement>('#query-form')!;
const status = document.querySelector<HTMLElement>('#query-status')!;
const requestOut = document.querySelector<HTMLElement>('#query-request')!;
const resultOut = document.querySelector<HTMLElement>('#query-result')!;
const apiBase = section.dataset.apiBase ?? '';

function option(value: string): HTMLOptionElement {
  const element = document.createElement('option');
  element.value = element.textContent = value;
  return element;
}

function sessionKey(storage: Storage, name: string): string {
  const existing = storage.getItem(name);
  if (existing) return existing;
  const created = crypto.randomUUID();
  storage.setItem(name, created);
  return created;
}

async function loadCatalog(): Promise<CatalogMarket[]> {
  if (apiBase) return [];
  const response = await fetch('/__reference/catalog');
  const catalog = (await response.json()) as { markets: CatalogMarket[] };
  return catalog.markets;
}

async function runQuery(): Promise<void> {
  const data = new FormData(form);
  const config: StorefrontConfig = {
    apiBase,
    market: String(data.get('market')),
    locale: String(data.get('locale')),
    touchpoint: matchMedia('(max-width: 640px)').matches ? 'MOBILE' : 'DESKTOP',
    customerKey: sessionKey(localStorage, 'sf-customer-key'),
    sessionKey: sessionKey(sessionStorage, 'sf-session-key'),
  };
  const query = {
    productKey: String(data.get('productKey')),
    settings: {
      productGroup: { include: true },
      recommendationLists: [
        { id: 'alternatives', algorithm: 'ALTERNATIVES' as const, limit: 4 },
        { id: 'style-with', algorithm: 'STYLE_WITH' as const, limit: 4, visualization: 'GRID' as const },
      ],
    },
  };
  const { url, init } = buildProductPageRequest(config, query);
  requestOut.textContent = `${init.method} ${url}\n${String(init.body)}`;
  status.textContent = 'Loading…';
  try {
    const result = await queryProductPage(config, query, { timeout: 5000 });
    status.textContent = `HTTP ${result.status}: ${result.data.recommendationLists.length} lists, ${result.dropped.length} invalid items dropped`;
    resultOut.textContent = JSON.stringify(result.data, null, 2);
  } catch (error) {
    status.textContent = error instanceof Error ? error.message : String(error);
    resultOut.textContent = '';
  }
}

const markets = await loadCatalog();
const marketSelect = form.elements.namedItem('market') as HTMLSelectElement;
const localeSelect = form.elements.namedItem('locale') as HTMLSelectElement;
const productInput = form.elements.namedItem('productKey') as HTMLInputElement;

function selectMarket(id: string): void {
  const market = markets.find((candidate) => candidate.id === id);
  localeSelect.replaceChildren(...(market?.locales ?? []).map(option));
  productInput.value = market?.productKeys[0] ?? '';
}

marketSelect.replaceChildren(...markets.map((market) => option(market.id)));
marketSelect.addEventListener('change', () => selectMarket(marketSelect.value));
form.addEventListener('submit', (event) => {
  event.preventDefault();
  void runQuery();
});
if (markets[0]) {
  selectMarket(markets[0].id);
  void runQuery();
}
