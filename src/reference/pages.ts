/**
 * The page store of the reference server: the pages of each market as the administration API
 * sees them (product-discovery-api.md, "PageContainer", "Page"), seeded with the generated pages of
 * the catalog and changed by page imports (`POST /api/admin/v4/import/pages`).
 *
 * Two views per market:
 * - **published**: what `outputFilter=PUBLISHED_ONLY` exports and `viewId=PRODUCTION` queries see;
 * - **preview**: the published pages with the changes of `previewOnly` imports on top, which
 *   `outputFilter=INCLUDE_UNPUBLISHED` exports and `viewId=PREVIEW` queries see. Absent when no
 *   preview changes are pending (the preview view is then the published one).
 *
 * A later import without `previewOnly` first publishes the pending preview changes, then applies
 * itself ("States and transitions": preview state → published by another import).
 */
import {
  OUTPUT_FILTERS,
  type OutputFilter,
  type Page,
  type PageContainer,
  type PagePrimaryList,
} from '../api/schemas/admin.ts';
import type { Catalog, PageDef } from './catalog.ts';
import { CATEGORIES, langOf, type Localized } from './vocabulary.ts';

export const MAX_PAGES_PER_MARKET = 3000;

export type { OutputFilter, Page, PageContainer };
export { OUTPUT_FILTERS };

/** What the generated pages know beyond the Page object: list labels, banner images and links. */
export interface GeneratedExtras {
  listLabels: Map<string, Localized>;
  banners: Map<string, { imageCount: number; linkCategory: string | undefined }>;
}

const HEADINGS: Record<string, Localized> = {
  home: { sv: 'Startsida', en: 'Home', es: 'Inicio' },
  'campaign/summer': { sv: 'Sommar', en: 'Summer', es: 'Verano' },
  'campaign/banners': { sv: 'Kampanj', en: 'Campaign', es: 'Campaña' },
  'campaign/preview': { sv: 'Förhandsvisning', en: 'Preview', es: 'Vista previa' },
};

function headingOf(def: PageDef): Localized {
  const category = CATEGORIES.find((c) => c.id === def.category);
  return category?.names ?? HEADINGS[def.id] ?? { sv: def.id, en: def.id, es: def.id };
}

/** A generated page as the administration API describes it. */
export function pageOfDef(def: PageDef): Page {
  const locales = Object.keys(def.paths);
  const heading = headingOf(def);
  const page: Page = {
    id: def.id,
    headings: Object.fromEntries(locales.map((locale) => [locale, heading[langOf(locale)]])),
    paths: { ...def.paths },
  };
  if (def.banners.length)
    page.banners = def.banners.map((b) => ({
      id: b.id,
      type: 'IMAGE',
      width: b.width,
      height: b.height,
    }));
  // Category pages restrict their primary list to the category; their sponsored lists take the
  // category automatically from it.
  if (def.category) page.primaryList = { rules: `rule incl category {"${def.category}"}` };
  if (def.sponsoredLists.length)
    page.sponsoredLists = def.sponsoredLists.map((l) => ({ id: l.id, limit: l.limit }));
  return page;
}

const clone = <T>(value: T): T => structuredClone(value);

/** PARTIAL amend: members present in the import replace the page's; primaryList merges member-wise. */
function amend(existing: Page, update: Page): Page {
  const merged: Page = { ...existing };
  for (const [name, value] of Object.entries(update) as [keyof Page, Page[keyof Page]][]) {
    if (value === undefined) continue;
    if (name === 'primaryList' && existing.primaryList)
      merged.primaryList = { ...existing.primaryList, ...(value as PagePrimaryList) };
    else (merged as unknown as Record<string, unknown>)[name] = clone(value);
  }
  return merged;
}

const sharesPath = (a: Page, b: Page) =>
  Object.values(a.paths ?? {}).some((path) => Object.values(b.paths ?? {}).includes(path));

/**
 * Applies a container to a list of pages (in order) and returns the new list. FULL replaces all
 * pages; PARTIAL amends the page with the same id, or else the page with one of the same paths (it
 * then takes the imported id), and appends new pages; `remove` deletes by id (unknown ids are
 * ignored).
 */
export function applyPages(pages: readonly Page[], container: PageContainer): Page[] {
  let out: Page[] = container.type === 'FULL' ? [] : pages.map(clone);
  for (const page of container.addOrUpdate ?? []) {
    const index =
      out.findIndex((p) => p.id === page.id) >= 0
        ? out.findIndex((p) => p.id === page.id)
        : out.findIndex((p) => sharesPath(p, page));
    if (index < 0) out.push(clone(page));
    else out[index] = amend(out[index] as Page, page);
  }
  const removed = new Set(container.remove ?? []);
  if (removed.size) out = out.filter((page) => !removed.has(page.id));
  return out;
}

interface MarketPages {
  generated: Page[];
  published: Page[];
  preview: Page[] | undefined;
}

export class PageLimitError extends Error {}

export class PageStore {
  readonly extras = new Map<string, GeneratedExtras>();
  readonly #markets = new Map<string, MarketPages>();

  constructor(catalog: Catalog) {
    for (const [market, defs] of catalog.pages) {
      const listLabels = new Map<string, Localized>();
      const banners = new Map<string, { imageCount: number; linkCategory: string | undefined }>();
      for (const def of defs) {
        for (const list of def.sponsoredLists) listLabels.set(`${def.id}\n${list.id}`, list.label);
        for (const banner of def.banners)
          banners.set(`${def.id}\n${banner.id}`, {
            imageCount: banner.imageCount,
            linkCategory: banner.linkCategory,
          });
      }
      this.extras.set(market, { listLabels, banners });
      // Generated preview-only pages start in the preview state.
      const published = defs.filter((def) => !def.previewOnly).map(pageOfDef);
      const preview = defs.map(pageOfDef);
      this.#markets.set(market, {
        generated: published.map(clone),
        published,
        preview: preview.length === published.length ? undefined : preview,
      });
    }
  }

  #market(market: string): MarketPages {
    const pages = this.#markets.get(market);
    if (!pages) throw new Error(`no pages for market ${market}`);
    return pages;
  }

  /** The pages of a view, in import order. */
  pages(market: string, view: 'PRODUCTION' | 'PREVIEW'): readonly Page[] {
    const pages = this.#market(market);
    return view === 'PREVIEW' ? (pages.preview ?? pages.published) : pages.published;
  }

  export(market: string, filter: OutputFilter): Page[] {
    const pages = this.#market(market);
    if (filter === 'GENERATED_ONLY') return pages.generated.map(clone);
    return this.pages(market, filter === 'INCLUDE_UNPUBLISHED' ? 'PREVIEW' : 'PRODUCTION').map(
      clone,
    );
  }

  /** Whether a page of the preview view is not (or not in this form) published. */
  isUnpublished(market: string, id: string): boolean {
    const published = this.#market(market).published.find((p) => p.id === id);
    const preview = this.pages(market, 'PREVIEW').find((p) => p.id === id);
    return (
      preview !== undefined &&
      (published === undefined || JSON.stringify(published) !== JSON.stringify(preview))
    );
  }

  /** Throws a PageLimitError when the result would hold more than 3000 pages. */
  import(container: PageContainer): void {
    const pages = this.#market(container.market);
    const check = (result: Page[]) => {
      if (result.length > MAX_PAGES_PER_MARKET)
        throw new PageLimitError(
          `addOrUpdate: the market would hold ${result.length} pages, at most ${MAX_PAGES_PER_MARKET} are allowed`,
        );
      return result;
    };
    if (container.previewOnly) {
      pages.preview = check(applyPages(pages.preview ?? pages.published, container));
      return;
    }
    pages.published = check(applyPages(pages.preview ?? pages.published, container));
    pages.preview = undefined;
  }

  /** A page by id or localized path in the view. */
  find(market: string, reference: string, view: 'PRODUCTION' | 'PREVIEW'): Page | undefined {
    const pages = this.pages(market, view);
    return (
      pages.find((page) => page.id === reference) ??
      pages.find((page) => Object.values(page.paths ?? {}).includes(reference))
    );
  }
}
