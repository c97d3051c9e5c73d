/**
 * The storefront context (`@lit/context`): `<sf-storefront>` parses its configuration once and
 * provides it, with the notifier and the strings, to everything inside; an element with settings
 * of its own provides the merged context inside it. Observed through the context protocol itself,
 * as any element (or a shop's own) would request it.
 */
import { expect, html } from '@open-wc/testing';
import { ContextEvent } from '@lit/context';
import '../../../src/elements/sf-storefront/sf-storefront.ts';
import '../../../src/elements/sf-product-page/sf-product-page.ts';
import type { SfStorefront } from '../../../src/elements/sf-storefront/sf-storefront.ts';
import { cleanup, mount } from './storefront-fixtures.ts';

/** The key, spelled out: the protocol is public (two library copies share it). */
const STOREFRONT = Symbol.for('storefront-elements:storefront');

interface Provided {
  attributes: Record<string, string>;
  config: { market?: string; locale?: string; currency?: string; error?: Error };
  stringLayers: { addToCart?: string }[];
  notifier: { click(ticket: string): void };
}

afterEach(cleanup);

/** Every value provided to `element`, newest last (subscribed). */
function request(element: Element): Provided[] {
  const values: Provided[] = [];
  element.dispatchEvent(
    new ContextEvent(
      STOREFRONT as never,
      element,
      (value: unknown) => void values.push(value as Provided),
      true,
    ),
  );
  return values;
}

describe('the storefront context', () => {
  it('is provided by <sf-storefront>: parsed once, one object for everything inside', async () => {
    const provider = mount<SfStorefront>(
      html`<sf-storefront market="US" locale="en-US" currency="USD"></sf-storefront>`,
    ).element;
    provider.strings = { addToCart: 'Buy' };
    await provider.updateComplete;
    const first = document.createElement('div');
    const second = document.createElement('div');
    provider.append(first, second);
    const [a] = request(first);
    const [b] = request(second);
    expect(a, 'a value').to.exist;
    expect(a).to.equal(b);
    expect(a!.config.market).to.equal('US');
    expect(a!.config.locale).to.equal('en-US');
    expect(a!.config.currency).to.equal('USD');
    expect(a!.stringLayers.map((layer) => layer.addToCart)).to.deep.equal(['Buy']);
    expect(a!.notifier.click).to.be.a('function');
  });

  it('follows attribute changes of the provider', async () => {
    const provider = mount<SfStorefront>(
      html`<sf-storefront market="US" locale="en-US"></sf-storefront>`,
    ).element;
    const child = document.createElement('div');
    provider.append(child);
    const values = request(child);
    provider.setAttribute('locale', 'es-US');
    await provider.updateComplete;
    await new Promise((resolve) => setTimeout(resolve));
    expect(values.at(-1)!.config.locale).to.equal('es-US');
    expect(values.at(-1)!.config.market).to.equal('US');
  });

  it('is provided merged by an element with settings of its own: the nearest wins', async () => {
    const provider = mount<SfStorefront>(
      html`<sf-storefront market="US" locale="en-US" view-id="PREVIEW"></sf-storefront>`,
    ).element;
    const page = document.createElement('sf-product-page');
    page.setAttribute('locale', 'es-US');
    page.setAttribute('lazy', '');
    const child = document.createElement('div');
    page.append(child);
    provider.append(page);
    await page.updateComplete;
    const [own] = request(child);
    const [outer] = request(provider.appendChild(document.createElement('div')));
    expect(own!.config.locale).to.equal('es-US');
    expect(own!.config.market).to.equal('US');
    expect(own!.attributes['view-id']).to.equal('PREVIEW');
    expect(outer!.config.locale).to.equal('en-US');
    expect(own!.stringLayers).to.equal(outer!.stringLayers);
  });

  it('carries an invalid attribute as its error, keeping the valid settings', async () => {
    const provider = mount<SfStorefront>(
      html`<sf-storefront market="US" locale="sv-SE" touchpoint="tablet"></sf-storefront>`,
    ).element;
    const child = provider.appendChild(document.createElement('div'));
    const [value] = request(child);
    expect(value!.config.locale).to.equal('sv-SE');
    expect(value!.config.error?.message).to.equal(
      'touchpoint: must be one of DESKTOP, MOBILE, got "tablet"',
    );
  });
});
