/**
 * <sf-product-card> through its public surface: real product groups from the reference server in,
 * shadow DOM, parts and events out, in real Chromium.
 */
import { expect, fixture } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { html } from 'lit';
import { SWATCH_TYPES, type ProductGroup } from '../../../src/api/schemas/product.ts';
import type { SfProductClickDetail } from '../../../src/events.ts';
import '../../../src/elements/sf-product-card/sf-product-card.ts';
import type { SfProductCard } from '../../../src/elements/sf-product-card/sf-product-card.ts';
import '../../../src/elements/sf-storefront/sf-storefront.ts';
import type { RenderCard } from '../../../src/templates/card.ts';
import { formatPrice, isOnSale } from '../../../src/templates/price.ts';
import { cardData, findGroup, modified } from '../templates/card-data.ts';
import { resolveStrings } from '../../../src/i18n/registry.ts';
import type { SfStrings } from '../../../src/templates/strings.ts';

/** The strings a card shows in `locale` (its language module has loaded once a card rendered). */
const stringsOf = (locale: string | undefined) => resolveStrings<SfStrings>(locale);
/** The strings of the reference's first market, the locale `mountCard` uses by default. */
const shown = async () => stringsOf((await cardData()).locale);

/** Intl separates groups and currency with (narrow) no-break spaces: compare with plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

const main = (group: ProductGroup) => group.products[0]!;

async function mountCard(
  group: ProductGroup | undefined,
  options: { locale?: string; currency?: string; listId?: string } = {},
): Promise<SfProductCard> {
  const { locale, currency } = await cardData();
  return fixture<SfProductCard>(
    html`<sf-product-card
      locale=${options.locale ?? locale}
      currency=${options.currency ?? currency}
      list-id=${options.listId ?? 'top'}
      .productGroup=${group}
    ></sf-product-card>`,
  );
}

/** Moves the mouse off every card (fixtures sit at the top left, where the mouse starts). */
async function moveMouseAway(): Promise<void> {
  await sendMouse({ type: 'move', position: [window.innerWidth - 1, window.innerHeight - 1] });
  await new Promise((resolve) => setTimeout(resolve, 300));
}

function part(card: Element, name: string): HTMLElement | null {
  return card.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
}

function parts(card: Element, name: string): HTMLElement[] {
  return [...card.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
}

/** Records `sf-product-click` on the document, and stops the page from navigating away. */
function recordClicks() {
  const details: SfProductClickDetail[] = [];
  const prevented: boolean[] = [];
  const onProductClick = (event: CustomEvent<SfProductClickDetail>) => {
    expect(event.bubbles && event.composed).to.equal(true);
    details.push(event.detail);
  };
  // Last in the path: the card must not have prevented navigation; the test then does.
  const stopNavigation = (event: Event) => {
    if (event.type === 'auxclick' || event.type === 'click') {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    }
  };
  document.body.addEventListener('sf-product-click', onProductClick);
  window.addEventListener('click', stopNavigation);
  window.addEventListener('auxclick', stopNavigation);
  return {
    details,
    prevented,
    stop() {
      document.body.removeEventListener('sf-product-click', onProductClick);
      window.removeEventListener('click', stopNavigation);
      window.removeEventListener('auxclick', stopNavigation);
    },
  };
}

type Axe = {
  run: (
    context: Element,
  ) => Promise<{ violations: { id: string; help: string; nodes: unknown[] }[] }>;
};

/** axe-core, loaded as the classic script it is. */
async function loadAxe(): Promise<Axe> {
  const global = window as unknown as { axe?: Axe };
  if (!global.axe) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = '/node_modules/axe-core/axe.min.js';
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('axe-core could not be loaded'));
      document.head.append(script);
    });
  }
  return global.axe!;
}

describe('<sf-product-card>', () => {
  before(async function () {
    this.timeout(30000);
    await cardData();
  });

  it('renders nothing without a product group, and the group once given', async () => {
    const card = await mountCard(undefined);
    expect(card.shadowRoot!.children.length).to.equal(0);
    const { groups } = await cardData();
    card.productGroup = groups[0];
    await card.updateComplete;
    expect(part(card, 'card')).to.exist;
    card.productGroup = undefined;
    await card.updateComplete;
    expect(card.shadowRoot!.children.length).to.equal(0);
  });

  it('renders the image, name, brand, link and price of a real group', async () => {
    const { locale, currency } = await cardData();
    const group = await findGroup(
      'a brand, a rating and images',
      (g) => !!main(g).brand && main(g).rating !== undefined && !!main(g).imageInfo?.images.length,
    );
    const product = main(group);
    const card = await mountCard(group);
    const article = part(card, 'card')!;
    expect(article.localName).to.equal('article');
    const link = part(card, 'link') as HTMLAnchorElement;
    expect(link.localName).to.equal('a');
    expect(link.getAttribute('href')).to.equal(product.link);
    expect(link.textContent!.trim()).to.equal(product.name);
    expect(part(card, 'name')!.contains(link)).to.equal(true);
    expect(part(card, 'brand')!.textContent).to.equal(product.brand);

    const image = part(card, 'image') as HTMLImageElement;
    const first = product.imageInfo!.images[0]!;
    expect(image.getAttribute('srcset')).to.equal(
      first.sources.map((s) => `${s.url} ${s.width}w`).join(', '),
    );
    expect(image.getAttribute('sizes')).to.be.a('string').and.not.equal('');
    expect(image.getAttribute('loading')).to.equal('lazy');
    expect(image.getAttribute('decoding')).to.equal('async');
    expect(Number(image.getAttribute('width'))).to.be.greaterThan(0);
    expect(Number(image.getAttribute('height'))).to.be.greaterThan(0);
    expect(image.alt).to.equal(first.alt ?? product.name);
    // The image link duplicates the name link: out of the tab order and the accessibility tree.
    const imageLink = part(card, 'image-link')!;
    expect(imageLink.getAttribute('href')).to.equal(product.link);
    expect(imageLink.getAttribute('tabindex')).to.equal('-1');
    expect(imageLink.getAttribute('aria-hidden')).to.equal('true');
    expect(imageLink.contains(image)).to.equal(true);

    const price = plain(part(card, 'selling-price')!.textContent);
    expect(price).to.contain(plain(formatPrice(product.sellingPrice!.min, { locale, currency })));
    expect(plain(part(card, 'rating')!.textContent)).to.equal(
      stringsOf(locale).rating(product.rating!),
    );
    // The image box is reserved before the image loads.
    expect(
      part(card, 'card')!.querySelector('.media')!.getBoundingClientRect().height,
    ).to.be.greaterThan(100);
  });

  it('formats prices for the locale and currency, inherited from <sf-storefront>', async () => {
    const group = await findGroup('a single price', (g) => {
      const price = main(g).sellingPrice;
      return !!price && price.min === price.max && price.min >= 1000 && price.min % 1 !== 0;
    }).catch(() =>
      findGroup('a single price', (g) => {
        const price = main(g).sellingPrice;
        return !!price && price.min === price.max && price.min >= 1000;
      }),
    );
    const amount = main(group).sellingPrice!.min;
    const us = await mountCard(group, { locale: 'en-US', currency: 'USD' });
    const usText = plain(part(us, 'selling-price')!.textContent);
    expect(usText).to.equal(`Price: ${formatPrice(amount, { locale: 'en-US', currency: 'USD' })}`);
    expect(usText).to.match(/^Price: \$\d{1,3}(,\d{3})+\.\d{2}$/);

    const wrapper = await fixture(
      html`<sf-storefront locale="sv-SE" currency="SEK">
        <sf-product-card .productGroup=${group}></sf-product-card>
      </sf-storefront>`,
    );
    const se = wrapper.querySelector('sf-product-card')!;
    await se.updateComplete;
    const seText = plain(part(se, 'selling-price')!.textContent);
    const swedish = stringsOf('sv-SE');
    expect(seText).to.equal(
      plain(
        `${swedish.sellingPrice}: ${formatPrice(amount, { locale: 'sv-SE', currency: 'SEK' })}`,
      ),
    );
    expect(seText).to.match(new RegExp(`^${swedish.sellingPrice}: \\d{1,3}( \\d{3})+,\\d{2} kr$`));

    // Without any locale the page language counts, and without currency a plain number shows.
    const bare = await fixture<SfProductCard>(
      html`<sf-product-card .productGroup=${group}></sf-product-card>`,
    );
    expect(plain(part(bare, 'selling-price')!.textContent)).to.equal(
      plain(
        `Price: ${formatPrice(amount, { locale: document.documentElement.lang || 'en', currency: undefined })}`,
      ),
    );
    // A changed attribute re-renders.
    us.setAttribute('currency', 'EUR');
    await us.updateComplete;
    await new Promise((resolve) => setTimeout(resolve));
    await us.updateComplete;
    expect(plain(part(us, 'selling-price')!.textContent)).to.contain('€');
  });

  it('without any locale takes the page language for its words as for its prices', async () => {
    // Shop audit s30, D4: on `<html lang="pl">` the price was Polish, the words English.
    const group = await findGroup('a single price', (g) => {
      const price = main(g).sellingPrice;
      return !!price && price.min === price.max && !isOnSale(price, main(g).listPrice);
    });
    const before = document.documentElement.lang;
    document.documentElement.lang = 'pl';
    try {
      const card = await fixture<SfProductCard>(
        html`<sf-product-card .productGroup=${group}></sf-product-card>`,
      );
      await card.updateComplete;
      const polish = stringsOf('pl');
      expect(card.getAttribute('lang')).to.equal('pl');
      const amount = main(group).sellingPrice!.min;
      expect(plain(part(card, 'selling-price')!.textContent)).to.equal(
        plain(
          `${polish.sellingPrice}: ${formatPrice(amount, { locale: 'pl', currency: undefined })}`,
        ),
      );
    } finally {
      document.documentElement.lang = before;
    }
  });

  it('strikes through the list price on sale', async () => {
    const { locale, currency } = await cardData();
    const group = await findGroup('a sale', (g) =>
      isOnSale(main(g).sellingPrice, main(g).listPrice),
    );
    const card = await mountCard(group);
    const list = part(card, 'list-price')!;
    expect(['s', 'del']).to.include(list.localName);
    expect(plain(list.textContent)).to.equal(
      plain(
        `${stringsOf(locale).listPrice}: ${formatPrice(main(group).listPrice!.min, { locale, currency })}`,
      ),
    );
    expect(part(card, 'selling-price')!.classList.contains('sale')).to.equal(true);
    const full = await findGroup(
      'no sale',
      (g) => !!main(g).sellingPrice && !isOnSale(main(g).sellingPrice, main(g).listPrice),
    );
    expect(part(await mountCard(full), 'list-price')).to.equal(null);
  });

  it('prefixes price ranges with "from"', async () => {
    const group = await findGroup('a price range', (g) => {
      const price = main(g).sellingPrice;
      return !!price && price.min !== price.max;
    });
    const card = await mountCard(group);
    const strings = await shown();
    expect(plain(part(card, 'selling-price')!.textContent)).to.match(
      new RegExp(`^${strings.sellingPrice}: ${strings.priceFrom} \\S`),
    );
    const single = await findGroup(
      'a single price',
      (g) => main(g).sellingPrice?.min === main(g).sellingPrice?.max,
    );
    expect(plain(part(await mountCard(single), 'selling-price')!.textContent)).not.to.contain(
      strings.priceFrom,
    );
  });

  it("fills the rating's stars from the inline start, in right-to-left text too", async () => {
    // Shop audit s30, D3: the fill ran left to right in a right-to-left page.
    const group = await findGroup('a rating', (g) => main(g).rating !== undefined);
    const fillAngle = async (dir: string) => {
      const wrapper = await fixture(
        html`<div dir=${dir}><sf-product-card .productGroup=${group}></sf-product-card></div>`,
      );
      const card = wrapper.querySelector<SfProductCard>('sf-product-card')!;
      await card.updateComplete;
      const stars = card.shadowRoot!.querySelector('.stars')!;
      const image = getComputedStyle(stars, '::before').backgroundImage;
      const angle = /linear-gradient\((-?\d+)deg/.exec(image)?.[1];
      expect(angle, image).to.not.equal(undefined);
      return ((Number(angle) % 360) + 360) % 360;
    };
    // The gradient's direction: 90deg runs to the right, 270deg to the left.
    expect(await fillAngle('ltr')).to.equal(90);
    expect(await fillAngle('rtl')).to.equal(270);
  });

  it('hides the rating when ratings are disabled', async () => {
    const group = await findGroup('no rating', (g) => main(g).rating === undefined);
    expect(part(await mountCard(group), 'rating')).to.equal(null);
  });

  it('renders primary and secondary badges with their theme parts', async () => {
    const seen = new Set<string>();
    const { groups } = await cardData();
    for (const group of groups) {
      const badges = main(group).badges;
      if (!badges || (!badges.primary.length && !badges.secondary.length)) continue;
      const card = await mountCard(group);
      for (const kind of ['primary', 'secondary'] as const) {
        const rendered =
          parts(card, `badges-${kind}`)[0]?.querySelectorAll('[part~="badge"]') ?? [];
        expect([...rendered].map((b) => b.textContent)).to.deep.equal(
          badges[kind].map((b) => b.label),
        );
        badges[kind].forEach((badge, i) => {
          const theme = badge.theme.toLowerCase().replace('_', '-');
          expect(rendered[i]!.getAttribute('part')).to.equal(`badge badge-${theme}`);
          seen.add(badge.theme);
        });
      }
      card.remove();
      if (seen.size === 7) break;
    }
    expect([...seen].sort()).to.deep.equal([
      'DISCOUNT',
      'NEW',
      'NONE',
      'SALE',
      'THEME_1',
      'THEME_2',
      'THEME_3',
    ]);
  });

  it('renders the swatch by type: colour segments or a pattern', async () => {
    for (const type of SWATCH_TYPES) {
      const group = await findGroup(`a ${type} swatch`, (g) => main(g).swatch?.type === type);
      const card = await mountCard(group);
      const swatch = part(card, 'swatch')!;
      const name = type.toLowerCase().replace('_', '-');
      expect(swatch.classList.contains(`swatch-${name}`), type).to.equal(true);
      if (type === 'COLORS') {
        const colors = main(group).swatch!.colors;
        expect(swatch.querySelectorAll('.segment').length).to.equal(colors.length);
        expect(colors.length).to.be.within(1, 3);
      } else {
        expect(getComputedStyle(swatch).backgroundImage, type).to.match(/gradient/);
      }
    }
  });

  it('links each sibling to its own page, revealed on hover and focus', async () => {
    const group = await findGroup('siblings', (g) => g.products.length > 2);
    const card = await mountCard(group);
    const siblings = part(card, 'siblings')!;
    expect(siblings.localName).to.equal('ul');
    const links = parts(card, 'sibling') as HTMLAnchorElement[];
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(
      group.products.slice(1).map((p) => p.link),
    );
    expect(links.map((a) => a.getAttribute('aria-label'))).to.deep.equal(
      // Named by their colour: the reference titles are "<name>, <colour>".
      group.products.slice(1).map((p) => p.title),
    );
    await moveMouseAway();
    if (matchMedia('(hover: hover)').matches) {
      // Where the pointer hovers, siblings wait for hover or focus.
      expect(getComputedStyle(siblings).opacity).to.equal('0');
      const rect = part(card, 'card')!.getBoundingClientRect();
      await sendMouse({
        type: 'move',
        position: [Math.round(rect.x + 20), Math.round(rect.y + 20)],
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(getComputedStyle(siblings).opacity).to.equal('1');
      await moveMouseAway();
    } else {
      // Headless Chromium reports no hover (as touch screens do): siblings are always shown.
      expect(getComputedStyle(siblings).opacity).to.equal('1');
    }
    links[0]!.focus();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(getComputedStyle(siblings).opacity).to.equal('1');
    // The rule that hides them where there is hover, and reveals them on hover and focus.
    const hoverRule = [
      ...card.shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]),
    ]
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .find((rule) => rule.conditionText === '(hover: hover)');
    const inner = [...(hoverRule?.cssRules ?? [])].map((rule) => plain(rule.cssText));
    expect(inner).to.include('.siblings { opacity: 0; transition: opacity 0.15s; }');
    expect(inner).to.include('.card:hover .siblings, .card:focus-within .siblings { opacity: 1; }');
  });

  it('swaps to the second image on hover for the SWAP effect', async () => {
    const group = await findGroup('a SWAP effect', (g) => main(g).imageInfo?.effect === 'SWAP');
    const card = await mountCard(group);
    const swap = part(card, 'swap-image') as HTMLImageElement;
    const second = main(group).imageInfo!.images[1]!;
    expect(swap.getAttribute('srcset')).to.contain(second.sources[0]!.url);
    await moveMouseAway();
    expect(getComputedStyle(swap).opacity).to.equal('0');
    const rect = part(card, 'card')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(rect.x + 20), Math.round(rect.y + 20)] });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(getComputedStyle(swap).opacity).to.equal('1');
    await moveMouseAway();
    const other = await findGroup('no SWAP', (g) => main(g).imageInfo?.effect !== 'SWAP');
    expect(part(await mountCard(other), 'swap-image')).to.equal(null);
  });

  it('shows the products left out as "+N" with an accessible label', async () => {
    const group = await findGroup('remaining products', (g) => g.remaining > 0);
    const card = await mountCard(group);
    const remaining = part(card, 'remaining')!;
    expect(remaining.querySelector('[aria-hidden="true"]')!.textContent).to.equal(
      `+${group.remaining}`,
    );
    expect(remaining.querySelector('.visually-hidden')!.textContent).to.equal(
      plain((await shown()).moreProductsLabel(group.remaining)),
    );
    const none = await findGroup('no remaining products', (g) => g.remaining === 0);
    expect(part(await mountCard(none), 'remaining')).to.equal(null);
  });

  it('marks out-of-stock products', async () => {
    const group = await findGroup('an out-of-stock product', (g) => !main(g).inStock);
    const card = await mountCard(group);
    expect(part(card, 'out-of-stock')!.textContent).to.equal((await shown()).outOfStock);
    expect(part(card, 'card')!.classList.contains('out-of-stock')).to.equal(true);
    const image = part(card, 'image');
    if (image) expect(getComputedStyle(image).filter).to.contain('grayscale');
    const inStock = await findGroup('an in-stock product', (g) => main(g).inStock);
    expect(part(await mountCard(inStock), 'out-of-stock')).to.equal(null);
  });

  it('marks sponsored products, also by the deprecated notifyImpression', async () => {
    const group = await findGroup('a sponsored product', (g) => main(g).sponsored);
    const card = await mountCard(group);
    expect(part(card, 'sponsored')!.textContent).to.equal((await shown()).sponsored);
    const organic = await findGroup(
      'an organic product',
      (g) => !main(g).sponsored && !main(g).notifyImpression,
    );
    expect(part(await mountCard(organic), 'sponsored')).to.equal(null);
    const legacy = modified(organic, (g) => {
      g.products[0]!.notifyImpression = true;
    });
    expect(part(await mountCard(legacy), 'sponsored')).to.exist;
  });

  it('emits sf-product-click on click, modified click, middle click and Enter, without preventing navigation', async () => {
    const group = await findGroup('siblings', (g) => g.products.length > 1);
    const product = main(group);
    const card = await mountCard(group, { listId: 'recs-1' });
    const clicks = recordClicks();
    try {
      const link = part(card, 'link') as HTMLAnchorElement;
      link.click();
      link.dispatchEvent(
        new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ctrlKey: true }),
      );
      link.dispatchEvent(
        new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, metaKey: true }),
      );
      link.dispatchEvent(
        new MouseEvent('auxclick', { bubbles: true, composed: true, cancelable: true, button: 1 }),
      );
      // A right click (context menu) is not a product click.
      link.dispatchEvent(
        new MouseEvent('auxclick', { bubbles: true, composed: true, cancelable: true, button: 2 }),
      );
      (part(card, 'image-link') as HTMLAnchorElement).click();
      link.focus();
      await sendKeys({ press: 'Enter' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(clicks.details.length).to.equal(6);
      for (const detail of clicks.details) {
        expect(detail).to.deep.equal({
          group,
          product,
          ticket: product.ticket,
          href: product.link,
          listId: 'recs-1',
        });
        expect(detail.group).to.equal(group);
      }
      expect(clicks.prevented.every((p) => p === false)).to.equal(true);

      const sibling = group.products[1]!;
      (parts(card, 'sibling')[0] as HTMLAnchorElement).click();
      expect(clicks.details.at(-1)).to.deep.equal({
        group,
        product: sibling,
        ticket: sibling.ticket,
        href: sibling.link,
        listId: 'recs-1',
      });
    } finally {
      clicks.stop();
    }
  });

  it('never renders an unsafe link or image, nor runs script from the data', async () => {
    const base = await findGroup(
      'siblings and badges',
      (g) => g.products.length > 1 && !!main(g).swatch,
    );
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    const hostile = modified(base, (g) => {
      g.products.forEach((p, i) => {
        p.link =
          i === 0
            ? 'javascript:window.__pwned=3'
            : 'data:text/html,<script>window.__pwned=4</script>';
        p.name = `${payload} name`;
        p.title = payload;
        p.brand = `${payload} brand`;
        p.swatch = {
          type: 'COLORS',
          colors: [
            'red;background-image:url(https://evil.example/x)',
            'url(javascript:x)',
            'expression(alert(1))',
          ],
        };
        p.badges = {
          primary: [{ label: `${payload} badge`, theme: 'SALE' }],
          secondary: [{ label: payload, theme: 'NEW' }],
        };
        p.imageInfo = {
          effect: 'SWAP',
          thumbnail: 'javascript:window.__pwned=5',
          images: [
            { alt: payload, sources: [{ url: 'javascript:window.__pwned=6', width: 200 }] },
            {
              alt: payload,
              sources: [{ url: 'data:image/svg+xml,<svg onload="window.__pwned=7">', width: 400 }],
            },
          ],
        };
      });
    });
    const card = await fixture<SfProductCard>(
      html`<sf-product-card
        locale="en-US"
        .strings=${{ sponsored: payload, outOfStock: payload }}
        .productGroup=${hostile}
      ></sf-product-card>`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const root = card.shadowRoot!;
    expect(part(card, 'card')).to.exist;
    expect(root.querySelectorAll('[href]').length).to.equal(0);
    expect(root.querySelectorAll('a').length).to.equal(0);
    expect(root.querySelectorAll('img').length).to.equal(0);
    expect(root.querySelectorAll('script').length).to.equal(0);
    expect(root.querySelectorAll('.segment').length).to.equal(0);
    // Inline styles hold only the library's own declarations (the rating fill), never data.
    for (const el of root.querySelectorAll<HTMLElement>('[style]')) {
      const declarations = [...el.style].map(
        (name) => `${name}:${el.style.getPropertyValue(name)}`,
      );
      expect(declarations.join(';')).not.to.match(/url|expression/);
      expect([...el.style].every((name) => name === '--_fill')).to.equal(
        true,
        declarations.join(';'),
      );
    }
    // The name is plain text, markup in it shown as text.
    expect(part(card, 'name')!.textContent!.trim()).to.equal(`${payload} name`);
    expect(part(card, 'brand')!.textContent).to.equal(`${payload} brand`);
    expect(part(card, 'badge-sale')!.textContent).to.equal(`${payload} badge`);
    expect((window as { __pwned?: unknown }).__pwned).to.equal(undefined);
    // Safe links beside unsafe ones: only the safe one renders.
    const mixed = modified(base, (g) => {
      g.products[1]!.link = 'vbscript:msgbox(1)';
    });
    const mixedCard = await mountCard(mixed);
    const hrefs = [...mixedCard.shadowRoot!.querySelectorAll('[href]')].map((a) =>
      a.getAttribute('href')!,
    );
    expect(hrefs.length).to.be.greaterThan(0);
    for (const href of hrefs) expect(href).to.match(/^(https?:|\/)/);
    expect(hrefs).not.to.include('vbscript:msgbox(1)');
  });

  it('lets renderCard replace the template, with the same context', async () => {
    const { groups } = await cardData();
    const group = groups[0]!;
    const renderCard: RenderCard = (g, context) =>
      html`<p class="custom">
        ${g.key} ${context.locale} ${context.currency} ${context.listId}
        ${context.strings.sponsored}
      </p>`;
    const card = await fixture<SfProductCard>(
      html`<sf-product-card
        locale="en-US"
        currency="USD"
        list-id="l1"
        .strings=${{ sponsored: 'Annons' }}
        .renderCard=${renderCard}
        .productGroup=${group}
      ></sf-product-card>`,
    );
    expect(part(card, 'card')).to.equal(null);
    expect(plain(card.shadowRoot!.querySelector('.custom')!.textContent)).to.equal(
      `${group.key} en-US USD l1 Annons`,
    );
  });

  it('localises its strings, from the card and from <sf-storefront>', async () => {
    const group = await findGroup(
      'a sponsored out-of-stock range or sale',
      (g) => main(g).sponsored,
    );
    const oos = modified(group, (g) => {
      g.products[0]!.inStock = false;
      g.products[0]!.sellingPrice = { min: 10, max: 20 };
      g.products[0]!.listPrice = { min: 30, max: 30 };
      g.remaining = 3;
    });
    const wrapper = await fixture(
      html`<sf-storefront
        locale="sv-SE"
        currency="SEK"
        .strings=${{ outOfStock: 'Slut i lager', priceFrom: 'från', sponsored: 'Annons' }}
      >
        <sf-product-card
          .strings=${{ sponsored: 'Sponsrad', listPrice: 'Ordinarie pris', moreProductsLabel: (n: number) => `${n} fler` }}
          .productGroup=${oos}
        ></sf-product-card>
      </sf-storefront>`,
    );
    const card = wrapper.querySelector('sf-product-card')!;
    await card.updateComplete;
    expect(part(card, 'out-of-stock')!.textContent).to.equal('Slut i lager');
    expect(part(card, 'sponsored')!.textContent).to.equal('Sponsrad');
    expect(plain(part(card, 'selling-price')!.textContent)).to.match(/från 10,00 kr$/);
    expect(plain(part(card, 'list-price')!.textContent)).to.match(/^Ordinarie pris: 30,00 kr$/);
    expect(part(card, 'remaining')!.querySelector('.visually-hidden')!.textContent).to.equal(
      '3 fler',
    );
  });

  it('has no axe violations, for rich, sale, out-of-stock and link-less cards', async () => {
    const axe = await loadAxe();
    const rich = await findGroup(
      'a rich card',
      (g) =>
        g.products.length > 1 &&
        g.remaining > 0 &&
        !!main(g).badges?.primary.length &&
        !!main(g).badges?.secondary.length,
    );
    const sale = await findGroup('a sale', (g) =>
      isOnSale(main(g).sellingPrice, main(g).listPrice),
    );
    const oos = await findGroup('out of stock', (g) => !main(g).inStock);
    const sponsored = await findGroup('sponsored', (g) => main(g).sponsored);
    const linkless = modified(rich, (g) => {
      for (const p of g.products) p.link = 'javascript:void(0)';
    });
    const container = await fixture(
      html`<main>
        ${[rich, sale, oos, sponsored, linkless].map(
          (g) =>
            html`<sf-product-card
              locale="en-US"
              currency="USD"
              .productGroup=${g}
            ></sf-product-card>`,
        )}
      </main>`,
    );
    await Promise.all(
      [...container.querySelectorAll('sf-product-card')].map((c) => c.updateComplete),
    );
    const result = await axe.run(container);
    const summary = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
    expect(summary, summary.join('\n')).to.deep.equal([]);
  });
});
