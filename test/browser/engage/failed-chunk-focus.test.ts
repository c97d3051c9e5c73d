/**
 * When the actions' chunk (src/elements/account-actions.ts) itself cannot load, focus goes back to
 * the control the shopper used, as after a failed request (failed-action-focus.test.ts): the
 * control is disabled while the chunk is on its way, which drops focus to the page's body. The
 * chunk's request is held by the browser's network (CDP, network-plugin.ts) and then fails as a
 * dropped connection, in this file's own page, where the chunk was never loaded.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/elements/sf-nps-survey/sf-nps-survey.ts';
import { holdRequests } from '../network.ts';
import {
  contactsWith,
  mount,
  part,
  parts,
  signIn,
  signOut,
  unmountAll,
  until,
} from './engage.helpers.ts';

afterEach(async () => {
  await holdRequests(null);
  unmountAll();
  signOut();
});

/** The focused element inside `host`'s shadow root as `tag[part]`, else the page's. */
function focused(host: Element): string {
  const inner = host.shadowRoot!.activeElement;
  if (document.activeElement === host && inner)
    return `${inner.localName}[${inner.getAttribute('part')}]`;
  return document.activeElement?.localName ?? 'nothing';
}

describe('focus when the actions chunk cannot load', () => {
  it('sending the NPS answer: sf-error, and focus back on the send button', async function () {
    this.timeout(20000);
    // Fails once the busy state was checked (`null` below), however slowly this page runs.
    await holdRequests({ contains: '/src/elements/account-actions.ts', ms: 10000, fail: true });
    signIn((await contactsWith(['member'])).at(-13)!);
    const result = mount('sf-nps-survey', { locale: 'en-US' });
    const element = result.element as HTMLElement & { updateComplete: Promise<unknown> };
    await element.updateComplete;
    const radios = parts(element, 'grade-input') as HTMLInputElement[];
    radios[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Tab' });
    expect(focused(element)).to.equal('button[submit-button]');

    await sendKeys({ press: 'Enter' });
    // The chunk is still on its way: the form is busy and focus has dropped to the page.
    await until(() => focused(element) === 'body', 'focus dropped by the busy state');
    await holdRequests(null);
    await until(() => result.errors.length > 0, 'sf-error', 15000);
    await element.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(part(element, 'submit-button').matches(':disabled')).to.equal(false);
    expect(parts(element, 'status-error')).to.have.length(1);
    expect(focused(element), 'focus').to.equal('button[submit-button]');
  });
});
