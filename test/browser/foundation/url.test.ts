import { expect } from '@open-wc/testing';
import { safeHref, safeSrc, srcset } from '../../../src/templates/url.ts';

describe('safe URLs', () => {
  it('keeps http(s) URLs, absolute, protocol-relative and relative', () => {
    for (const url of [
      'https://shop.example/p/1',
      'http://shop.example/p/1',
      '//cdn.example/i.png',
      '/sv-se/produkt/p1',
      'produkt/p1?x=1#y',
    ]) {
      expect(safeHref(url), url).to.equal(url);
      expect(safeSrc(url), url).to.equal(url);
    }
  });

  it('refuses script and data schemes however they are written', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0000javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'blob:https://shop.example/1',
      'file:///etc/passwd',
      'mailto:a@b.c',
    ]) {
      expect(safeHref(url), JSON.stringify(url)).to.equal(undefined);
      expect(safeSrc(url), JSON.stringify(url)).to.equal(undefined);
    }
  });

  it('refuses what is not a usable string', () => {
    for (const value of [undefined, null, '', '   ', 42, {}, ['https://a.example']]) {
      expect(safeHref(value), JSON.stringify(value)).to.equal(undefined);
    }
    expect(safeHref('http://[bad')).to.equal(undefined);
  });

  it('builds a srcset of safe sources with widths, encoding separators', () => {
    expect(
      srcset([
        { url: '/i.svg?w=200', width: 200 },
        { url: 'javascript:alert(1)', width: 300 },
        { url: '/i.svg?w=400,x', width: 400 },
        { url: '/no-width.svg' },
      ]),
    ).to.equal('/i.svg?w=200 200w, /i.svg?w=400%2Cx 400w');
    expect(srcset([{ url: 'data:image/png;base64,AAAA', width: 10 }])).to.equal(undefined);
  });
});
