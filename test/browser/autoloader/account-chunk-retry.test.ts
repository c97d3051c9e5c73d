/**
 * The account page's script tag (`account-elements.js`) whose actions' chunk
 * (`account/account-actions-*.js`) failed once (audit s36b F1): the contact's next action loads it
 * and is sent. Run three times: in the default Chromium, which fetches a failed module anew; in the
 * group `kept-failures`, whose Chromium keeps a failed module for the page's life as Safari and
 * Firefox do; and in the group `firefox` (web-test-runner.config.mjs). There the chunk is asked for
 * under a URL of its own (src/api/load-again.ts, `lazily`).
 */
import { expect } from '@open-wc/testing';
import { contactsWith, referenceEvents, signIn, signOut } from '../engage/engage.helpers.ts';
import { sleep, until } from '../notify/fixtures/helpers.ts';
import { newRun, setFault } from './faults.ts';

afterEach(() => signOut());

describe('the account script tag: an actions chunk that failed once', () => {
  it('an NPS answer after the failed load is sent once, and thanked', async function () {
    // The first load of the bundle waits for its build.
    this.timeout(120000);
    const contact = (await contactsWith(['member'])).at(-5)!;
    signIn(contact);
    const answers = async () =>
      (await referenceEvents()).npsResponses.filter((response) => response.contactId === contact);
    const before = (await answers()).length;
    const run = newRun();
    await setFault(run, 'account-actions-', 1, 0, { folder: 'account' });
    const iframe = document.createElement('iframe');
    iframe.src = `/test/browser/autoloader/fixtures/account-fault.html?run=${run}&entry=account-elements.js`;
    document.body.append(iframe);
    try {
      const find = <E extends Element>(selector: string) =>
        iframe.contentDocument
          ?.querySelector('sf-nps-survey')
          ?.shadowRoot?.querySelector<E>(selector) ?? undefined;
      const grade = await until(
        () => find<HTMLInputElement>('[part~="grade-input"][value="7"]'),
        'the survey',
        90000,
      );
      // The element asks for its actions' chunk when the page is idle (within 2 s): it fails.
      await until(
        () =>
          iframe
            .contentWindow!.performance.getEntriesByType('resource')
            .some((entry) => entry.name.includes('/account/account-actions-')) || undefined,
        'the request for the actions chunk',
        5000,
      ).catch(() => sleep(2500));
      grade.click();
      await sleep(50);
      find<HTMLFormElement>('[part~="form"]')!.requestSubmit();
      const outcome = await until(
        () => {
          const text = find('[part~="thanks"]')?.textContent?.trim();
          const status = find('[part~="status"]')?.textContent?.trim();
          return text || (status && `status: ${status}`);
        },
        'the outcome',
        10000,
      );
      expect(outcome).to.equal('Thank you for your answer!');
      const after = await answers();
      expect(after, 'sent once').to.have.length(before + 1);
      expect(after.at(-1)).to.include({ grade: 7 });
    } finally {
      iframe.remove();
      await setFault(run, 'account-actions-', 0, 0, { folder: 'account' });
    }
  });
});
