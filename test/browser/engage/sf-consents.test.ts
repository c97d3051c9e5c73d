/** <sf-consents> against the secure proxy mounted in the test server. */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-consents/sf-consents.ts';
import {
  axeViolations,
  contactsWith,
  mount,
  parts,
  proxyJson,
  settled,
  signIn,
  text,
  unmountAll,
} from './engage.helpers.ts';

afterEach(() => unmountAll());

interface ProxyConsent {
  id: string;
  name: string;
  metaData: Record<'conditionText' | 'displayText' | 'linkText', Record<string, string>>;
}

async function renderedTexts(locale: string) {
  const result = mount('sf-consents', { locale });
  await settled(result);
  expect(result.errors).to.deep.equal([]);
  return {
    element: result.element,
    items: parts(result.element, 'consent').map((item) => ({
      id: item.dataset.id,
      display: text(item.querySelector('[part~="consent-name"]')!),
      condition: text(item.querySelector('[part~="consent-condition"]')!),
      link: text(item.querySelector('[part~="consent-link-text"]')!),
    })),
  };
}

describe('<sf-consents>', () => {
  let consents: ProxyConsent[];

  before(async () => {
    const [contact] = await contactsWith(['member']);
    signIn(contact!);
    consents = await proxyJson<ProxyConsent[]>('/consents');
    expect(consents.length).to.be.greaterThan(0);
  });

  it("renders the display, condition and link texts of the page's locale", async () => {
    const { element, items } = await renderedTexts('sv-SE');
    expect(items).to.deep.equal(
      consents.map((consent) => ({
        id: consent.id,
        display: consent.metaData.displayText['sv-SE'],
        condition: consent.metaData.conditionText['sv-SE'],
        link: consent.metaData.linkText['sv-SE'],
      })),
    );
    expect(await axeViolations(element)).to.equal('');
  });

  it('falls back to the language, then to any text', async () => {
    // es-MX is not in the data: the Spanish text (es-US) of the same language.
    const spanish = await renderedTexts('es-MX');
    expect(spanish.items.map((item) => item.display)).to.deep.equal(
      consents.map((consent) => consent.metaData.displayText['es-US']),
    );
    // de-DE has no text of its language at all: some text rather than none.
    const any = await renderedTexts('de-DE');
    any.items.forEach((item, index) => {
      expect(Object.values(consents[index]!.metaData.displayText)).to.include(item.display);
    });
  });
});
