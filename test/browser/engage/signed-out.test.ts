/**
 * Every account element without a session (no `sf-test-contact` cookie): the proxy answers 401,
 * the element shows its sign-in state (not the error state) and reports `sf-error` status 401.
 */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-achievements/sf-achievements.ts';
import '../../../src/elements/sf-back-in-stock/sf-back-in-stock.ts';
import '../../../src/elements/sf-challenges/sf-challenges.ts';
import '../../../src/elements/sf-consents/sf-consents.ts';
import '../../../src/elements/sf-nps-survey/sf-nps-survey.ts';
import '../../../src/elements/sf-purchase-summary/sf-purchase-summary.ts';
import '../../../src/elements/sf-unsubscribe/sf-unsubscribe.ts';
import {
  axeViolations,
  mount,
  part,
  parts,
  settled,
  signOut,
  text,
  unmountAll,
  until,
} from './engage.helpers.ts';

afterEach(() => unmountAll());
beforeEach(() => signOut());

const FETCHING = [
  'sf-challenges',
  'sf-achievements',
  'sf-purchase-summary',
  'sf-consents',
  'sf-back-in-stock',
] as const;

describe('account elements without a session', () => {
  for (const tag of FETCHING) {
    it(`<${tag}> shows the sign-in state and emits sf-error 401`, async () => {
      const result = mount(tag);
      await settled(result);
      const { element } = result;
      expect(result.loads).to.deep.equal([]);
      expect(result.errors).to.have.length(1);
      expect(result.errors[0]).to.include({ kind: 'unauthorized', status: 401 });
      expect(text(part(element, 'sign-in'))).to.equal('Sign in to see this.');
      expect(parts(element, 'error')).to.have.length(0);
      expect(await axeViolations(element)).to.equal('');
    });
  }

  it('<sf-nps-survey> shows the sign-in state when sending gets 401', async () => {
    const result = mount('sf-nps-survey');
    await result.element.updateComplete;
    (parts(result.element, 'grade-input')[2] as HTMLInputElement).click();
    (part(result.element, 'submit-button') as HTMLButtonElement).click();
    await until(() => result.errors.length > 0, 'sf-error');
    await result.element.updateComplete;
    expect(result.errors[0]).to.include({ kind: 'unauthorized', status: 401 });
    expect(result.events).to.deep.equal([]);
    expect(text(part(result.element, 'sign-in'))).to.equal('Sign in to see this.');
  });

  it('<sf-unsubscribe> shows the sign-in state when confirming gets 401', async () => {
    const result = mount('sf-unsubscribe', { channel: 'sms' });
    await result.element.updateComplete;
    (part(result.element, 'confirm-button') as HTMLButtonElement).click();
    await until(() => result.errors.length > 0, 'sf-error');
    await result.element.updateComplete;
    expect(result.errors[0]).to.include({ kind: 'unauthorized', status: 401 });
    expect(result.events).to.deep.equal([]);
    expect(parts(result.element, 'sign-in')).to.have.length(1);
  });

  it('the sign-in slot takes the shop’s own sign-in link', async () => {
    const link = document.createElement('a');
    link.slot = 'sign-in';
    link.href = '/login';
    link.textContent = 'Log in to see your achievements';
    const result = mount('sf-achievements');
    result.element.append(link);
    await settled(result);
    const slot = part(result.element, 'sign-in').querySelector('slot')!;
    expect(slot.assignedElements()).to.deep.equal([link]);
  });
});
