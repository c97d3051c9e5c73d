/**
 * `strings` set on `<sf-storefront>` on an account page (docs/elements.md, "Overriding"), where
 * only the account elements are loaded: `<sf-storefront>` is then a plain element that nothing
 * defines, whose attributes the elements read. Its `strings` property applies too, set before the
 * elements arrive or after they have drawn, under the element's own `strings`, the nearest
 * container's over an outer one's.
 */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-nps-survey/sf-nps-survey.ts';
import '../../../src/elements/sf-unsubscribe/sf-unsubscribe.ts';
import type { SfStrings } from '../../../src/templates/strings.ts';
import { mount, part, text, unmountAll } from './engage.helpers.ts';

afterEach(() => unmountAll());

type Container = HTMLElement & { strings?: Partial<SfStrings> };

function container(attributes: Record<string, string> = {}, parent?: HTMLElement): Container {
  const element = document.createElement('sf-storefront') as Container;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  (parent ?? document.body).append(element);
  return element;
}

/** Waits for the browser's next frame and the element's update. */
async function drawn(element: { updateComplete: Promise<unknown> }): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await element.updateComplete;
}

describe('strings on an <sf-storefront> the account bundle does not define', () => {
  it('is a plain element here', () => {
    expect(customElements.get('sf-storefront')).to.equal(undefined);
  });

  it('apply to the account elements inside it, set before they arrive', async () => {
    const storefront = container({ locale: 'sv-SE' });
    storefront.strings = { npsSubmit: 'Skicka svar', unsubscribeConfirm: 'Sluta skicka' };
    const nps = mount('sf-nps-survey', {}, storefront);
    const unsubscribe = mount('sf-unsubscribe', {}, storefront);
    await drawn(nps.element);
    await drawn(unsubscribe.element);
    expect(text(part(nps.element, 'submit-button'))).to.equal('Skicka svar');
    expect(text(part(unsubscribe.element, 'confirm-button'))).to.equal('Sluta skicka');
    // The rest is the locale's (the container's `locale`).
    expect(text(part(nps.element, 'heading'))).to.equal('Vad tycker du?');
  });

  it('apply when set after the elements have drawn, and when changed', async () => {
    const storefront = container({ locale: 'en-US' });
    const nps = mount('sf-nps-survey', {}, storefront);
    await drawn(nps.element);
    expect(text(part(nps.element, 'submit-button'))).to.equal('Send');
    storefront.strings = { npsSubmit: 'Send answer' };
    await drawn(nps.element);
    expect(text(part(nps.element, 'submit-button'))).to.equal('Send answer');
    storefront.strings = undefined;
    await drawn(nps.element);
    expect(text(part(nps.element, 'submit-button'))).to.equal('Send');
  });

  it("lie under the element's own strings, the nearest container's over an outer one's", async () => {
    const outer = container({ locale: 'en-US' });
    outer.strings = { npsSubmit: 'Outer', npsHeading: 'Outer heading', npsThanks: 'Outer thanks' };
    const inner = container({}, outer);
    inner.strings = { npsSubmit: 'Inner', npsHeading: 'Inner heading' };
    const nps = mount('sf-nps-survey', {}, inner);
    nps.element.strings = { npsSubmit: 'Own' };
    await drawn(nps.element);
    expect(text(part(nps.element, 'submit-button'))).to.equal('Own');
    expect(text(part(nps.element, 'heading'))).to.equal('Inner heading');
    expect(nps.element.shadowRoot!.textContent).not.to.contain('Outer');
  });

  it('no longer apply to an element moved out of the container', async () => {
    const storefront = container({ locale: 'en-US' });
    storefront.strings = { npsSubmit: 'Inside' };
    const nps = mount('sf-nps-survey', {}, storefront);
    await drawn(nps.element);
    expect(text(part(nps.element, 'submit-button'))).to.equal('Inside');
    document.body.append(nps.element);
    await drawn(nps.element);
    expect(text(part(nps.element, 'submit-button'))).to.equal('Send');
    // Removed from the page, it is let go of: a container's new strings no longer update it.
    nps.element.remove();
    storefront.strings = { npsSubmit: 'Later' };
    expect(nps.element.isUpdatePending).to.equal(false);
  });
});
