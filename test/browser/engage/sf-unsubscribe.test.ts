/** <sf-unsubscribe> against the secure proxy mounted in the test server. */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-unsubscribe/sf-unsubscribe.ts';
import { recordRequests, sentRequests } from '../network.ts';
import {
  axeViolations,
  catalog,
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

  describe('with the id of a message the proxy cannot find', () => {
    // An email's unsubscribe link from more than about three months ago: the service's message
    // list no longer reaches it, so the proxy answers 404 MessageNotFound for a real message.
    const cases = [
      {
        channel: 'email',
        locale: 'en-US',
        contactAt: -8,
        notFound:
          'We could not find that email among the ones we have sent you. Do you want to unsubscribe from all our emails anyway?',
        done: 'You are unsubscribed and will get no more emails.',
      },
      {
        channel: 'sms',
        locale: 'sv-SE',
        contactAt: -2,
        notFound:
          'Vi hittade inte det sms:et bland dem vi har skickat till dig. Vill du ändå avregistrera dig från alla sms från oss?',
        done: 'Du är avregistrerad och får inga fler sms från oss.',
      },
    ] as const;
    for (const { channel, locale, contactAt, notFound, done } of cases) {
      it(`${channel}, ${locale}: says so, and unsubscribes from the channel when asked again`, async () => {
        const { olderMessages } = await catalog();
        const roles = channel === 'sms' ? ['withSmsMessages', 'member'] : ['member'];
        const contact = (await contactsWith(roles))
          .filter((id) => olderMessages[channel][id])
          .at(contactAt)!;
        const messageId = olderMessages[channel][contact]!;
        signIn(contact);
        const before = (await referenceEvents()).unsubscriptions.length;
        await recordRequests();
        const result = mount('sf-unsubscribe', { channel, locale, 'message-id': messageId });
        const { element } = result;
        await element.updateComplete;

        (part(element, 'confirm-button') as HTMLButtonElement).click();
        await until(() => result.errors.length > 0, 'sf-error');
        expect(result.errors[0]).to.include({ kind: 'not-found', status: 404 });
        await until(() => text(part(element, 'status')) !== '', 'the live region');
        expect(text(part(element, 'status'))).to.equal(notFound);
        expect(result.events).to.deep.equal([]);
        expect((await referenceEvents()).unsubscriptions.length).to.equal(before);

        (part(element, 'confirm-button') as HTMLButtonElement).click();
        await until(() => result.events.length > 0, 'sf-unsubscribe');
        await element.updateComplete;
        expect(text(part(element, 'result'))).to.equal(done);
        const sent = await sentRequests('/engage-proxy/me/unsubscribe', 2);
        expect(sent.map((request) => new URL(request.url).search)).to.deep.equal([
          `?channel=${channel}&messageId=${messageId}`,
          `?channel=${channel}`,
        ]);
        const after = (await referenceEvents()).unsubscriptions;
        expect(after.length).to.equal(before + 1);
        expect(after.at(-1)).to.include({ contactId: contact, channel });
        expect(after.at(-1)!.messageId).not.to.equal(messageId);
        expect(await axeViolations(element)).to.equal('');
      });
    }

    it('asks again for another contact or another message-id', async () => {
      const { olderMessages } = await catalog();
      const contact = (await contactsWith(['member']))
        .filter((id) => olderMessages.email[id])
        .at(-9)!;
      const messageId = olderMessages.email[contact]!;
      signIn(contact);
      await recordRequests();
      const result = mount('sf-unsubscribe', { contact: 'a', 'message-id': messageId });
      const { element } = result;
      await element.updateComplete;
      // The configuration's observer tells the element in a microtask: then it updates.
      const changed = async () => {
        await new Promise((resolve) => setTimeout(resolve));
        await element.updateComplete;
      };
      /** Confirms, and waits for the `errors`-th failure, or for the unsubscription. */
      const confirm = async (errors: number) => {
        (part(element, 'confirm-button') as HTMLButtonElement).click();
        await until(
          () => (errors ? result.errors.length === errors : result.events.length > 0),
          errors ? `failure ${errors}` : 'sf-unsubscribe',
        );
        await element.updateComplete;
      };
      await confirm(1);
      // The shop signed another contact in: their confirmation names the message again.
      element.setAttribute('contact', 'b');
      await changed();
      await confirm(2);
      // Another message: named too.
      element.setAttribute('message-id', 'no-such-message');
      await changed();
      await confirm(3);
      expect(text(part(element, 'status'))).to.match(/^We could not find that email/);
      await confirm(0);
      expect(result.events).to.deep.equal([['sf-unsubscribe', { channel: 'email' }]]);
      const sent = await sentRequests('/engage-proxy/me/unsubscribe', 4);
      expect(sent.map((request) => new URL(request.url).search)).to.deep.equal([
        `?channel=email&messageId=${messageId}`,
        `?channel=email&messageId=${messageId}`,
        '?channel=email&messageId=no-such-message',
        '?channel=email',
      ]);
    });
  });
});
