/** <sf-unsubscribe> against the secure proxy mounted in the test server. */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-unsubscribe/sf-unsubscribe.ts';
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

describe('<sf-unsubscribe>', () => {
  for (const channel of ['email', 'sms'] as const) {
    it(`unsubscribes from ${channel} after the confirmation and shows the result`, async () => {
      const roles = channel === 'sms' ? ['withSmsMessages'] : ['member'];
      const contact = (await contactsWith(roles)).at(channel === 'sms' ? -1 : -3)!;
      signIn(contact);
      const result = mount('sf-unsubscribe', { channel });
      await result.element.updateComplete;
      const { element } = result;
      expect(text(part(element, 'heading'))).to.equal(
        channel === 'sms' ? 'Text messages' : 'Email',
      );
      expect(await axeViolations(element)).to.equal('');
      const before = (await referenceEvents()).unsubscriptions.length;

      (part(element, 'confirm-button') as HTMLButtonElement).click();
      await until(() => result.events.length > 0, 'sf-unsubscribe');
      expect(result.events).to.deep.equal([['sf-unsubscribe', { channel }]]);
      await element.updateComplete;
      expect(text(part(element, 'result'))).to.equal(
        `You are unsubscribed and will get no more ${channel === 'sms' ? 'text messages' : 'emails'}.`,
      );
      expect(element.shadowRoot!.activeElement).to.equal(part(element, 'result'));
      expect(parts(element, 'confirm-button')).to.have.length(0);
      expect((result.loads[0]!.result as { unsubscribed?: boolean }).unsubscribed).to.equal(true);

      const after = (await referenceEvents()).unsubscriptions;
      expect(after.length).to.equal(before + 1);
      expect(after.at(-1)).to.include({ contactId: contact, channel });
    });
  }

  it('keeps the height it reserves (--sf-unsubscribe-min-height) before and after', async () => {
    const contact = (await contactsWith(['member'])).at(-4)!;
    signIn(contact);
    const result = mount('sf-unsubscribe', { channel: 'email' });
    const { element } = result;
    element.style.setProperty('--sf-unsubscribe-min-height', '25rem');
    await element.updateComplete;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    expect(element.getBoundingClientRect().height).to.be.at.least(25 * rem - 1);
    (part(element, 'confirm-button') as HTMLButtonElement).click();
    await until(() => parts(element, 'result').length === 1, 'the result');
    expect(element.getBoundingClientRect().height).to.be.at.least(25 * rem - 1);
  });

  it('refuses an unknown channel without sending anything', async () => {
    const result = mount('sf-unsubscribe', { channel: 'pigeon' });
    await result.element.updateComplete;
    expect(result.errors).to.have.length(1);
    expect(result.errors[0]!.kind).to.equal('config');
    expect(result.errors[0]!.message).to.contain('channel');
    expect(parts(result.element, 'confirm-button')).to.have.length(0);
    expect(part(result.element, 'error').getAttribute('role')).to.equal('alert');
  });
});
