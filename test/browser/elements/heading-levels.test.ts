/**
 * Heading levels fit the shop's outline: `heading-level` on <sf-product-page> (the product's
 * name; its sections and the lists in it one below), on <sf-rec-list> (its label) and on
 * <sf-sponsored-page> (its lists' labels). A shop whose page has its own `h1` gets one `h1`.
 * The level changes what the heading is, never how it looks.
 */
import { expect, html } from '@open-wc/testing';
import '../../../src/elements/sf-product-page/sf-product-page.ts';
import '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import type { SfProductPage } from '../../../src/elements/sf-product-page/sf-product-page.ts';
import type { SfRecList } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import {
  cleanup,
  expectNoAxeViolations,
  findProduct,
  market,
  mount,
  until,
} from '../controllers/storefront-fixtures.ts';
import {
  mount as mountSponsored,
  settled,
  sponsoredPage,
  uniqueKey,
} from './sf-sponsored-page.helpers.ts';

const tags = (root: ParentNode | null | undefined, selector: string) =>
  [...(root?.querySelectorAll(selector) ?? [])].map((element) => element.localName);

/** The level of a list's label, once its cards are drawn. */
const labelOf = (list: Element) => tags(list.shadowRoot, '[part~="label"]');

describe('heading levels', () => {
  let productKey: string;
  let m: Awaited<ReturnType<typeof market>>;
  before(async () => {
    m = await market();
    // A product whose detail has sections: a description and other colours.
    ({ productKey } = await findProduct(
      (group) => group.products.length >= 2 && Boolean(group.products[0]!.description?.trim()),
    ));
  });
  afterEach(cleanup);

  async function productPage(level?: string) {
    const { element: page } = mount<SfProductPage>(
      html`<sf-product-page
        product-key=${productKey}
        include-product-group
        market=${m.id}
        locale=${m.locale}
        currency=${m.currency}
        heading-level=${level ?? ''}
      >
        <sf-rec-list list-id="alts" algorithm="ALTERNATIVES" label="Alternatives" limit="3">
        </sf-rec-list>
        <sf-rec-list
          list-id="top"
          algorithm="TOP_PRODUCTS"
          label="Top"
          limit="3"
          heading-level="5"
        ></sf-rec-list>
      </sf-product-page>`,
    );
    if (level === undefined) page.removeAttribute('heading-level');
    const [alts, top] = [...page.querySelectorAll<SfRecList>('sf-rec-list')] as [
      SfRecList,
      SfRecList,
    ];
    await until(
      () =>
        page.shadowRoot?.querySelector('[part~="name"]') &&
        labelOf(alts).length &&
        labelOf(top).length,
      'the detail and the lists',
    );
    return { page, alts, top };
  }

  const outline = ({ page, alts, top }: Awaited<ReturnType<typeof productPage>>) => ({
    name: tags(page.shadowRoot, '[part~="name"]'),
    sections: [...new Set(tags(page.shadowRoot, '.section-heading'))],
    alts: labelOf(alts),
    top: labelOf(top),
  });

  it('a product page is h1 with h2 sections and lists by default', async () => {
    const page = await productPage();
    expect(outline(page)).to.deep.equal({
      name: ['h1'],
      sections: ['h2'],
      alts: ['h2'],
      top: ['h5'],
    });
  });

  it('heading-level sets the name; sections and lists follow one below, also when it changes', async () => {
    const first = await productPage();
    const size = getComputedStyle(first.page.shadowRoot!.querySelector('[part~="name"]')!).fontSize;
    cleanup();

    const page = await productPage('2');
    expect(outline(page)).to.deep.equal({
      name: ['h2'],
      sections: ['h3'],
      alts: ['h3'],
      top: ['h5'],
    });
    // The level is the outline's, not the looks.
    const name = page.page.shadowRoot!.querySelector('[part~="name"]')!;
    expect(getComputedStyle(name).fontSize).to.equal(size);

    page.page.setAttribute('heading-level', '3');
    await until(() => labelOf(page.alts)[0] === 'h4', 'the list to follow the page');
    expect(outline(page)).to.deep.equal({
      name: ['h3'],
      sections: ['h4'],
      alts: ['h4'],
      top: ['h5'],
    });

    // Not a whole number from 1 to 6: the default.
    page.page.setAttribute('heading-level', '2.5');
    await until(() => labelOf(page.alts)[0] === 'h2', 'the default level for 2.5');
    expect(outline(page).name).to.deep.equal(['h1']);
    page.page.setAttribute('heading-level', '3');
    await until(() => labelOf(page.alts)[0] === 'h4', 'level 3 again');
    page.page.setAttribute('heading-level', '9');
    await until(() => labelOf(page.alts)[0] === 'h2', 'the default level for 9');
    expect(outline(page).name).to.deep.equal(['h1']);
    // Without its own level, a list follows the page's; the outline then goes down by one.
    page.top.removeAttribute('heading-level');
    await page.top.updateComplete;
    expect(labelOf(page.top)).to.deep.equal(['h2']);
    await expectNoAxeViolations(page.page);
  });

  it('a list on its own is h2, or its heading-level', async () => {
    const { element: list } = mount<SfRecList>(
      html`<sf-rec-list
        list-id="top"
        algorithm="TOP_PRODUCTS"
        label="Top"
        limit="3"
        product-key=${productKey}
        market=${m.id}
        locale=${m.locale}
        currency=${m.currency}
      ></sf-rec-list>`,
    );
    await until(() => labelOf(list).length, 'the label');
    expect(labelOf(list)).to.deep.equal(['h2']);
    list.setAttribute('heading-level', '3');
    await list.updateComplete;
    expect(labelOf(list)).to.deep.equal(['h3']);
  });

  it("a sponsored page's lists are h2, or its heading-level", async () => {
    const headings = async (attributes: Record<string, string>) => {
      const mounted = mountSponsored(
        sponsoredPage({
          market: 'SE',
          locale: 'sv-SE',
          'session-key': uniqueKey('levels'),
          'page-reference': 'campaign/summer',
          ...attributes,
        }),
      );
      try {
        await settled(mounted);
        const lists = [...mounted.element.shadowRoot!.querySelectorAll('[part~="list"]')];
        expect(lists).to.not.be.empty;
        await until(() => lists.every((list) => labelOf(list).length), 'the labels');
        return [...new Set(lists.flatMap(labelOf))];
      } finally {
        mounted.element.remove();
      }
    };
    expect(await headings({})).to.deep.equal(['h2']);
    expect(await headings({ 'heading-level': '3' })).to.deep.equal(['h3']);
  });
});
