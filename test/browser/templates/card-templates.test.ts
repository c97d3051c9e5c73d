/**
 * The card's smaller templates (badges, rating, image) and the card's styles, rendered into a
 * shadow root that adopts `cardStyles` as an element's would.
 */
import { expect, fixture } from '@open-wc/testing';
import { html, render, type TemplateResult } from 'lit';
import { BADGE_THEMES, SWATCH_TYPES } from '../../../src/api/schemas/product.ts';
import { badgeThemeName, renderBadges } from '../../../src/templates/badges.ts';
import { renderCardSkeleton, renderProductCard } from '../../../src/templates/card.ts';
import { loadCardExtras } from '../../../src/elements/card-actions.ts';
import { cardStyles } from '../../../src/templates/card.styles.ts';
import { renderProductImage } from '../../../src/templates/product-image.ts';
import { ratingFill, renderRating } from '../../../src/templates/rating.ts';
import { DEFAULT_STRINGS } from '../../../src/templates/english.ts';
import { renderSwatch } from '../../../src/templates/swatch.ts';
import { cardData, findGroup, modified } from './card-data.ts';

/** A host whose shadow root has the card styles, with `template` rendered into it. */
async function styled(template: TemplateResult, hostStyle = ''): Promise<ShadowRoot> {
  const host = await fixture<HTMLDivElement>(html`<div style=${hostStyle}></div>`);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [cardStyles.styleSheet!];
  render(template, root);
  return root;
}

// One query loads the real groups for every test of this file; it may take a while on a busy host.
before(async function () {
  this.timeout(30000);
  await cardData();
});

describe('badge template', () => {
  it('renders every theme found in the real data, with its parts and theme colours', async () => {
    for (const theme of BADGE_THEMES) {
      const group = await findGroup(`a ${theme} badge`, (g) => {
        const badges = g.products[0]!.badges;
        return [...(badges?.primary ?? []), ...(badges?.secondary ?? [])].some(
          (b) => b.theme === theme,
        );
      });
      const badges = group.products[0]!.badges!;
      const badge = [...badges.primary, ...badges.secondary].find((b) => b.theme === theme)!;
      const name = badgeThemeName(theme);
      const root = await styled(
        html`<div
          style="--sf-badge-${name}-bg: rgb(1, 2, 3); --sf-badge-${name}-color: rgb(4, 5, 6)"
        >
          ${renderBadges([badge], 'primary')}
        </div>`,
      );
      const list = root.querySelector('ul[part~="badges"][part~="badges-primary"]')!;
      const item = list.querySelector(`li[part~="badge"][part~="badge-${name}"]`)!;
      expect(item.textContent).to.equal(badge.label);
      const style = getComputedStyle(item);
      expect(style.backgroundColor, theme).to.equal('rgb(1, 2, 3)');
      expect(style.color, theme).to.equal('rgb(4, 5, 6)');
    }
  });

  it('names themes in lowercase kebab case and renders nothing without badges', async () => {
    expect(BADGE_THEMES.map(badgeThemeName)).to.deep.equal([
      'none',
      'sale',
      'discount',
      'new',
      'theme-1',
      'theme-2',
      'theme-3',
    ]);
    const root = await styled(
      html`${renderBadges([], 'secondary')}${renderBadges(undefined, 'primary')}`,
    );
    expect(root.querySelector('ul')).to.equal(null);
  });
});

describe('rating template', () => {
  it('fills the stars by the rating and states it for screen readers', async () => {
    expect(ratingFill(4.2)).to.equal(84);
    expect(ratingFill(7)).to.equal(100);
    expect(ratingFill(-1)).to.equal(0);
    const root = await styled(html`${renderRating(4.2, DEFAULT_STRINGS)}`);
    const rating = root.querySelector('[part="rating"]')!;
    expect(rating.querySelector('.visually-hidden')!.textContent).to.equal('Rated 4.2 out of 5');
    const stars = rating.querySelector<HTMLElement>('.stars')!;
    expect(stars.getAttribute('aria-hidden')).to.equal('true');
    expect(stars.style.getPropertyValue('--_fill').trim()).to.equal('84%');
  });

  it('renders nothing without a rating', async () => {
    const root = await styled(html`${renderRating(undefined, DEFAULT_STRINGS)}`);
    expect(root.querySelector('[part="rating"]')).to.equal(null);
  });
});

describe('product image template', () => {
  it('renders a lazy responsive image with its intrinsic size', async () => {
    const group = await findGroup('an image', (g) => !!g.products[0]!.imageInfo?.images.length);
    const info = group.products[0]!.imageInfo!;
    const root = await styled(html`${renderProductImage(info, 'Name', '100px')}`);
    const img = root.querySelector<HTMLImageElement>('img[part~="image"]')!;
    const sources = info.images[0]!.sources;
    expect(img.getAttribute('srcset')).to.equal(
      sources.map((s) => `${s.url} ${s.width}w`).join(', '),
    );
    expect(img.getAttribute('sizes')).to.equal('100px');
    expect(img.getAttribute('loading')).to.equal('lazy');
    expect(img.getAttribute('decoding')).to.equal('async');
    const chosen = sources.find((s) => s.url === img.getAttribute('src'))!;
    expect(chosen.width).to.equal(400);
    expect(img.getAttribute('width')).to.equal(String(chosen.width));
    expect(img.getAttribute('height')).to.equal(String(chosen.height));
    expect(img.alt).to.equal(info.images[0]!.alt ?? 'Name');
  });

  it('adds the hover image for SWAP only', async () => {
    const swap = await findGroup(
      'a SWAP effect',
      (g) => g.products[0]!.imageInfo?.effect === 'SWAP',
    );
    const root = await styled(html`${renderProductImage(swap.products[0]!.imageInfo, 'N')}`);
    const second = root.querySelector<HTMLImageElement>('img[part~="swap-image"]')!;
    expect(second.getAttribute('src')).to.contain(
      swap.products[0]!.imageInfo!.images[1]!.sources[0]!.url.split('?')[0]!,
    );
    expect(second.alt).to.equal('');
    const gallery = await findGroup(
      'a GALLERY effect',
      (g) => g.products[0]!.imageInfo?.effect === 'GALLERY',
    );
    const other = await styled(html`${renderProductImage(gallery.products[0]!.imageInfo, 'N')}`);
    expect(other.querySelectorAll('img').length).to.equal(1);
  });

  it('falls back to the thumbnail when no source is safe, and to nothing', async () => {
    const group = await findGroup('a thumbnail', (g) => !!g.products[0]!.imageInfo?.thumbnail);
    const hostile = modified(group, (g) => {
      for (const image of g.products[0]!.imageInfo!.images ?? [])
        for (const source of image.sources) source.url = 'javascript:alert(1)';
    });
    const info = hostile.products[0]!.imageInfo!;
    const root = await styled(html`${renderProductImage(info, 'N')}`);
    const img = root.querySelector('img')!;
    expect(img.getAttribute('src')).to.equal(info.thumbnail);
    expect(img.hasAttribute('srcset')).to.equal(false);
    const none = await styled(
      html`${renderProductImage({ ...info, thumbnail: 'data:image/png;base64,AA' }, 'N')}`,
    );
    expect(none.querySelector('img')).to.equal(null);
  });
});

describe('card styles', () => {
  it('draws every swatch type as a pattern or colour segments', async () => {
    for (const type of SWATCH_TYPES) {
      const root = await styled(html`${renderSwatch({ type, colors: ['#ff0000', '#0000ff'] })}`);
      const swatch = root.querySelector<HTMLElement>('[part="swatch"]')!;
      const style = getComputedStyle(swatch);
      expect(style.width, type).to.not.equal('0px');
      if (type === 'COLORS') {
        const segments = [...swatch.querySelectorAll('.segment')].map(
          (s) => getComputedStyle(s).backgroundColor,
        );
        expect(segments).to.deep.equal(['rgb(255, 0, 0)', 'rgb(0, 0, 255)']);
      } else {
        expect(style.backgroundImage, type).to.match(/gradient/);
      }
    }
  });

  it('sizes the skeleton exactly like a card, from --sf-card-width and the aspect ratio', async () => {
    const { groups, locale, currency } = await cardData();
    const context = { locale, currency, strings: DEFAULT_STRINGS, onProductClick: () => {} };
    const root = await styled(
      html`<div style="display: flex; flex-wrap: wrap; align-items: flex-start">
        ${renderCardSkeleton()}${groups.slice(0, 40).map((g) => renderProductCard(g, context))}
      </div>`,
      // On the host, as on an element: the theme reads its custom properties there.
      '--sf-card-width: 250px; --sf-image-aspect-ratio: 1 / 1',
    );
    const [skeleton, ...cards] = [...root.querySelectorAll<HTMLElement>('.card')];
    const size = (el: HTMLElement) => {
      const rect = el.getBoundingClientRect();
      return [rect.width, rect.height];
    };
    expect(skeleton!.getAttribute('aria-hidden')).to.equal('true');
    expect(size(skeleton!)[0]).to.equal(250);
    const media = skeleton!.querySelector<HTMLElement>('.media')!.getBoundingClientRect();
    expect(media.height).to.equal(250);
    for (const card of cards) expect(size(card)).to.deep.equal(size(skeleton!));
  });
});

describe('the standard card in a template of your own', () => {
  it('warns once, naming loadCardExtras, when quick add or favourites are asked before they are loaded; draws them after', async () => {
    const { groups, locale, currency } = await cardData();
    const group = groups.find((g) => g.products[0]?.variants?.length)!;
    const context = {
      locale,
      currency,
      strings: DEFAULT_STRINGS,
      onProductClick: () => {},
      onQuickAdd: () => {},
      favorites: { has: () => false, toggle: () => {} },
    };
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      const before = await styled(html`${renderProductCard(group, context)}`);
      await styled(html`${renderProductCard(group, context)}`);
      expect(before.querySelector('.quick-add')).to.equal(null);
      expect(warnings.filter((text) => text.includes('loadCardExtras'))).to.have.length(1);
    } finally {
      console.warn = warn;
    }
    await loadCardExtras();
    const after = await styled(html`${renderProductCard(group, context)}`);
    expect(after.querySelector('.quick-add')).to.not.equal(null);
    expect(after.querySelector('[part="favorite"]')).to.not.equal(null);
  });
});
