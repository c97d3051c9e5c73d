/**
 * Printing a page with carousels: the recipe of docs/elements.md ("Printing"), read from the docs
 * themselves and added to the demo product page as a shop adds it to its own stylesheet, lays
 * every card of every list on paper (none cut at a carousel's edge) and leaves out the controls
 * that do nothing on paper. Without the recipe a carousel prints the cards its viewport shows and
 * cuts the next one.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { deepElements, loadDemo } from './ui.helpers.ts';

/** The css block after "**Printing.**" in docs/elements.md. */
async function printRecipe(): Promise<string> {
  const text = await (await fetch('/docs/elements.md')).text();
  const at = text.indexOf('**Printing.**');
  expect(at, 'the Printing paragraph in docs/elements.md').to.be.greaterThan(-1);
  const block = /```css\n([\s\S]*?)```/.exec(text.slice(at));
  expect(block, 'its css block').to.not.equal(null);
  return block![1]!;
}

const CONTROLS = ['previous', 'next', 'variant-select', 'add-to-cart', 'favorite'];

afterEach(async () => {
  await emulateMedia({ media: 'screen' });
  document.querySelectorAll('iframe').forEach((frame) => frame.remove());
});

describe('printing', () => {
  for (const [page, what] of [
    ['product', 'a product page'],
    ['category', 'a sponsored page'],
  ]) {
    it(`puts every list's cards on paper, whole, without the controls, in ${what} (the docs' recipe)`, async () => {
      const iframe = await loadDemo(page!, 900);
      const doc = iframe.contentDocument!;
      // As the shop's own stylesheet (the demo's CSP refuses a `<style>` element added by script).
      const sheet = new (iframe.contentWindow as Window & typeof globalThis).CSSStyleSheet();
      sheet.replaceSync(await printRecipe());
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
      await emulateMedia({ media: 'print' });
      expect(iframe.contentWindow!.matchMedia('print').matches, 'print emulated').to.equal(true);

      const lists = [...deepElements(doc)].filter((element) => element.localName === 'sf-rec-list');
      expect(lists.length, 'lists on the demo page').to.be.at.least(2);
      let cards = 0;
      for (const list of lists) {
        const box = list.getBoundingClientRect();
        for (const card of list.shadowRoot!.querySelectorAll('[part~="card"]')) {
          const rect = card.getBoundingClientRect();
          cards++;
          const name = `${list.getAttribute('list-id')}: ${card.querySelector('[part~="name"]')?.textContent?.trim()}`;
          expect(rect.left, `${name} starts inside its list`).to.be.at.least(box.left - 1);
          expect(rect.right, `${name} ends inside its list`).to.be.at.most(box.right + 1);
        }
      }
      expect(cards, 'cards on the page').to.be.at.least(8);
      const shown = [...deepElements(doc)].filter(
        (element) =>
          CONTROLS.some((part) => element.part.contains(part)) &&
          element.getBoundingClientRect().width > 0,
      );
      expect(
        shown.map((element) => element.getAttribute('part')),
        'controls on paper',
      ).to.deep.equal([]);
    });
  }
});
