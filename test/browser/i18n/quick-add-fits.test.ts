/**
 * A card's quick add in every shipped language: the size select stays wide enough to read its
 * choice beside the "Add to cart" button, whatever that button says. In Swedish the button's
 * "Lägg i varukorgen" took the row and left the select 26 px ("Välj storlek" showed as "V",
 * size 40 as "4"; a script-tag audit at every viewport).
 */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-storefront/sf-storefront.ts';
import '../../../src/elements/sf-product-card/sf-product-card.ts';
import { loadStrings } from '../../../src/i18n/registry.ts';
import { until } from '../controllers/storefront-fixtures.ts';
import { findGroup } from '../templates/card-data.ts';
import { LANGUAGES, LOCALES } from './i18n.helpers.ts';

/** What the select shows: its chosen option's text and the arrow, at its own font size. */
const MIN_EM = 4;

describe('quick add in every shipped language', () => {
  for (const language of LANGUAGES) {
    it(`${language}: the size select is at least ${MIN_EM}em wide`, async () => {
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
        expect(select()!.getBoundingClientRect().width / em).to.be.at.least(MIN_EM);
      } finally {
        storefront.remove();
      }
    });
  }
});
