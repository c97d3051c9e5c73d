/** The account templates' pure parts: localized texts, URLs in texts, formatting, headings. */
import { expect } from '@open-wc/testing';
import { render } from 'lit';
import { renderConsent } from '../../../src/templates/engage/consents.ts';
import { englishAccount } from '../../../src/i18n/account.ts';
import { formatting } from '../../../src/i18n/format.ts';
import { formatAmount, localizedText, textRuns } from '../../../src/templates/engage/format.ts';
import { headingLevel, renderHeading } from '../../../src/templates/engage/states.ts';

describe('account templates', () => {
  it('picks the locale, then its language (bare first), then any text', () => {
    const texts = { 'sv-SE': 'Hej', 'en-US': 'Hi', en: 'Hello', 'es-US': '' };
    expect(localizedText(texts, 'sv-SE')).to.equal('Hej');
    expect(localizedText(texts, 'sv_se')).to.equal('Hej');
    expect(localizedText(texts, 'en-GB')).to.equal('Hello');
    expect(localizedText(texts, 'sv-FI')).to.equal('Hej');
    // An empty text does not count: Spanish falls back to any text.
    expect(localizedText(texts, 'es-US')).to.equal('Hej');
    expect(localizedText({}, 'en-US')).to.equal(undefined);
  });

  it('links only safe http(s) URLs written in a consent text', () => {
    expect(textRuns('See https://shop.example/terms. Thanks')).to.deep.equal([
      { text: 'See ' },
      { url: 'https://shop.example/terms' },
      { text: '. Thanks' },
    ]);
    const container = document.createElement('ul');
    render(
      renderConsent(
        {
          id: 'c1',
          name: 'Terms',
          metaData: {
            displayText: { 'en-US': 'Terms' },
            conditionText: { 'en-US': 'javascript:alert(1) is text' },
            linkText: { 'en-US': 'Read https://shop.example/terms or javascript:alert(1)' },
          },
        },
        'en-US',
        englishAccount(formatting('en')),
      ),
      container,
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).to.deep.equal([
      'https://shop.example/terms',
    ]);
    expect(links[0]!.rel).to.equal('noopener noreferrer');
    expect(container.textContent).to.contain('javascript:alert(1) is text');
  });

  it('formats amounts without throwing on an invalid currency', () => {
    expect(formatAmount(12.5, { locale: 'en-US', currency: 'USD' })).to.equal('$12.50');
    expect(formatAmount(12.5, { locale: 'en-US', currency: 'NOT A CODE' })).to.equal('12.5');
    expect(formatAmount(Number.NaN, { locale: 'en-US', currency: 'USD' })).to.equal(undefined);
  });

  it('renders headings at the configured level, 2 when invalid', () => {
    expect([0, 1, 4, 6, 7, Number.NaN].map(headingLevel)).to.deep.equal([2, 1, 4, 6, 2, 2]);
    const container = document.createElement('div');
    render(renderHeading(4, 'Orders'), container);
    expect(container.querySelector('h4')?.textContent).to.equal('Orders');
  });
});
