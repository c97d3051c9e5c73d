/**
 * A card's quick add in every shipped language, in a card of the default width (220 px): the size
 * select shows its whole placeholder ("Choose a size") and the button its whole "Add to cart".
 * In Swedish the button's "Lägg i varukorgen" once took the row and left the select 26 px ("Välj
 * storlek" showed as "V", size 40 as "4"; a script-tag audit at every viewport); then, sharing the
 * row, the select showed "Choos…" in English and "Väl…" in Swedish.
 */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-storefront/sf-storefront.ts';
import '../../../src/elements/sf-product-card/sf-product-card.ts';
import { loadStrings } from '../../../src/i18n/registry.ts';
import { until } from '../controllers/storefront-fixtures.ts';
import { findGroup } from '../templates/card-data.ts';
import { cut } from '../ui/ui.helpers.ts';
import { LANGUAGES, LOCALES } from './i18n.helpers.ts';

/** What the select shows: its chosen option's text and the arrow, at its own font size. */
const MIN_EM = 4;

/** The width `select` needs to show its chosen option whole: a copy sized to its content. */
function neededWidth(select: HTMLSelectElement): number {
  const copy = select.cloneNode(true) as HTMLSelectElement;
  copy.style.setProperty('field-sizing', 'content');
  copy.style.inlineSize = 'auto';
  copy.style.minInlineSize = '0';
  copy.style.position = 'absolute';
  select.after(copy);
  const width = copy.getBoundingClientRect().width;
  copy.remove();
  return width;
}

describe('quick add in every shipped language', () => {
  for (const language of LANGUAGES) {
    it(`${language}: the size select (at least ${MIN_EM}em) and the button show their words whole`, async () => {
      await loadStrings(LOCALES[language]);
      const group = await findGroup(
        'a product of several sizes in stock',
        (candidate) =>
          candidate.products[0]!.variants.filter((variant) => variant.inStock).length > 1,
      );
      const storefront = document.createElement('sf-storefront');
      storefront.setAttribute('market', 'US');
      storefront.setAttribute('locale', LOCALES[language]);
      storefront.style.display = 'block';
      storefront.style.inlineSize = '220px';
      const card = Object.assign(document.createElement('sf-product-card'), {
        productGroup: group,
      });
      card.setAttribute('quick-add', '');
      storefront.append(card);
      document.body.append(storefront);
      try {
        const select = () => card.shadowRoot?.querySelector('select');
        await until(select, 'the size select');
        const em = parseFloat(getComputedStyle(select()!).fontSize);
        const width = select()!.getBoundingClientRect().width;
        expect(width / em).to.be.at.least(MIN_EM);
        expect(width, 'the select beside its placeholder').to.be.at.least(neededWidth(select()!));
        const button = card.shadowRoot!.querySelector<HTMLElement>('[part~="add-to-cart"]')!;
        expect(cut(button), `"${button.textContent!.trim()}" cut`).to.equal(false);
      } finally {
        storefront.remove();
      }
    });
  }
});
