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
import type { ReactiveControllerHost } from 'lit';
import { ENGAGE_ATTRIBUTES, parseEngageConfig, type EngageConfig } from '../api/config.ts';
import { resolveStrings } from '../i18n/registry.ts';
import type { SfStrings } from '../templates/strings.ts';
import { ConfigController, plainContainers } from './config.ts';

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

export class EngageConfigController extends ConfigController<EngageConfig> {
  protected override readonly names = ENGAGE_ATTRIBUTES;
  protected override readonly parse = parseEngageConfig;

  override hostConnected(): void {
    super.hostConnected();
    shown.add(this.host);
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
