// The foundation's demo: one product-page query against the reference server (or a real cluster),
// shown raw. The storefront elements replace this with rendered product pages.
import {
  buildProductPageRequest,
  queryProductPage,
  type StorefrontConfig,
} from '../src/api/index.ts';
import { sessionKeys } from '../src/notify/index.ts';

interface CatalogMarket {
  id: string;
  locales: string[];
}

interface Catalog {
  markets: CatalogMarket[];
  groups: { key: string; products: string[] }[];
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

/** The reference server lists its sample data; a real cluster has no such endpoint. */
async function loadCatalog(): Promise<Catalog> {
  if (apiBase) return { markets: [], groups: [] };
  const response = await fetch('/__reference/catalog');
  return (await response.json()) as Catalog;
}

async function runQuery(): Promise<void> {
  const data = new FormData(form);
  const config: StorefrontConfig = {
    apiBase,
    market: String(data.get('market')),
    locale: String(data.get('locale')),
    touchpoint: matchMedia('(max-width: 640px)').matches ? 'MOBILE' : 'DESKTOP',
    // The visitor the elements (and the official client) use: localStorage `voyado.session`.
    ...sessionKeys(),
  };
  const query = {
    productKey: String(data.get('productKey')),
    settings: {
      productGroup: { include: true },
      recommendationLists: [
        { id: 'alternatives', algorithm: 'ALTERNATIVES' as const, limit: 4 },
        {
          id: 'style-with',
          algorithm: 'STYLE_WITH' as const,
          limit: 4,
          visualization: 'GRID' as const,
        },
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

const catalog = await loadCatalog();
const markets = catalog.markets;
const marketInput = form.elements.namedItem('market') as HTMLInputElement;
const localeInput = form.elements.namedItem('locale') as HTMLInputElement;
const productInput = form.elements.namedItem('productKey') as HTMLInputElement;

function selectMarket(id: string): void {
  const market = markets.find((candidate) => candidate.id === id);
  document.querySelector('#locales')!.replaceChildren(...(market?.locales ?? []).map(option));
  if (market && !market.locales.includes(localeInput.value))
    localeInput.value = market.locales[0] ?? '';
  productInput.value ||= catalog.groups[0]?.products[0] ?? '';
}

document.querySelector('#markets')!.replaceChildren(...markets.map((market) => option(market.id)));
marketInput.addEventListener('change', () => selectMarket(marketInput.value));
form.addEventListener('submit', (event) => {
  event.preventDefault();
  void runQuery();
});
if (markets[0]) {
  marketInput.value = markets[0].id;
  selectMarket(markets[0].id);
  void runQuery();
}
