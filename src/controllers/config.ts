/**
 * An element's storefront context (src/context/storefront.ts): consumed from the nearest
 * provider (`<sf-storefront>`, or an element such as `<sf-product-page>` that provides its own
 * inside it), with the element's own configuration attributes and `strings` over it, and, with
 * `provide`, provided in turn to the elements inside. The element reads no other element's
 * attributes: a provider's changes arrive through the context.
 *
 * An element under no provider resolves its context from its own attributes with the same
 * function. Only a plain `sf-*` container that is not (yet) an element, such as an
 * `<sf-storefront>` on an account page that loads only the account bundle, is read as attributes,
 * until a provider appears.
 *
 * The account elements use this class as it is, and read and parse only their attributes of the
 * configuration (`ENGAGE_ATTRIBUTES`, `parseEngageConfig`: locale, currency, `engage-base`,
 * `contact`); the storefront elements use `StorefrontConfigController` (./storefront-config.ts),
 * which reads and parses every attribute (`CONFIG_ATTRIBUTES`, `parseConfig`) and adds the
 * notifier and the storefront strings, so an account page loads none of that.
 */
import { ContextProvider } from '@lit/context';
import { isServer, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { type ConfigAttribute, type ConfigAttributes, type EngageConfig } from '../api/config.ts';
import {
  resolveContext,
  type ParseAttributes,
  type StorefrontContext,
} from '../context/storefront.ts';
import { storefrontContext } from '../context/storefront-key.ts';
import { resolveStrings, stringsReady } from '../i18n/registry.ts';
import type { SfStrings } from '../templates/strings.ts';

export type { ResolvedConfig } from '../context/storefront.ts';

type Host = ReactiveControllerHost & HTMLElement & { strings?: Partial<SfStrings> | undefined };

function configAttributesOf(element: Element, names: readonly ConfigAttribute[]): ConfigAttributes {
  const attributes: ConfigAttributes = {};
  for (const name of names) {
    const value = element.getAttribute(name);
    if (value !== null) attributes[name] = value;
  }
  return attributes;
}

/**
 * The element `from` is shown in, as a context request travels: the slot it is assigned to, else
 * its parent, else its shadow root's host.
 */
export const shownIn = (from: Element): Element | null =>
  from.assignedSlot ?? from.parentElement ?? ((from.getRootNode() as ShadowRoot).host || null);

/**
 * A provider defined after its consumers connected (the page loaded `sf-rec-list.js` before
 * `sf-storefront.js`) still reaches them: once each `sf-*` ancestor that is not an element yet is
 * one, `consumer` asks again (it asked when its host connected). Only an `sf-*` element provides
 * the library's contexts, and an element becomes a provider only when its tag is defined.
 */
export function askAgainWhenDefined(host: Element, consumer: ReactiveController): void {
  for (let at = shownIn(host); at; at = shownIn(at)) {
    const name = at.localName;
    if (name.startsWith('sf-') && !customElements.get(name))
      void customElements
        .whenDefined(name)
        .then(() => host.isConnected && consumer.hostConnected!());
  }
}

/** `sf-*` ancestors that are not elements (yet): plain containers, outermost first. */
export function plainContainers(element: Element): Element[] {
  const found: Element[] = [];
  let current = shownIn(element);
  while (current) {
    // On the server (storefront-elements/ssr) nothing provides a context: all are containers.
    if (
      current.localName.startsWith('sf-') &&
      (isServer || !customElements.get(current.localName))
    ) {
      found.unshift(current);
    }
    current = shownIn(current);
  }
  return found;
}

/** Each element's controller, for its base class to read the language from (`languageOf`). */
const controllers = new WeakMap<Element, ConfigController<EngageConfig>>();

/** `element`'s configuration controller, if it has one. */
export const controllerOf = (element: Element): ConfigController<EngageConfig> | undefined =>
  controllers.get(element);

/**
 * The `locale` of `element`'s storefront context, as its strings use it: what its base class
 * waits for before an update. Undefined for an element without a controller (English).
 */
export function languageOf(element: HTMLElement): string | undefined {
  return controllerOf(element)?.locale();
}

/**
 * The words of `element`'s language, loading, if they are not there (else undefined), before
 * the element is one: the `locale` of the element or of the nearest `sf-*` element around it, on
 * the way its context request travels (`shownIn`). The script tag defines a tag once they are
 * there (src/autoloader.ts): defined before them, an element draws nothing while they load, and
 * the page's `:not(:defined)` reserve no longer holds its place.
 */
export function wordsFor(element: Element): Promise<void> | undefined {
  for (let at: Element | null = element; at; at = shownIn(at)) {
    const locale =
      at === element || at.localName.startsWith('sf-') ? at.getAttribute('locale') : null;
    if (locale) return stringsReady(locale);
  }
  return undefined;
}

/** Makes a controller's host a provider of its storefront context (the `provide` option). */
export type ProvideStorefront = (host: Host) => ContextProvider<typeof storefrontContext>;

/**
 * The `provide` option of an element that provides its storefront context to those inside it. A
 * function the element passes, rather than a flag, so that an element that provides nothing
 * (`<sf-product-card>`) does not load `ContextProvider` (docs/decisions.md, "The card alone").
 */
export const provideStorefront: ProvideStorefront = (host) =>
  new ContextProvider(host, { context: storefrontContext });

/** What an element's configuration controller is made with. */
export interface ConfigOptions {
  /** Makes the element a provider of its context to those inside it (storefront elements). */
  provide?: ProvideStorefront | undefined;
}

export abstract class ConfigController<
  C extends EngageConfig = EngageConfig,
> implements ReactiveController {
  protected readonly host: Host;
  private observer: MutationObserver | undefined;
  /**
   * Whether the viewport was narrow when the element first connected: the visit's device (the
   * default touchpoint). A later zoom or resize does not change it: a shopper who zooms in is
   * still on the same device, and a new query would reset what they chose.
   */
  protected mobile: boolean | undefined;
  /** What the nearest provider gives; undefined under none. */
  private inherited: StorefrontContext | undefined;
  /** Whether a provider answered (then plain containers are not read). */
  protected provided = false;
  private current: StorefrontContext<C> | undefined;
  private ownStrings: Partial<SfStrings> | undefined;

  constructor(host: Host, options: ConfigOptions = {}) {
    this.host = host;
    // Before this controller: the request is answered (or not) when `hostConnected` runs here.
    this.consume(options);
    host.addController(this);
    controllers.set(host, this);
  }

  hostConnected(): void {
    this.observe();
    this.refresh();
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = undefined;
    this.provided = false;
    this.inherited = undefined;
  }

  hostUpdate(): void {
    // The `strings` property changed: a context of its own (no extra update: this is one).
    if (this.host.strings !== this.ownStrings) this.refresh(false);
  }

  private readonly onChange = () => this.refresh();

  /**
   * Starts consuming the storefront context, in the constructor (the storefront elements: at
   * once, and providing their own with `provide`, ./storefront-config.ts) or later (the account
   * elements: when a provider may answer, ./engage-config.ts). Hands each value the nearest
   * provider gives to `consumed`.
   */
  protected consume(_options: ConfigOptions): void {}

  /** A value of the nearest provider's context. */
  protected readonly consumed = (value: StorefrontContext | undefined): void => {
    if (value === undefined) return;
    const wasProvided = this.provided;
    this.provided = true;
    this.inherited = value;
    if (!wasProvided) this.observe();
    this.refresh();
  };

  /** Own attributes, and plain containers' while no provider answered. */
  private observe(): void {
    this.observer?.disconnect();
    this.observer = new MutationObserver(this.onChange);
    const watched = this.provided ? [this.host] : [...plainContainers(this.host), this.host];
    for (const element of watched) {
      this.observer.observe(element, { attributes: true, attributeFilter: [...this.names] });
    }
  }

  private refresh(requestUpdate = true): void {
    const read = (element: Element) => configAttributesOf(element, this.names);
    const ownAttributes = this.provided
      ? read(this.host)
      : Object.assign({}, ...plainContainers(this.host).map(read), read(this.host));
    this.ownStrings = this.host.strings;
    const next = resolveContext(
      this.inherited,
      {
        attributes: ownAttributes,
        strings: this.ownStrings,
        mobile: this.mobile ?? false,
      },
      this.current,
      this.parse,
    );
    if (next === this.current) return;
    this.current = next;
    this.contextChanged(next);
    if (requestUpdate) this.host.requestUpdate();
  }

  /** The configuration attributes the element reads (those `parse` reads). */
  protected abstract readonly names: readonly ConfigAttribute[];

  /** Parses the element's own context. */
  protected abstract readonly parse: ParseAttributes<C>;

  /** A new context is in effect (before the host is asked to update; a provider provides it). */
  protected contextChanged(_context: StorefrontContext<C>): void {}

  /** Server only: the parent the context was resolved under. */
  private under?: Element | null;

  /** The element's storefront context. */
  get context(): StorefrontContext<C> {
    // On the server the renderer links an element to its parent after constructing it (ssr,
    // render.ts `link`), and an element may read its context before (a task's first arguments):
    // resolved again under the parent, else a sponsored page's own words were English in a
    // sv-SE page (shop audit s29).
    if (isServer && this.under !== this.host.parentElement) {
      this.under = this.host.parentElement;
      this.current = undefined;
    }
    if (!this.current) this.refresh(false);
    return this.current!;
  }

  /** `locale`, when set (elements that format without a query fall back to the page's). */
  locale(): string | undefined {
    return this.context.config.locale;
  }

  /** `currency`, when set. */
  currency(): string | undefined {
    return this.context.config.currency;
  }

  /** Where the contact engagement proxy is mounted (`engage-base`, else `/engage-proxy`). */
  engageBase(): string {
    return this.context.config.engageBase;
  }

  /** `contact`: changes with the signed-in contact; `''` when nobody is signed in. */
  contact(): string | undefined {
    return this.context.config.contact;
  }

  /**
   * UI strings: the language of `locale` (English until it has loaded; elements wait for it
   * before rendering), then each provider's `strings`, the nearest last. Account strings are there
   * only where the account elements were imported, storefront strings only where a storefront
   * element was (./storefront-config.ts).
   */
  strings(): SfStrings {
    return resolveStrings<SfStrings>(this.locale(), this.context.stringLayers);
  }
}
