/**
 * Banners as a shopper meets them: never drawn larger than their declared size (aspect ratio kept,
 * scaled down to fit), a banner of several images says where the shopper is and moves by buttons
 * and keys, and its links are named by where they lead.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SfSponsoredPage } from '../../../src/elements/sf-sponsored-page/sf-sponsored-page.ts';
import {
  mount,
  parts,
  settled,
  sponsoredPage,
  uniqueKey,
} from '../elements/sf-sponsored-page.helpers.ts';
import { accessibleNames, until } from './ui.helpers.ts';

const mounted: HTMLElement[] = [];
afterEach(() => {
  for (const element of mounted.splice(0)) element.remove();
});

/** The campaign page (a 1200×400 banner of three images, a 600×600 one) in a `width` px column. */
async function campaign(width: number, dir = 'ltr'): Promise<SfSponsoredPage> {
  const container = document.createElement('div');
  container.style.width = `${width}px`;
  container.dir = dir;
  document.body.append(container);
  mounted.push(container);
  const element = sponsoredPage({
    'page-reference': 'campaign/summer',
    market: 'US',
    locale: 'en-US',
    'session-key': uniqueKey('banners'),
  });
  const result = mount(element, container);
  await settled(result);
  await element.updateComplete;
  return element;
}

const bannerOf = (element: SfSponsoredPage, id: string) =>
  parts(element, 'banner').find((banner) => banner.dataset.bannerId === id)!;

describe('banners', () => {
  it('are never drawn larger than their declared size, and keep their aspect ratio', async () => {
    const element = await campaign(1152);
    const square = bannerOf(element, 'summer-2').querySelector('[part~="banner-image"]')!;
    const box = square.getBoundingClientRect();
    expect(box.width, 'a 600×600 banner in a 1152 px column').to.be.at.most(600);
    expect(box.height).to.be.at.most(600);
    expect(box.height / box.width).to.be.closeTo(1, 0.01);
    // Wider than its column: scaled down to fit, in proportion.
    const wide = bannerOf(element, 'summer-1').querySelector('[part~="banner-image"]')!;
    const wideBox = wide.getBoundingClientRect();
    expect(wideBox.width).to.be.closeTo(1152, 1);
    expect(wideBox.height / wideBox.width).to.be.closeTo(400 / 1200, 0.01);
  });

  it('with several images, shows "1 of 3" and moves with previous/next, by mouse and keyboard', async () => {
    const element = await campaign(800);
    const banner = bannerOf(element, 'summer-1');
    const position = banner.querySelector<HTMLElement>('[part~="banner-position"]');
    expect(position, 'a position indicator').to.not.equal(null);
    expect(position!.textContent!.trim()).to.equal('1 of 3');
    const next = banner.querySelector<HTMLButtonElement>('[part~="banner-next"]')!;
    const previous = banner.querySelector<HTMLButtonElement>('[part~="banner-previous"]')!;
    expect(previous.getAttribute('aria-disabled')).to.equal('true');

    next.click();
    await until(() => position!.textContent!.trim() === '2 of 3', '"2 of 3"', 3000);
    const strip = banner.querySelector<HTMLElement>('[part~="banner-strip"]')!;
    const second = banner.querySelectorAll('[part~="banner-image"]')[1]!;
    // The second image comes to rest where the strip starts.
    await until(
      () => Math.abs(second.getBoundingClientRect().left - strip.getBoundingClientRect().left) < 2,
      'the second image in view',
      3000,
    );

    next.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => position!.textContent!.trim() === '3 of 3', '"3 of 3"', 3000);
    expect(next.getAttribute('aria-disabled')).to.equal('true');
    previous.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => position!.textContent!.trim() === '2 of 3', 'back to "2 of 3"', 3000);
    // Arrow keys inside the banner move it too.
    strip.querySelector<HTMLElement>('a')!.focus({ preventScroll: true });
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => position!.textContent!.trim() === '1 of 3', 'ArrowLeft to "1 of 3"', 3000);
  });

  it('in right-to-left text, runs from the right: next moves on, ArrowLeft is next', async () => {
    const element = await campaign(800, 'rtl');
    const banner = bannerOf(element, 'summer-1');
    const position = banner.querySelector<HTMLElement>('[part~="banner-position"]')!;
    const next = banner.querySelector<HTMLButtonElement>('[part~="banner-next"]')!;
    const previous = banner.querySelector<HTMLButtonElement>('[part~="banner-previous"]')!;
    expect(previous.getBoundingClientRect().left).to.be.above(next.getBoundingClientRect().left);
    next.click();
    await until(() => position.textContent!.trim() === '2 of 3', '"2 of 3"', 3000);
    const strip = banner.querySelector<HTMLElement>('[part~="banner-strip"]')!;
    const second = banner.querySelectorAll('[part~="banner-image"]')[1]!;
    await until(
      () =>
        Math.abs(second.getBoundingClientRect().right - strip.getBoundingClientRect().right) < 2,
      'the second image in view, from the right',
      3000,
    );
    strip.querySelector<HTMLElement>('a')!.focus({ preventScroll: true });
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => position.textContent!.trim() === '3 of 3', 'ArrowLeft to "3 of 3"', 3000);
  });

  it('names its links by where they lead, not by their position', async () => {
    await campaign(800);
    const names = (await accessibleNames('link')).filter((name) => /campaign/i.test(name));
    expect(names.length, 'banner links').to.be.at.least(4);
    for (const name of names) expect(name).to.not.match(/\d+ of \d+/);
    // /en-us/category/sunglasses and /en-us/category/t-shirts.
    expect(
      names.some((name) => /sunglasses/i.test(name)),
      names.join(', '),
    ).to.equal(true);
    expect(
      names.some((name) => /t.shirts/i.test(name)),
      names.join(', '),
    ).to.equal(true);
  });
});
