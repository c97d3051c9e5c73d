/**
 * <sf-purchase-summary> on a phone (docs/engage.md, "Phones"): its table fits a 320 px wide
 * element without horizontal overflow, and it does so without splitting a figure or a word:
 * "13 991,5⏎5 kr" reads as another amount. Each figure stays on one line; headers wrap only
 * between words. In sv-SE (SEK) and en-US (USD), at 320 and 390 px, for the contact with the
 * largest amounts of the reference data, through the proxy.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { AxTreeNode } from '../ax-plugin.ts';
import '../../../src/elements/sf-purchase-summary/sf-purchase-summary.ts';
import {
  axeViolations,
  contactsWith,
  mount,
  parts,
  proxyJson,
  settled,
  signIn,
  text,
  unmountAll,
} from './engage.helpers.ts';

afterEach(() => unmountAll());

/** The lines a range's text is drawn on (its boxes' distinct tops). */
function lines(range: Range): number {
  const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
  return tops.size;
}

/** The words of `element`'s text that are drawn on more than one line. */
function splitWords(element: Element): string[] {
  const split: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    for (const match of node.data.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      if (lines(range) > 1) split.push(match[0]);
    }
  }
  return split;
}

/** The first node of `role` in the page's accessibility tree (ax-plugin.ts). */
async function axNode(role: string): Promise<AxTreeNode | undefined> {
  const find = (nodes: AxTreeNode[]): AxTreeNode | undefined => {
    for (const node of nodes) {
      const found = node.role === role ? node : find(node.children ?? []);
      if (found) return found;
    }
    return undefined;
  };
  return find(await executeServerCommand<AxTreeNode[], undefined>('ax-tree'));
}

let contact: string;

before(async () => {
  // The contact whose all-time amount is the largest: the widest figures of the data.
  let largest = -1;
  for (const id of await contactsWith(['withSummary', 'member'])) {
    signIn(id);
    const summary = await proxyJson<{ purchaseAmountAll?: number }>('/me/purchase-summary');
    if ((summary.purchaseAmountAll ?? 0) > largest) {
      largest = summary.purchaseAmountAll ?? 0;
      contact = id;
    }
  }
});

describe('<sf-purchase-summary> on a phone', () => {
  for (const [locale, currency] of [
    ['sv-SE', 'SEK'],
    ['en-US', 'USD'],
  ] as const) {
    // A phone's widths at the default text size, and a phone whose shopper set text to 200 %
    // (WCAG 1.4.4; the element's text is 32 px, as the browser's setting makes it).
    for (const [width, textSize] of [
      [320, 100],
      [390, 100],
      [390, 200],
    ] as const) {
      it(`${locale} at ${width} px, text ${textSize} %: no figure on two lines, no word split, no overflow`, async () => {
        signIn(contact);
        const result = mount('sf-purchase-summary', { locale, currency });
        const { element } = result;
        element.style.width = `${width}px`;
        element.style.fontSize = `${textSize}%`;
        await settled(result);
        expect(result.errors).to.deep.equal([]);
        expect(element.getBoundingClientRect().width).to.equal(width);

        const values = parts(element, 'value');
        expect(values).to.have.length(12);
        const wrapped = values
          .filter((cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            return lines(range) > 1;
          })
          .map(text);
        const headers = [...parts(element, 'period'), ...parts(element, 'metric-name')];
        const split = headers.flatMap(splitWords);
        expect(
          [
            ...wrapped.map((figure) => `figure on two lines: "${figure}"`),
            ...split.map((word) => `word split: "${word}"`),
          ].join('; '),
        ).to.equal('');

        expect(element.scrollWidth, 'the element scrolls sideways').to.be.at.most(
          element.clientWidth,
        );
        const table = parts(element, 'table')[0]!;
        expect(table.getBoundingClientRect().right).to.be.at.most(
          element.getBoundingClientRect().right + 0.5,
        );
        // Each figure's period is in sight: its column header over it, or its name beside it.
        const unlabelled = values
          .filter((cell) => {
            const header = element.shadowRoot!.querySelector(
              `th[data-period="${cell.dataset.period}"]`,
            )!;
            header.scrollIntoView({ block: 'center' });
            const column = header.getBoundingClientRect();
            const figure = cell.getBoundingClientRect();
            // Drawn where it is laid out (not clipped away), and over the figure's column.
            const drawn = element
              .shadowRoot!.elementsFromPoint(
                column.x + column.width / 2,
                column.y + column.height / 2,
              )
              .includes(header);
            const over = drawn && column.left < figure.right && figure.left < column.right;
            const beside = getComputedStyle(cell, '::before').content.includes(text(header));
            return !over && !beside;
          })
          .map(text);
        expect(unlabelled.join('; '), 'figures without their period in sight').to.equal('');
        const overflowing = [...values, ...headers]
          .filter((cell) => cell.scrollWidth > cell.clientWidth)
          .map(text);
        expect(overflowing.join('; '), 'cells whose text overflows them').to.equal('');
      });
    }
  }

  it('keeps its table, rows, headers and cells on a phone', async () => {
    signIn(contact);
    const result = mount('sf-purchase-summary', { locale: 'en-US', currency: 'USD' });
    const { element } = result;
    element.style.width = '700px';
    await settled(result);
    const wide = await axNode('table');
    const roles = (node: AxTreeNode | undefined): string[] =>
      node ? [node.role, ...(node.children ?? []).flatMap(roles)] : [];
    const count = (role: string) => roles(wide).filter((each) => each === role).length;
    // The corner is a cell with nothing in it: each column header stays over its column.
    expect(
      ['row', 'columnheader', 'rowheader', 'cell'].map((role) => `${role} ${count(role)}`),
    ).to.deep.equal(['row 5', 'columnheader 3', 'rowheader 4', 'cell 13']);
    element.style.width = '320px';
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(
      parts(element, 'table')[0]!.querySelector('tr')!.getBoundingClientRect().width,
    ).to.be.at.most(320);
    expect(await axNode('table')).to.deep.equal(wide);
    // One figure a line (200 % text): the same table, the periods' names drawn beside the figures
    // not read twice.
    element.style.width = '390px';
    element.style.fontSize = '200%';
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(getComputedStyle(parts(element, 'value')[0]!, '::before').content).to.not.equal('none');
    expect(await axNode('table')).to.deep.equal(wide);
    expect(await axeViolations(element)).to.equal('');
  });
});
