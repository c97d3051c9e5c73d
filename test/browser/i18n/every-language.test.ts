/**
 * Every element, storefront and account, rendered in every shipped language at 390 px against the
 * real reference server and engage proxy: no missing string ("undefined"), nothing left in English
 * where the language has its own word, and no text wider than its control.
 *
 * What is English UI is learnt from the elements themselves: an English render whose strings are
 * all wrapped in ⟪…⟫ (a shop's `strings` override) shows exactly which texts come from the table,
 * with the real data filled in. A translated render that still contains one of them is untranslated.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../src/index.ts';
import '../../../src/account.ts';
import { loadStrings, resolveStrings } from '../../../src/i18n/registry.ts';
import type { SfStrings } from '../../../src/templates/strings.ts';
import { catalog, market } from '../controllers/storefront-fixtures.ts';
import { fixture as navigationFixture } from '../elements/sf-navigation.helpers.ts';
import { contactsWith, signIn, signOut } from '../engage/engage.helpers.ts';
import { cardData } from '../templates/card-data.ts';
import { SAME_AS_ENGLISH, wordless } from '../../node/i18n/catalog.ts';
import { ANY_LOCALE } from './locale-alias.ts';
import {
  LANGUAGES,
  LOCALES,
  overflowingControls,
  roleDescriptions,
  settledTree,
  shownTexts,
  type Language,
} from './i18n.helpers.ts';

interface Case {
  name: string;
  /** Roles of the contact to sign in as (account elements), from the engage catalog. */
  contact?: { with: string[]; without?: string[] };
  /** False for an element that renders what it is given or acts first: no answer to wait for. */
  answers?: false;
  build(): Promise<HTMLElement>;
}

const element = (tag: string, attributes: Record<string, string> = {}) => {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  return created;
};

const CASES: Case[] = [
  {
    name: 'sf-navigation',
    build: async () => Object.assign(element('sf-navigation'), { navigation: navigationFixture() }),
  },
  {
    name: 'sf-product-page with its detail and a carousel',
    build: async () => {
      const key = (await catalog()).groups[3]!.products[0]!;
      const page = element('sf-product-page', { 'product-key': key, 'include-product-group': '' });
      page.append(
        element('sf-rec-list', {
          'list-id': 'alternatives',
          algorithm: 'ALTERNATIVES',
          limit: '6',
          label: 'Alternatives',
        }),
      );
      return page;
    },
  },
  {
    name: 'sf-rec-list as a grid with a show-more link',
    build: async () =>
      element('sf-rec-list', {
        'product-key': (await catalog()).groups[5]!.products[0]!,
        'list-id': 'top',
        algorithm: 'TOP_PRODUCTS',
        limit: '4',
        label: 'Top',
        visualization: 'GRID',
        'show-more-link': '/category/top',
      }),
  },
  {
    name: 'sf-sponsored-page',
    build: async () => element('sf-sponsored-page', { 'page-reference': 'campaign/summer' }),
  },
  {
    name: 'sf-product-card',
    answers: false,
    build: async () =>
      Object.assign(element('sf-product-card', { 'list-id': 'top' }), {
        productGroup: (await cardData()).groups.find((group) => group.products.length > 1),
      }),
  },
  {
    name: 'sf-challenges',
    contact: { with: ['withAssignments', 'member'] },
    build: async () => element('sf-challenges'),
  },
  {
    name: 'sf-achievements',
    contact: { with: ['withAchievements'] },
    build: async () => element('sf-achievements'),
  },
  {
    name: 'sf-purchase-summary',
    contact: { with: ['withSummary'] },
    build: async () => element('sf-purchase-summary'),
  },
  {
    name: 'sf-consents',
    contact: { with: ['withConsent', 'member'] },
    build: async () => element('sf-consents'),
  },
  {
    name: 'sf-nps-survey',
    contact: { with: ['member'] },
    answers: false,
    build: async () => element('sf-nps-survey'),
  },
  {
    name: 'sf-unsubscribe (email)',
    contact: { with: ['member'] },
    answers: false,
    build: async () => element('sf-unsubscribe', { channel: 'email' }),
  },
  {
    name: 'sf-unsubscribe (sms)',
    contact: { with: ['member'] },
    answers: false,
    build: async () => element('sf-unsubscribe', { channel: 'sms' }),
  },
  {
    name: 'sf-back-in-stock',
    contact: { with: ['withBackInStock'], without: ['backInStockFailure'] },
    build: async () => element('sf-back-in-stock'),
  },
];

/** Keys whose English value is data passed through, never marked. */
const UNMARKED = new Set(SAME_AS_ENGLISH.keys);

/** The English strings with every value wrapped in ⟪…⟫. */
function markedEnglish(): Partial<SfStrings> {
  const english = resolveStrings<Record<string, unknown>>('en');
  const marked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(english)) {
    if (UNMARKED.has(key)) continue;
    marked[key] =
      typeof value === 'function'
        ? (...args: unknown[]) => `⟪${(value as (...a: unknown[]) => string)(...args)}⟫`
        : `⟪${String(value)}⟫`;
  }
  return marked as Partial<SfStrings>;
}

/** `phrase` in `text` as whole words ("Send" is not in "Senden"). */
function containsPhrase(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    const before = text.slice(0, at);
    const after = text.slice(at + phrase.length);
    if (!/\p{L}$/u.test(before) && !/^\p{L}/u.test(after)) return true;
  }
  return false;
}

interface Rendered {
  texts: string[];
  roles: string[];
  overflowing: string[];
  errors: unknown[];
}

let host: HTMLElement | undefined;

async function render(
  one: Case,
  language: Language,
  strings?: Partial<SfStrings>,
): Promise<Rendered> {
  const m = await market();
  if (one.contact) {
    const [contact] = await contactsWith(one.contact.with, one.contact.without);
    signIn(contact!);
  }
  host = element('sf-storefront', {
    market: m.id,
    locale: LOCALES[language],
    currency: m.currency,
    'api-base': ANY_LOCALE,
    'session-key': crypto.randomUUID(),
    notify: 'false',
  });
  if (strings) Object.assign(host, { strings });
  const errors: unknown[] = [];
  let answers = 0;
  host.addEventListener('sf-error', (event) => errors.push((event as CustomEvent).detail));
  host.addEventListener('sf-load', () => answers++);
  host.append(await one.build());
  document.body.append(host);
  await settledTree(host, () => one.answers === false || answers + errors.length > 0);
  const rendered = {
    texts: shownTexts(host),
    roles: roleDescriptions(host),
    overflowing: overflowingControls(host),
    errors,
  };
  host.remove();
  host = undefined;
  signOut();
  return rendered;
}

/** The English texts of an element as the table made them, real data filled in. */
const englishTexts = new Map<string, string[]>();
/** Texts of the marked English render with no mark: the data (a challenge's own description). */
const dataTexts = new Map<string, Set<string>>();

describe('every element in every shipped language, at 390 px', function () {
  this.timeout(60000);

  before(async () => {
    await setViewport({ width: 390, height: 844 });
    for (const language of LANGUAGES) await loadStrings(LOCALES[language]);
    for (const one of CASES) {
      const { texts, roles } = await render(one, 'en', markedEnglish());
      // A role's name is a word, never data: it comes from the table, so it is translated.
      expect(
        roles.filter((role) => !/^⟪[^⟪⟫]*⟫$/.test(role)),
        `${one.name}: aria-roledescription not from the strings`,
      ).to.deep.equal([]);
      const fromTable = texts
        .flatMap((text) => [...text.matchAll(/⟪([^⟪⟫]*)⟫/g)].map((match) => match[1]!.trim()))
        .filter((text) => text && !wordless(text));
      expect(fromTable, `${one.name}: English strings shown`).not.to.be.empty;
      englishTexts.set(one.name, [...new Set(fromTable)]);
      dataTexts.set(one.name, new Set(texts.filter((text) => !/[⟪⟫]/.test(text))));
    }
  });

  afterEach(() => {
    host?.remove();
    signOut();
  });

  for (const language of LANGUAGES) {
    it(`${language} (${LOCALES[language]})`, async () => {
      const english = Object.keys(resolveStrings<Record<string, unknown>>('en')).sort();
      const table = resolveStrings<Record<string, unknown>>(LOCALES[language]);
      expect(Object.keys(table).sort(), 'the English keys').to.deep.equal(english);

      const problems: string[] = [];
      const cognates = SAME_AS_ENGLISH.words[language] ?? [];
      for (const one of CASES) {
        const { texts, overflowing, errors } = await render(one, language);
        if (errors.length) problems.push(`${one.name}: sf-error ${JSON.stringify(errors)}`);
        for (const text of texts) {
          if (/undefined|NaN|\[object /.test(text)) problems.push(`${one.name}: missing "${text}"`);
        }
        if (language !== 'en') {
          for (const englishText of englishTexts.get(one.name)!) {
            if (cognates.includes(englishText)) continue;
            const left = texts.find(
              (text) => containsPhrase(text, englishText) && !dataTexts.get(one.name)!.has(text),
            );
            if (left) problems.push(`${one.name}: English "${englishText}" in "${left}"`);
          }
        }
        problems.push(...overflowing.map((entry) => `${one.name}: overflows ${entry}`));
      }
      expect(problems).to.deep.equal([]);
    });
  }
});
