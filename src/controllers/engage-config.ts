/**
 * The configuration controller of the account elements: `ConfigController` (./config.ts) reading
 * and parsing only their attributes (`ENGAGE_ATTRIBUTES`, `parseEngageConfig`: locale, currency,
 * `engage-base`, `contact`), so the account page loads no parse of the storefront settings
 * (docs/decisions.md, "Lean account page").
 *
 * On an account page that loads only the account elements, `<sf-storefront>` is a plain container
 * nothing defines: its attributes are read (./config.ts), and so is its `strings` property, under
 * the element's own and the nearest container's over an outer one's (docs/elements.md,
 * "Overriding"). A plain element tells nobody when a property is set, so the first account element
 * inside it makes its `strings` an accessor that updates the account elements shown; when the
 * container is defined later, Lit takes the value over (an instance property set before upgrade).
 */
import { isServer, type ReactiveControllerHost } from 'lit';
import { ENGAGE_ATTRIBUTES, parseEngageConfig, type EngageConfig } from '../api/config.ts';
import { resolveStrings } from '../i18n/registry.ts';
import type { SfStrings } from '../templates/strings.ts';
import { lazily } from './chunk.ts';
import { ConfigController, controllerOf, plainContainers, shownIn } from './config.ts';

type WithStrings = Element & { strings?: Partial<SfStrings> | undefined };

/** The account elements connected now: a plain container's new `strings` updates them. */
const shown = new Set<ReactiveControllerHost>();
/** Plain containers whose `strings` is watched. */
const watched = new WeakSet<Element>();

/** `container`'s `strings`, watched from now on. */
function stringsOf(container: WithStrings): Partial<SfStrings> | undefined {
  if (!watched.has(container)) {
    watched.add(container);
    let value = container.strings;
    Object.defineProperty(container, 'strings', {
      configurable: true,
      get: () => value,
      set(next: Partial<SfStrings> | undefined) {
        value = next;
        for (const host of shown) host.requestUpdate();
      },
    });
  }
  return container.strings;
}

/** The context consumer (./consume.ts): a chunk, loaded once a provider may answer. */
const consumer = lazily(() => import('./consume.ts'));

/**
 * What `element`'s next update waits for before it reads its context: the consumer, while its
 * chunk loads (src/elements/account-element.ts); undefined once there.
 */
export const contextPending = (element: Element): Promise<unknown> | undefined =>
  (controllerOf(element) as EngageConfigController | undefined)?.pending;

export class EngageConfigController extends ConfigController<EngageConfig> {
  protected override readonly names = ENGAGE_ATTRIBUTES;
  protected override readonly parse = parseEngageConfig;
  /** Whether the element consumes the storefront context (from the chunk's arrival on). */
  private consuming = false;
  /** The consumer's chunk, while it loads for this element (`contextPending`). */
  pending: Promise<unknown> | undefined;

  override hostConnected(): void {
    if (!isServer && !this.consuming) this.awaitProvider();
    super.hostConnected();
    shown.add(this.host);
  }

  /**
   * Only an `sf-*` ancestor that is an element provides a storefront context: for one defined
   * now, the element waits for the consumer before it reads its context; for one defined later,
   * the consumer comes then (until then its attributes are read, as a plain container's).
   */
  private awaitProvider(): void {
    const start = () =>
      (this.pending ??= consumer()
        .then(
          ({ consumeStorefront }) => {
            if (!this.consuming) consumeStorefront(this.host, this.consumed);
            this.consuming = true;
          },
          (error: unknown) =>
            console.warn('storefront-elements: the <sf-storefront> settings did not load', error),
        )
        .finally(() => (this.pending = undefined)));
    for (let at = shownIn(this.host); at; at = shownIn(at)) {
      const name = at.localName;
      if (!name.startsWith('sf-')) continue;
      if (customElements.get(name)) return void start();
      void customElements.whenDefined(name).then(start);
    }
  }

  override hostDisconnected(): void {
    super.hostDisconnected();
    shown.delete(this.host);
  }

  /** The plain containers' `strings` (outermost first) under the element's context's. */
  override strings(): SfStrings {
    const outer = this.provided ? [] : plainContainers(this.host).map(stringsOf);
    return resolveStrings<SfStrings>(this.locale(), [...outer, ...this.context.stringLayers]);
  }
}
