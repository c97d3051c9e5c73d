/**
 * How an element consumes the storefront context (src/context/storefront.ts) with `@lit/context`:
 * a subscribing `ContextConsumer` on the element. The storefront elements import it with their
 * configuration controller (./storefront-config.ts); the account elements import it as a chunk,
 * only once a provider may answer (./engage-config.ts), so an account page without storefront
 * elements loads none of `@lit/context` (docs/decisions.md, "The context consumer where a provider
 * can answer").
 */
import { ContextConsumer } from '@lit/context';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { storefrontContext } from '../context/storefront-key.ts';
import type { StorefrontContext } from '../context/storefront.ts';

/** `host` consumes the nearest provider's storefront context: each value goes to `consumed`. */
export const consumeStorefront = (
  host: ReactiveControllerHost & HTMLElement,
  consumed: (value: StorefrontContext | undefined) => void,
): ReactiveController =>
  new ContextConsumer(host, { context: storefrontContext, subscribe: true, callback: consumed });
