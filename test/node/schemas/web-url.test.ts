/**
 * The parse's rule for links and image sources (`isWebUrl`, web-url.ts) is the renderer's
 * (`safeHref` / `safeSrc`, src/templates/url.ts): a URL the parse keeps is one the elements
 * render, and one it reports is one they would leave out. Outside a browser, url.ts resolves
 * against an https page, as `isWebUrl` does.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isWebUrl } from '../../../src/api/schemas/web-url.ts';
import { safeHref, safeSrc } from '../../../src/templates/url.ts';

const KEPT = [
  'https://shop.example/p/1',
  'http://shop.example/p/1',
  'HTTPS://SHOP.EXAMPLE/',
  '//cdn.example/a.jpg',
  '/p/1',
  'p/1?x=1#top',
  '  https://shop.example/  ',
  'javascript&colon;alert(1)',
];
const REPORTED = [
  'javascript:alert(1)',
  ' JaVa\tScript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\nscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'mailto:shop@example.com',
  'ftp://files.example/a.jpg',
  'blob:https://shop.example/1',
  'http://[bad',
  'https://exa mple.com/',
];

describe('isWebUrl: what the parse keeps is what the elements render', () => {
  it('keeps http(s), absolute or relative', () => {
    for (const url of KEPT) {
      assert.equal(isWebUrl(url), true, url);
      assert.equal(safeHref(url), url.trim(), url);
      assert.equal(safeSrc(url), url.trim(), url);
    }
  });

  it('reports another scheme or what a URL parser cannot read', () => {
    for (const url of REPORTED) {
      assert.equal(isWebUrl(url), false, url);
      assert.equal(safeHref(url), undefined, url);
      assert.equal(safeSrc(url), undefined, url);
    }
  });

  it('keeps an empty link: no link, nothing to report', () => {
    assert.equal(isWebUrl(''), true);
    assert.equal(isWebUrl('  '), true);
    assert.equal(safeHref('  '), undefined);
  });
});
