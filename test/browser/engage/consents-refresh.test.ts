/**
 * One page, one state: after the shopper changes a consent elsewhere on the page, by joining a
 * challenge that needs it (the proxy records the consent first) or by unsubscribing,
 * `<sf-consents>` shows the new state without a reload. It reads the consents again when those
 * elements' success events (`sf-challenge-join`, `sf-unsubscribe`) reach the document, keeping
 * what it shows meanwhile. Through the proxy against the reference server.
 */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-challenges/sf-challenges.ts';
import '../../../src/elements/sf-consents/sf-consents.ts';
import '../../../src/elements/sf-unsubscribe/sf-unsubscribe.ts';
import {
  contactsWith,
  mount,
  part,
  parts,
  settled,
  signIn,
  text,
  unmountAll,
  until,
} from './engage.helpers.ts';

afterEach(() => unmountAll());

/** The state `<sf-consents>` shows for the challenges' consent. */
function challengeConsentState(consents: HTMLElement): string {
  const item = parts(consents, 'consent').find((each) => text(each).includes('Join challenges'));
  return text(item?.querySelector('[part~="consent-state"]') ?? undefined);
}

describe('<sf-consents> on a page where the shopper changes a consent', () => {
  it('shows the challenges consent given after joining a challenge that asked for it', async () => {
    const contact = (await contactsWith(['withoutConsent', 'member'])).at(-2)!;
    signIn(contact);
    const consents = mount('sf-consents', { locale: 'en-US' });
    const challenges = mount('sf-challenges', { locale: 'en-US' });
    await settled(consents);
    await settled(challenges);
    expect(challengeConsentState(consents.element)).to.equal('Not given');
    // Whether the placeholder replaces the list at any moment from now on.
    let placeholder = false;
    const observer = new MutationObserver(() => {
      placeholder ||= parts(consents.element, 'skeleton').length > 0;
    });
    observer.observe(consents.element.shadowRoot!, { childList: true, subtree: true });

    const item = parts(challenges.element, 'available-challenge').find((each) =>
      each.querySelector('[part~="consent-text"]'),
    )!;
    item.querySelector<HTMLInputElement>('[part~="consent-checkbox"]')!.click();
    await challenges.element.updateComplete;
    item.querySelector<HTMLButtonElement>('[part~="join-button"]')!.click();
    await until(() => challenges.events.length > 0, 'sf-challenge-join');

    await until(() => consents.loads.length === 2, 'the consents read again');
    await consents.element.updateComplete;
    observer.disconnect();
    expect(challengeConsentState(consents.element)).to.equal('Given');
    // The list stayed while it was read again.
    expect(placeholder, 'the placeholder shown meanwhile').to.equal(false);
    expect(consents.errors).to.deep.equal([]);
  });

  it('reads them again after an unsubscription', async () => {
    const contact = (await contactsWith(['withConsent', 'member'])).at(-5)!;
    signIn(contact);
    const consents = mount('sf-consents', { locale: 'en-US' });
    const unsubscribe = mount('sf-unsubscribe', { locale: 'en-US' });
    await settled(consents);
    await unsubscribe.element.updateComplete;

    (part(unsubscribe.element, 'confirm-button') as HTMLButtonElement).click();
    await until(() => unsubscribe.events.length > 0, 'sf-unsubscribe');
    await until(() => consents.loads.length === 2, 'the consents read again');
    expect(consents.errors).to.deep.equal([]);
  });

  it('no longer listens once removed', async () => {
    const contact = (await contactsWith(['withConsent', 'member'])).at(-6)!;
    signIn(contact);
    const consents = mount('sf-consents', { locale: 'en-US' });
    await settled(consents);
    consents.element.remove();
    document.dispatchEvent(
      new CustomEvent('sf-unsubscribe', { detail: { channel: 'email' }, bubbles: true }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(consents.loads).to.have.length(1);
  });
});
