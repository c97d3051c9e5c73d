/**
 * What every storefront element shares: a typed `emit()` whose events bubble and cross shadow
 * roots, an update that waits for the strings of its `locale`, and a `define()` that does not
 * throw when the tag is already taken (the library may be loaded twice on one page).
 */
import { LitElement, type PropertyValues } from 'lit';
import { languageOf } from '../controllers/config.ts';
import { shownLanguage, stringsReady } from '../i18n/registry.ts';
import type { SfLoadDetail, SfLoadEvent } from '../events.ts';

/**
 * Each element's `sf-load` carries its own result type `R` (`class SfProductPage extends
 * SfElement<ProductPageResult>`), so `page.addEventListener('sf-load', (e) => e.detail.result)`
 * knows it; every other event keeps its `HTMLElementEventMap` type.
 */
export interface SfElement<R = unknown> {
  addEventListener(
    type: 'sf-load',
    listener: (this: HTMLElement, event: SfLoadEvent<R>) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class SfElement<R = unknown> extends LitElement {
  /**
   * A language other than English is a module of its own: the element renders nothing until it
   * has arrived (or failed, then English), so no text is ever shown in English first. The
   * language is its storefront context's, as everything else it is configured with.
   *
   * A removed element does not update until it is in the document again (its query result,
   * a list leaving it, a property set meanwhile: all wait): Chromium never lets go of an
   * `<img srcset>` rendered outside the document, nor of the page around it (docs/decisions.md,
   * "Memory on removal").
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const blocked = this.isConnected
      ? (this.renderWaitsFor() ??
        (this.rendersWords() ? stringsReady(languageOf(this)) : undefined))
      : new Promise<void>((resolve) => (this.#reconnected = resolve));
    // Whatever it waited for, everything is asked again: it may have been removed meanwhile.
    return blocked ? blocked.then(() => this.scheduleUpdate()) : super.scheduleUpdate();
  }

  /** Resumes the update held while the element was out of the document (once; then a no-op). */
  #reconnected: (() => void) | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    this.#reconnected?.();
  }

  /** The `lang` this element set on itself (a shop's own `lang` is left alone). */
  #lang: string | null = null;

  /**
   * Marks the element with the language of the words it shows (WCAG 3.1.2: a Swedish element in
   * an English page is read with Swedish pronunciation), unless the shop set `lang` itself. Set
   * only when it changes: setting `lang`, even to the value it has, restyles everything the
   * element shows (each batch of a long list's cards restyled all the cards before it).
   */
  protected override update(changed: PropertyValues): void {
    if (this.rendersWords()) {
      const lang = shownLanguage(languageOf(this));
      const own = this.getAttribute('lang');
      // A mark that is its language is its own: one a server render set (src/ssr/render.ts).
      if (own === this.#lang || own === lang) {
        if (own !== lang) this.setAttribute('lang', lang);
        this.#lang = lang;
      }
    }
    super.update(changed);
  }

  /**
   * False for an element that shows no words of its own (`<sf-storefront>`, a `<slot>`): it
   * renders at once, so what is inside it stays on the page while its language loads.
   */
  protected rendersWords(): boolean {
    return true;
  }

  /**
   * What the next update waits for besides the strings, while it loads (the reader of a server
   * render, which a first update renders from): undefined once it settled.
   */
  protected renderWaitsFor(): Promise<unknown> | undefined {
    return undefined;
  }

  /**
   * Dispatches a typed event that bubbles and is composed. Returns false when a listener called
   * `preventDefault()` on a cancelable event.
   */
  emit(name: 'sf-load', detail: SfLoadDetail<R>, options?: { cancelable?: boolean }): boolean;
  emit<K extends keyof HTMLElementEventMap>(
    name: K,
    detail: HTMLElementEventMap[K] extends CustomEvent<infer D> ? D : never,
    options?: { cancelable?: boolean },
  ): boolean;
  emit<K extends keyof HTMLElementEventMap>(
    name: K,
    detail: HTMLElementEventMap[K] extends CustomEvent<infer D> ? D : never,
    options: { cancelable?: boolean } = {},
  ): boolean {
    return this.dispatchEvent(
      new CustomEvent(name, {
        detail,
        bubbles: true,
        composed: true,
        cancelable: options.cancelable ?? false,
      }),
    );
  }
}

/** Registers `ctor` under `tag` unless something already did. */
export function define(tag: string, ctor: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, ctor);
}
