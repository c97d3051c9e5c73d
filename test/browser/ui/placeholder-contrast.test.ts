/**
 * The drawn placeholder of a product without an image is an image (`role="img"`, "No image"), so
 * its lines need 3:1 against its box (WCAG 1.4.11), in the default colours and in forced colours.
 * It was a muted stroke at 60 % opacity: 2.43:1, and 1.87:1 on the black box of dark forced
 * colours (accessibility audit s34, F6).
 */
import { expect, html } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../../src/elements/sf-product-card/sf-product-card.ts';
import type { ProductGroup } from '../../../src/api/schemas/product.ts';
import { cleanup, findProduct, mount, until } from '../controllers/storefront-fixtures.ts';

afterEach(cleanup);
after(() => executeServerCommand('emulate-forced-colors', false));

const channels = (color: string) => color.match(/[\d.]+/g)!.map(Number);

/** WCAG's relative luminance of an sRGB colour. */
function luminance([r, g, b]: number[]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

/** The contrast of the placeholder's lines (their colour at their opacity) with its box. */
async function placeholderContrast(): Promise<number> {
  const { group } = await findProduct((g) => (g.products[0]!.imageInfo?.images.length ?? 0) > 0);
  const bare = structuredClone(group) as ProductGroup;
  delete (bare.products[0] as { imageInfo?: unknown }).imageInfo;
  const { element } = mount(html`<sf-product-card .productGroup=${bare}></sf-product-card>`);
  const find = () => element.shadowRoot?.querySelector<SVGElement>('[part~="image-placeholder"]');
  await until(find, 'the placeholder');
  const drawing = find()!;
  const box = getComputedStyle(drawing.closest('[part~="media"], .media')!).backgroundColor;
  const style = getComputedStyle(drawing);
  const alpha = Number(style.opacity) * (channels(style.stroke)[3] ?? 1);
  const under = channels(box);
  const line = channels(style.stroke).map((c, i) =>
    i < 3 ? c * alpha + under[i]! * (1 - alpha) : c,
  );
  const [light, dark] = [luminance(line), luminance(under)].sort((a, b) => b - a);
  cleanup();
  return (light! + 0.05) / (dark! + 0.05);
}

describe('the drawn placeholder of a product without an image', () => {
  it('has 3:1 against its box, in the default colours and in light and dark forced colours', async function () {
    this.timeout(30000);
    expect(await placeholderContrast(), 'default colours').to.be.at.least(3);
    await executeServerCommand('emulate-forced-colors', true);
    expect(await placeholderContrast(), 'forced colours, light').to.be.at.least(3);
    await executeServerCommand('emulate-forced-colors', 'dark');
    expect(matchMedia('(prefers-color-scheme: dark)').matches, 'a dark scheme').to.equal(true);
    expect(await placeholderContrast(), 'forced colours, dark').to.be.at.least(3);
  });
});
