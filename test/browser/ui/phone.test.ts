/**
 * The shopper's phone: no horizontal scroll at 360 and 390 px on the storefront demo pages nor on
 * a bare page, tap targets of at least 24 × 24 px (WCAG 2.2, 2.5.8) on every control of the
 * storefront elements, and one rule for choosing a size on cards and on the product page.
 */
import { expect, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import type { SfRecList } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import { cleanup, mount } from '../controllers/storefront-fixtures.ts';
import { deepElements, loadDemo, sampleList, until } from './ui.helpers.ts';

const PAGES = ['index', 'product', 'category', 'navigation', 'theming'];
const WIDTHS = [360, 390];

/** Controls a shopper taps, inside the storefront elements' shadow roots. */
const CONTROL = 'a[href], button, select, input, summary, [role="button"], [tabindex="0"]';

/**
 * The box a shopper taps for `control`: an input inside a `<label>` is tapped through its label
 * (WCAG counts the label as part of the target when it activates the input).
 */
function tapBox(control: Element): DOMRect {
  const label = control.matches('input') ? control.closest('label') : null;
  return (label ?? control).getBoundingClientRect();
}

/** "tag.class (part) w×h" of the storefront controls under `root` smaller than 24 × 24 px. */
function smallTargets(root: Document | Element): string[] {
  const small: string[] = [];
  for (const element of deepElements(root)) {
    const host = (element.getRootNode() as ShadowRoot).host;
    if (!host?.localName.startsWith('sf-') || !element.matches(CONTROL)) continue;
    if (element.closest('[hidden], [aria-hidden="true"]')) continue;
    const box = tapBox(element);
    if (box.width === 0 && box.height === 0) continue;
    if (box.width < 24 || box.height < 24) {
      small.push(
        `${host.localName} ${element.localName}.${element.className} (${element.getAttribute('part')}) ` +
          `${box.width.toFixed(1)}×${box.height.toFixed(1)}`,
      );
    }
  }
  return small;
}

describe('phone: demo pages', () => {
  for (const page of PAGES) {
    for (const width of WIDTHS) {
      it(`${page}.html at ${width} px: no horizontal scroll, storefront tap targets ≥ 24 × 24`, async function () {
        this.timeout(30000);
        const iframe = await loadDemo(page, width);
        try {
          const root = iframe.contentDocument!.documentElement;
          expect(root.scrollWidth, 'page width (scrollWidth)').to.be.at.most(width);
          const small = smallTargets(iframe.contentDocument!);
          expect(small, small.join('\n')).to.deep.equal([]);
        } finally {
          iframe.remove();
        }
      });
    }
  }
});

describe('phone: a bare page (no side padding)', () => {
  const bodyMargin = document.body.style.margin;
  before(() => {
    document.body.style.margin = '0';
  });
  after(async () => {
    document.body.style.margin = bodyMargin;
    await setViewport({ width: 800, height: 600 });
  });
  afterEach(cleanup);

  // Right to left too: there the slides run from the right and the scroll offset is negative.
  for (const [width, dir] of [...WIDTHS, 768, 1280].flatMap((each) =>
    ['ltr', 'rtl'].map((dir) => [each, dir] as const),
  )) {
    it(`a carousel at ${width} px, ${dir}: Next shows every card whole in turn, Previous comes back`, async function () {
      this.timeout(30000);
      await setViewport({ width, height: 800 });
      const { element, container } = mount<SfRecList>(html`<sf-rec-list></sf-rec-list>`);
      container.dir = dir;
      element.list = await sampleList();
      await until(() => element.shadowRoot?.querySelector('[part~="next"]'), 'the carousel');
      await element.updateComplete;
      const root = element.shadowRoot!;
      const viewport = root.querySelector<HTMLElement>('[part~="viewport"]')!;
      const slides = [...viewport.querySelectorAll<HTMLElement>('[data-slide]')];
      const button = (part: string) => root.querySelector<HTMLButtonElement>(`[part~="${part}"]`)!;
      /** The slides shown whole, once the scroll has come to rest. */
      const whole = async () => {
        let last = NaN;
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, 150));
          if (viewport.scrollLeft === last) break;
          last = viewport.scrollLeft;
        }
        const outer = viewport.getBoundingClientRect();
        return slides.flatMap((slide, index) => {
          const box = slide.getBoundingClientRect();
          return box.left >= outer.left - 1 && box.right <= outer.right + 1 ? [index] : [];
        });
      };
      const seen = new Set(await whole());
      const pages = [[...seen]];
      for (
        let turn = 0;
        turn < slides.length && button('next').getAttribute('aria-disabled') !== 'true';
        turn++
      ) {
        button('next').click();
        const shown = await whole();
        pages.push(shown);
        for (const index of shown) seen.add(index);
      }
      const missed = slides.map((_, index) => index).filter((index) => !seen.has(index));
      expect(missed, `never shown whole; pages: ${JSON.stringify(pages)}`).to.deep.equal([]);
      for (
        let turn = 0;
        turn < slides.length && button('previous').getAttribute('aria-disabled') !== 'true';
        turn++
      ) {
        button('previous').click();
        await whole();
      }
      expect(await whole(), 'back at the start').to.include(0);
    });
  }

  for (const width of WIDTHS) {
    it(`a carousel at ${width} px does not widen the page`, async () => {
      await setViewport({ width, height: 800 });
      const { element } = mount<SfRecList>(html`<sf-rec-list quick-add favorites></sf-rec-list>`);
      element.list = await sampleList();
      await until(() => element.shadowRoot?.querySelector('[part~="next"]'), 'the carousel');
      await element.updateComplete;
      const next = element.shadowRoot!.querySelector('[part~="next"]')!.getBoundingClientRect();
      expect(next.right, 'the next button stays inside the viewport').to.be.at.most(width);
      expect(document.documentElement.scrollWidth, 'page width').to.be.at.most(width);
    });
  }
});
