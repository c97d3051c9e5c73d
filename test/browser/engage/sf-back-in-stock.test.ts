/** <sf-back-in-stock> against the secure proxy mounted in the test server. */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-back-in-stock/sf-back-in-stock.ts';
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

interface ProxySubscription {
  id: string;
  sku: string;
  createdOn: string;
}

describe('<sf-back-in-stock>', () => {
  it('lists the subscriptions and removes one for real, moving focus to the next', async () => {
    const candidates = await contactsWith(['withBackInStock'], ['backInStockFailure']);
    const contact = candidates.at(-1)!;
    signIn(contact);
    const expected = await proxyJson<ProxySubscription[]>('/me/back-in-stock');
    expect(expected.length).to.be.greaterThan(0);

    const result = mount('sf-back-in-stock', { locale: 'en-US' });
    await settled(result);
    const { element } = result;
    expect(result.errors).to.deep.equal([]);
    const items = parts(element, 'subscription');
    expect(items.map((item) => item.dataset.id)).to.deep.equal(expected.map((s) => s.id));
    const first = expected[0]!;
    expect(text(items[0]!.querySelector('[part~="subscription-sku"]')!)).to.equal(
      `Item ${first.sku}`,
    );
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(
      new Date(first.createdOn),
    );
    expect(text(items[0]!.querySelector('[part~="subscription-date"]')!)).to.equal(`Added ${date}`);
    const button = items[0]!.querySelector<HTMLButtonElement>('[part~="remove-button"]')!;
    expect(text(button)).to.equal(`Remove ${first.sku}`);
    expect(await axeViolations(element)).to.equal('');

    button.focus();
    button.click();
    await until(() => result.events.length > 0, 'sf-back-in-stock-remove');
    expect(result.events).to.deep.equal([['sf-back-in-stock-remove', { id: first.id }]]);
    await element.updateComplete;
    expect(parts(element, 'subscription').map((item) => item.dataset.id)).not.to.include(first.id);
    expect(text(part(element, 'status'))).to.equal(`The alert for item ${first.sku} was removed.`);
    const focused = element.shadowRoot!.activeElement;
    if (expected.length > 1) {
      expect(focused?.getAttribute('part')).to.equal('remove-button');
      expect(focused?.closest('li')?.dataset.id).to.equal(expected[1]!.id);
    } else {
      expect(focused?.getAttribute('part')).to.equal('heading');
    }

    // Really gone: the proxy no longer lists it, nor does the element after fetching again.
    const after = await proxyJson<ProxySubscription[]>('/me/back-in-stock');
    expect(after.map((s) => s.id)).not.to.include(first.id);
    await element.refresh();
    await element.updateComplete;
    expect(parts(element, 'subscription').map((item) => item.dataset.id)).to.deep.equal(
      after.map((s) => s.id),
    );
  });

  it('shows the empty state for a contact without subscriptions', async () => {
    const [contact] = await contactsWith(['member'], ['withBackInStock', 'backInStockFailure']);
    signIn(contact!);
    const result = mount('sf-back-in-stock');
    await settled(result);
    expect(result.errors).to.deep.equal([]);
    expect(text(part(result.element, 'empty'))).to.equal('You have no back-in-stock alerts.');
  });

  it('shows the error state when the service fails (500)', async () => {
    const [contact] = await contactsWith(['backInStockFailure']);
    signIn(contact!);
    const result = mount('sf-back-in-stock');
    await settled(result);
    expect(result.errors[0]?.kind).to.equal('server-error');
    expect(result.errors[0]?.status).to.be.at.least(500);
    expect(part(result.element, 'error').getAttribute('role')).to.equal('alert');
    expect(await axeViolations(result.element)).to.equal('');
  });

  it('names the remove button after the SKU in the sentence of its language', async () => {
    const candidates = await contactsWith(['withBackInStock'], ['backInStockFailure']);
    signIn(candidates.at(-7)!);
    const expected = await proxyJson<ProxySubscription[]>('/me/back-in-stock');
    const result = mount('sf-back-in-stock', { locale: 'sv-SE' });
    await settled(result);
    const buttons = parts(result.element, 'remove-button').map(text);
    // "Artikel …" is the row's own label; inside the button's name it is not a new sentence.
    expect(buttons.join(' | ')).to.equal(expected.map((s) => `Ta bort ${s.sku}`).join(' | '));
    expect(text(parts(result.element, 'subscription-sku')[0])).to.equal(
      `Artikel ${expected[0]!.sku}`,
    );
  });
});
