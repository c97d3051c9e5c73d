/**
 * Answers that break on their way from the proxy (faulty-proxy.ts; audit s38a D1, D2, D3):
 * - names and texts a megabyte long are shown clipped, as the storefront's are (500 characters
 *   for a name, 20,000 for a description or a consent text), and no task of the page is long
 *   (they froze the page for 1 to 15 s, 20 MB for over a minute);
 * - a write the proxy took (2xx) whose body is not JSON, or breaks off, is done: the element says
 *   so, and the contact has no reason to send it again (asking again sent a second NPS answer or
 *   unsubscription);
 * - an answer that never ends is given up after `ENGAGE_TIMEOUT_MS`: the reading elements show
 *   their error state and report `sf-error` (`kind: 'timeout'`), an action says it failed and its
 *   control works again. Before, they stayed busy for good. `<sf-navigation>`'s file likewise,
 *   after the storefront queries' `DEFAULT_TIMEOUT`.
 */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-nps-survey/sf-nps-survey.ts';
import '../../../src/elements/sf-unsubscribe/sf-unsubscribe.ts';
import '../../../src/elements/sf-achievements/sf-achievements.ts';
import '../../../src/elements/sf-back-in-stock/sf-back-in-stock.ts';
import '../../../src/elements/sf-challenges/sf-challenges.ts';
import '../../../src/elements/sf-consents/sf-consents.ts';
import '../../../src/elements/sf-purchase-summary/sf-purchase-summary.ts';
import '../../../src/elements/sf-navigation/sf-navigation.ts';
import { DEFAULT_TIMEOUT } from '../../../src/api/storefront-request.ts';
import { ENGAGE_TIMEOUT_MS } from '../../../src/api/engage-client.ts';
import { FAULTY_PROXY, LONG_TEXT } from './faulty-proxy.ts';
import { expectNoLongTask, parseBudget } from '../sizes/long-tasks.ts';
import {
  contactsWith,
  mount,
  settled,
  part,
  parts,
  referenceEvents,
  signIn,
  text,
  unmountAll,
  until,
} from './engage.helpers.ts';

afterEach(() => unmountAll());

describe('account answers that break on their way', () => {
  const READERS = [
    ['sf-achievements', 'withAchievements', '/me/achievements'],
    ['sf-back-in-stock', 'withBackInStock', '/me/back-in-stock'],
    ['sf-challenges', 'withAssignments', '/challenge-definitions'],
    ['sf-consents', 'member', '/consents'],
  ] as const;
  for (const [tag, role, route] of READERS) {
    it(`long-text: <${tag}> shows megabyte texts clipped, without a long task`, async function () {
      this.timeout(60_000);
      signIn((await contactsWith([role]))[0]!);
      const base = `${FAULTY_PROXY}/long-text`;
      const answer = await (await fetch(`${base}${route}`, { credentials: 'same-origin' })).text();
      expect(answer.length, 'the answer holds the long texts').to.be.greaterThan(LONG_TEXT);
      let shown: string[] = [];
      await expectNoLongTask(
        () => parseBudget(answer),
        unmountAll,
        async () => {
          const result = mount(tag, { 'engage-base': base });
          await settled(result);
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
          expect(result.loads, 'sf-load').to.have.length(1);
          const walker = document.createTreeWalker(
            result.element.shadowRoot!,
            NodeFilter.SHOW_TEXT,
          );
          shown = [];
          while (walker.nextNode()) shown.push(walker.currentNode.textContent ?? '');
        },
      );
      // Each text at most a description's 20,000 characters (MAX_LONG_TEXT_LENGTH), cut with '…'.
      const longest = Math.max(...shown.map((text) => text.trim().length));
      expect(longest, 'the longest text shown').to.be.at.most(20_000);
      expect(
        shown.some((text) => text.trim().endsWith('…')),
        'a clipped text',
      ).to.equal(true);
    });
  }

  it('wrong-numbers: a text count keeps the challenges, a text figure only leaves that figure out', async () => {
    signIn((await contactsWith(['withAssignments', 'withSummary']))[0]!);
    const base = { 'engage-base': `${FAULTY_PROXY}/wrong-numbers` };
    const challenges = mount('sf-challenges', base);
    const summary = mount('sf-purchase-summary', base);
    await settled(challenges);
    await settled(summary);
    expect(challenges.loads, 'sf-load of the challenges').to.have.length(1);
    expect(parts(challenges.element, 'challenge').length).to.be.greaterThan(0);
    expect(parts(challenges.element, 'error')).to.have.length(0);
    expect(challenges.errors.map((error) => error.kind)).to.deep.equal(['dropped']);
    expect(challenges.errors[0]!.dropped!.map((item) => item.path)).to.include('totalCount');
    expect(summary.loads, 'sf-load of the summary').to.have.length(1);
    expect(parts(summary.element, 'error')).to.have.length(0);
    const figures = summary.loads[0]!.result as Record<string, unknown>;
    expect(typeof figures.purchaseAmountAll).to.equal('number');
    expect(figures.averageReceiptAll).to.equal(undefined);
    expect(summary.errors.map((error) => error.kind)).to.deep.equal(['dropped']);
  });

  for (const mode of ['plain-writes', 'cut-writes'] as const) {
    it(`${mode}: an NPS answer the proxy took is thanked, and recorded once`, async () => {
      const contact = (await contactsWith(['member'])).at(-4)!;
      signIn(contact);
      const result = mount('sf-nps-survey', { 'engage-base': `${FAULTY_PROXY}/${mode}` });
      await result.element.updateComplete;
      const before = (await referenceEvents()).npsResponses.length;
      (parts(result.element, 'grade-input')[6] as HTMLInputElement).click();
      (part(result.element, 'submit-button') as HTMLButtonElement).click();
      await until(
        () => parts(result.element, 'thanks').length || result.errors.length,
        'the outcome',
      );
      expect(result.errors).to.deep.equal([]);
      expect(text(part(result.element, 'thanks'))).to.equal('Thank you for your answer!');
      const recorded = (await referenceEvents()).npsResponses.slice(before);
      expect(recorded.filter((answer) => answer.contactId === contact)).to.have.length(1);
    });

    it(`${mode}: an unsubscription the proxy took is shown done`, async () => {
      const contact = (await contactsWith(['member'])).at(-5)!;
      signIn(contact);
      const result = mount('sf-unsubscribe', {
        channel: 'email',
        'engage-base': `${FAULTY_PROXY}/${mode}`,
      });
      await result.element.updateComplete;
      (part(result.element, 'confirm-button') as HTMLButtonElement).click();
      await until(
        () => parts(result.element, 'result').length || result.errors.length,
        'the outcome',
      );
      expect(result.errors).to.deep.equal([]);
      expect(text(part(result.element, 'result'))).to.equal(
        'You are unsubscribed and will get no more emails.',
      );
    });
  }

  it('answers that never end: each element gives up with a timeout, an action can be sent again', async function () {
    this.timeout(ENGAGE_TIMEOUT_MS + 15_000);
    signIn((await contactsWith(['member'])).at(-1)!);
    const base = { 'engage-base': `${FAULTY_PROXY}/stall-body` };
    const tags = [
      'sf-achievements',
      'sf-back-in-stock',
      'sf-challenges',
      'sf-consents',
      'sf-purchase-summary',
    ] as const;
    const readers = tags.map((tag) => mount(tag, base));
    // An action whose request gets no answer at all.
    const survey = mount('sf-nps-survey', { 'engage-base': `${FAULTY_PROXY}/stall` });
    // The navigation's file, which never ends either (the storefront queries' timeout).
    const nav = document.createElement('sf-navigation');
    const navErrors: { kind: string; message: string }[] = [];
    nav.addEventListener('sf-error', (event) => navErrors.push(event.detail));
    nav.setAttribute('src', `${FAULTY_PROXY}/stall-body/navigation.json`);
    document.body.append(nav);
    try {
      await survey.element.updateComplete;
      (parts(survey.element, 'grade-input')[3] as HTMLInputElement).click();
      (part(survey.element, 'submit-button') as HTMLButtonElement).click();
      const started = performance.now();

      await until(() => navErrors.length, "the navigation's sf-error", DEFAULT_TIMEOUT + 5000);
      expect(navErrors.map((error) => error.kind)).to.deep.equal(['timeout']);
      expect(navErrors[0]!.message).to.equal(
        `Navigation ${FAULTY_PROXY}/stall-body/navigation.json timed out after ${DEFAULT_TIMEOUT} ms`,
      );
      await nav.updateComplete;
      expect(parts(nav, 'error')).to.have.length(1);

      await until(
        () => readers.every((result) => result.errors.length),
        'an sf-error from each reading element',
        ENGAGE_TIMEOUT_MS + 5000,
      );
      expect(performance.now() - started).to.be.greaterThan(ENGAGE_TIMEOUT_MS - 1000);
      for (const [index, result] of readers.entries()) {
        expect(
          result.errors.map((error) => error.kind),
          tags[index],
        ).to.deep.equal(['timeout']);
        await result.element.updateComplete;
        expect(parts(result.element, 'error'), tags[index]).to.have.length(1);
        expect(result.element.hasAttribute('aria-busy'), tags[index]).to.equal(false);
      }
      await until(() => text(parts(survey.element, 'status')[0]).length, 'the failure said');
      expect(text(part(survey.element, 'status'))).to.match(/could not be sent/i);
      const submit = part(survey.element, 'submit-button') as HTMLButtonElement;
      expect(submit.disabled).to.equal(false);
    } finally {
      nav.remove();
    }
  });
});
