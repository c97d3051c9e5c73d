/**
 * The storefront context's key (src/context/storefront.ts): apart from the context's functions, so
 * that a page that consumes no context (an account page without storefront elements) does not load
 * it (src/controllers/consume.ts).
 */
import { createContext } from '@lit/context';
import type { StorefrontContext } from './storefront.ts';

/**
 * The context key. `Symbol.for`, so two copies of the library on one page (bundled twice) still
 * hand configuration to each other's elements.
 */
export const storefrontContext = createContext<StorefrontContext | undefined>(
  Symbol.for('storefront-elements:storefront'),
);
