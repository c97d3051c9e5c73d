/** <sf-nps-survey> against the secure proxy mounted in the test server. */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-nps-survey/sf-nps-survey.ts';
import {
  axeViolations,
  contactsWith,
  mount,
  part,
  parts,
  referenceEvents,
  signIn,
  text,
  unmountAll,
  until,
} from './engage.helpers.ts';

afterEach(() => unmountAll());

describe('<sf-nps-survey>', () => {
  it('is a labelled radio group of the grades 1 to 10', async () => {
    const result = mount('sf-nps-survey');
    await result.element.updateComplete;
    const { element } = result;
    const fieldset = part(element, 'fieldset');
    expect(fieldset.localName).to.equal('fieldset');
    expect(text(fieldset.querySelector('legend')!)).to.equal(
      'How likely are you to recommend us to a friend?',
    );
    const radios = parts(element, 'grade-input') as HTMLInputElement[];
    expect(radios.map((radio) => radio.type)).to.deep.equal(Array(10).fill('radio'));
    expect(radios.map((radio) => radio.labels?.[0] && text(radio.labels[0]))).to.deep.equal([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    // One group: the browser moves between them with the arrow keys.
    expect(new Set(radios.map((radio) => radio.name)).size).to.equal(1);
    expect(await axeViolations(element)).to.equal('');
  });

  it('asks for a grade when the contact sends, not before', async () => {
    // Required radios were invalid from the start, every grade "invalid" to a screen reader
    // before the contact did anything (accessibility audit s34, F3).
    const contact = (await contactsWith(['member'])).at(-2)!;
    signIn(contact);
    const result = mount('sf-nps-survey');
    await result.element.updateComplete;
    const { element } = result;
    const radios = parts(element, 'grade-input') as HTMLInputElement[];
    expect(
      radios.filter((radio) => radio.matches(':invalid')).length,
      'invalid before anything was done',
    ).to.equal(0);
    (part(element, 'submit-button') as HTMLButtonElement).click();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(result.events, 'nothing sent without a grade').to.deep.equal([]);
    expect(element.shadowRoot!.activeElement, 'focus on the first grade').to.equal(radios[0]);
    // In the page's words: the question the contact has not answered.
    expect(radios[0]!.validationMessage).to.equal(text(part(element, 'question')));
    radios[6]!.click();
    await element.updateComplete;
    expect(
      radios.every((radio) => radio.validity.valid),
      'valid once a grade is chosen',
    ).to.equal(true);
  });

  it('can be reset before it was ever connected', () => {
    // `reset()` clears the first grade's question: there is no grade before a first render.
    const element = document.createElement('sf-nps-survey');
    expect(() => element.reset()).not.to.throw();
  });

  it('sends the chosen grade and shows the thank-you state', async () => {
    const contact = (await contactsWith(['member'])).at(-2)!;
    signIn(contact);
    const result = mount('sf-nps-survey', { 'store-id': 'store-7' });
    await result.element.updateComplete;
    const { element } = result;
    const form = part(element, 'form') as HTMLFormElement;

    // No grade yet: the form asks for one, nothing is sent.
    form.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(result.events).to.deep.equal([]);
    expect(parts(element, 'thanks')).to.have.length(0);

    (parts(element, 'grade-input')[7] as HTMLInputElement).click();
    (part(element, 'submit-button') as HTMLButtonElement).click();
    await until(() => result.events.length > 0, 'sf-nps-submit');
    expect(result.events).to.deep.equal([['sf-nps-submit', { grade: 8 }]]);
    await element.updateComplete;
    expect(text(part(element, 'thanks'))).to.equal('Thank you for your answer!');
    expect(element.shadowRoot!.activeElement).to.equal(part(element, 'thanks'));
    expect(parts(element, 'form')).to.have.length(0);
    expect(result.errors).to.deep.equal([]);

    const recorded = (await referenceEvents()).npsResponses.filter(
      (response) => response.contactId === contact,
    );
    expect(recorded.at(-1)).to.include({ grade: 8, storeId: 'store-7' });
    expect(await axeViolations(element)).to.equal('');
  });

  it('keeps the height it reserves (--sf-nps-survey-min-height) in the form and in the thank-you', async () => {
    const contact = (await contactsWith(['member'])).at(-3)!;
    signIn(contact);
    const result = mount('sf-nps-survey');
    const { element } = result;
    element.style.setProperty('--sf-nps-survey-min-height', '30rem');
    await element.updateComplete;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    expect(element.getBoundingClientRect().height).to.be.at.least(30 * rem - 1);
    (parts(element, 'grade-input')[8] as HTMLInputElement).click();
    (part(element, 'submit-button') as HTMLButtonElement).click();
    await until(() => parts(element, 'thanks').length === 1, 'the thank-you');
    // The thank-you keeps the form's place: nothing below moves up.
    expect(element.getBoundingClientRect().height).to.be.at.least(30 * rem - 1);
  });
});
