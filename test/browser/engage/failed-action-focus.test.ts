/**
 * After an action fails, keyboard focus is where the shopper left it: on the control they used,
 * enabled again (the join, remove or unsubscribe button, the NPS send button or the chosen grade).
 * The control is disabled while its request runs, which drops focus to the page; a success moves
 * focus on, and so must a failure. Done with the keyboard (real key presses), against the
 * reference server through the proxy, the service failing as injected
 * (`POST /__reference/faults {"engage": …}`, scoped to the contact by `match`): 500, 429 (the
 * proxy retries once, then answers 503), unreachable (the connection reset), and hanging past
 * the proxy's 10 s (504).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/elements/sf-back-in-stock/sf-back-in-stock.ts';
import '../../../src/elements/sf-challenges/sf-challenges.ts';
import '../../../src/elements/sf-nps-survey/sf-nps-survey.ts';
import '../../../src/elements/sf-unsubscribe/sf-unsubscribe.ts';
import {
  contactsWith,
  mount,
  part,
  parts,
  proxyJson,
  settled,
  signIn,
  signOut,
  unmountAll,
  until,
  type Mounted,
} from './engage.helpers.ts';

afterEach(() => {
  unmountAll();
  signOut();
});

interface Fault {
  status?: number;
  delayMs?: number;
  reset?: boolean;
  count: number;
}

/**
 * The service's failures. Each waits a little first, so the request is still running when the
 * element has drawn its busy state (a failure answered at once would not test the focus).
 */
const FAULTS: Record<string, Fault> = {
  '500': { status: 500, delayMs: 300, count: 1 },
  // The proxy retries a 429 once; both fail.
  '429': { status: 429, delayMs: 150, count: 2 },
  unreachable: { reset: true, delayMs: 300, count: 1 },
};

/** Makes the service fail `fault` for the requests whose `METHOD /path?query` contain `match`. */
async function injectFault(fault: Fault, match: string): Promise<void> {
  const response = await fetch('/__reference/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ engage: { ...fault, match } }),
  });
  expect(response.status, await response.text()).to.equal(204);
}

/** The engage faults still pending for `match` (all should have been used). */
async function pendingFaults(match: string): Promise<unknown[]> {
  const faults = (await (await fetch('/__reference/faults')).json()) as {
    engage: { match?: string }[];
  };
  return faults.engage.filter((fault) => fault.match === match);
}

/** What has focus, as `tag[part]` (an element's shadow root's, after the host): for messages. */
function focused(): string {
  const describe = (element: Element | null | undefined) =>
    element
      ? `${element.localName}${element.hasAttribute('part') ? `[${element.getAttribute('part')}]` : ''}`
      : 'nothing';
  const active = document.activeElement;
  const inner = active?.shadowRoot?.activeElement;
  return inner ? `${describe(active)} > ${describe(inner)}` : describe(active);
}

/** Presses `key`, then waits for the element's update. */
async function press(key: string, element: { updateComplete: Promise<unknown> }): Promise<void> {
  await sendKeys({ press: key });
  await element.updateComplete;
}

/**
 * After the failure was reported and drawn: the element's live region tells it, and focus is on
 * `control`, enabled again, in the element (not on the page's body).
 */
async function expectFocusBack(result: Mounted<HTMLElement>, control: () => HTMLElement) {
  const element = result.element as HTMLElement & { updateComplete: Promise<unknown> };
  await until(() => result.errors.length > 0, 'sf-error', 15000);
  await until(() => parts(element, 'status-error').length === 1, 'the failure in the live region');
  await element.updateComplete;
  // The refocus waits for the element's update: a task more for it to land.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const expected = control();
  expect(expected.matches(':disabled'), 'the control is enabled again').to.equal(false);
  // Compared as text: a failed comparison of elements would report (serialize) the whole DOM.
  const name = `${element.localName} > ${expected.localName}[${expected.getAttribute('part')}]`;
  expect(focused(), 'focus').to.equal(name);
  expect(element.shadowRoot!.activeElement === expected, `focus on the control used`).to.equal(
    true,
  );
}

/**
 * `<sf-challenges>` for the contact at `index` of those who may join, its first challenge's
 * consent checked with Space and focus moved to its join button with Tab.
 */
async function joinButtonFocused(index: number) {
  const contact = (await contactsWith(['withConsent', 'member'])).at(index)!;
  signIn(contact);
  const result = mount('sf-challenges', { locale: 'en-US' });
  await settled(result);
  const { element } = result;
  const item = parts(element, 'available-challenge')[0]!;
  const id = item.dataset.definitionId!;
  const checkbox = item.querySelector<HTMLInputElement>('[part~="consent-checkbox"]')!;
  const button = () =>
    element.shadowRoot!.querySelector<HTMLButtonElement>(
      `[data-definition-id="${id}"] [part~="join-button"]`,
    )!;
  checkbox.focus();
  await press('Space', element);
  expect(checkbox.checked).to.equal(true);
  await press('Tab', element);
  expect(element.shadowRoot!.activeElement === button(), focused()).to.equal(true);
  return { contact, result, element, button };
}

describe('focus after a failed action', () => {
  for (const [name, fault] of Object.entries(FAULTS)) {
    describe(`the service ${name === 'unreachable' ? 'unreachable' : `answering ${name}`}`, () => {
      it('joining a challenge: back on the join button', async () => {
        const { contact, result, element, button } = await joinButtonFocused(-10);

        const match = `/assign?contactId=${contact}`;
        await injectFault(fault, match);
        await press('Enter', element);
        await expectFocusBack(result, button);
        expect(result.events).to.deep.equal([]);
        expect(await pendingFaults(match)).to.deep.equal([]);
      });

      it('sending the NPS answer with the send button: back on the send button', async () => {
        const contact = (await contactsWith(['member'])).at(-11)!;
        signIn(contact);
        const result = mount('sf-nps-survey', { locale: 'en-US' });
        const { element } = result;
        await element.updateComplete;
        const radios = parts(element, 'grade-input') as HTMLInputElement[];
        radios[0]!.focus();
        await press('ArrowRight', element);
        await press('ArrowRight', element);
        expect(radios[2]!.checked).to.equal(true);
        await press('Tab', element);
        expect(focused()).to.equal('sf-nps-survey > button[submit-button]');

        const match = `/contacts/${contact}/createNpsResponse`;
        await injectFault(fault, match);
        await press('Enter', element);
        await expectFocusBack(result, () => part(element, 'submit-button'));
        expect(radios[2]!.checked, 'the grade is kept').to.equal(true);
        expect(await pendingFaults(match)).to.deep.equal([]);
      });

      it('unsubscribing: back on the unsubscribe button', async () => {
        const contact = (await contactsWith(['member'])).at(-12)!;
        signIn(contact);
        const result = mount('sf-unsubscribe', { locale: 'en-US' });
        const { element } = result;
        await element.updateComplete;
        part(element, 'confirm-button').focus();

        const match = `/contacts/${contact}/unsubscribeEmail`;
        await injectFault(fault, match);
        await press('Enter', element);
        await expectFocusBack(result, () => part(element, 'confirm-button'));
        expect(await pendingFaults(match)).to.deep.equal([]);
      });

      it('removing a back-in-stock alert: back on its remove button', async () => {
        const contact = (await contactsWith(['withBackInStock'], ['backInStockFailure'])).at(-6)!;
        signIn(contact);
        const [first] = await proxyJson<{ id: string }[]>('/me/back-in-stock');
        const result = mount('sf-back-in-stock', { locale: 'en-US' });
        await settled(result);
        const { element } = result;
        const button = () =>
          element.shadowRoot!.querySelector<HTMLButtonElement>(
            `[part~="subscription"][data-id="${first!.id}"] [part~="remove-button"]`,
          )!;
        button().focus();

        const match = `DELETE /engage/api/v3/contacts/${contact}/backinstock/subscriptions/`;
        await injectFault(fault, match);
        await press('Enter', element);
        await expectFocusBack(result, button);
        expect(parts(element, 'subscription').map((item) => item.dataset.id)).to.include(first!.id);
        expect(await pendingFaults(match)).to.deep.equal([]);
      });
    });
  }

  it('sending the NPS answer with Enter on a grade, the service hanging: back on that grade', async function () {
    this.timeout(25000);
    const contact = (await contactsWith(['member'])).at(-13)!;
    signIn(contact);
    const result = mount('sf-nps-survey', { locale: 'en-US' });
    const { element } = result;
    await element.updateComplete;
    const radios = parts(element, 'grade-input') as HTMLInputElement[];
    radios[6]!.focus();
    await press('Space', element);
    expect(radios[6]!.checked).to.equal(true);

    // Longer than the proxy's 10 s: it answers 504 (the 500 after the wait is never seen).
    const match = `/contacts/${contact}/createNpsResponse`;
    await injectFault({ status: 500, delayMs: 10_500, count: 1 }, match);
    await press('Enter', element);
    await until(() => radios[6]!.matches(':disabled'), 'the form busy');
    await expectFocusBack(result, () => radios[6]!);
    expect(result.errors[0]?.status).to.equal(504);
  });

  it('leaves focus where the shopper moved it while the request ran', async () => {
    const contact = (await contactsWith(['member'])).at(-14)!;
    signIn(contact);
    const result = mount('sf-unsubscribe', { locale: 'en-US' });
    const { element } = result;
    await element.updateComplete;
    const elsewhere = document.createElement('button');
    elsewhere.textContent = 'Elsewhere';
    document.body.append(elsewhere);
    try {
      part(element, 'confirm-button').focus();
      const match = `/contacts/${contact}/unsubscribeEmail`;
      await injectFault({ status: 500, delayMs: 600, count: 1 }, match);
      await press('Enter', element);
      await until(() => part(element, 'confirm-button').matches(':disabled'), 'the button busy');
      await press('Tab', element);
      expect(focused()).to.equal('button');
      await until(() => result.errors.length > 0, 'sf-error');
      await element.updateComplete;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(focused()).to.equal('button');
      expect(document.activeElement === elsewhere).to.equal(true);
    } finally {
      elsewhere.remove();
    }
  });
});

/**
 * The session ends while the element is shown (the shop's sign-in cookie gone): the action's
 * request gets the proxy's 401. The element shows its sign-in state at once, without reading its
 * data again (which would only fail too, a second `sf-error` for one click), and focus goes to
 * that state's text: the control it was on is gone (audit s27: it fell to the page's body).
 */
describe('focus after an action the proxy refused as signed out (401)', () => {
  async function expectSignIn(result: Mounted<HTMLElement>) {
    const element = result.element as HTMLElement & { updateComplete: Promise<unknown> };
    await until(() => result.errors.length > 0, 'sf-error', 15000);
    await until(() => parts(element, 'sign-in').length === 1, 'the sign-in state');
    await element.updateComplete;
    // Time for a second `sf-error` (a refresh's) and for the focus, which waits for the update.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(result.errors.map(({ kind, status }) => `${kind} ${status}`)).to.deep.equal([
      'unauthorized 401',
    ]);
    expect(result.events, 'no outcome event').to.deep.equal([]);
    expect(parts(element, 'status-error'), 'no "try again" message').to.have.length(0);
    expect(focused(), 'focus').to.equal(`${element.localName} > p[sign-in]`);
  }

  it('joining a challenge', async () => {
    const { result, element } = await joinButtonFocused(-15);
    expect(focused()).to.equal('sf-challenges > button[join-button]');
    signOut();
    await press('Enter', element);
    await expectSignIn(result);
    expect(parts(element, 'available-challenge'), 'the contact’s challenges hidden').to.have.length(
      0,
    );
  });

  it('removing a back-in-stock alert', async () => {
    const contact = (await contactsWith(['withBackInStock'], ['backInStockFailure'])).at(-7)!;
    signIn(contact);
    const result = mount('sf-back-in-stock', { locale: 'en-US' });
    await settled(result);
    const { element } = result;
    part(element, 'remove-button').focus();
    signOut();
    await press('Enter', element);
    await expectSignIn(result);
    expect(parts(element, 'subscription'), 'the contact’s alerts hidden').to.have.length(0);
  });

  it('sending the NPS answer', async () => {
    signIn((await contactsWith(['member'])).at(-16)!);
    const result = mount('sf-nps-survey', { locale: 'en-US' });
    const { element } = result;
    await element.updateComplete;
    const radios = parts(element, 'grade-input') as HTMLInputElement[];
    radios[3]!.focus();
    await press('Space', element);
    await press('Tab', element);
    signOut();
    await press('Enter', element);
    await expectSignIn(result);
  });

  it('unsubscribing', async () => {
    signIn((await contactsWith(['member'])).at(-17)!);
    const result = mount('sf-unsubscribe', { locale: 'en-US' });
    const { element } = result;
    await element.updateComplete;
    part(element, 'confirm-button').focus();
    signOut();
    await press('Enter', element);
    await expectSignIn(result);
  });
});
