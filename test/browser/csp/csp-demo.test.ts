/**
 * The demo under a strict Content-Security-Policy (policy.ts: no 'unsafe-inline', no
 * 'unsafe-eval'): every page renders its storefront content, takes a little interaction, and causes
 * no violation, neither before its scripts ran (report-uri) nor after (securitypolicyviolation).
 * A fixture page with deliberate violations proves the policy is served, enforced and reported.
 */
import { expect } from '@open-wc/testing';
import {
  deepQueryAll,
  describeViolations,
  interact,
  loadUnderCsp,
  rendered,
  until,
  type CspFrame,
} from './helpers.ts';

const PAGES: { page: string; rendered: string; count: number }[] = [
  { page: 'index', rendered: '.page-list li', count: 4 },
  { page: 'product', rendered: '[part~="card"]:not([part~="skeleton"])', count: 8 },
  {
    page: 'category',
    rendered: '[part~="banner-image"], [part~="card"]:not([part~="skeleton"])',
    count: 4,
  },
  { page: 'theming', rendered: '[part~="compact-card"]', count: 2 },
  { page: 'raw-query', rendered: '#query-result:not(:empty)', count: 1 },
  { page: 'navigation', rendered: '[part~="nav"]', count: 1 },
  {
    page: 'account',
    rendered:
      '[part~="table"], [part~="achievement"], [part~="subscription"], [part~="consent"], [part~="challenge"]',
    count: 5,
  },
];

for (const trustedTypes of [false, true]) {
  const variant = trustedTypes ? ' with Trusted Types (trusted-types lit-html)' : '';
  for (const { page, rendered: selector, count } of PAGES) {
    describe(`strict CSP${variant}: demo/${page}.html`, () => {
      let frame: CspFrame;

      before(async function () {
        this.timeout(30000);
        frame = await loadUnderCsp(`/demo/${page}.html`, { trustedTypes });
        await rendered(frame, page, selector, count);
      });

      after(() => frame.iframe.remove());

      it('is served with the strict policy', () => {
        expect(frame.policy).to.contain("script-src 'self'");
        expect(frame.policy).to.contain("style-src 'self'");
        expect(frame.policy).not.to.contain('unsafe-');
        if (trustedTypes) expect(frame.policy).to.contain("require-trusted-types-for 'script'");
      });

      it('renders and takes interaction without a violation', async function () {
        this.timeout(20000);
        await interact(frame);
        expect(deepQueryAll(frame.document, '[part~="error"]')).to.have.length(0);
        const violations = await frame.violations();
        expect(violations, describeViolations(violations)).to.have.length(0);
      });
    });
  }
}

type FixtureWindow = Window & {
  inlineScriptRan?: boolean;
  moduleRan?: boolean;
  evalBlocked?: boolean;
};

async function loadFixture(trustedTypes: boolean): Promise<CspFrame> {
  const frame = await loadUnderCsp('/test/browser/csp/fixtures/violations.html', { trustedTypes });
  await until(() => (frame.iframe.contentWindow as FixtureWindow).moduleRan, 'the module');
  return frame;
}

describe('strict CSP: the policy is enforced (fixture with deliberate violations)', () => {
  let frame: CspFrame;
  const fixture = () => frame.iframe.contentWindow as FixtureWindow;

  before(async () => {
    frame = await loadFixture(false);
  });

  after(() => frame.iframe.remove());

  it('runs a module from its own origin', () => {
    expect(fixture().moduleRan).to.equal(true);
  });

  it('blocks and reports an inline script', async () => {
    expect(fixture().inlineScriptRan).to.equal(undefined);
    const directives = (await frame.violations()).map((v) => v.directive);
    expect(directives).to.include('script-src-elem');
  });

  it('blocks and reports an inline <style> element and a style attribute', async () => {
    const color = (id: string) => getComputedStyle(frame.document.getElementById(id)!).color;
    expect(color('inline-style-element')).not.to.equal('rgb(255, 0, 0)');
    expect(color('inline-style-attribute')).not.to.equal('rgb(255, 0, 0)');
    const directives = (await frame.violations()).map((v) => v.directive);
    expect(directives).to.include('style-src-elem');
    expect(directives).to.include('style-src-attr');
  });

  it('blocks and reports eval (`new Function`)', async () => {
    expect(fixture().evalBlocked).to.equal(true);
    const violations = await frame.violations();
    expect(violations.some((v) => v.directive === 'script-src' && v.blocked === 'eval')).to.equal(
      true,
    );
  });
});

describe('strict CSP with Trusted Types: the policy is enforced (fixture)', () => {
  let frame: CspFrame;

  before(async () => {
    frame = await loadFixture(true);
  });

  after(() => frame.iframe.remove());

  it('refuses a plain string for innerHTML and reports it', async () => {
    const div = frame.document.createElement('div');
    expect(() => {
      div.innerHTML = '<b>untrusted</b>';
    }).to.throw(/TrustedHTML/);
    const directives = (await frame.violations()).map((v) => v.directive);
    expect(directives).to.include('require-trusted-types-for');
  });

  it('allows only the lit-html policy name', () => {
    type TrustedTypesWindow = Window & {
      trustedTypes: { createPolicy(name: string, rules: object): unknown };
    };
    const { trustedTypes } = frame.iframe.contentWindow as TrustedTypesWindow;
    expect(() => trustedTypes.createPolicy('another-policy', {})).to.throw();
  });
});
