/**
 * A language other than English arrives as a module of its own; until it has, the element shows no
 * text at all, never English first. English is built in: its first render waits for nothing. Each
 * test file runs on a page of its own, so nothing here is loaded before the test loads it.
 */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-navigation/sf-navigation.ts';
import '../../../src/elements/sf-consents/sf-consents.ts';
import { fixture } from '../elements/sf-navigation.helpers.ts';
import { contactsWith, signIn, signOut } from '../engage/engage.helpers.ts';
import { until } from './i18n.helpers.ts';

/** Every text and accessible name the element's shadow root shows, each time it changes. */
function record(element: HTMLElement): { snapshots: string[]; firstAt: number | undefined } {
  const seen = { snapshots: [] as string[], firstAt: undefined as number | undefined };
  const take = () => {
    const root = element.shadowRoot!;
    const names = [...root.querySelectorAll('[aria-label]')].map((node) =>
      node.getAttribute('aria-label'),
    );
    const snapshot = [root.textContent?.replace(/\s+/g, ' ').trim(), ...names].join(' | ');
    if (snapshot.replace(/[\s|]/g, '')) {
      seen.firstAt ??= performance.now();
      seen.snapshots.push(snapshot);
    }
  };
  new MutationObserver(take).observe(element.shadowRoot!, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  return seen;
}

const mounted: HTMLElement[] = [];
afterEach(() => {
  for (const element of mounted.splice(0)) element.remove();
  signOut();
});

function mount(tag: string, attributes: Record<string, string>, properties: object = {}) {
  const element = Object.assign(document.createElement(tag), properties);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  mounted.push(element);
  return element as HTMLElement & { updateComplete: Promise<boolean> };
}

describe('no flash of English', () => {
  it('English renders at once, before any timer fires', async () => {
    const element = mount(
      'sf-navigation',
      { market: 'US', locale: 'en-US' },
      { navigation: fixture() },
    );
    const first = await Promise.race([
      element.updateComplete.then(() => 'rendered'),
      new Promise((resolve) => setTimeout(() => resolve('timer'), 0)),
    ]);
    expect(first).to.equal('rendered');
  });

  it('German: the navigation shows nothing until its words arrive, then German only', async () => {
    const start = performance.now();
    const element = mount(
      'sf-navigation',
      { market: 'DE', locale: 'de-DE' },
      { navigation: fixture() },
    );
    const seen = record(element);
    await until(() => seen.snapshots.some((snapshot) => snapshot.includes('Menü')), 'German');
    await element.updateComplete;
    expect(seen.snapshots.length).to.be.greaterThan(0);
    for (const snapshot of seen.snapshots) {
      expect(snapshot).not.to.match(/\bMenu\b|\bMain\b|All Clothing/);
    }
    console.log(`de-DE: first text ${Math.round(seen.firstAt! - start)} ms after mounting`);
  });

  it('Finnish: an account element shows no English while loading or after', async () => {
    const [contact] = await contactsWith(['withConsent', 'member']);
    signIn(contact!);
    const element = mount('sf-consents', { locale: 'fi-FI' });
    const seen = record(element);
    await until(
      () => seen.snapshots.some((snapshot) => snapshot.includes('Suostumukset')),
      'Finnish',
    );
    await until(() => !element.hasAttribute('aria-busy'), 'loaded');
    for (const snapshot of seen.snapshots) {
      expect(snapshot).not.to.match(/\bConsents\b|\bLoading\b|Sign in/);
    }
  });
});
