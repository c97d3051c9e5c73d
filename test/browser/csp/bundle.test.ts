/**
 * The one-file bundle as shipped (production Lit, minified, built by bundle-build.ts with the
 * project's Vite config on the first request of the run) under the strict CSP, with and without
 * Trusted Types: it renders a product page against the reference server with no violation.
 */
import { expect } from '@open-wc/testing';
import { BUNDLE_DIR, BUNDLE_PATH } from './policy.ts';
import { deepQueryAll, describeViolations, interact, loadUnderCsp, rendered } from './helpers.ts';

describe('strict CSP: the built script tag (storefront-elements.js and its chunks, production Lit)', () => {
  it('is the shipped build: a small autoloader whose chunks are self-contained, production Lit', async function () {
    this.timeout(120000);
    const code = await (await fetch(BUNDLE_PATH)).text();
    expect(code.length).to.be.below(10_000);
    const chunks = [...code.matchAll(/\.\/(storefront\/[\w.-]+\.js)/g)].map((match) => match[1]!);
    expect(chunks.length).to.be.greaterThan(5);
    let all = code;
    for (const chunk of new Set(chunks)) all += await (await fetch(`${BUNDLE_DIR}${chunk}`)).text();
    expect(all.length).to.be.greaterThan(50_000);
    // Only relative imports: nothing left for the page to resolve.
    expect(all).not.to.match(/\bfrom\s*["'][^."']|\bimport\s*\(?\s*["'][^."']/);
    expect(all).to.contain('LitElement').and.not.to.contain('Lit is in dev mode');
  });

  for (const trustedTypes of [false, true]) {
    it(`renders a product page without a violation${trustedTypes ? ' (Trusted Types)' : ''}`, async function () {
      // The first load waits for the bundle's build.
      this.timeout(120000);
      const frame = await loadUnderCsp('/test/browser/csp/fixtures/bundle.html', { trustedTypes });
      try {
        await rendered(frame, 'bundle', '[part~="card"]:not([part~="skeleton"])', 4);
        await interact(frame);
        expect(deepQueryAll(frame.document, '[part~="error"]')).to.have.length(0);
        const violations = await frame.violations();
        expect(violations, describeViolations(violations)).to.have.length(0);
      } finally {
        frame.iframe.remove();
      }
    });
  }
});
