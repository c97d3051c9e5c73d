/**
 * A change of contact clears everything the previous contact saw or typed (docs/engage.md, "The
 * signed-in contact"), through the test server's engage proxy (contact from the `sf-test-contact`
 * cookie): the `contact` attribute signs out (`""`) or switches, and a 401 from the proxy (after
 * `refresh()`) signs out too. Messages ("You joined …", "The alert … was removed"), checked
 * consents, chosen grades and finished forms go; forms give way to the sign-in state.
 */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-storefront/sf-storefront.ts';
import '../../../src/elements/sf-back-in-stock/sf-back-in-stock.ts';
import '../../../src/elements/sf-challenges/sf-challenges.ts';
import '../../../src/elements/sf-nps-survey/sf-nps-survey.ts';
import '../../../src/elements/sf-unsubscribe/sf-unsubscribe.ts';
import {
  contactsWith,
  mount,
  part,
  parts,
  settled,
  signIn,
  signOut,
  text,
  unmountAll,
  until,
} from './engage.helpers.ts';

afterEach(() => {
  unmountAll();
  signOut();
});

const status = (element: HTMLElement) => text(parts(element, 'status')[0]);
/** Attribute changes reach the element through a MutationObserver: let it run, then render. */
async function rendered(element: HTMLElement & { updateComplete: Promise<unknown> }) {
  await new Promise((resolve) => setTimeout(resolve));
  await element.updateComplete;
}

const busyDone = (element: HTMLElement) =>
  until(() => !element.hasAttribute('aria-busy'), 'not busy');

describe('account elements when the contact changes', () => {
  it('<sf-challenges>: sign-out clears "You joined …" and the checked consents', async () => {
    const candidates = await contactsWith(['withConsent', 'member']);
    const contact = candidates.at(-2) ?? candidates[0]!;
    signIn(contact);
    const storefront = document.createElement('sf-storefront');
    storefront.setAttribute('contact', contact);
    document.body.append(storefront);
    const result = mount('sf-challenges', { locale: 'en-US' }, storefront);
    await settled(result);
    const { element } = result;
    const [joined, other] = parts(element, 'available-challenge');
    expect(other, 'two challenges the contact may join').to.exist;
    other!.querySelector<HTMLInputElement>('[part~="consent-checkbox"]')!.click();
    joined!.querySelector<HTMLInputElement>('[part~="consent-checkbox"]')!.click();
    await element.updateComplete;
    joined!.querySelector<HTMLButtonElement>('[part~="join-button"]')!.click();
    await until(() => status(element).startsWith('You joined'), 'the joined message');
    await busyDone(element);

    signOut();
    storefront.setAttribute('contact', '');
    await until(() => parts(element, 'sign-in').length === 1, 'the sign-in state');
    expect(status(element)).to.equal('');
    expect(parts(element, 'challenge')).to.deep.equal([]);
    expect(parts(element, 'consent-checkbox')).to.deep.equal([]);

    // Signed in again: the consent checked before is not checked for the new session.
    signIn(contact);
    storefront.setAttribute('contact', contact);
    await until(() => parts(element, 'available-challenge').length > 0, 'the list again');
    const boxes = parts(element, 'consent-checkbox') as HTMLInputElement[];
    expect(boxes.filter((box) => box.checked)).to.deep.equal([]);
  });

  it('<sf-challenges>: a switch of contact shows none of the previous data in between', async () => {
    const [first, second] = await contactsWith(['withAssignments', 'member']);
    expect(second, 'two contacts with assignments').to.exist;
    signIn(first!);
    const result = mount('sf-challenges', { locale: 'en-US', contact: first! });
    await settled(result);
    const { element } = result;
    const firstIds = parts(element, 'challenge').map((item) => item.dataset.definitionId);
    expect(firstIds.length).to.be.greaterThan(0);
    signIn(second!);
    element.setAttribute('contact', second!);
    await rendered(element);
    // While the second contact's list loads, the first one's is gone.
    expect(parts(element, 'challenge')).to.deep.equal([]);
    await busyDone(element);
    expect(result.loads.length).to.equal(2);
  });

  it('<sf-back-in-stock>: sign-out without the attribute (refresh gets 401) clears "… was removed"', async () => {
    const candidates = await contactsWith(['withBackInStock'], ['backInStockFailure']);
    signIn(candidates[0]!);
    const result = mount('sf-back-in-stock', { locale: 'en-US' });
    await settled(result);
    const { element } = result;
    const button = parts(element, 'remove-button')[0] as HTMLButtonElement;
    button.click();
    await until(() => status(element).startsWith('The alert'), 'the removed message');
    await busyDone(element);

    signOut();
    await element.refresh().catch(() => undefined);
    await until(() => parts(element, 'sign-in').length === 1, 'the sign-in state');
    expect(status(element)).to.equal('');
    expect(parts(element, 'subscription')).to.deep.equal([]);
  });

  it('<sf-nps-survey>: the chosen grade and the thank-you go with the contact; signed out, no form', async () => {
    const [first, second] = await contactsWith(['member']);
    signIn(first!);
    const result = mount('sf-nps-survey', { contact: first! });
    const { element } = result;
    await element.updateComplete;
    const grades = () => parts(element, 'grade-input') as HTMLInputElement[];
    grades()[6]!.click();
    await element.updateComplete;
    expect(grades().filter((input) => input.checked)).to.have.length(1);

    signIn(second!);
    element.setAttribute('contact', second!);
    await rendered(element);
    expect(grades().filter((input) => input.checked)).to.deep.equal([]);
    grades()[8]!.click();
    (part(element, 'submit-button') as HTMLButtonElement).click();
    await until(() => parts(element, 'thanks').length === 1, 'the thank-you');

    signOut();
    element.setAttribute('contact', '');
    await rendered(element);
    expect(parts(element, 'thanks')).to.deep.equal([]);
    expect(grades()).to.deep.equal([]);
    expect(parts(element, 'sign-in')).to.have.length(1);
  });

  it('<sf-unsubscribe>: the result goes with the contact; signed out, no confirm button', async () => {
    const [first, second] = await contactsWith(['member']);
    signIn(first!);
    const result = mount('sf-unsubscribe', { channel: 'email', contact: first! });
    const { element } = result;
    await element.updateComplete;
    (part(element, 'confirm-button') as HTMLButtonElement).click();
    await until(() => result.events.length === 1, 'sf-unsubscribe');
    await element.updateComplete;
    expect(parts(element, 'confirm-button')).to.deep.equal([]);

    signIn(second!);
    element.setAttribute('contact', second!);
    await rendered(element);
    expect(parts(element, 'confirm-button')).to.have.length(1);
    expect(parts(element, 'result')).to.deep.equal([]);

    signOut();
    element.setAttribute('contact', '');
    await rendered(element);
    expect(parts(element, 'confirm-button')).to.deep.equal([]);
    expect(parts(element, 'sign-in')).to.have.length(1);
  });
});
