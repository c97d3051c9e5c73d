/**
 * <sf-challenges> against the secure proxy mounted in the test server: the contact's assignments
 * and the challenges it may join, joining only after the consent checkbox, states and axe.
 */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-challenges/sf-challenges.ts';
import '../../../src/elements/sf-storefront/sf-storefront.ts';
import {
  axeViolations,
  contactsWith,
  mount,
  part,
  parts,
  proxyJson,
  settled,
  signIn,
  text,
  unmountAll,
  until,
} from './engage.helpers.ts';

afterEach(() => unmountAll());

interface ProxyAssignment {
  id: string;
  challengeId: string;
  completedCheckpoints: number;
  requiredCheckpoints: number;
  isChallengeCompleted: boolean;
  definition?: { name: string };
}
interface ProxyDefinition {
  id: string;
  name: string;
  status: string;
  isContactConsentRequired: boolean;
}

async function proxyView() {
  const mine = await proxyJson<{ items: ProxyAssignment[] }>('/me/challenges');
  const active = await proxyJson<{ items: ProxyDefinition[] }>(
    '/challenge-definitions?status=Active',
  );
  const assigned = new Set(mine.items.map((item) => item.challengeId));
  return {
    assignments: mine.items,
    available: active.items.filter((item) => !assigned.has(item.id)),
  };
}

describe('<sf-challenges>', () => {
  it("renders the contact's assignments with progress and the challenges it may join", async () => {
    const [contact] = await contactsWith(['withAssignments', 'member']);
    signIn(contact!);
    const expected = await proxyView();
    expect(expected.assignments.length).to.be.greaterThan(0);

    const result = mount('sf-challenges', { locale: 'en-US' });
    await settled(result);
    const { element } = result;
    expect(result.errors).to.deep.equal([]);
    expect(result.loads).to.have.length(1);

    const items = parts(element, 'challenge');
    expect(items.map((item) => item.dataset.id)).to.deep.equal(
      expected.assignments.map((assignment) => assignment.id),
    );
    expected.assignments.forEach((assignment, index) => {
      const item = items[index]!;
      expect(text(item.querySelector('[part~="challenge-name"]')!)).to.equal(
        assignment.definition!.name,
      );
      const progress = item.querySelector('progress')!;
      expect(progress.value).to.equal(assignment.completedCheckpoints);
      expect(progress.max).to.equal(Math.max(assignment.requiredCheckpoints, 1));
      expect(progress.getAttribute('aria-label')).to.equal(
        `${assignment.completedCheckpoints} of ${assignment.requiredCheckpoints} ${assignment.requiredCheckpoints === 1 ? 'checkpoint' : 'checkpoints'}`,
      );
      expect(item.querySelector('[part~="challenge-period"]')).to.exist;
      expect(Boolean(item.querySelector('[part~="challenge-completed"]'))).to.equal(
        assignment.isChallengeCompleted,
      );
    });

    const available = parts(element, 'available-challenge');
    expect(available.map((item) => item.dataset.definitionId)).to.deep.equal(
      expected.available.map((definition) => definition.id),
    );
    // A consent-required challenge shows the consent texts of the locale.
    const needsConsent = expected.available.find((d) => d.isContactConsentRequired);
    if (needsConsent) {
      const item = available.find((i) => i.dataset.definitionId === needsConsent.id)!;
      expect(text(item.querySelector('[part~="consent-text"]')!)).to.contain(
        'I agree that my purchases count towards challenges.',
      );
    }
    expect(await axeViolations(element)).to.equal('');
  });

  it('joins only after the consent checkbox is checked, then shows the new assignment', async () => {
    // A member who consented to challenges (the service refuses consent-required ones otherwise).
    const candidates = await contactsWith(['withConsent', 'member']);
    const contact = candidates.at(-1)!;
    signIn(contact);
    const before = await proxyView();
    const target = before.available.find((d) => d.isContactConsentRequired) ?? before.available[0];
    expect(target, 'a challenge the contact may join').to.exist;

    const result = mount('sf-challenges', { locale: 'en-US' });
    await settled(result);
    const { element } = result;
    const item = parts(element, 'available-challenge').find(
      (candidate) => candidate.dataset.definitionId === target!.id,
    )!;
    const checkbox = item.querySelector<HTMLInputElement>('[part~="consent-checkbox"]')!;
    const button = item.querySelector<HTMLButtonElement>('[part~="join-button"]')!;
    // The checkbox is labelled, the button named after the challenge.
    expect(checkbox.labels?.[0]?.textContent).to.contain(target!.name);
    expect(text(button)).to.equal(`Join ${target!.name}`);

    expect(button.disabled).to.be.true;
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(result.events).to.deep.equal([]);
    expect((await proxyView()).assignments.map((a) => a.challengeId)).not.to.include(target!.id);

    checkbox.click();
    await element.updateComplete;
    expect(button.disabled).to.be.false;
    button.click();
    await until(() => result.events.length > 0, 'sf-challenge-join');
    expect(result.events).to.deep.equal([['sf-challenge-join', { definitionId: target!.id }]]);
    await until(
      () =>
        parts(element, 'challenge').some((c) => c.dataset.definitionId === target!.id) &&
        !element.hasAttribute('aria-busy'),
      'the joined challenge among the assignments',
    );
    expect(parts(element, 'available-challenge').map((c) => c.dataset.definitionId)).not.to.include(
      target!.id,
    );
    expect(text(part(element, 'status'))).to.equal(`You joined ${target!.name}.`);
    // Focus moved to the new assignment; the proxy has it too.
    expect(element.shadowRoot!.activeElement?.getAttribute('data-definition-id')).to.equal(
      target!.id,
    );
    expect((await proxyView()).assignments.map((a) => a.challengeId)).to.include(target!.id);
  });

  it('in right-to-left text, marks its error on the right, where the text starts', async () => {
    const [contact] = await contactsWith(['withAssignments']);
    signIn(contact!);
    const storefront = document.createElement('sf-storefront');
    storefront.setAttribute('engage-base', '/no-proxy-here');
    storefront.dir = 'rtl';
    document.body.append(storefront);
    const result = mount('sf-challenges', {}, storefront);
    await settled(result);
    const style = getComputedStyle(part(result.element, 'error'));
    expect([style.borderRightWidth, style.borderLeftWidth]).to.deep.equal(['3px', '1px']);
    storefront.remove();
  });

  it('takes engage-base from <sf-storefront> and heading-level from its attribute', async () => {
    const [contact] = await contactsWith(['withAssignments']);
    signIn(contact!);
    const storefront = document.createElement('sf-storefront');
    storefront.setAttribute('engage-base', '/no-proxy-here');
    document.body.append(storefront);
    const result = mount('sf-challenges', { 'heading-level': '3' }, storefront);
    await settled(result);
    const { element } = result;
    expect(result.errors[0]?.status).to.equal(404);
    expect(result.errors[0]?.kind).to.equal('not-found');
    expect(part(element, 'error').getAttribute('role')).to.equal('alert');
    expect(part(element, 'heading').localName).to.equal('h3');
    expect(text(part(element, 'heading'))).to.equal('Challenges');

    // Pointing it at the proxy re-fetches.
    storefront.setAttribute('engage-base', '/engage-proxy/');
    await until(() => result.loads.length === 1, 'sf-load after engage-base changed');
    await element.updateComplete;
    expect(parts(element, 'error')).to.have.length(0);
    expect(parts(element, 'challenge').length).to.be.greaterThan(0);
  });

  it('asks agreement to "the terms above" only where terms are shown', async () => {
    const contact = (await contactsWith(['withoutConsent', 'member'])).at(-4)!;
    signIn(contact);
    const result = mount('sf-challenges', { locale: 'en-US' });
    await settled(result);
    const labels = parts(result.element, 'available-challenge').map((item) => ({
      terms: Boolean(item.querySelector('[part~="consent-text"]')),
      name: text(item.querySelector('[part~="challenge-name"]')!),
      label: text(item.querySelector('[part~="consent-label"]')!),
    }));
    expect(labels.some((each) => each.terms)).to.equal(true);
    expect(labels.some((each) => !each.terms)).to.equal(true);
    for (const { terms, name, label } of labels) {
      expect(label).to.equal(
        terms ? `I agree to the terms above and want to join ${name}` : `I want to join ${name}`,
      );
    }
  });
});

describe('<sf-challenges> on a phone', () => {
  // A shop audit (s36b): at 200 % text a challenge's progress bar kept its own width (10 em of
  // small text), so on a 320 px phone the contact's challenges stuck out 33 px past the element
  // (47 px in Firefox) and the page scrolled sideways.
  for (const width of [300, 358]) {
    it(`at ${width} px and 200 % text, nothing sticks out`, async () => {
      const [contact] = await contactsWith(['withAssignments', 'member']);
      signIn(contact!);
      const result = mount('sf-challenges', { locale: 'sv-SE' });
      const { element } = result;
      element.style.width = `${width}px`;
      element.style.fontSize = '200%';
      await settled(result);
      expect(result.errors).to.deep.equal([]);
      expect(parts(element, 'challenge').length).to.be.greaterThan(0);
      const right = element.getBoundingClientRect().right;
      const out = [...element.shadowRoot!.querySelectorAll<HTMLElement>('*')]
        .filter((each) => each.getBoundingClientRect().right > right + 0.5)
        .map((each) => `${each.localName}[${each.getAttribute('part') ?? each.className}]`);
      expect(out.join(', '), 'past the right edge').to.equal('');
      expect(element.scrollWidth).to.be.at.most(element.clientWidth);
    });
  }
});
