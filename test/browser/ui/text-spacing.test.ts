/**
 * WCAG 1.4.12 (text spacing): with line height 1.5, paragraph spacing 2em, letter spacing 0.12em
 * and word spacing 0.16em set by the shopper's own styles (here inside the element's shadow root,
 * as tools that apply them to shadow DOM do), no text of a card is lost. A card's rows had fixed
 * heights and clip: the paragraph spacing took a whole row, so brand, price and rating vanished
 * and the name kept its top 10 px (accessibility audit s34, F1). Rows now keep those heights as
 * their least and grow with what they hold.
 */
import { expect, html } from '@open-wc/testing';
import '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import type { SfRecList } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import { cleanup, mount } from '../controllers/storefront-fixtures.ts';
import { sampleList, until } from './ui.helpers.ts';

/** The WCAG 1.4.12 test values, as the common bookmarklet sets them. */
const SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-block-end: 2em !important; }
`;

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Each clipping row of each card whose content is taller than the row shows: `part: lost px`. */
function cutRows(list: SfRecList): string[] {
  const cut: string[] = [];
  for (const row of list.shadowRoot!.querySelectorAll<HTMLElement>('[part~="card"] .info > *')) {
    const lost = row.scrollHeight - row.clientHeight;
    if (lost > 1 || (row.textContent!.trim() && row.clientHeight === 0))
      cut.push(`${row.getAttribute('part') ?? row.className}: ${lost} px`);
  }
  return cut;
}

afterEach(cleanup);

describe('text spacing (WCAG 1.4.12)', () => {
  for (const [name, markup, visualization] of [
    ['a carousel with quick add', html`<sf-rec-list quick-add></sf-rec-list>`, 'CAROUSEL'],
    ['a grid', html`<sf-rec-list></sf-rec-list>`, 'GRID'],
  ] as const) {
    it(`loses no text of a card: ${name}`, async () => {
      const list = await sampleList(12);
      const { element } = mount<SfRecList>(markup);
      element.list = { ...list, visualization };
      await until(() => element.shadowRoot!.querySelector('[part~="price"]'), 'the cards');
      await frame();
      expect(cutRows(element), 'cut before').to.deep.equal([]);
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(SPACING);
      element.shadowRoot!.adoptedStyleSheets = [...element.shadowRoot!.adoptedStyleSheets, sheet];
      await frame();
      await frame();
      expect(cutRows(element), 'cut with the spacing').to.deep.equal([]);
    });
  }
});
