/**
 * The product page's context: `<sf-product-page>` provides its query's state to the
 * `<sf-rec-list>` elements inside it (however deeply nested, across shadow roots), and each list
 * joins the page's query through it. Data flows down: the page hands on a new value only when its
 * query's state changes, so a change in the detail (a size, an image) leaves the lists alone.
 */
import { createContext } from '@lit/context';
import type { StorefrontConfigError } from '../api/errors.ts';
import type { RecListRequestSettings } from '../api/schemas/requests.ts';
import type { ProductPageResult } from '../api/schemas/results.ts';

/** The query's state: what a list shows. */
export type PageQueryState =
  | { status: 'pending' }
  | { status: 'error' }
  | {
      status: 'complete';
      result: ProductPageResult;
      /** Lists added after this answer: asked for on their own, or failed. */
      more?: 'pending' | 'error';
    };

/** A list in the page's query. */
export interface PageListMember {
  /** The list element (the query's lists are in document order). */
  element: Element;
  /** Its member of the query; throws `StorefrontConfigError` naming the attribute at fault. */
  settings(): RecListRequestSettings;
  /**
   * Told, each time the page builds its query, why the list is left out of it (its settings
   * threw, or another list has its id), or `undefined`: it is in.
   */
  refused?(error: StorefrontConfigError | undefined): void;
}

/** A list's membership: report a changed setting, or leave. */
export interface PageListHandle {
  changed(): void;
  leave(): void;
}

export interface ProductPageContext {
  readonly state: PageQueryState;
  /** The level of the page's heading (`heading-level`): its lists' headings are one below. */
  readonly level: number;
  join(member: PageListMember): PageListHandle;
}

export const productPageContext = createContext<ProductPageContext | undefined>(
  Symbol.for('storefront-elements:product-page'),
);
