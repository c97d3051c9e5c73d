/**
 * An account element whose first render waits (for its language, or, under an `<sf-storefront>`
 * that is an element, for the context consumer: src/controllers/engage-config.ts) is marked
 * loading meanwhile, as it is while its data loads: the height reserved while it loads
 * (`--sf-…-min-height`, docs/engage.md) holds, and a page that takes its own reservation away from
 * defined elements that are not loading (`:defined:not([aria-busy])`, as the demo's account page)
 * does not shift when it draws. Each case is the first of its kind in this page: the language
 * module and the consumer are not loaded yet.
 */
import { expect } from '@open-wc/testing';
import '../../../src/account.ts';
import { holdRequests } from '../network.ts';
import { contactsWith, mount, settled, signIn, unmountAll, until } from './engage.helpers.ts';

afterEach(async () => {
  unmountAll();
  await holdRequests(null);
});

type Account = HTMLElement & { updateComplete: Promise<unknown> };

/** Lets the element connect and ask for its first update (microtasks only: nothing loads). */
async function firstAsk(): Promise<void> {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
}

/** `<sf-achievements>` in `parent` (12em reserved while loading, 18em here); what it shows first. */
async function whileWaiting(parent: HTMLElement) {
  const element = document.createElement('sf-achievements') as Account;
  element.style.setProperty('--sf-achievements-min-height', '18em');
  element.style.fontSize = '10px';
  parent.append(element);
  await firstAsk();
  return {
    element,
    drawn: element.shadowRoot!.childElementCount,
    busy: element.getAttribute('aria-busy'),
    height: element.getBoundingClientRect().height,
  };
}

/**
 * `parent`'s achievements: nothing drawn at the first ask, loading and as tall as reserved; then
 * drawn (signed out, `contact=""` from `parent`: the sign-in state) and no longer loading.
 */
async function waitsLoading(parent: HTMLElement): Promise<void> {
  const first = await whileWaiting(parent);
  expect(first.drawn).to.equal(0);
  expect(first.busy).to.equal('true');
  expect(first.height).to.equal(180);
  await first.element.updateComplete;
  for (let waited = 0; first.element.hasAttribute('aria-busy') && waited < 2000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  expect(first.element.shadowRoot!.querySelector('[part~="sign-in"]')).to.not.equal(null);
  expect(first.element.hasAttribute('aria-busy')).to.equal(false);
}

describe('an account element before its first render', () => {
  it('is loading (and as tall as reserved) while its language loads', async () => {
    const container = document.createElement('sf-account-section');
    container.setAttribute('locale', 'fi-FI');
    container.setAttribute('contact', '');
    document.body.append(container);
    // Nothing drawn at first: the Finnish words are on their way.
    await waitsLoading(container);
    container.remove();
  });

  it('is loading (and as tall as reserved) while the context consumer loads', async () => {
    await import('../../../src/elements/sf-storefront/sf-storefront.ts');
    const storefront = document.createElement('sf-storefront');
    storefront.setAttribute('contact', '');
    document.body.append(storefront);
    // Nothing drawn at first: the consumer is on its way; then the storefront's `contact=""`.
    await waitsLoading(storefront);
    storefront.remove();
  });

  it('is busy while its data loads: aria-busy="true", which assistive technology reads', async () => {
    // `aria-busy=""` (a boolean attribute's empty value) is no busy state to Chromium's
    // accessibility tree (accessibility audit s34, F5).
    signIn((await contactsWith(['member']))[0]!);
    await holdRequests({ contains: '/me/achievements', ms: 1500 });
    const result = mount('sf-achievements');
    await until(
      () => result.element.shadowRoot!.childElementCount > 0,
      'the first render, data on its way',
    );
    expect(result.element.getAttribute('aria-busy')).to.equal('true');
    await settled(result);
    expect(result.element.hasAttribute('aria-busy')).to.equal(false);
  });
});
