/**
 * Configuration through <sf-storefront>: inheritance, nearest wins, re-query on change, generated
 * visitor keys, touchpoint from the viewport and invalid attributes. Observed where it matters:
 * in the query string of the real requests a <sf-sponsored-page> sends.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { SESSION_STORAGE_KEY } from '../../../src/api/session.ts';
import '../../../src/elements/sf-storefront/sf-storefront.ts';
import type { SfStorefront } from '../../../src/elements/sf-storefront/sf-storefront.ts';
import {
  mount,
  sentQueries,
  settled,
  sponsoredPage,
  uniqueKey,
  until,
  type Mounted,
} from '../elements/sf-sponsored-page.helpers.ts';
import type { SfSponsoredPage } from '../../../src/elements/sf-sponsored-page/sf-sponsored-page.ts';

const cleanup: HTMLElement[] = [];

function storefront(attributes: Record<string, string>): SfStorefront {
  const element = document.createElement('sf-storefront');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  cleanup.push(element);
  return element;
}

function pageIn(
  container: HTMLElement,
  attributes: Record<string, string> = {},
): Mounted<SfSponsoredPage> {
  return mount(sponsoredPage({ 'page-reference': 'category/shoes', ...attributes }), container);
}

afterEach(async () => {
  for (const element of cleanup.splice(0)) element.remove();
  await setViewport({ width: 800, height: 600 });
});

describe('configuration from <sf-storefront>', () => {
  it('is inherited by the elements inside it', async () => {
    const key = uniqueKey('cfg');
    const provider = storefront({
      market: 'US',
      locale: 'en-US',
      'session-key': key,
      'customer-key': 'customer-cfg',
      channels: 'ONLINE STORE',
      stores: 'us-nyc-01,us-sfo-01',
      'price-id': 'member',
      'present-custom': 'material',
    });
    const page = pageIn(provider);
    await settled(page);
    expect(page.errors).to.deep.equal([]);
    const [params] = sentQueries(key);
    expect(params?.get('market')).to.equal('US');
    expect(params?.get('locale')).to.equal('en-US');
    expect(params?.get('customerKey')).to.equal('customer-cfg');
    expect(params?.get('channels')).to.equal('ONLINE|STORE');
    expect(params?.get('stores')).to.equal('us-nyc-01|us-sfo-01');
    expect(params?.get('priceId')).to.equal('member');
    expect(params?.get('presentCustom')).to.equal('material');
  });

  it('lets the nearest element win: its own attribute, then the nearest provider', async () => {
    const key = uniqueKey('cfg-near');
    const outer = storefront({ market: 'US', locale: 'en-US', 'session-key': key });
    const inner = document.createElement('sf-storefront');
    inner.setAttribute('locale', 'es-US');
    outer.append(inner);
    const fromInner = pageIn(inner);
    const own = pageIn(inner, { locale: 'en-US', 'view-id': 'PREVIEW' });
    await settled(fromInner);
    await settled(own);
    const sent = sentQueries(key);
    expect(sent).to.have.length(2);
    const locales = sent.map((params) => params.get('locale')).sort();
    expect(locales).to.deep.equal(['en-US', 'es-US']);
    expect(sent.every((params) => params.get('market') === 'US')).to.equal(true);
    expect(sent.find((params) => params.get('locale') === 'en-US')?.get('viewId')).to.equal(
      'PREVIEW',
    );
    expect(sent.find((params) => params.get('locale') === 'es-US')?.has('viewId')).to.equal(false);
  });

  it('reaches elements inside another element’s shadow root', async () => {
    const key = uniqueKey('cfg-shadow');
    const provider = storefront({ market: 'SE', locale: 'en-SE', 'session-key': key });
    const host = document.createElement('div');
    provider.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const page = mount(sponsoredPage({ 'page-reference': 'category/shoes' }));
    shadow.append(page.element);
    await settled(page);
    expect(sentQueries(key)[0]?.get('locale')).to.equal('en-SE');
  });

  it('re-queries when an attribute of <sf-storefront> changes', async () => {
    const key = uniqueKey('cfg-change');
    const provider = storefront({ market: 'SE', locale: 'sv-SE', 'session-key': key });
    const page = pageIn(provider);
    await settled(page);
    provider.setAttribute('locale', 'en-SE');
    await until(() => page.loads.length === 2, 'the second load');
    expect(sentQueries(key).map((params) => params.get('locale'))).to.deep.equal([
      'sv-SE',
      'en-SE',
    ]);
    // An attribute outside the configuration sends nothing new.
    provider.setAttribute('data-unrelated', 'x');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sentQueries(key)).to.have.length(2);
  });

  it('generates visitor keys, keeps them in localStorage voyado.session, and reuses them', async () => {
    localStorage.removeItem(SESSION_STORAGE_KEY);
    const provider = storefront({ market: 'SE', locale: 'sv-SE' });
    const first = pageIn(provider);
    await settled(first);
    const { customerKey, sessionKey } = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(customerKey).to.match(uuid);
    expect(sessionKey).to.match(uuid);
    expect(customerKey).to.not.equal(sessionKey);

    const second = pageIn(provider, { 'page-reference': 'campaign/summer' });
    await settled(second);
    const sent = sentQueries(sessionKey);
    expect(sent).to.have.length(2);
    expect(sent.every((params) => params.get('customerKey') === customerKey)).to.equal(true);
  });

  it('sends no visitor keys for an ANONYMOUS user context', async () => {
    const provider = storefront({ market: 'SE', locale: 'sv-SE', 'user-context': 'anonymous' });
    const page = pageIn(provider, { 'page-reference': 'campaign/banners' });
    await settled(page);
    const params = sentQueries().find((candidate) => candidate.get('userContext') === 'ANONYMOUS');
    expect(params).to.not.equal(undefined);
    expect(params!.has('customerKey')).to.equal(false);
    expect(params!.has('sessionKey')).to.equal(false);
  });

  it('takes the touchpoint from the viewport at connect unless the attribute sets it', async () => {
    const key = uniqueKey('cfg-touch');
    await setViewport({ width: 400, height: 800 });
    const provider = storefront({ market: 'SE', locale: 'sv-SE', 'session-key': key });
    const mobile = pageIn(provider);
    await settled(mobile);
    expect(sentQueries(key)[0]?.get('touchpoint')).to.equal('MOBILE');

    // A wider viewport later (a rotation, a zoom out) is the same device: no new query.
    await setViewport({ width: 1200, height: 800 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sentQueries(key)).to.have.length(1);

    provider.setAttribute('touchpoint', 'desktop');
    await until(() => sentQueries(key).length === 2, 'a query with the attribute');
    expect(sentQueries(key)[1]?.get('touchpoint')).to.equal('DESKTOP');

    // An element made on the wide viewport is on a desktop.
    const key2 = uniqueKey('cfg-touch-wide');
    const wide = pageIn(storefront({ market: 'SE', locale: 'sv-SE', 'session-key': key2 }));
    await settled(wide);
    expect(sentQueries(key2)[0]?.get('touchpoint')).to.equal('DESKTOP');
  });

  it('points every element at api-base', async () => {
    const { crossOriginBase } = (await (await fetch('/__harness/config.json')).json()) as {
      crossOriginBase: string;
    };
    const key = uniqueKey('cfg-base');
    const provider = storefront({
      'api-base': `${crossOriginBase}/`,
      market: 'SE',
      locale: 'sv-SE',
      'session-key': key,
    });
    const page = pageIn(provider);
    await settled(page);
    expect(page.errors).to.deep.equal([]);
    const entry = performance
      .getEntriesByType('resource')
      .find((candidate) => candidate.name.includes(key));
    expect(new URL(entry!.name).origin).to.equal(new URL(crossOriginBase).origin);
  });

  for (const [attribute, value, parameter] of [
    ['touchpoint', 'TABLET', 'touchpoint'],
    ['user-context', 'someone', 'user-context'],
    ['notify', 'maybe', 'notify'],
    ['channels', 'ONLINE SHOP', 'channels'],
    ['api-base', 'ftp://cluster.example', 'apiBase'],
  ] as const) {
    it(`reports an invalid ${attribute} as sf-error kind config, sending nothing`, async () => {
      const key = uniqueKey('cfg-bad');
      const provider = storefront({
        market: 'SE',
        locale: 'sv-SE',
        'session-key': key,
        [attribute]: value,
      });
      const page = pageIn(provider);
      await settled(page);
      expect(page.errors).to.have.length(1);
      expect(page.errors[0]!.kind).to.equal('config');
      expect(page.errors[0]!.message).to.contain(parameter);
      expect(sentQueries(key)).to.have.length(0);
    });
  }

  it('reports a missing market as kind config, and recovers when it is set', async () => {
    const key = uniqueKey('cfg-missing');
    const provider = storefront({ locale: 'sv-SE', 'session-key': key });
    const page = pageIn(provider);
    await settled(page);
    expect(page.errors[0]).to.include({ kind: 'config' });
    expect(page.errors[0]!.message).to.contain('market');
    provider.setAttribute('market', 'SE');
    await until(() => page.loads.length === 1, 'a load after the fix');
    expect(sentQueries(key)).to.have.length(1);
  });
});
