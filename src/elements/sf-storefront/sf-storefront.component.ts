import { html, css } from 'lit';
import { provideStorefront } from '../../controllers/config.ts';
import { StorefrontConfigController } from '../../controllers/storefront-config.ts';
import { SfElement } from '../base.ts';
import { storefrontConnected } from '../../notify/shop-notifier.ts';
import type { SfStrings } from '../../templates/strings.ts';

/**
 * @summary Provides configuration to every `sf-*` element inside it. Any element may set the same
 * attributes itself; the nearest one wins.
 *
 * @attr api-base - Cluster id (`w00000000`) or address, e.g. `https://w00000000.api.esales.apptus.cloud`; default: this origin.
 * @attr market - Market id, as in the product feed (required somewhere up the tree).
 * @attr locale - Locale of the market, e.g. `sv-SE` (required somewhere up the tree); also formats prices.
 * @attr currency - ISO 4217 code for price formatting, e.g. `SEK`.
 * @attr touchpoint - `DESKTOP` or `MOBILE`; default from the viewport width (mobile up to 767px).
 * @attr customer-key - Visitor key; default: a UUID kept in localStorage `voyado.session` (shared with the official client).
 * @attr session-key - Session key; default: a UUID kept in localStorage `voyado.session`, shared by every tab.
 * @attr user-context - `PERSONALIZED` (default), `UNPERSONALIZED`, `ANONYMOUS` or `SYNTHETIC`.
 * @attr channels - `ONLINE` and/or `STORE`, separated by `|`, `,` or spaces; `STORE` needs `stores` (else a config error and no query).
 * @attr stores - Store keys, separated by `|`, `,` or spaces.
 * @attr price-id - Custom price id used for all prices.
 * @attr present-custom - Custom attributes to include in all listings.
 * @attr present-prices - Custom price ids to include in all listings.
 * @attr template-id - Response template for all product lists.
 * @attr view-id - `PRODUCTION` (default) or `PREVIEW`.
 * @attr notify - `false` disables notifications and behavioural registration. Not a consent setting: the visitor's keys are still kept (storage, the `sf-visitor` cookie) and sent with queries; without the shopper's consent use `user-context="ANONYMOUS"`, which keeps and sends none.
 * @attr engage-base - Where the shop mounts the contact-engagement proxy, for the account elements; default `/engage-proxy`.
 * @attr contact - For the account elements inside: any value that changes with the signed-in contact (e.g. an opaque session or contact hash; never sent anywhere), `""` when nobody is signed in. A change clears what the previous contact saw or typed and reloads.
 *
 * @slot - The storefront elements it configures, and anything else.
 */
export class SfStorefront extends SfElement {
  static override styles = css`
    :host {
      display: contents;
    }
  `;

  // `static properties` rather than decorators: no page loads decorator code before its content.
  static override properties = { strings: { attribute: false } };

  /** UI strings for every element inside (each element's own `strings` wins per string). */
  declare strings?: Partial<SfStrings>;

  /** Parses the configuration once and provides it, with the notifier and strings, inside. */
  protected readonly storefront = new StorefrontConfigController(this, {
    provide: provideStorefront,
  });

  /** It shows only what is inside it: nothing waits for its language. */
  protected override rendersWords(): boolean {
    return false;
  }

  // The script tag's `notify` reads its session from here, also in a shadow root.
  override connectedCallback(): void {
    super.connectedCallback();
    storefrontConnected(this, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    storefrontConnected(this, false);
  }

  override render() {
    return html`<slot></slot>`;
  }
}
