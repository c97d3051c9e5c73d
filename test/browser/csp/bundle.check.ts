/**
 * The built single-file bundle under the strict CSP (production Lit). Not part of `npm test`,
 * which does not build: run it after `npm run build` with
 *   node scripts/test.mjs browser -- --files test/browser/csp/bundle.check.ts
 */
import { expect } from '@open-wc/testing';
import { deepQueryAll, describeViolations, interact, loadUnderCsp, rendered } from './helpers.ts';

describe('strict CSP: the built bundle (dist/storefront-elements.js, production Lit)', () => {
  for (const trustedTypes of [false, true]) {
    it(`renders a product page without a violation${trustedTypes ? ' (Trusted Types)' : ''}`, async function () {
      this.timeout(30000);
      const frame = await loadUnderCsp('/test/browser/csp/fixtures/bundle.html', { trustedTypes });
      try {
        await rendered(frame, 'bundle', '[part~="card"]:not([part~="skeleton"])', 4);
        await interact(frame);
        expect(deepQueryAll(frame.document, '[part~="error"]')).to.have.length(0);
        const violations = await frame.violations();
        expect(
          violations,
          `${describeViolations(violations)}\n(dist/ is what \`npm run build\` last wrote: rebuild if it is stale)`,
        ).to.have.length(0);
      } finally {
        frame.iframe.remove();
      }
    });
  }
});
