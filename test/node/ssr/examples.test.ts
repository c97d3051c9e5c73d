/** examples/ssr/page.ts, the whole response a shop's server sends, against the reference server. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { productPageResponse } from '../../../examples/ssr/page.ts';
import { shadowRoots, startReference, type Reference } from './helpers.ts';

describe('examples/ssr/page.ts', () => {
  let reference: Reference;
  before(async () => (reference = await startReference()));
  after(() => reference.close());

  it('answers the page with the visitor cookie and a CSP whose style nonce the shadow styles carry', async () => {
    const response = await productPageResponse(new Request(`${reference.url}/product`), {
      template: '<!doctype html><main>{{storefront}}</main>',
      productKey: reference.productKey,
    });
    assert.equal(response.status, 200);
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    assert.ok(nonce, csp);
    assert.match(response.headers.get('set-cookie') ?? '', /^sf-visitor=/);
    const html = await response.text();
    const [detail] = shadowRoots(html, 'sf-product-page');
    assert.ok(detail?.startsWith(`<style nonce="${nonce}">`), detail?.slice(0, 80));
    assert.doesNotMatch(html, /<style>/);
  });
});
