/**
 * When the one script tag, as shipped (test/browser/csp/bundle-build.ts builds it with the
 * project's Vite config), loads the carousel's behaviour (`storefront/carousel-*.js`): only on a
 * page that may show a carousel, and there early enough that no list waits for it.
 *
 * Each page is a frame of its own (its own module map and resource timeline), holding only the
 * script tag and the page's tags, as a shop writes them.
 */
import { expect } from '@open-wc/testing';
import { BUNDLE_PATH } from '../csp/policy.ts';
import { addFault, uniqueKey, until } from './sf-sponsored-page.helpers.ts';

const frames: HTMLIFrameElement[] = [];
afterEach(() => frames.splice(0).forEach((frame) => frame.remove()));

function open(body: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bundle</title>
    <script type="module" src="${BUNDLE_PATH}"></script></head><body>${body}</body></html>`;
  document.body.append(frame);
  frames.push(frame);
  return frame;
}

/** The built files the frame requested so far (`core-…`, `carousel-…`). */
function requested(frame: HTMLIFrameElement): string[] {
  return (frame.contentWindow?.performance.getEntriesByType('resource') ?? [])
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith('.js'))
    .map((path) => path.slice(path.lastIndexOf('/') + 1));
}

const loadedCarousel = (frame: HTMLIFrameElement) =>
  requested(frame).some((file) => file.startsWith('carousel-'));

/** `selector` inside the shadow root of the frame's `host`. */
function shadowQuery(frame: HTMLIFrameElement, host: string, selector: string): Element[] {
  const element = frame.contentDocument?.querySelector(host);
  return [...(element?.shadowRoot?.querySelectorAll(selector) ?? [])];
}

/** Until the frame's page is idle: every request its content started has been made. */
function idle(frame: HTMLIFrameElement): Promise<void> {
  return new Promise((resolve) =>
    frame.contentWindow!.requestIdleCallback(() => setTimeout(resolve, 100), { timeout: 2000 }),
  );
}

describe('the carousel chunk of the shipped script tag', function () {
  // The first frame waits for the bundle's build.
  this.timeout(120000);

  it('is not loaded by a page with only a navigation', async () => {
    const frame = open(
      '<sf-navigation src="/test/browser/elements/fixtures/navigation-export.json"></sf-navigation>',
    );
    await until(
      () => shadowQuery(frame, 'sf-navigation', '[part~="item"]').length === 2,
      'the navigation',
      90000,
    );
    await idle(frame);
    expect(requested(frame).some((file) => file.startsWith('core-'))).to.equal(true);
    expect(loadedCarousel(frame), requested(frame).join(', ')).to.equal(false);
  });

  it('is loaded by a page with a carousel list, which enables its buttons', async () => {
    const frame = open(`<sf-rec-list api-base="" market="US" locale="en-US" currency="USD"
      product-key="P1001-1" list-id="top" algorithm="TOP_PRODUCTS" visualization="CAROUSEL" limit="12"></sf-rec-list>`);
    await until(
      () => shadowQuery(frame, 'sf-rec-list', 'button[part~="next"][aria-disabled="false"]').length,
      'an enabled next button',
      90000,
    );
    expect(loadedCarousel(frame)).to.equal(true);
  });

  it('is requested by a sponsored page while its answer is on the way, before its lists exist', async () => {
    const key = uniqueKey('carousel-chunk');
    await addFault({ delayMs: 1500, sessionKey: key });
    const frame = open(`<sf-sponsored-page api-base="" market="SE" locale="sv-SE"
      page-reference="category/shoes" session-key="${key}"></sf-sponsored-page>`);
    await until(() => loadedCarousel(frame), 'the carousel chunk', 90000);
    // Still the skeleton: the answer (delayed 1.5 s) has not come, so no list has connected.
    expect(shadowQuery(frame, 'sf-sponsored-page', 'sf-rec-list')).to.have.length(0);
    await until(
      () => shadowQuery(frame, 'sf-sponsored-page', 'sf-rec-list').length > 0,
      'the sponsored lists',
    );
    const list = frame
      .contentDocument!.querySelector('sf-sponsored-page')!
      .shadowRoot!.querySelector('sf-rec-list')!;
    await until(
      () => list.shadowRoot?.querySelector('button[part~="next"][aria-disabled="false"]'),
      "the sponsored carousel's enabled next button",
    );
  });
});
