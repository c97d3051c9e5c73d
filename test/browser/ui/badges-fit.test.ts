/**
 * A card's status row has one line: secondary badges that do not fit shrink and end in an
 * ellipsis, never cut off mid-word by the row's edge (an accessibility audit of the packed
 * tarball: "Limited edition" lost 144 px at 1280 px, with nothing to show it was cut; WCAG
 * 1.4.10). Their whole words stay in the accessibility tree.
 */
import { expect, html } from '@open-wc/testing';
import '../../../src/elements/sf-product-card/sf-product-card.ts';
import type { ProductGroup } from '../../../src/api/schemas/product.ts';
import { cleanup, findProduct, market, mount, until } from '../controllers/storefront-fixtures.ts';

afterEach(cleanup);

describe('secondary badges in a narrow card', () => {
  it('shrink with an ellipsis inside the status row', async () => {
    const m = await market();
    const { group } = await findProduct(() => true);
    const product = group.products[0]!;
    const badged: ProductGroup = {
      ...group,
      products: [
        {
          ...product,
          badges: {
            primary: [],
            secondary: [
              { attribute: 'bestseller', label: 'Bestseller', theme: 'NONE' },
              { attribute: 'limited', label: 'Limited edition of the season', theme: 'THEME_1' },
            ],
          },
        },
        ...group.products.slice(1),
      ],
    };
    const { element } = mount(
      html`<sf-product-card
        style="display: block; width: 180px"
        market=${m.id}
        locale=${m.locale}
        .productGroup=${badged}
      ></sf-product-card>`,
    );
    const root = element.shadowRoot!;
    await until(() => root.querySelectorAll('[part~="badge"]').length === 2, 'the badges');
    const row = root.querySelector('[part~="badges-secondary"]')!.getBoundingClientRect();
    const badges = [...root.querySelectorAll<HTMLElement>('[part~="badge"]')];
    for (const badge of badges) {
      const box = badge.getBoundingClientRect();
      expect(box.right, `${badge.textContent} inside the row`).to.be.at.most(row.right + 0.5);
    }
    const cut = badges.filter((badge) => badge.scrollWidth > badge.clientWidth);
    expect(cut.length, 'a badge too long for the row').to.be.above(0);
    for (const badge of cut) expect(getComputedStyle(badge).textOverflow).to.equal('ellipsis');
    // The words stay whole for assistive technology.
    expect(badges.map((badge) => badge.textContent)).to.deep.equal([
      'Bestseller',
      'Limited edition of the season',
    ]);
  });
});
