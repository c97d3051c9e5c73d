/**
 * Every language module has exactly the English keys, the same kind of value for each, and keeps
 * every placeholder; nothing reads as English where the language differs; plural forms and number
 * formats come from Intl; a locale finds its language.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalLocale, formatting } from '../../../src/i18n/format.ts';
import { languageOf } from '../../../src/i18n/languages.ts';
import { loadStrings, registerStrings, resolveStrings } from '../../../src/i18n/registry.ts';
import '../../../src/i18n/storefront.ts';
import '../../../src/i18n/account.ts';
import type { SfStrings } from '../../../src/templates/strings.ts';
import {
  DOMAINS,
  ENGLISH,
  MODULES,
  SAME_AS_ENGLISH,
  SAMPLES,
  TRANSLATED,
  placeholders,
  wordless,
} from './catalog.ts';

type Table = Record<string, unknown>;

/** Every output of a value: the string, or the function called with each sample. */
function outputs(key: string, value: unknown): { args: unknown[]; output: unknown }[] {
  if (typeof value !== 'function') return [{ args: [], output: value }];
  const samples = SAMPLES[key];
  assert.ok(samples, `no sample arguments for "${key}": add them to catalog.ts`);
  return samples.map((args) => ({
    args,
    output: (value as (...a: unknown[]) => unknown)(...args),
  }));
}

describe('language modules', () => {
  for (const domain of DOMAINS) {
    const english = ENGLISH[domain](formatting('en')) as Table;
    for (const language of TRANSLATED) {
      it(`${domain}.${language}: the English keys, kinds and placeholders`, async () => {
        const format = formatting(language);
        const table = (await MODULES[domain][language]()).default(format) as Table;
        assert.deepEqual(Object.keys(table).sort(), Object.keys(english).sort());
        for (const key of Object.keys(english)) {
          assert.equal(typeof table[key], typeof english[key], `${key}: string or function`);
          const theirs = outputs(key, table[key]);
          const ours = outputs(key, english[key]);
          theirs.forEach(({ args, output }, index) => {
            assert.equal(typeof output, 'string', `${key}(${String(args)}) is a string`);
            const text = output as string;
            assert.ok(text.trim(), `${key}(${String(args)}) is empty`);
            assert.doesNotMatch(text, /undefined|NaN|\[object/, `${key}(${String(args)})`);
            assert.deepEqual(
              placeholders(text, args, format),
              placeholders(ours[index]!.output as string, args, formatting('en')),
              `${language} ${key}(${String(args)}) = "${text}" keeps the placeholders`,
            );
          });
        }
      });

      it(`${domain}.${language}: nothing left in English`, async () => {
        const table = (await MODULES[domain][language]()).default(formatting(language)) as Table;
        const allowed = SAME_AS_ENGLISH.words[language] ?? [];
        const untranslated = Object.keys(english)
          .filter((key) => !SAME_AS_ENGLISH.keys.includes(key))
          .flatMap((key) => {
            const ours = outputs(key, english[key]);
            return outputs(key, table[key])
              .filter(({ output }, index) => output === ours[index]!.output)
              .filter(
                ({ output }) => !allowed.includes(output as string) && !wordless(output as string),
              )
              .map(
                ({ args, output }) =>
                  `${key}(${args.map(String).join(', ')}) = "${String(output)}"`,
              );
          });
        assert.deepEqual(untranslated, []);
      });
    }
  }
});

describe('plural forms and numbers through Intl', () => {
  const strings = async (locale: string) => {
    await loadStrings(locale);
    return resolveStrings<SfStrings>(locale);
  };

  it('Polish: one, few, many', async () => {
    const pl = await strings('pl-PL');
    assert.deepEqual(
      [1, 3, 5, 22, 25].map((n) => pl.challengeRequired(n)),
      [
        '1 punkt kontrolny',
        '3 punkty kontrolne',
        '5 punktów kontrolnych',
        '22 punkty kontrolne',
        '25 punktów kontrolnych',
      ],
    );
    assert.equal(pl.stock(2), '2 sztuki w magazynie');
    assert.equal(pl.stock(12), '12 sztuk w magazynie');
  });

  it('Finnish: the partitive after a count other than one', async () => {
    const fi = await strings('fi-FI');
    assert.equal(fi.challengeRequired(1), '1 tarkistuspiste');
    assert.equal(fi.challengeRequired(5), '5 tarkistuspistettä');
    assert.equal(fi.moreProductsLabel(3), '3 muuta vaihtoehtoa');
  });

  it('French counts zero as singular; English does not', async () => {
    assert.equal((await strings('fr-FR')).challengeProgress(0, 5), '0 étape validée sur 5');
    assert.equal((await strings('en-GB')).challengeProgress(0, 1), '0 of 1 checkpoint');
    assert.equal((await strings('en-GB')).challengeProgress(1, 5), '1 of 5 checkpoints');
  });

  it("decimals in the locale's own format", async () => {
    assert.equal((await strings('de-DE')).rating(4.5), 'Bewertet mit 4,5 von 5');
    assert.equal((await strings('en-US')).rating(4), 'Rated 4.0 out of 5');
    assert.equal((await strings('sv-SE')).stock(1200), `${(1200).toLocaleString('sv-SE')} i lager`);
  });
});

describe('which language a locale gets', () => {
  it('the language subtag, Norwegian to bokmål, anything else English', () => {
    const cases: [string | undefined, string][] = [
      ['sv-SE', 'sv'],
      ['sv-FI', 'sv'],
      ['SV_se', 'sv'],
      ['fi-FI', 'fi'],
      ['nb-NO', 'nb'],
      ['no', 'nb'],
      ['nn-NO', 'nb'],
      ['de-AT', 'de'],
      ['nl-BE', 'nl'],
      ['fr-CA', 'fr'],
      ['es-MX', 'es'],
      ['pl', 'pl'],
      ['da-DK', 'da'],
      ['en-GB', 'en'],
      ['tlh', 'en'],
      ['pt-BR', 'en'],
      ['not a locale!', 'en'],
      ['', 'en'],
      [undefined, 'en'],
    ];
    for (const [locale, language] of cases) {
      assert.equal(languageOf(canonicalLocale(locale)), language, String(locale));
    }
  });

  it("a shop's strings win per string over the language", async () => {
    await loadStrings('da-DK');
    const strings = resolveStrings<SfStrings>('da-DK', [
      { addToCart: 'Køb' },
      { showMore: 'Flere' },
    ]);
    assert.equal(strings.addToCart, 'Køb');
    assert.equal(strings.showMore, 'Flere');
    assert.equal(strings.navigationLabel, 'Hovedmenu');
    assert.equal(strings.challengeJoin, 'Deltag');
  });
});

describe('a language module that does not load', () => {
  it('settles, warns once, and reads as English (never blocks an element)', async (t) => {
    const warn = t.mock.method(console, 'warn', () => {});
    registerStrings('unreachableProbe', () => ({ unreachableProbe: 'English' }), {
      nl: () => Promise.reject(new Error('offline')),
    });
    await loadStrings('nl-NL');
    await loadStrings('nl-BE');
    const strings = resolveStrings<Record<string, string>>('nl-NL');
    assert.equal(strings.unreachableProbe, 'English');
    assert.equal(strings.navigationMenu, 'Menu');
    assert.equal(strings.showMore, 'Meer tonen');
    assert.equal(warn.mock.callCount(), 1);
  });
});
