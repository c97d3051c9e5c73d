/**
 * The card's styles draw what they drew before "Lean card 2" (docs/decisions.md): the same cards
 * (every real group of the reference data, with and without quick add and favourites, every
 * swatch type, a group without image or link, the skeletons) rendered once with today's looks
 * and once with the copy of `cardStyles` before, kept in card-styles-before.ts. Both as a list's
 * shadow root composes them (card, skeleton, extras) and as a lone card's (card, extras). Every
 * element's (and the stars' `::before`'s and `::after`'s) computed style, property by property,
 * and its box relative to its host must be equal. The favourite's heart lost its rules
 * (`.favorite path`) for attributes of its `<path>` (heart.ts): on the side before, the old rules
 * still apply and win over them, so equal styles show the attributes draw what the rules drew.
 */
import { expect, fixture } from '@open-wc/testing';
import { css, html, render, type CSSResult, type TemplateResult } from 'lit';
import { SWATCH_TYPES } from '../../../src/api/schemas/product.ts';
import { CARD_EXTRAS_DEPS, loadCardExtras } from '../../../src/elements/card-actions.ts';
import { makeCardExtras } from '../../../src/elements/card-extras.ts';
import { renderCardSkeleton, renderProductCard } from '../../../src/templates/card.ts';
import { cardSkeletonStyles } from '../../../src/templates/card-skeleton.styles.ts';
import { cardStyles } from '../../../src/templates/card.styles.ts';
import { DEFAULT_STRINGS } from '../../../src/templates/english.ts';
import { cardStylesBefore } from './card-styles-before.ts';
import { cardData, modified } from './card-data.ts';

async function drawn(template: TemplateResult, sheets: CSSStyleSheet[]): Promise<HTMLElement> {
  const host = await fixture<HTMLDivElement>(
    html`<div style="--sf-card-width: 230px; font-size: 15px; width: 1200px"></div>`,
  );
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = sheets;
  render(template, root);
  // Images are lazy and sized by their attributes; wait for layout only.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  // The skeleton's pulse, stopped at its start in both.
  for (const animation of root.getAnimations()) {
    animation.pause();
    animation.currentTime = 0;
  }
  return host;
}

/**
 * The standard properties a computed style lists, in its order, before the element's own custom
 * properties: read by name from this list, an element's style takes a third of the time it takes
 * through the style's own iteration (15,745 elements per drawing: 7 s -> 2.5 s each).
 */
const STANDARD = [...getComputedStyle(document.documentElement)].filter(
  (name) => !name.startsWith('--'),
);

function snapshot(host: HTMLElement): { where: string; values: Record<string, string> }[] {
  const origin = host.getBoundingClientRect();
  const elements = [...host.shadowRoot!.querySelectorAll('*')];
  return elements.flatMap((element, index) => {
    const where = `#${index} <${element.localName} class="${element.getAttribute('class') ?? ''}">`;
    const rect = element.getBoundingClientRect();
    const box = {
      left: String(rect.left - origin.left),
      top: String(rect.top - origin.top),
      width: String(rect.width),
      height: String(rect.height),
    };
    // `.stars::before` is the only pseudo-element the card's looks style.
    const pseudos = element.classList.contains('stars') ? [null, '::before', '::after'] : [null];
    return pseudos.map((pseudo) => {
      const style = getComputedStyle(element, pseudo);
      const values: Record<string, string> = pseudo ? {} : { ...box };
      // The standard properties first, as the style lists them; then the custom ones after them.
      if (style.item(STANDARD.length - 1) !== STANDARD.at(-1))
        throw new Error(`${where}: the computed style lists its properties in another order`);
      for (const name of STANDARD) values[name] = style.getPropertyValue(name);
      for (let index = STANDARD.length; index < style.length; index++) {
        const name = style.item(index);
        values[name] = style.getPropertyValue(name);
      }
      return { where: `${where}${pseudo ?? ''}`, values };
    });
  });
}

/**
 * What changed on purpose since, laid over the frozen copy: each rule as the card's looks have it
 * now, with its reason. A change to one of these in card.styles.ts fails here until it is
 * repeated, so every change of the card's looks is one somebody meant.
 */
const SINCE = css`
  /* Secondary badges shrink to an ellipsis, not cut mid-word (accessibility audit, 2026-11-27). */
  .status .badge {
    min-inline-size: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  /* Quick add's row holds the size select above the button, so that each keeps its words in a
     220 px card ("Choose a size" showed as "Choos", 2026-11-27; quick-add-fits.test.ts). */
  .with-quick-add .info {
    grid-template-rows:
      minmax(1.3em, auto) minmax(2.6em, auto) minmax(1.4em, auto) minmax(1.3em, auto)
      minmax(1.75em, auto) minmax(1.5em, auto) minmax(4.75em, auto);
  }
  /* Each row's height is its least: it grows with a shopper's text spacing instead of clipping
     (WCAG 1.4.12, accessibility audit s34 F1; text-spacing.test.ts). */
  .info {
    grid-template-rows:
      minmax(1.3em, auto) minmax(2.6em, auto) minmax(1.4em, auto) minmax(1.3em, auto)
      minmax(1.75em, auto) minmax(1.5em, auto);
  }
  /* A swatch keeps the product's colours in high contrast (2026-11-28; forced-colors.test.ts). */
  .swatch {
    forced-color-adjust: none;
  }
`;

describe('card styles: the same rendering as before Lean card 2', () => {
  it('draws every real card, every swatch type and the skeletons with the same computed styles and boxes', async function () {
    this.timeout(120000);
    await loadCardExtras();
    const { groups, locale, currency } = await cardData();
    const plain = { locale, currency, strings: DEFAULT_STRINGS, onProductClick: () => {} };
    // Every other card's heart pressed.
    const pressed = new Set(groups.filter((_, i) => i % 2 === 0).map((g) => g.products[0]!.key));
    const withExtras = {
      ...plain,
      onQuickAdd: () => {},
      favorites: { has: (key: string) => pressed.has(key), toggle: () => {} },
    };
    const first = groups[0]!;
    const odd = [
      ...SWATCH_TYPES.map((type) =>
        modified(first, (g) => {
          g.products[0]!.swatch = { type, colors: ['#ff0000', 'not a colour', '#0000ff'] };
        }),
      ),
      modified(first, (g) => {
        delete g.products[0]!.imageInfo;
        delete g.products[0]!.link;
        g.products[0]!.inStock = false;
      }),
    ];
    const template = html`<div style="display: flex; flex-wrap: wrap; align-items: flex-start">
      ${renderCardSkeleton()}${renderCardSkeleton({ quickAdd: true })}
      ${[...groups, ...odd].map((g) => renderProductCard(g, plain))}
      ${[...groups, ...odd].map((g) => renderProductCard(g, withExtras))}
    </div>`;
    const extras = makeCardExtras(CARD_EXTRAS_DEPS).styles;
    const sheet = (styles: CSSResult) => styles.styleSheet!;
    const compositions = {
      // A list's or a page's shadow root: the card's, the skeleton's, the extras' looks.
      list: {
        after: [sheet(cardStyles), sheet(cardSkeletonStyles), sheet(extras)],
        before: [sheet(cardStylesBefore), sheet(SINCE), sheet(cardSkeletonStyles), sheet(extras)],
      },
      // A lone <sf-product-card>: the card's and (with quick add or favourites) the extras' looks.
      card: {
        after: [sheet(cardStyles), sheet(extras)],
        before: [sheet(cardStylesBefore), sheet(SINCE), sheet(extras)],
      },
    };
    for (const [name, { after: now, before: then }] of Object.entries(compositions)) {
      const host = await drawn(template, now);
      // Hearts of both states are drawn.
      for (const state of ['true', 'false'])
        expect(host.shadowRoot!.querySelector(`.favorite[aria-pressed="${state}"]`)).to.exist;
      const after = snapshot(host);
      const before = snapshot(await drawn(template, then));
      expect(after.length).to.equal(before.length);
      expect(after.length).to.be.greaterThan(1000);
      const differences: string[] = [];
      after.forEach((entry, index) => {
        const old = before[index]!;
        expect(entry.where).to.equal(old.where);
        for (const key of new Set([...Object.keys(entry.values), ...Object.keys(old.values)]))
          if (entry.values[key] !== old.values[key])
            differences.push(`${entry.where} ${key}: ${old.values[key]} -> ${entry.values[key]}`);
      });
      expect(differences.slice(0, 20), `${name}: ${differences.length} differences`).to.deep.equal(
        [],
      );
    }
  });
});
